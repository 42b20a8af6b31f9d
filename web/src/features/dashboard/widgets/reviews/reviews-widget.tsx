/**
 * spec 02 §1 reviews: the average rating, ratings per star, and per review network. spec 02 §3
 * `disabledNetworks` leaves review networks out of the posts read.
 */
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { reviewsQueryOptions } from '../../api/get-reviews.ts';
import { REVIEW_NETWORKS } from '../../utils/widget-config.ts';
import type { WidgetEnv } from '../../utils/widget-env.ts';
import { reviewsRequest } from '../../utils/widget-requests.ts';
import { networkName } from '../network-breakdown/build-network-breakdown-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { WidgetMessage } from '../widget-message.tsx';
import { shownChecklist, WidgetSettings } from '../widget-settings.tsx';
import { buildReviewsChartOptions, formatRating } from './build-reviews-chart-options.ts';

export function ReviewsWidget({ env }: { env: WidgetEnv }) {
  const { disabledNetworks } = env.config;
  const body = reviewsRequest(env.body, env.config);
  const query = useQuery({
    ...reviewsQueryOptions(body ?? env.body, env.sharedLinkCode),
    enabled: body !== null,
  });
  const settings = (
    <WidgetSettings
      title="Reviews"
      checklists={[
        shownChecklist('Review networks read', REVIEW_NETWORKS, disabledNetworks, (disabled) =>
          env.setConfig({ disabledNetworks: disabled as (typeof REVIEW_NETWORKS)[number]['id'][] }),
        ),
      ]}
    />
  );
  if (body === null)
    return (
      <WidgetMessage
        id="reviews"
        title="Reviews"
        settings={settings}
        message="The review networks chosen in the settings leave no post of this context."
      />
    );
  return (
    <WidgetCard
      id="reviews"
      title="Reviews"
      query={query}
      settings={settings}
      emptyReason={(d) =>
        d.total === 0
          ? 'No reviews (App Store, Google Play, Trustpilot and other review sites) in this time range.'
          : null
      }
    >
      {(data) => (
        <>
          <dl className="totals">
            <div className="totals__item">
              <dt>Average rating</dt>
              <dd>{formatRating(data.averageRating)} / 5</dd>
            </div>
            <div className="totals__item">
              <dt>Reviews</dt>
              <dd>{formatCount(data.total)}</dd>
            </div>
          </dl>
          <WidgetChart label="Reviews per star rating" options={buildReviewsChartOptions(data)} />
          <table className="data-table">
            <caption className="visually-hidden">Ratings per review network</caption>
            <thead>
              <tr>
                <th scope="col">Network</th>
                <th scope="col">Reviews</th>
                <th scope="col">Average rating</th>
              </tr>
            </thead>
            <tbody>
              {data.networks.map((n) => (
                <tr key={n.socialType}>
                  <th scope="row">{networkName(n.socialType)}</th>
                  <td>{formatCount(n.total)}</td>
                  <td>{formatRating(n.averageRating)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </WidgetCard>
  );
}
