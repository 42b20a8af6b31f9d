/**
 * Nanoseconds the calling (main) thread has run on a CPU (Linux: /proc/thread-self/schedstat), or
 * NaN elsewhere. `process.cpuUsage()` counts every thread of the process (V8's GC helpers and
 * background compilers included); this counts only the thread that runs the event loop, i.e. the
 * time requests could not be served. On a shared machine a wall-clock gap also holds the time the
 * thread waited for a CPU; this does not.
 */
import { existsSync, readFileSync } from 'node:fs';

const schedstat = '/proc/thread-self/schedstat';

export const mainThreadCpuNs: () => number = existsSync(schedstat)
  ? () => Number(readFileSync(schedstat, 'latin1').split(' ')[0])
  : () => Number.NaN;
