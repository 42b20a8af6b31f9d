/**
 * Issue 17 (the first screen), decision record 013 thirteenth step: a widget on the screen when the
 * dashboard mounts renders in that commit; one below the fold shows its loading card, and asks for
 * nothing, until the screen has been drawn and a frame painted (widget-slot.tsx, draw-turn.ts).
 */
import { type AnyEndpoint, content, dashboard, dashboardConfig } from '@sl/api-contract/endpoints';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { currentUser } from '#/lib/session.ts';
import { buildAccount, handle, requests, server } from '#/testing/api-server.ts';
import { Dashboard } from './dashboard.tsx';

// Highcharts needs a real layout engine: a chart is its figure here.
vi.mock('#/components/charts/chart.tsx', () => ({
  Chart: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

/**
 * jsdom lays out nothing: the first two slots (the first row) are on a 768 px screen, the rest far
 * below, except the slots `moved` (index → top) once the page has laid out again.
 */
const moved = new Map<number, number>();
const rect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function (this: Element) {
    // An element inside a slot (its card) lies where its slot does.
    const slots = Array.from(document.querySelectorAll('.widget-slot'));
    const slot = this.closest('.widget-slot');
    const at = slot ? slots.indexOf(slot) : -1;
    const top = at < 0 ? 0 : (moved.get(at) ?? (at < 2 ? 300 : 1200 + at * 400));
    return { top, bottom: top + 380, left: 0, right: 600, width: 600, height: 380, x: 0, y: top } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = rect;
});

/** Frames only when the test paints one: the turns come after a painted frame. */
let frames: FrameRequestCallback[] = [];
const paintFrames = async () => {
  for (let i = 0; i < 30; i++) {
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
};

/** The sentiment card answers only when `answer` is called; every other read fails at once (a 4xx: not retried). */
function serve() {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const others: AnyEndpoint[] = [
    ...Object.values(dashboard).filter((ep) => ep !== dashboard.dashboardSentiment),
    dashboardConfig.dashboardSelector,
    dashboardConfig.listDashboardTemplates,
    content.listLayers,
    content.listAnnotations,
  ];
  server.use(
    handle(dashboard.dashboardSentiment, async () => {
      await answered;
      return {
        body: {
          total: 3,
          positive: 1,
          neutral: 1,
          negative: 1,
          interval: 'days' as const,
          series: [{ date: '2026-11-18', positive: 1, neutral: 1, negative: 1 }],
        },
      };
    }),
    ...others.map((ep) => handle(ep, () => ({ status: 404, body: { error_message: 'Not in this test' } }))),
  );
  return () => act(() => answer());
}

function renderDashboard() {
  const router = createMemoryRouter([{ path: '/', element: <Dashboard sharedLinkCode={null} /> }]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const asked = (path: string) => requests.some((r) => r.path === path);
const card = (id: string) => document.querySelector(`section[data-widget-id="${id}"]`) as HTMLElement;

beforeEach(() => {
  frames = [];
  moved.clear();
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  currentUser.set(buildAccount());
});

describe('the dashboard’s widgets below the fold (issue 17, the first screen)', () => {
  it('wait with their loading card, asking for nothing, until the screen has been drawn', async () => {
    const answerSentiment = serve();
    renderDashboard();
    // The first row renders at once and asks for its data.
    await waitFor(() => expect(asked('/v1/dashboard/sentiment')).toBe(true));
    await waitFor(() => expect(asked('/v1/dashboard/trend_sentiment')).toBe(true));
    // Below the fold: the card as it looks while loading, and no request.
    const topics = card('topics');
    expect(topics.getAttribute('aria-busy')).toBe('true');
    expect(within(topics).getByRole('heading', { name: 'Topics' })).toBeTruthy();
    expect(within(topics).getByRole('status').textContent).toBe('Loading topics…');
    // Frames paint while the sentiment card on the screen is still loading: the rest still wait.
    await paintFrames();
    expect(asked('/v1/dashboard/topics')).toBe(false);
    expect(card('topics').getAttribute('aria-busy')).toBe('true');

    // Once the screen is drawn the rest take their turns, one per painted frame, and ask.
    answerSentiment();
    await screen.findByRole('figure', { name: /sentiment/i });
    await paintFrames();
    await waitFor(() => expect(asked('/v1/dashboard/topics')).toBe(true));
    expect(asked('/v1/dashboard/most-impactful-posts')).toBe(true);
    await waitFor(() =>
      expect(within(card('topics')).getByRole('alert').textContent).toContain('Not in this test'),
    );
  });

  it('take their turns once the screen is drawn even when a loading card has moved onto the screen', async () => {
    const answerSentiment = serve();
    renderDashboard();
    await waitFor(() => expect(asked('/v1/dashboard/sentiment')).toBe(true));
    // The row above came out shorter than its skeleton: the third widget's waiting card is now on
    // the screen, still loading. It waits for its own turn, so it must not hold the turns.
    moved.set(2, 500);
    answerSentiment();
    await screen.findByRole('figure', { name: /sentiment/i });
    await paintFrames();
    expect(asked('/v1/dashboard/impact_score')).toBe(true);
    expect(asked('/v1/dashboard/topics')).toBe(true);
  });
});
