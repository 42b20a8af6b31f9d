/** spec 02 §1 reviews: the average rating, ratings per star, and per review network. */
import { useQuery } from '@tanstack/react-query';
import { Chart } from '#/components/charts/chart.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { reviewsQueryOptions } from '../../api/get-reviews.ts';
import type { WidgetEnv } from '../../utils/widget-env.ts';
import { networkName } from '../network-breakdown/build-network-breakdown-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { buildReviewsChartOptions, formatRating } from './build-reviews-chart-options.ts';

export function ReviewsWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(reviewsQueryOptions(env.body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="reviews"
      title="Reviews"
      query={query}
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
          <Chart label="Reviews per star rating" options={buildReviewsChartOptions(data)} />
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
