/**
 * The in-process mock the CLI specs point slcli at (DESIGN §5): the real Fastify app listening on
 * an ephemeral loopback port, its data clock fixed so figures are reproducible.
 */
import type { AppOptions } from '@sl/api-mock/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { FIXED_NOW, startApp } from '../../api/support/app.ts';
import { newSlcliHome, runSlcli, type SlcliResult } from './run-slcli.ts';

export { FIXED_NOW };

export interface MockServer {
  app: FastifyInstance;
  apiUrl: string;
  home: string;
  /** Runs the real bin against this server with its own SLCLI_HOME. */
  slcli(args: string[], env?: Record<string, string>, stdin?: string): Promise<SlcliResult>;
}

/** Starts one mock for the file's tests (beforeAll) and closes it after them. */
export function useMockServer(options: AppOptions = {}): MockServer {
  const server = { home: newSlcliHome() } as MockServer;
  beforeAll(async () => {
    server.app = await startApp(options);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    server.apiUrl = `${address}/api`;
    server.slcli = (args, env = {}, stdin) =>
      runSlcli(args, { SLCLI_HOME: server.home, SLCLI_API_URL: server.apiUrl, ...env }, stdin);
  });
  afterAll(() => server.app.close());
  return server;
}

/** The JSON document slcli printed on stdout. */
export function json<T = Record<string, unknown>>(result: SlcliResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`stdout is not JSON (exit ${result.code}):\n${result.stdout}\nstderr:\n${result.stderr}`);
  }
}
