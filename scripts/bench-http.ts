/**
 * The HTTP part of `npm run bench` (issue 17 "Done when"): the mock as users meet it, over real
 * sockets, beside a bare Fastify route that returns the same payload. The load comes from
 * autocannon in a child process, so the generator does not share the mock's event loop (on a
 * 2-core machine it still shares the cores: compare figures of one run, not across machines).
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';

const require = createRequire(import.meta.url);
const AUTOCANNON = require.resolve('autocannon/autocannon.js');

/** Ports of this bench (README: each checkout benchmarks on its own ports). */
const PORT = Number(process.env.PORT ?? 4210);
const DURATION_S = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
export const CONNECTIONS = [10, 50] as const;
/** Seconds of load before each target's measured runs. */
const WARM_UP_S = 1;

export interface HttpTarget {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Runs before this target's runs (e.g. the result cache turned off), undone by `after`. */
  before?: () => void;
  after?: () => void;
}

export interface HttpFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /**
   * CPU of this process (the server under test: both servers live here, autocannon does not)
   * per answered request, in µs. On a shared 2-core machine req/s follows whatever else runs;
   * the CPU a request costs is the steadier figure (issue 17 "per-request overhead").
   */
  cpuPerRequestUs: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One autocannon run against `url`, in a child process; its JSON summary. */
function cannon(
  url: string,
  target: HttpTarget,
  connections: number,
  seconds = DURATION_S,
): Promise<HttpFigures> {
  const args = [
    AUTOCANNON,
    '-j',
    '-n',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    target.method,
  ];
  for (const [k, v] of Object.entries(target.headers)) args.push('-H', `${k}=${v}`);
  if (target.body !== undefined) args.push('-b', target.body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const cpu = process.cpuUsage();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const used = process.cpuUsage(cpu);
      const r = JSON.parse(out) as AutocannonJson;
      resolve({
        reqPerSec: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        cpuPerRequestUs: (used.user + used.system) / Math.max(1, r.requests.total),
      });
    });
  });
}

export type HttpTable = Record<string, Record<number, HttpFigures>>;

const row = (name: string, c: number, f: HttpFigures) =>
  `  ${name.padEnd(44)} c=${String(c).padEnd(3)} ${f.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${String(f.p50).padStart(5)} ms   p99 ${String(f.p99).padStart(5)} ms   errors ${f.errors}  timeouts ${f.timeouts}  non-2xx ${f.non2xx}   CPU/request ${f.cpuPerRequestUs.toFixed(0).padStart(4)} µs`;

/**
 * Bare Fastify answering `payload` (the authenticated read's own answer) vs the mock's calls.
 * The mock app listens on PORT (from the first run on), the bare server on PORT + 1.
 */
export async function benchHttp(
  app: FastifyInstance,
  bareTarget: { path: string; payload: unknown },
  targets: readonly HttpTarget[],
): Promise<HttpTable> {
  const bare = Fastify({ logger: false });
  bare.get(bareTarget.path, async () => bareTarget.payload);
  await bare.listen({ port: PORT + 1, host: '127.0.0.1' });
  if (!app.server.listening) await app.listen({ port: PORT, host: '127.0.0.1' });
  const results: HttpTable = {};
  try {
    await compareAnswers(
      `http://127.0.0.1:${PORT + 1}${bareTarget.path}`,
      `http://127.0.0.1:${PORT}`,
      targets[0],
    );
    const all: [string, string, HttpTarget][] = [
      [
        'bare Fastify (same payload)',
        `http://127.0.0.1:${PORT + 1}${bareTarget.path}`,
        { name: 'bare', method: 'GET', path: bareTarget.path, headers: {} },
      ],
      ...targets.map((t): [string, string, HttpTarget] => [t.name, `http://127.0.0.1:${PORT}${t.path}`, t]),
    ];
    for (const [name, url, target] of all) {
      results[name] = {};
      target.before?.();
      try {
        // Unmeasured: the route's code compiled and optimised before its figures are taken, for
        // every target alike (bare Fastify has far less code to warm up).
        await cannon(url, target, CONNECTIONS[0], WARM_UP_S);
        for (const c of CONNECTIONS) {
          const f = await cannon(url, target, c);
          results[name][c] = f;
          console.log(row(name, c, f));
        }
      } finally {
        target.after?.();
      }
    }
  } finally {
    await bare.close();
  }
  return results;
}

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Each figure's median over the runs' tables (`npm run bench -- --http --runs N`). */
export function medianTable(tables: readonly HttpTable[]): HttpTable {
  const out: HttpTable = {};
  for (const name of Object.keys(tables[0])) {
    out[name] = {};
    for (const c of CONNECTIONS) {
      const figures = tables.map((t) => t[name][c]);
      const keys = Object.keys(figures[0]) as (keyof HttpFigures)[];
      out[name][c] = Object.fromEntries(keys.map((k) => [k, medianOf(figures.map((f) => f[k]))])) as never;
    }
  }
  return out;
}

export function printTable(table: HttpTable): void {
  for (const [name, byConnections] of Object.entries(table))
    for (const c of CONNECTIONS) console.log(row(name, c, byConnections[c]));
}

interface RawAnswer {
  status: number;
  body: string;
  /** Header lines as sent (name: value). */
  headers: string[];
}

function fetchRaw(url: string, target: Pick<HttpTarget, 'method' | 'headers' | 'body'>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: target.method, headers: target.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => {
        const headers: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          headers.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ status: res.statusCode ?? 0, body, headers });
      });
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

/**
 * issue 17 "per-request overhead": the comparison is fair only if the bare route answers the same
 * bytes as the read, over a kept-alive connection both. Prints both answers' sizes and header
 * lines, and stops the bench when the bodies differ.
 */
async function compareAnswers(bareUrl: string, base: string, read: HttpTarget | undefined): Promise<void> {
  if (!read) return;
  const bare = await fetchRaw(bareUrl, { method: 'GET', headers: {} });
  const mine = await fetchRaw(`${base}${read.path}`, read);
  const bytes = (headers: string[]) => headers.reduce((n, h) => n + Buffer.byteLength(h) + 2, 0);
  const keepAlive = (a: RawAnswer) => a.headers.some((h) => /^connection: keep-alive$/i.test(h));
  console.log(
    `  same payload: ${bare.body === mine.body ? 'yes' : 'NO'} (${Buffer.byteLength(mine.body)} bytes); header lines: bare ${bare.headers.length} (${bytes(bare.headers)} bytes), ${read.name} ${mine.headers.length} (${bytes(mine.headers)} bytes); keep-alive: bare ${keepAlive(bare) ? 'yes' : 'no'}, read ${keepAlive(mine) ? 'yes' : 'no'}`,
  );
  if (mine.status !== 200 || bare.body !== mine.body)
    throw new Error(`the bare route does not answer the read's payload (read answered ${mine.status})`);
}
