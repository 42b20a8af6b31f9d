#!/usr/bin/env node
/**
 * `npm run bench`: scripts/bench.ts under the flags the served mock runs with (server-node-args.mjs),
 * with the GC exposed for the memory figures and room for 1M posts.
 */
import { serverNodeArgs } from './server-node-args.mjs';
import { mustRun } from './setup.mjs';

mustRun('node', [
  '--expose-gc',
  '--max-old-space-size=4096',
  ...serverNodeArgs(),
  '--import',
  'tsx',
  'scripts/bench.ts',
  ...process.argv.slice(2),
]);
