/**
 * Which charts Highcharts draws now and which wait their turn (issue 17, "the dashboard drawn";
 * decision record 013, eleventh step).
 *
 * A dashboard mounts a dozen charts while a 1440 × 900 window shows two of them. Drawing one costs
 * 20–80 ms of the main thread (the first ~130 ms), all of it in the commit that mounts it, so the
 * charts below the fold held the first screen back by ~400 ms and left the page deaf to input
 * meanwhile. A chart whose figure is on the screen when it mounts is drawn in that same commit, as
 * before. Any other waits, and the waiting charts are then drawn one per frame once the screen has
 * painted, the nearest to the window first, so the page is complete a moment later without the
 * user scrolling; one that comes within half a screen of the window meanwhile (a quick scroll) is
 * drawn at once. Its figure keeps the chart's height while it waits (chart.tsx), so nothing moves.
 *
 * The turns, and the draws of charts come near, wait while anything on the screen is still
 * loading (`aria-busy`: a widget whose data is on its way), for at most SCREEN_FIRST_MS: a chart
 * just below the fold whose data came first was otherwise drawn before the two on the screen had
 * theirs (decision record 013, twelfth step).
 *
 * The dashboard's widgets take the same turns (widget-slot.tsx): rendering the twelve below the
 * fold in the first screen's commit cost it ~70 ms of a first visit (decision record 013,
 * thirteenth step), so one below the fold shows its loading card until its turn.
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

interface Waiting {
  element: Element;
  draw: () => void;
}

const waiting: Waiting[] = [];
let turnAsked = false;
let observer: IntersectionObserver | null = null;
/** When the charts now waiting started to wait for the screen (performance.now()), or null. */
let waitingSince: number | null = null;

/** The longest the waiting charts defer to content on the screen that is still loading. */
export const SCREEN_FIRST_MS = 2000;

/** How far (px) the element is from the window: 0 when any of it is on the screen. */
function distance(element: Element): number {
  const { top, bottom } = element.getBoundingClientRect();
  if (top > window.innerHeight) return top - window.innerHeight;
  if (bottom < 0) return -bottom;
  return 0;
}

/** Drops a chart from the waiting ones (drawn, or unmounted before its turn). */
function forget(entry: Waiting) {
  const at = waiting.indexOf(entry);
  if (at < 0) return;
  waiting.splice(at, 1);
  observer?.unobserve(entry.element);
  if (waiting.length === 0) waitingSince = null;
}

function take(entry: Waiting) {
  forget(entry);
  entry.draw();
}

/**
 * Runs `callback` once the next frame has painted (a task after its animation frame); returns
 * what cancels it.
 */
function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  const afterPaint = () =>
    setTimeout(() => {
      if (!cancelled) callback();
    }, 0);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(afterPaint);
  else afterPaint();
  return () => {
    cancelled = true;
  };
}

/** The next chart's turn: after the next frame has painted, so each paints before the next draws. */
function askTurn() {
  if (turnAsked) return;
  turnAsked = true;
  afterNextPaint(() => {
    turnAsked = false;
    drawNearest();
  });
}

/**
 * Whether something on the screen is still loading (a widget waiting for its data, a chart for
 * Highcharts). What waits for its own turn does not count: a widget's loading card moved onto the
 * screen (the one above it came out short) would otherwise hold every turn, its own included.
 */
function screenStillLoading(): boolean {
  for (const element of document.querySelectorAll('[aria-busy="true"]')) {
    if (distance(element) === 0 && !waiting.some((w) => w.element.contains(element))) return true;
  }
  return false;
}

/**
 * Runs `callback` once the screen has been drawn: after the first painted frame where nothing on
 * the screen is still loading, or SCREEN_FIRST_MS after it was asked at the latest, like the
 * turns. Returns what cancels it. The dashboard's reads held for the widgets below its first
 * screen leave then (features/dashboard/api/prefetch-dashboard.ts).
 */
export function afterScreenDrawn(callback: () => void): () => void {
  const since = performance.now();
  let cancel = () => {};
  const check = () => {
    if (screenStillLoading() && performance.now() - since < SCREEN_FIRST_MS) cancel = afterNextPaint(check);
    else callback();
  };
  cancel = afterNextPaint(check);
  return () => cancel();
}

/** Whether the waiting charts still defer to the screen (see the module's comment). */
function deferToScreen(): boolean {
  // Only while charts wait: a late observer entry must not start the next batch's clock.
  if (waiting.length === 0) return false;
  waitingSince ??= performance.now();
  return performance.now() - waitingSince < SCREEN_FIRST_MS && screenStillLoading();
}

function drawNearest() {
  if (waiting.length === 0) return;
  if (deferToScreen()) {
    askTurn();
    return;
  }
  let nearest = waiting[0];
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const entry of waiting) {
    const d = distance(entry.element);
    if (d < nearestDistance) [nearest, nearestDistance] = [entry, d];
  }
  take(nearest);
  if (waiting.length > 0) askTurn();
}

function watch(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver !== 'function') return observer;
  observer = new IntersectionObserver(
    (entries) => {
      // Near the window (a scroll, or a chart just below the fold as the page first lays out),
      // unless the screen itself is still loading: then it keeps its turn.
      if (deferToScreen()) return;
      for (const { target, isIntersecting } of entries) {
        const entry = isIntersecting ? waiting.find((w) => w.element === target) : undefined;
        if (entry) take(entry);
      }
    },
    // Half a screen ahead of a scroll, so the chart is drawn before it shows.
    { rootMargin: '50% 0px' },
  );
  return observer;
}

/**
 * True once what `ref` holds (a chart, a widget) may be drawn: at once when its element is on the
 * screen when it mounts, else at its turn or when scrolled near (above). Stays true for its life:
 * a chart's later changes of options redraw it as they always did.
 */
export function useDrawTurn(ref: RefObject<Element | null>): boolean {
  const [drawn, setDrawn] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when it mounts.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A layout effect: a chart on the screen is drawn in the commit that mounts it, before paint.
    if (distance(element) === 0) {
      setDrawn(true);
      return;
    }
    const entry: Waiting = { element, draw: () => setDrawn(true) };
    waiting.push(entry);
    watch()?.observe(element);
    askTurn();
    return () => forget(entry);
  }, []);
  return drawn;
}
