#!/usr/bin/env node
/** `npm run dev`: the mock on PORT (4000) and Vite with hot reload proxied to it. */
import { spawn } from 'node:child_process';
import { mockServerArgs } from './server-node-args.mjs';
import { ensureDependencies, root } from './setup.mjs';

ensureDependencies();
const port = process.env.PORT ?? '4000';
const children = [
  spawn('node', mockServerArgs(['--watch']), {
    cwd: root,
    stdio: 'inherit',
    // The Vite dev server's pages call through its proxy with their own Origin (issue 16 #1).
    env: { CORS_ORIGINS: 'http://localhost:5173,http://127.0.0.1:5173', ...process.env, PORT: port },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MOCK_URL: `http://localhost:${port}` },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
