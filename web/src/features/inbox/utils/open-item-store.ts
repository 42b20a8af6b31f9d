/**
 * The inbox's open item, held outside React state (issue 12: a J step under 16 ms at 10 000
 * items). With the id in the Inbox component's state every J step re-rendered the sidebar, the
 * toolbar and the list shell (~48 ms a step in bench-inbox); with this store only the rows whose
 * "open" flag flips and the pane, each subscribed to the id, render again.
 */
import { useSyncExternalStore } from 'react';

export interface OpenItemStore {
  get: () => number | null;
  set: (id: number | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createOpenItemStore(initial: number | null): OpenItemStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (id) => {
      if (id === current) return;
      current = id;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether `id` is the open item: a row re-renders only when its own answer changes. */
export const useIsOpen = (store: OpenItemStore, id: number) =>
  useSyncExternalStore(store.subscribe, () => store.get() === id);
