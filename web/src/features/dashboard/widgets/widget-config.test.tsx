/**
 * spec 02 §3: a widget's saved config (as a template or a shared link carries it) changes what
 * the widget asks the API for — one test per widget whose config reaches the request (MSW,
 * decision 007). What a config only changes in the drawing is proved in utils/widget-config.test.ts.
 */
import { dashboard } from '@sl/api-contract/endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { handle, requests, useApi } from '#/testing/api-server.ts';
import { DEFAULT_VIEW } from '../utils/dashboard-view.ts';
import type { WidgetConfig } from '../utils/shared-link-config.ts';
import { buildWidgetEnv, type ReadContext, type WidgetEnv } from '../utils/widget-env.ts';
import { WIDGET_COMPONENTS } from './widget-components.ts';

// Highcharts (loaded by the chart module as it is imported) asks CSS.supports, which jsdom lacks.
vi.hoisted(() => {
  const css = (globalThis as unknown as { CSS?: { supports?: () => boolean } }).CSS;
  if (css && !css.supports) css.supports = () => false;
});

const range = { from: '2026-10-21T14:37:00.000Z', to: '2026-11-20T14:37:00.000Z' };
const acme: ReadContext = { id: 1, title: 'Acme', color: '#1890ff', properties: { query: [], filters: {} } };
const negativeOnly: ReadContext = {
  id: 7,
  title: 'Complaints',
  color: '#b222d7',
  properties: { filters: { sentiments: [-1, 0] } },
};

function renderWidget(
  Widget: ComponentType<{ env: WidgetEnv }>,
  config: WidgetConfig,
  context: ReadContext = acme,
  contexts: readonly ReadContext[] = [context],
) {
  const env = buildWidgetEnv(DEFAULT_VIEW, range, 'UTC', context, null, null, config, () => undefined);
  env.contexts = contexts;
  return render(<Widget env={env} />, { wrapper: AppProvider });
}

const sent = (path: string) =>
  waitFor(() => {
    const found = requests.filter((r) => r.path === path);
    expect(found.length).toBeGreaterThan(0);
    return found.map((r) => r.body as Record<string, unknown>);
  });

const propertiesOf = (body: Record<string, unknown>) => JSON.parse(String(body.properties));

describe('spec 02 §3 widget config reaches the request', () => {
  it('keyword cloud: selectedSentiments narrow the posts read, within the context’s own sentiments', async () => {
    useApi(
      handle(dashboard.dashboardKeywordCloud, () => ({
        body: {
          page: 1,
          per_page: 7,
          total_keywords: 2,
          keywords: [
            { keyword: 'battery', count: 4, positive: 0, neutral: 1, negative: 3 },
            { keyword: 'delivery', count: 2, positive: 0, neutral: 0, negative: 2 },
          ],
        },
      })),
    );
    renderWidget(
      WIDGET_COMPONENTS['keywords-cloud'],
      { selectedSentiments: [1, -1], search: 'batt' },
      negativeOnly,
    );
    const [body] = await sent('/v1/dashboard/keyword_cloud');
    expect(propertiesOf(body as Record<string, unknown>).filters.sentiments).toEqual([-1]);
    // `search` narrows the words drawn: 'delivery' is not shown.
    expect(await screen.findByText('battery')).toBeTruthy();
    expect(screen.queryByText('delivery')).toBeNull();
  });

  it('keyword cloud: sentiments that leave nothing of the context make no request and say why', async () => {
    useApi();
    renderWidget(WIDGET_COMPONENTS['keywords-cloud'], { selectedSentiments: [1] }, negativeOnly);
    expect(await screen.findByText(/leave no post of this context/)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('conversation themes: selectedSentiments narrow the posts read', async () => {
    useApi(
      handle(dashboard.dashboardConversationThemes, () => ({
        body: { nlp_analyzed_count: 0, total: 0, themes: [] },
      })),
    );
    renderWidget(WIDGET_COMPONENTS['conversation-themes'], { selectedSentiments: [1] });
    const [body] = await sent('/v1/dashboard/conversation_themes');
    expect(propertiesOf(body as Record<string, unknown>).filters.sentiments).toEqual([1]);
  });

  it('topics: activeMode is the order asked for; an unknown one reads as most posts', async () => {
    useApi(handle(dashboard.dashboardTopics, () => ({ body: { total_posts: 0, topics: [] } })));
    renderWidget(WIDGET_COMPONENTS.topics, { activeMode: 'negative' });
    expect((await sent('/v1/dashboard/topics'))[0]).toMatchObject({ sort: 'negative' });
  });

  it('conversation clusters: activeMode "actionable" asks for the actionable clusters only', async () => {
    useApi(handle(dashboard.dashboardClusters, () => ({ body: { total: 0, clusters: [] } })));
    renderWidget(WIDGET_COMPONENTS['conversation-cluster'], { activeMode: 'actionable' });
    expect((await sent('/v1/dashboard/conversation_clusters/searches'))[0]).toMatchObject({
      cluster_actionable: true,
    });
  });

  it('reviews: disabledNetworks leave those review networks out of the posts read', async () => {
    useApi(
      handle(dashboard.dashboardReviews, () => ({
        body: {
          total: 0,
          average_rating: null,
          ratings: [],
          networks: [],
          interval: 'days' as const,
          series: [],
        },
      })),
    );
    renderWidget(WIDGET_COMPONENTS.reviews, { disabledNetworks: ['steam', 'ios'] });
    const [body] = await sent('/v1/dashboard/reviews');
    const read = propertiesOf(body as Record<string, unknown>).filters.social_types as string[];
    expect(read).toContain('googlePlay');
    expect(read).not.toContain('ios');
    expect(read).not.toContain('steam');
  });

  it('most impactful posts: the saved sort, sentiments and networks are the request', async () => {
    useApi(
      handle(dashboard.dashboardMostImpactfulPosts, () => ({
        body: { total: 0, page: 1, per_page: 6, posts: [] },
      })),
    );
    renderWidget(WIDGET_COMPONENTS['most-impactful-posts'], {
      selectedSortOption: 'BY_MOST_COMMENTS',
      selectedSentiments: [-1],
      selectedSocialMediaFilters: ['reddit', 'twitter'],
    });
    expect((await sent('/v1/dashboard/most-impactful-posts'))[0]).toMatchObject({
      sort: 'BY_MOST_COMMENTS',
      selected_sentiments: [-1],
      selected_social_types: ['reddit', 'twitter'],
    });
  });

  it('demographics: activeTab "countries" reads the countries', async () => {
    useApi(
      handle(dashboard.dashboardDemographicsCountries, () => ({
        body: { total: 0, excluded: 0, page: 1, per_page: 25, total_rows: 0, rows: [] },
      })),
    );
    renderWidget(WIDGET_COMPONENTS.demographics, { activeTab: 'countries' });
    await sent('/v1/dashboard/demographics/countries');
  });

  it('demographics in compare mode: `mode` picks the compare mode, one read per context with its filters', async () => {
    useApi(
      handle(dashboard.dashboardDemographicsLanguages, () => ({
        body: { total: 0, excluded: 0, page: 1, per_page: 100, total_rows: 0, rows: [] },
      })),
    );
    renderWidget(WIDGET_COMPONENTS.demographics, { activeTab: 'countries', mode: 'languages' }, acme, [
      acme,
      negativeOnly,
    ]);
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/v1/dashboard/demographics/languages')).toHaveLength(2),
    );
    const bodies = requests.map((r) => r.body as Record<string, unknown>);
    expect(bodies.map((b) => b.properties ?? null)).toEqual([
      null,
      JSON.stringify({ filters: { sentiments: [-1, 0] } }),
    ]);
    expect(await screen.findByText('No posts of these contexts in this time range.')).toBeTruthy();
  });

  it('sentiment in compare mode reads compared_sentiment of each context, against the range before', async () => {
    const empty = { total: 0, positive: 0, neutral: 0, negative: 0, interval: 'days' as const, series: [] };
    useApi(
      handle(dashboard.dashboardComparedSentiment, () => ({ body: { current: empty, compared: empty } })),
    );
    renderWidget(WIDGET_COMPONENTS.sentiment, {}, acme, [acme, negativeOnly]);
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/v1/dashboard/compared_sentiment')).toHaveLength(2),
    );
    for (const r of requests)
      expect(r.body).toMatchObject({
        range,
        compared_range: { from: '2026-09-21T14:37:00.000Z', to: range.from },
      });
  });
});
