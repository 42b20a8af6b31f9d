import { useState } from 'react';
import type { SentimentParams } from '../api/get-sentiment.ts';
import { DEFAULT_TIME_RANGE, resolveTimeRange } from '../utils/resolve-time-range.ts';
import { SentimentWidget } from '../widgets/sentiment/sentiment-widget.tsx';

export interface DashboardProps {
  /** Present when an anonymous or signed-in viewer opens the dashboard through a shared link. */
  sharedLinkCode: string | null;
}

/** The range is fixed when the dashboard opens, so re-renders never change the query keys. */
export function Dashboard({ sharedLinkCode }: DashboardProps) {
  const [params] = useState<SentimentParams>(() => ({
    range: resolveTimeRange(DEFAULT_TIME_RANGE, new Date()),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    interval: 'days',
  }));
  return (
    <div className="dashboard">
      <h1 className="page-title">Dashboard</h1>
      <p className="page-subtitle">Last 30 days</p>
      <div className="dashboard__grid">
        <SentimentWidget params={params} sharedLinkCode={sharedLinkCode} />
      </div>
    </div>
  );
}
