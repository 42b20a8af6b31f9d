/**
 * The mock's alert clock (issue 13): spike alerts are evaluated every `intervalMs` as well as
 * when posts arrive, so a spike in posts that arrived earlier (or a window that ends later) is
 * still noticed. Off when the interval is 0: the API specs drive `checkSpikeAlerts` themselves.
 */
import type { MockContext } from '../plugins/auth.ts';
import { checkSpikeAlerts } from './check-spikes.ts';

/** `MOCK_ALERT_INTERVAL_SECONDS`: 0 turns the clock off; 300 by default, off under vitest. */
export function alertIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MOCK_ALERT_INTERVAL_SECONDS;
  if (raw === undefined || raw === '') return env.VITEST ? 0 : 300_000;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`MOCK_ALERT_INTERVAL_SECONDS must be a number of seconds, 0 for off; got "${raw}".`);
  return seconds * 1000;
}

/** Starts the clock; answers a stop function. Runs never overlap; a failed run is logged. */
export function startAlertClock(
  ctx: MockContext,
  intervalMs: number,
  log: (err: unknown) => void,
): () => void {
  if (intervalMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkSpikeAlerts(ctx)
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // The clock never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
