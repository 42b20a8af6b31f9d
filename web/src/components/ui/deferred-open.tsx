/**
 * The other half of deferred.tsx, in the fetched controls: placed after the trigger inside a
 * react-aria Select, MenuTrigger or DialogTrigger, it opens the control once on mount if the
 * trigger was asked to open before the control arrived. The trigger's own `autoFocus` has focused
 * it by then (effects run in tree order), so the overlay returns focus to it when it closes.
 */
import { useContext, useEffect } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import type { OpenIntent } from './deferred.tsx';

export function DeferredOpen({ intent }: { intent: OpenIntent | undefined }) {
  // Select, MenuTrigger and DialogTrigger all provide their open state here.
  const state = useContext(OverlayTriggerStateContext) as {
    open(focusStrategy?: 'first' | 'last' | null): void;
  } | null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (intent) state?.open(intent === 'none' ? null : intent);
  }, []);
  return null;
}
