/**
 * The other half of deferred.tsx, in the fetched controls: placed after the trigger inside a
 * react-aria Select, MenuTrigger or DialogTrigger, it opens the control once on mount if the
 * trigger was asked to open before the control arrived. The trigger has been focused by then (in
 * the commit that mounted it, deferred.tsx `focusRef`), so the overlay returns focus to it when it
 * closes.
 */
import { useContext, useEffect, useRef } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import type { OpenIntent } from './deferred.tsx';

interface OpenableState {
  open(focusStrategy?: 'first' | 'last' | null): void;
  /** A select's options: it does not open before its collection is built (a render later). */
  collection?: { size: number };
}

export function DeferredOpen({ intent }: { intent: OpenIntent | undefined }) {
  // Select, MenuTrigger and DialogTrigger all provide their open state here (react-aria also
  // renders a select's children once without it, to build its collection).
  const state = useContext(OverlayTriggerStateContext) as OpenableState | null;
  const done = useRef(!intent);
  useEffect(() => {
    if (done.current || !state || state.collection?.size === 0) return;
    done.current = true;
    state.open(intent === 'none' ? null : intent);
  });
  return null;
}
