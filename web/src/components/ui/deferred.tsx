/**
 * Controls whose popover (a select's list, a menu, a popover dialog) is fetched on first use, not
 * with the screen (issue 17, decision record 013, fifth pass): react-aria's overlays, collections
 * and focus scopes are ~40 KB gzip that no screen needs before a control is used.
 *
 * Until then the control renders its trigger only — the same react-aria Button, the same label,
 * role and state attributes as the full control closed. Hovering, focusing or pressing it fetches
 * the full control (select-control.tsx, menu-control.tsx, popover-control.tsx); once the trigger
 * is focused or pressed, the full control takes its place: focused if the trigger was, and opened
 * if it was asked to open meanwhile (a press, Enter, Space, or ArrowDown/ArrowUp for a menu or a
 * select), the way react-aria opens it. Never in the middle of a press: a press is one element's
 * from its start to its end (a swap queued before a press, on a busy machine, waits for its end).
 * Once a control's code is there, the controls rendered after that are full from the start.
 *
 * The full control puts `focusRef` on its trigger (focused here, in the commit that mounts it) and
 * uses `DeferredOpen` (deferred-open.tsx) to open itself on mount.
 */
import { type ComponentType, type RefObject, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { ButtonProps } from 'react-aria-components';

/** How the full control opens on mount: react-aria's focus strategy ('first' by keyboard). */
export type OpenIntent = 'first' | 'last' | 'none';

/** What a full control is given when it takes a trigger's place. */
export interface DeferredProps {
  /** Focus the trigger on mount (the trigger had focus). */
  focusOnMount?: boolean;
  /**
   * The full control's trigger button: the deferred trigger focuses it in the commit that mounts
   * it (a layout effect). react-aria's `autoFocus` did it in a passive effect, and a key pressed
   * between the two (Enter right after Tab while the code arrived) went to the page and was lost.
   */
  focusRef?: RefObject<HTMLButtonElement | null>;
  /** Open on mount, after focusing, with this focus strategy. */
  openOnMount?: OpenIntent;
}

/** A module fetched once, on first use; `module` is set once it has arrived. */
export interface Deferred<M> {
  module: M | undefined;
  load(): Promise<M>;
}

export function deferred<M>(load: () => Promise<M>): Deferred<M> {
  let pending: Promise<M> | undefined;
  const d: Deferred<M> = {
    module: undefined,
    load() {
      pending ??= load().then(
        (m) => {
          d.module = m;
          return m;
        },
        (error: unknown) => {
          // A failed fetch (offline) is tried again on the next use.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
  return d;
}

export interface DeferredTrigger<P> {
  /** The full control, once it takes the trigger's place. */
  Control: ComponentType<P & DeferredProps> | undefined;
  /** How the full control mounts (focus, open). */
  mount: DeferredProps;
  /** Props for the trigger button while the control is not there yet. */
  triggerProps: ButtonProps & { ref: RefObject<HTMLButtonElement | null> };
}

/**
 * `pick` reads the control out of the fetched module; `arrowsOpen` is true for menus and selects
 * (ArrowDown and ArrowUp open them, as react-aria's menu trigger does), false for dialogs.
 */
export function useDeferredTrigger<M, P>(
  source: Deferred<M>,
  pick: (module: M) => ComponentType<P & DeferredProps>,
  arrowsOpen: boolean,
): DeferredTrigger<P> {
  const ref = useRef<HTMLButtonElement | null>(null);
  const focusRef = useRef<HTMLButtonElement | null>(null);
  const pressing = useRef(false);
  const intent = useRef<OpenIntent | undefined>(undefined);
  // How the full control mounts, read when it first renders: the trigger still holds the focus
  // then, and every open asked for until that moment is taken along.
  const mount = useRef<DeferredProps | null>(source.module ? {} : null);
  const [wanted, setWanted] = useState(() => Boolean(source.module));
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const takePlace = () => {
    if (!source.module) return;
    setWanted(true);
    rerender();
  };
  const want = () => {
    if (source.module) takePlace();
    else source.load().then(takePlace, () => undefined);
  };
  const open = (how: OpenIntent) => {
    intent.current = how;
    want();
  };

  let Control: ComponentType<P & DeferredProps> | undefined;
  if (wanted && source.module && !pressing.current) {
    mount.current ??= {
      focusOnMount: ref.current !== null && ref.current === document.activeElement,
      openOnMount: intent.current,
      focusRef,
    };
    Control = pick(source.module);
  }
  // The swap's own commit: the focused trigger has just been removed and the full control's is in
  // the page; no event can run between the two (layout effects run before the browser's next one).
  // `mount` is fixed once the control has rendered, so this turns true once.
  const focusOnMount = Control !== undefined && mount.current?.focusOnMount === true;
  useLayoutEffect(() => {
    if (focusOnMount) focusRef.current?.focus();
  }, [focusOnMount]);

  return {
    Control,
    mount: mount.current ?? {},
    triggerProps: {
      ref,
      'aria-expanded': false,
      // Hovering only fetches: a swap under the pointer, rendered late (a hover is not a discrete
      // event for React), could land between the browser's pointerdown and its handlers and eat
      // the press. Focus and presses are discrete: the swap is rendered before the next event.
      onHoverStart: () => void source.load().catch(() => undefined),
      onFocus: want,
      onPressStart: () => {
        pressing.current = true;
        want();
      },
      onPressEnd: () => {
        pressing.current = false;
        // The render a press held back. React renders once the event is handled, so an open
        // asked for by onPress (called right after this when the press ends on the trigger)
        // is taken along.
        rerender();
      },
      // By keyboard or a screen reader the opened list takes focus at its first item.
      onPress: (e) => open(e.pointerType === 'keyboard' || e.pointerType === 'virtual' ? 'first' : 'none'),
      onKeyDown: (e) => {
        if (arrowsOpen && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
          e.preventDefault();
          open(e.key === 'ArrowDown' ? 'first' : 'last');
        } else e.continuePropagation();
      },
    },
  };
}
