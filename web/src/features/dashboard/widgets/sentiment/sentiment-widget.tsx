/** spec 02 §1: the sentiment widget: totals as text, and the stacked chart per bucket. */
import { useQuery } from '@tanstack/react-query';
import { Chart } from '#/components/charts/chart.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { type SentimentParams, sentimentQueryOptions } from '../../api/get-sentiment.ts';
import {
  buildSentimentChartOptions,
  SENTIMENT_SERIES,
  type SentimentData,
} from './build-sentiment-chart-options.ts';

export interface SentimentWidgetProps {
  params: SentimentParams;
  sharedLinkCode: string | null;
}

export function SentimentWidget({ params, sharedLinkCode }: SentimentWidgetProps) {
  const query = useQuery(sentimentQueryOptions(params, sharedLinkCode));
  return (
    <section className="widget" aria-labelledby="widget-sentiment-heading">
      <header className="widget__header">
        <h2 id="widget-sentiment-heading" className="widget__title">
          Sentiment
        </h2>
      </header>
      {query.isPending ? (
        <div className="widget__state">
          <Spinner label="Loading sentiment…" />
        </div>
      ) : query.isError ? (
        <div className="widget__state widget__state--error" role="alert">
          <p>{query.error.message}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <SentimentTotals data={query.data} />
          <Chart label="Sentiment per day" options={buildSentimentChartOptions(query.data)} />
        </>
      )}
    </section>
  );
}

function SentimentTotals({ data }: { data: SentimentData }) {
  return (
    <dl className="totals">
      {SENTIMENT_SERIES.map((s) => (
        <div key={s.key} className="totals__item">
          <dt>
            <span className="totals__swatch" style={{ backgroundColor: s.color }} aria-hidden="true" />
            {s.name}
          </dt>
          <dd>{formatCount(data[s.key])}</dd>
        </div>
      ))}
      <div className="totals__item totals__item--total">
        <dt>Total</dt>
        <dd>{formatCount(data.total)}</dd>
      </div>
    </dl>
  );
}
