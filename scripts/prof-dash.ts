import { buildApp } from '@sl/api-mock/app';
const DAY = 86_400_000;
const N = Number(process.argv[2] ?? 200000);
const volumeNow = new Date('2026-11-20T12:00:00.000Z');
const app = await buildApp({ logLevel: 'silent', scenario: { name: 'volume', statuses: N, days: 90, now: volumeNow } });
await app.ready();
const signIn = await app.inject({ method: 'POST', url: '/api/v1/session', payload: { email: 'admin@acme.test', password: 'Password1!' } });
const { access_token: token } = signIn.json();
const now = volumeNow;
const range = { from: new Date(now.getTime() - 30 * DAY).toISOString(), to: now.toISOString() };
const headers = { authorization: `Bearer ${token}`, 'x-http-method-override': 'GET' };
const body = { range, time_zone: 'Europe/London', interval: 'days' };
const compared_range = { from: new Date(now.getTime() - 60 * DAY).toISOString(), to: range.from };
const paths: [string, object][] = [
  ['sentiment', {}], ['compared_sentiment', { compared_range }], ['trend_sentiment', {}], ['reviews', {}], ['topics', {}],
  ['topics.csv', {}], ['keyword_cloud', {}], ['trending_keywords', {}], ['trending_labels', {}], ['conversation_themes', {}],
  ['conversation_clusters/searches', {}], ['demographics/languages', {}], ['demographics/countries', {}], ['engagement', {}],
  ['reach', {}], ['reach_score', {}], ['impact_score', {}], ['reputation', {}], ['shares_count', {}], ['networks', {}], ['entities', {}],
  ['most-impactful-posts', { selected_sentiments: [-1, 0, 1], selected_social_types: ['twitter', 'instagram', 'facebook', 'reddit', 'trustpilot'] }],
];
const one = async () => {
  const sizes: Record<string, number> = {};
  for (const [p, extra] of paths) {
    const r = await app.inject({ method: 'POST', url: `/api/v1/dashboard/${p}`, headers, payload: { ...body, ...extra } });
    if (r.statusCode !== 200) throw new Error(p + r.body);
    sizes[p] = r.body.length;
  }
  return sizes;
};
const t0 = performance.now();
console.log(await one());
console.log('computed', performance.now() - t0);
for (let k = 0; k < 3; k++) { const c = process.cpuUsage(); await one(); const d = process.cpuUsage(c); console.log('cached cpu ms', (d.user + d.system) / 1000); }
for (let k = 0; k < 5; k++) { const c = process.cpuUsage(); await one(); const d = process.cpuUsage(c); console.log('cached cpu ms', (d.user + d.system) / 1000); }
const bare = (await import('fastify')).default(); bare.get('/hello', async () => ({ hello: 'world' })); await bare.ready();
{ const c = process.cpuUsage(); for (let k = 0; k < 2000; k++) await bare.inject({ method: 'GET', url: '/hello' }); const d = process.cpuUsage(c); console.log('bare inject per call ms', (d.user + d.system) / 1000 / 2000); }
for (const [p, extra] of paths) { const c = process.cpuUsage(); for (let k = 0; k < 50; k++) await app.inject({ method: 'POST', url: `/api/v1/dashboard/${p}`, headers, payload: { ...body, ...extra } }); const d = process.cpuUsage(c); console.log(p.padEnd(32), ((d.user + d.system) / 1000 / 50).toFixed(2)); }
if (process.env.PROF) {
const { Session } = await import('node:inspector/promises');
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start');
for (let k = 0; k < 20; k++) await one();
const { profile } = await s.post('Profiler.stop');
(await import('node:fs')).writeFileSync('/tmp/s4e/cached.cpuprofile', JSON.stringify(profile));
}
await app.close();
