/**
 * A module loaded on demand that renders without suspending once it has arrived (decision record
 * 013, eleventh and twelfth steps). Not React.lazy: a lazy component suspends on its first render
 * even when its chunk arrived long ago, and React 19 then holds the boundary's content back until
 * 300 ms after its fallback showed (the retry throttle in react-dom). `useOnDemand` suspends only
 * while the module is truly on its way.
 *
 * `load()` starts the download (a route's loader asks for it early) and shares one request; a
 * failed load is forgotten, so the next render that asks tries again.
 */
import { use } from 'react';

export interface OnDemand<T> {
  /** Starts the download once; the same promise until it fails. */
  load(): Promise<T>;
  /** The module, once it has arrived. */
  loaded(): T | undefined;
}

export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (m) => {
          module = m;
          return m;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/** The module during render: at once when it has arrived, else suspending until it does. */
export function useOnDemand<T>(source: OnDemand<T>): T {
  return source.loaded() ?? use(source.load());
}
