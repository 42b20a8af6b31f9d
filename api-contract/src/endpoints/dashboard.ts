/** Dashboard reads (spec 01 §7, spec 02 §7): all read via POST and cached 30 minutes (spec 01 §9). */
import { dashboardReadBodySchema, sentimentResponseSchema } from '../schemas/dashboard.ts';
import { endpoint } from './define.ts';

export const dashboardSentiment = endpoint('dashboard.sentiment', 'POST', '/v1/dashboard/sentiment', {
  readViaPost: true,
  body: dashboardReadBodySchema,
  response: sentimentResponseSchema,
  cached: true,
  access: { kind: 'session', sharedLink: true },
  summary: 'Sentiment counts for the range, with one point per interval bucket',
});
