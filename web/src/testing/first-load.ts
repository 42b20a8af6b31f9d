/**
 * How long a test may wait (`findBy*`, `waitFor` options) for a module imported for the first
 * time: a control's code fetched on first use, the calendar's chunk. After `vi.resetModules()`, or
 * on a cold worker, its graph is transformed and evaluated again, which on a loaded 2-core CI run
 * has taken longer than Testing Library's 1 s default.
 */
export const FIRST_LOAD = { timeout: 20_000 };
