/**
 * Node's flags for the mock server, one owner for every script that starts it as `npm start` does
 * (start.mjs, dev.mjs, the bench's launcher and the benches that spawn the server). Plain Node:
 * start.mjs imports it before anything is installed.
 *
 * `--v8-pool-size`: V8's worker threads (concurrent and parallel GC, background compiles) no more
 * than the machine's cores. Node's default is 4 whatever the cores; on a 2-core machine the GC's
 * helpers then take both cores from the event loop while a 1M-post generate builds its garbage.
 * Its longest block (`npm run bench -- --event-loop 1000000`, alternated on one machine): with 4
 * workers median 48.2 ms, 50 ms or more in 4 of 11 runs; with 2, median 40 ms, 3 of 10 (the
 * runs spread 26–70 ms either way); with 1, median 33.5 ms, 0 of 9, but the process's CPU for a
 * whole dashboard at 1M rose from 20–28 to 36–39 ms and a computed dashboard read over HTTP lost
 * 12 % (the heap's marking runs longer beside them). So the pool is the cores, capped at Node's
 * default (issue 17, decision 022 session 9).
 */
import { availableParallelism } from 'node:os';

/** @returns {string[]} */
export function serverNodeArgs() {
  return [`--v8-pool-size=${Math.min(4, availableParallelism())}`];
}

/**
 * The arguments of `node` that start the mock as `npm start` does: `nodeFlags` before the server
 * flags (`--watch`, `--expose-gc`, a heap size), `serverArgs` after the script (`--data-file f`).
 * @param {string[]} [nodeFlags]
 * @param {string[]} [serverArgs]
 * @returns {string[]}
 */
export function mockServerArgs(nodeFlags = [], serverArgs = []) {
  return [...nodeFlags, ...serverNodeArgs(), '--import', 'tsx', 'api-mock/src/server.ts', ...serverArgs];
}
