#!/usr/bin/env node
/** `npm start`: install on first run, build the web app, start the mock serving it (DESIGN §2). */
import { mockServerArgs } from './server-node-args.mjs';
import { buildWeb, ensureDependencies, mustRun } from './setup.mjs';

ensureDependencies();
buildWeb({ localOnly: true });
mustRun('node', mockServerArgs(), {
  env: { ...process.env, PORT: process.env.PORT ?? '4000' },
});
