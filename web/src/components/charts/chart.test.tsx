/**
 * Issue 17 (the dashboard's first screen), decision record 013 eleventh step: a chart on the
 * screen is drawn in the commit that mounts it; one below the fold keeps its room and waits until
 * the screen has painted, or until it is scrolled near (draw-turn.ts).
 */
import { act, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Chart, type ChartOptions } from './chart.tsx';
import { afterScreenDrawn, SCREEN_FIRST_MS } from './draw-turn.ts';
import { chartDrawing } from './load-chart-drawing.ts';

const options: ChartOptions = {
  chart: { type: 'column', height: 240 },
  xAxis: { categories: ['Mon', 'Tue'] },
  series: [{ type: 'column', data: [1, 2] }],
};

/** The figures named here lie this far below the top of a 768 px window (jsdom lays out nothing). */
const below = new Map<string, number>();
const rect = Element.prototype.getBoundingClientRect;

/** The observer the charts' turns use: `scrollNear` plays a scroll that brings a figure near. */
let observed: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | null = null;
const scrollNear = (target: Element) => act(() => observed?.([{ target, isIntersecting: true }]));

/** Frames only when a test lets them run: the waiting charts' turn comes after a painted frame. */
let frames: FrameRequestCallback[] = [];
const paintFrame = () =>
  act(() => {
    for (const frame of frames.splice(0)) frame(performance.now());
  });

beforeAll(async () => {
  // jsdom has no CSS.supports, which Highcharts asks at load; the answer does not matter here.
  Object.assign(globalThis.CSS, { supports: () => false });
  await chartDrawing.load();
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const top = below.get(this.getAttribute('aria-label') ?? '') ?? 0;
    return { top, bottom: top + 280, left: 0, right: 600, width: 600, height: 280, x: 0, y: top } as DOMRect;
  };
});
// Stubbed before each test: the config restores the globals after each (`unstubGlobals`).
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
});
afterEach(() => {
  below.clear();
  frames = [];
  vi.restoreAllMocks();
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = rect;
});

const drawing = (figure: Element | null) => figure?.querySelector('.highcharts-container') ?? null;

describe('a chart on the screen', () => {
  it('is drawn in the commit that mounts it, without suspending once Highcharts has arrived', () => {
    // A synchronous act: a component that suspended (React.lazy does, even once its chunk is
    // here) would show its fallback here and its drawing only in a later task.
    const { getByRole } = render(<Chart options={options} label="On screen" />);
    expect(drawing(getByRole('figure', { name: 'On screen' }))).not.toBeNull();
  });
});

describe('a chart below the fold', () => {
  it('keeps its room and is drawn once the screen has painted', async () => {
    below.set('Below', 2000);
    const { getByRole } = render(
      <>
        <Chart options={options} label="On screen" />
        <Chart options={options} label="Below" />
      </>,
    );
    const figure = getByRole('figure', { name: 'Below' });
    expect(drawing(getByRole('figure', { name: 'On screen' }))).not.toBeNull();
    expect(drawing(figure)).toBeNull();
    expect((figure.lastElementChild as HTMLElement).style.height).toBe('240px');
    paintFrame();
    await waitFor(() => expect(drawing(figure)).not.toBeNull());
  });

  it('draws the nearest of the waiting charts first, one per frame', async () => {
    below.set('Far', 5000).set('Near', 1200);
    const { getByRole } = render(
      <>
        <Chart options={options} label="Far" />
        <Chart options={options} label="Near" />
      </>,
    );
    const [far, near] = [getByRole('figure', { name: 'Far' }), getByRole('figure', { name: 'Near' })];
    paintFrame();
    await waitFor(() => expect(drawing(near)).not.toBeNull());
    expect(drawing(far)).toBeNull();
    paintFrame();
    await waitFor(() => expect(drawing(far)).not.toBeNull());
  });

  /** A chart `top` px down beside a section on the screen still loading; `settle` ends its load. */
  const belowALoadingScreen = (top: number) => {
    below.set('Below', top);
    const { getByRole, getByTestId } = render(
      <>
        <section aria-busy="true" data-testid="loading" />
        <Chart options={options} label="Below" />
      </>,
    );
    return {
      figure: getByRole('figure', { name: 'Below' }),
      settle: () => getByTestId('loading').setAttribute('aria-busy', 'false'),
    };
  };
  /** Paints a frame and lets the turn it asks for run. */
  const paintFrameAndTurn = async () => {
    paintFrame();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  };

  it('waits for its turn while content on the screen is still loading', async () => {
    const { figure, settle } = belowALoadingScreen(2000);
    await paintFrameAndTurn();
    // A widget on the screen still waits for its data: the chart below the fold defers to it.
    expect(drawing(figure)).toBeNull();
    settle();
    paintFrame();
    await waitFor(() => expect(drawing(figure)).not.toBeNull());
  });

  it('near the window while the screen is still loading, waits for its turn too', async () => {
    const { figure, settle } = belowALoadingScreen(1000);
    // The page's first layout finds it within half a screen of the window.
    scrollNear(figure);
    expect(drawing(figure)).toBeNull();
    settle();
    paintFrame();
    await waitFor(() => expect(drawing(figure)).not.toBeNull());
  });

  it('stops deferring to the screen after SCREEN_FIRST_MS', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { figure } = belowALoadingScreen(2000);
    await paintFrameAndTurn();
    expect(drawing(figure)).toBeNull();
    now += SCREEN_FIRST_MS;
    paintFrame();
    await waitFor(() => expect(drawing(figure)).not.toBeNull());
  });

  it('is drawn at once when scrolled near, before its turn', () => {
    below.set('Below', 3000);
    const { getByRole } = render(<Chart options={options} label="Below" />);
    const figure = getByRole('figure', { name: 'Below' });
    expect(drawing(figure)).toBeNull();
    scrollNear(figure);
    expect(drawing(figure)).not.toBeNull();
  });
});

describe('afterScreenDrawn (decision record 013, fourteenth step)', () => {
  /** A painted frame, then the task after it, where the turns and this callback run. */
  const frameAndTask = async () => {
    paintFrame();
    await act(() => new Promise((r) => setTimeout(r, 0)));
  };

  it('waits while something on the screen is loading, then runs once', async () => {
    const { getByLabelText } = render(
      <section aria-label="Busy" aria-busy="true">
        loading
      </section>,
    );
    const shown = vi.fn();
    afterScreenDrawn(shown);
    await frameAndTask();
    await frameAndTask();
    expect(shown).not.toHaveBeenCalled();
    getByLabelText('Busy').setAttribute('aria-busy', 'false');
    await frameAndTask();
    expect(shown).toHaveBeenCalledTimes(1);
    await frameAndTask();
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('does not wait for what is loading below the fold, and can be cancelled', async () => {
    below.set('Far', 2000);
    render(
      <section aria-label="Far" aria-busy="true">
        loading
      </section>,
    );
    const shown = vi.fn();
    afterScreenDrawn(shown);
    expect(shown).not.toHaveBeenCalled();
    await frameAndTask();
    expect(shown).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterScreenDrawn(cancelled)();
    await frameAndTask();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
