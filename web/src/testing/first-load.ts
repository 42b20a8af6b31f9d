/**
 * How long a test may wait (`findBy*`, `waitFor` options) for a module imported for the first
 * time: a control's code fetched on first use, the calendar's chunk. After `vi.resetModules()`, or
 * on a cold worker, its graph is transformed and evaluated again, which on a loaded 2-core CI run
 * has taken longer than Testing Library's 1 s default.
 */
export const FIRST_LOAD = { timeout: 20_000 };

/**
 * The time a test that waits FIRST_LOAD may take in all (vitest's default is 5 s): a wait of up to
 * 20 s inside a 5 s test still failed on a loaded run, as a timeout of the test
 * (deferred.test.tsx's menu, seen in a fresh-clone run).
 */
export const FIRST_LOAD_TEST = { timeout: 30_000 };
