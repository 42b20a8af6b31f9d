/** spec 02 §1 first-reply time (SLA), with the compared SLA of the period before (spec 02 §7). */
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { comparedSlaQueryOptions } from '../../api/get-compared-sla.ts';
import type { WidgetEnv } from '../../utils/widget-env.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import {
  buildFirstReplyTimeChartOptions,
  describeChange,
  formatMinutes,
} from './build-first-reply-time-chart-options.ts';

export function FirstReplyTimeWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(
    comparedSlaQueryOptions({ ...env.body, comparedRange: env.comparedRange }, env.sharedLinkCode),
  );
  return (
    <WidgetCard
      id="first-reply-time"
      title="First-reply time"
      query={query}
      emptyReason={(d) =>
        d.current.tickets === 0
          ? 'No support tickets (Zendesk, Intercom, Helpshift) in this time range.'
          : null
      }
    >
      {({ current, compared }) => {
        const change = describeChange(current.medianMinutes, compared.medianMinutes);
        return (
          <>
            <dl className="totals">
              <div className="totals__item">
                <dt>Median</dt>
                <dd>{formatMinutes(current.medianMinutes)}</dd>
              </div>
              <div className="totals__item">
                <dt>Average</dt>
                <dd>{formatMinutes(current.averageMinutes)}</dd>
              </div>
              <div className="totals__item">
                <dt>90th percentile</dt>
                <dd>{formatMinutes(current.p90Minutes)}</dd>
              </div>
              <div className="totals__item">
                <dt>Tickets answered</dt>
                <dd>
                  {formatCount(current.answered)} of {formatCount(current.tickets)}
                </dd>
              </div>
            </dl>
            {change ? <p className="widget__note">Median {change}.</p> : null}
            <WidgetChart
              label="Median first-reply time per period"
              options={buildFirstReplyTimeChartOptions(current, env.partial)}
            />
          </>
        );
      }}
    </WidgetCard>
  );
}
