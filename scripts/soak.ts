/**
 * `npm run soak` (issue 16; not part of `npm test`): the mock under sustained mixed load.
 * For each mode (in memory, then with a data file) it starts the real server on loopback, runs
 * SOAK_SECONDS (60) of mixed reads and writes over SOAK_CONNECTIONS (50) keep-alive connections,
 * samples the server's resident memory and its heap after a full gc (--expose-gc, asked over IPC),
 * and requires 0 errors, a flat RSS and a flat heap. Each connection
 * owns one team and renames it on every write, so the data stays the same size and a growing RSS
 * would be a leak, not data. In the data-file mode it then kills the server with SIGKILL while
 * requests are in flight, restarts it on the same file, and requires every team to carry its
 * last acknowledged name (or the name of the rename in flight at the kill), and the outbox to hold
 * every report mail whose send was acknowledged (one connection sends a report as its write: each
 * mail appends a line to the outbox log). It prints its figures and exits
 * non-zero when a requirement fails. Bounded: loopback only, a fixed duration, at most one
 * request in flight per connection, a 10 s timeout per measured request.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORT_BODY } from '../specs/api/support/report-body.ts';
import { mockServerArgs } from './server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const PASSWORD = 'Password1!';
/** RSS may grow this much over the second half of a run and still be flat. */
const RSS_GROWTH_LIMIT = 0.1;
const WARMUP_MS = 10_000;

interface Server {
  base: URL;
  proc: ChildProcess;
}

function startServer(dataFile: string | null): Promise<Server> {
  const args = mockServerArgs(['--expose-gc'], dataFile ? ['--data-file', dataFile] : []);
  const proc = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(tmpdir(), 'sl-soak-no-web'),
      MOCK_ADMIN_TOKEN: '',
    },
    // The IPC channel answers 'heap-after-gc' (server.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /API:\s+(http:\/\/localhost:\d+)\/api/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ base: new URL(match[1].replace('localhost', '127.0.0.1')), proc });
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function request(
  server: Server,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
  timeoutMs = 10_000,
): Promise<{ status: number; json: () => unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: server.base.hostname,
        port: server.base.port,
        method,
        path: url,
        agent,
        timeout: timeoutMs,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

async function signIn(server: Server, email: string): Promise<Record<string, string>> {
  // A setup step, not part of the measured load: a shared machine may be slow to answer it.
  const res = await request(server, 'POST', '/api/v1/session', {}, { email, password: PASSWORD }, 60_000);
  if (res.status !== 200) throw new Error(`sign-in as ${email}: ${res.status}`);
  const body = res.json() as { access_token: string; csrf_token: string };
  return { authorization: `Bearer ${body.access_token}`, 'x-csrf-token': body.csrf_token };
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kib / 1024) * 10) / 10;
}

interface Figures {
  requests: number;
  reads: number;
  writes: number;
  errors: number;
  errorSamples: string[];
  latencies: number[];
  acknowledged: number;
  /** Per team id: the last acknowledged name, and the name of a rename still in flight. */
  teams: Map<number, { acknowledged: string; inFlight: string | null }>;
  /** Report mails sent by the mailing connection: acknowledged, and one possibly in flight. */
  mails: { acknowledged: number; inFlight: number };
  rss: { at: number; mib: number }[];
  /** Heap used right after a full gc in the server (--expose-gc): what a leak grows. */
  heap: { at: number; mib: number }[];
}

/** Runs the mixed load until `until`; each connection keeps one request in flight. */
async function load(server: Server, label: string, until: number, mailing = false): Promise<Figures> {
  const admin = await signIn(server, 'admin@acme.test');
  // With a data file, connection 0's writes send a report (a mail with its CSV) instead.
  const reportId = mailing ? await createReport(server, admin) : null;
  const agentHeaders = await signIn(server, 'agent@acme.test');
  const figures: Figures = {
    requests: 0,
    reads: 0,
    writes: 0,
    errors: 0,
    errorSamples: [],
    latencies: [],
    acknowledged: 0,
    teams: new Map(),
    mails: { acknowledged: 0, inFlight: 0 },
    rss: [],
    heap: [],
  };
  const started = Date.now();
  const sampler = setInterval(() => {
    if (server.proc.pid && server.proc.exitCode === null) {
      figures.rss.push({ at: Date.now() - started, mib: rssMiB(server.proc.pid) });
      const asked = Date.now() - started;
      server.proc.once('message', (m: { heapAfterGc?: number }) => {
        if (typeof m.heapAfterGc === 'number') {
          figures.heap.push({ at: asked, mib: Math.round(m.heapAfterGc / 1024 / 1024) });
        }
      });
      server.proc.send('heap-after-gc');
    }
  }, 2_000);
  const reads: [string, Record<string, string>][] = [
    ['/api/v1/teams', admin],
    ['/api/v1/notifications', agentHeaders],
    ['/api/v1/accounts/2', admin],
    ['/api/v1/topics', agentHeaders],
  ];
  async function connection(n: number) {
    // Setup, not measured: 50 creates at once, each fsynced, may queue for a while on a busy disk.
    const created = await request(
      server,
      'POST',
      '/api/v1/teams',
      admin,
      { name: `soak ${label} ${n}-0` },
      60_000,
    );
    if (created.status !== 201 && created.status !== 200) {
      throw new Error(`setup: POST /api/v1/teams ${created.status}`);
    }
    const teamId = (created.json() as { id: number }).id;
    const team = { acknowledged: `soak ${label} ${n}-0`, inFlight: null as string | null };
    figures.teams.set(teamId, team);
    let i = 0;
    while (Date.now() < until) {
      i += 1;
      const write = i % 4 === 0;
      const t0 = performance.now();
      try {
        if (write && reportId !== null && n === 0) {
          figures.mails.inFlight = 1;
          const res = await request(server, 'POST', '/api/v1/admin/mailers', admin, { id: reportId });
          figures.writes += 1;
          if (res.status !== 200) throw new Error(`POST /api/v1/admin/mailers ${res.status}`);
          figures.mails.acknowledged += 1;
          figures.mails.inFlight = 0;
        } else if (write) {
          const name = `soak ${label} ${n}-${i}`;
          team.inFlight = name;
          const res = await request(server, 'PATCH', `/api/v1/teams/${teamId}`, admin, { name });
          figures.writes += 1;
          if (res.status !== 200) throw new Error(`PATCH /api/v1/teams/${teamId} ${res.status}`);
          team.acknowledged = name;
          team.inFlight = null;
          figures.acknowledged += 1;
        } else {
          const [url, headers] = reads[i % reads.length];
          const res = await request(server, 'GET', url, headers);
          figures.reads += 1;
          if (res.status !== 200) throw new Error(`GET ${url} ${res.status}`);
        }
      } catch (error) {
        // The end of the run, or the deliberate kill -9: requests cut off there are not errors.
        if (Date.now() >= until || server.proc.killed) break;
        figures.errors += 1;
        if (figures.errorSamples.length < 5) figures.errorSamples.push((error as Error).message);
      }
      figures.requests += 1;
      figures.latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => connection(n)));
  clearInterval(sampler);
  return figures;
}

async function createReport(server: Server, admin: Record<string, string>): Promise<number> {
  const res = await request(server, 'POST', '/api/v1/admin/emails', admin, REPORT_BODY, 60_000);
  if (res.status !== 201) throw new Error(`setup: POST /api/v1/admin/emails ${res.status}`);
  return (res.json() as { id: number }).id;
}

/** Report mails in the outbox (the control API answers loopback callers without a token). */
async function reportMails(server: Server): Promise<number> {
  const res = await request(server, 'GET', '/api/__mock/outbox?kind=report', {}, undefined, 60_000);
  return (res.json() as { messages: unknown[] }).messages.length;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};

function report(label: string, f: Figures): boolean {
  // Flat: from the middle of the run to its end RSS grows at most RSS_GROWTH_LIMIT (the first
  // half is warm-up: V8 grows its heap to the allocation rate before it levels off).
  const steady = f.rss.filter((s) => s.at >= WARMUP_MS);
  const half = f.rss.filter((s) => s.at >= (SECONDS * 1000) / 2);
  const middle = half[0]?.mib ?? 0;
  const last = half.at(-1)?.mib ?? 0;
  const max = steady.reduce((m, s) => Math.max(m, s.mib), 0);
  const growth = middle ? (last - middle) / middle : 0;
  const flat = half.length >= 2 && growth <= RSS_GROWTH_LIMIT;
  const series = f.rss
    .filter((s, i) => i === 0 || Math.floor(s.at / 10_000) !== Math.floor(f.rss[i - 1].at / 10_000))
    .map((s) => `${Math.round(s.at / 1000)}s ${s.mib}`)
    .join(', ');
  console.log(`\n== ${label}: ${SECONDS} s, ${CONNECTIONS} connections`);
  console.log(
    `   requests ${f.requests} (${Math.round(f.requests / SECONDS)}/s): ${f.reads} reads, ${f.writes} writes (${f.acknowledged + f.mails.acknowledged} acknowledged)`,
  );
  console.log(
    `   latency ms: p50 ${percentile(f.latencies, 50).toFixed(1)}, p95 ${percentile(f.latencies, 95).toFixed(1)}, p99 ${percentile(f.latencies, 99).toFixed(1)}, max ${f.latencies.reduce((m, v) => Math.max(m, v), 0).toFixed(1)}`,
  );
  console.log(`   errors ${f.errors}${f.errorSamples.length ? ` (e.g. ${f.errorSamples.join('; ')})` : ''}`);
  console.log(`   RSS MiB: ${series}`);
  console.log(
    `   RSS from mid-run ${middle} to the end ${last} (${(growth * 100).toFixed(1)}%; max ${max}; flat means at most ${RSS_GROWTH_LIMIT * 100}%): ${flat ? 'flat' : 'NOT FLAT'}`,
  );
  const heapHalf = f.heap.filter((s) => s.at >= (SECONDS * 1000) / 2);
  const heapMiddle = heapHalf[0]?.mib ?? 0;
  const heapLast = heapHalf.at(-1)?.mib ?? 0;
  const heapGrowth = heapMiddle ? (heapLast - heapMiddle) / heapMiddle : 0;
  const heapFlat = heapHalf.length >= 2 && heapGrowth <= RSS_GROWTH_LIMIT;
  const heapSeries = f.heap
    .filter((s, i) => i === 0 || Math.floor(s.at / 10_000) !== Math.floor(f.heap[i - 1].at / 10_000))
    .map((s) => `${Math.round(s.at / 1000)}s ${s.mib}`)
    .join(', ');
  console.log(`   heap after gc MiB: ${heapSeries}`);
  console.log(
    `   heap after gc from mid-run ${heapMiddle} to the end ${heapLast} (${(heapGrowth * 100).toFixed(1)}%): ${heapFlat ? 'flat' : 'NOT FLAT'}`,
  );
  return f.errors === 0 && flat && heapFlat;
}

function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.proc.exitCode !== null) return resolve();
    server.proc.removeAllListeners('exit');
    server.proc.once('exit', () => resolve());
    server.proc.kill(signal);
  });
}

async function main() {
  let ok = true;
  console.log(`soak: ${SECONDS} s per mode at ${CONNECTIONS} connections, loopback only`);

  const memory = await startServer(null);
  try {
    ok = report('in memory', await load(memory, 'mem', Date.now() + SECONDS * 1000)) && ok;
  } finally {
    await stop(memory, 'SIGTERM');
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'sl-soak-'));
  const dataFile = path.join(dir, 'soak-data.json');
  try {
    const disk = await startServer(dataFile);
    const until = Date.now() + SECONDS * 1000;
    // kill -9 at the end of the run, with requests still in flight.
    const killer = setTimeout(() => disk.proc.kill('SIGKILL'), SECONDS * 1000 - 250);
    let figures: Figures;
    try {
      figures = await load(disk, 'disk', until, true);
    } finally {
      clearTimeout(killer);
      await stop(disk, 'SIGKILL');
    }
    ok = report('with a data file', figures) && ok;

    const restarted = await startServer(dataFile);
    try {
      const admin = await signIn(restarted, 'admin@acme.test');
      const res = await request(restarted, 'GET', '/api/v1/teams', admin);
      const names = new Map((res.json() as { id: number; name: string }[]).map((t) => [t.id, t.name]));
      const lost = [...figures.teams].filter(
        ([id, team]) => names.get(id) !== team.acknowledged && names.get(id) !== team.inFlight,
      );
      console.log(
        `   after kill -9 and restart: ${figures.acknowledged} acknowledged renames of ${figures.teams.size} teams; ${lost.length} teams lost their last acknowledged name${lost.length ? ` (e.g. team ${lost[0][0]}: ${names.get(lost[0][0])} instead of ${lost[0][1].acknowledged})` : ''}`,
      );
      ok = lost.length === 0 && ok;
      // Every acknowledged mail is there; at most the one in flight at the kill more.
      const mails = await reportMails(restarted);
      const { acknowledged, inFlight } = figures.mails;
      const mailsOk = mails >= acknowledged && mails <= acknowledged + inFlight;
      console.log(
        `   after kill -9 and restart: ${acknowledged} acknowledged report mails, ${mails} in the outbox; ${Math.max(0, acknowledged - mails)} lost`,
      );
      ok = mailsOk && acknowledged > 0 && ok;
    } finally {
      await stop(restarted, 'SIGTERM');
    }
  } catch (error) {
    console.log(`\n   the data-file run failed: ${(error as Error).stack}`);
    ok = false;
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  agent.destroy();
  console.log(ok ? '\nsoak: PASS' : '\nsoak: FAIL');
  process.exit(ok ? 0 : 1);
}

await main();
