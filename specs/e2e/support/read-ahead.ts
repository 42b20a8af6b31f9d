/**
 * The dashboard reads the app starts ahead of the screen on the plain dashboard (decision record
 * 013: web/src/features/dashboard/api/prefetch-dashboard.ts), as paths under /api/v1/dashboard/.
 * The first screen's leave once the session check has answered and may be answered before the
 * screen has drawn; the others once the dashboard has been shown (fourteenth step), still ahead of
 * their widgets' turns.
 */
export const FIRST_SCREEN_READS = ['templates', 'sentiment', 'trend_sentiment'] as const;

export const READ_AHEAD = [
  ...FIRST_SCREEN_READS,
  'impact_score',
  'networks',
  'trending_keywords',
  'trending_labels',
  'conversation_clusters/searches',
  'compared_sla',
  'topics',
  'keyword_cloud',
  'conversation_themes',
  'demographics/languages',
  'reviews',
  'most-impactful-posts',
] as const;

export const isReadAhead = (url: string) =>
  READ_AHEAD.some((name) => new URL(url).pathname === `/api/v1/dashboard/${name}`);
