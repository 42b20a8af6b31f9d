/**
 * A function whose identity never changes and which always calls the latest `fn` given. The
 * dashboard hands these to its memoized widget slots (dashboard-grid.tsx), so a render of the
 * dashboard for something the widgets do not read (a drill-down panel opened or closed, a
 * mutation's state) renders no widget again and redraws no chart.
 * Only for event handlers: calling it during a render would see the previous render's `fn`.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
