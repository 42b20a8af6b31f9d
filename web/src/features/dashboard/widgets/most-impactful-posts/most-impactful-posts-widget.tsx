/**
 * spec 02 §1 most impactful posts: 6 per page, five sort options, sentiment and network filters,
 * kept in the widget's config (spec 02 §3 `selectedSortOption`, `selectedSentiments`,
 * `selectedSocialMediaFilters`) so templates and shared links carry them.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PostList } from '#/components/posts/post-list.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
import { Pager } from '#/components/ui/pager.tsx';
import { Select } from '#/components/ui/select.tsx';
import { mostImpactfulPostsQueryOptions } from '../../api/get-most-impactful-posts.ts';
import { impactfulConfigOf, impactfulFiltersOf } from '../../utils/widget-config.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { impactfulPostsRequest } from '../../utils/widget-requests.ts';
import { pageCount } from '../demographics/build-demographics-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetMessage } from '../widget-message.tsx';
import {
  DEFAULT_IMPACTFUL_FILTERS,
  IMPACTFUL_SORT_OPTIONS,
  type ImpactfulFilters,
  impactfulRequest,
  NETWORK_OPTIONS,
  SENTIMENT_OPTIONS,
  selectionSummary,
} from './most-impactful-posts-options.ts';

export function MostImpactfulPostsWidget({ env }: { env: WidgetEnv }) {
  const [page, setPage] = useState(1);
  const filters = impactfulFiltersOf(env.config, page);
  const request = impactfulPostsRequest(env.body, env.config, page);
  const query = useQuery({
    ...mostImpactfulPostsQueryOptions(
      request ?? { ...env.body, ...impactfulRequest(DEFAULT_IMPACTFUL_FILTERS)! },
      env.sharedLinkCode,
    ),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const change = (patch: Partial<ImpactfulFilters>) => {
    setPage(1);
    env.setConfig(impactfulConfigOf({ ...filters, ...patch }));
  };
  const toolbar = (
    <div className="widget__toolbar">
      <Select
        label="Sort by"
        options={IMPACTFUL_SORT_OPTIONS}
        value={filters.sort}
        onChange={(sort) => change({ sort })}
      />
      <MultiSelect
        label="Sentiments"
        options={SENTIMENT_OPTIONS}
        value={filters.sentiments}
        onChange={(sentiments) => change({ sentiments })}
        summary={(n) => selectionSummary(n, SENTIMENT_OPTIONS.length, 'sentiments')}
      />
      <MultiSelect
        label="Networks"
        options={NETWORK_OPTIONS}
        value={filters.networks}
        onChange={(networks) => change({ networks })}
        summary={(n) => selectionSummary(n, NETWORK_OPTIONS.length, 'networks')}
        isSearchable
        renderOption={(o) => (
          <>
            <NetworkIcon network={o.id} /> {o.name}
          </>
        )}
      />
    </div>
  );
  if (request === null) {
    return (
      <WidgetMessage
        id="most-impactful-posts"
        title="Most impactful posts"
        toolbar={toolbar}
        message="Choose at least one sentiment and one network to see posts."
      />
    );
  }
  return (
    <WidgetCard
      id="most-impactful-posts"
      title="Most impactful posts"
      query={query}
      toolbar={toolbar}
      emptyReason={(d) =>
        d.total > 0
          ? null
          : filters.sentiments.length === SENTIMENT_OPTIONS.length &&
              filters.networks.length === NETWORK_OPTIONS.length
            ? noPostsReason(env)
            : 'No posts match the chosen sentiments and networks in this time range.'
      }
    >
      {(data) => (
        <>
          <PostList posts={data.posts} timeZone={env.body.timeZone} label="Most impactful posts" />
          <Pager
            label="Pages of posts"
            page={data.page}
            pages={pageCount(data.total, data.perPage)}
            onChange={setPage}
          />
        </>
      )}
    </WidgetCard>
  );
}
