/**
 * `npm run bench [sizes...]`: prints load time, resident memory and per-call latency of the mock
 * over generated volume (DESIGN §5: targets live in benchmarks that print figures, never in tests).
 * Default sizes: 100000. Example: `npm run bench -- 100000 1000000`.
 */
import { buildApp } from '@sl/api-mock/app';

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const RUNS = 25;
const DAY = 86_400_000;
const now = new Date('2026-11-20T12:00:00.000Z');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

for (const statuses of sizes.length ? sizes : [100_000]) {
  global.gc?.();
  const t0 = performance.now();
  const app = await buildApp({ scenario: { name: 'volume', statuses, days: 90, now } });
  await app.ready();
  const loadMs = performance.now() - t0;
  const rss = process.memoryUsage().rss;

  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    payload: { email: 'admin@acme.test', password: 'Password1!' },
  });
  const { access_token: token } = signIn.json();
  const range = { from: new Date(now.getTime() - 30 * DAY).toISOString(), to: now.toISOString() };
  const calls: Record<string, () => Promise<unknown>> = {
    sentiment: () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/dashboard/sentiment',
        headers: { authorization: `Bearer ${token}` },
        payload: { range, time_zone: 'UTC', interval: 'days' },
      }),
  };
  console.log(
    `\n${statuses.toLocaleString('en')} posts: load ${(loadMs / 1000).toFixed(1)} s, RSS ${mib(rss)}`,
  );
  for (const [name, call] of Object.entries(calls)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
    console.log(
      `  ${name.padEnd(28)} median ${median(times).toFixed(1)} ms   p95 ${p95(times).toFixed(1)} ms   (${RUNS} runs, 30-day range)`,
    );
  }
  await app.close();
}
