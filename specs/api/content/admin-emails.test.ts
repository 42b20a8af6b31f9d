import type { AddressInfo } from 'node:net';
import { buildScenario } from '@sl/fixtures';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, read } from '../analytics/support.ts';
import { DAY, FIXED_NOW, signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

const scenario = buildScenario('default', { now: FIXED_NOW });

/** The report's figures by hand: Acme posts in the 7 days before the send. */
function lastWeek(nowMs: number) {
  const rows = scenario.statuses.filter((s) => {
    const t = Date.parse(s.created_at);
    return s.business_profile_id === 1 && t >= nowMs - 7 * DAY && t < nowMs;
  });
  return {
    total: rows.length,
    positive: rows.filter((s) => s.sentiment === 1).length,
    neutral: rows.filter((s) => s.sentiment === 0).length,
    negative: rows.filter((s) => s.sentiment === -1).length,
  };
}

const report = {
  email_name: 'Board summary',
  brand_name: 'Acme <b>Inc</b>',
  email_type: 'summary',
  reciver_account_id: 2,
  mail_frequency: 'weekly',
  deliver_hour: 8,
  data_from: 'last-7-days',
  extra_emails: ['board@acme.test'],
};

describe('spec 01 §3, §6, §7: scheduled e-mail reports (admin)', () => {
  let app: FastifyInstance;
  let admin: As;
  let agent: As;
  let globex: As;
  let sysadmin: As;
  beforeAll(async () => {
    app = await startApp({ now: () => FIXED_NOW.getTime() });
    sysadmin = as(app, await signIn(app, 'sysadmin@acme.test'));
    admin = as(app, await signIn(app, 'admin@acme.test'));
    agent = as(app, await signIn(app, 'agent@acme.test'));
    globex = as(app, await signIn(app, 'admin@globex.test'));
  });
  afterAll(() => app.close());

  it('go through create, list, update and delete with the fields of spec 01 §3', async () => {
    const created = await admin('POST', '/v1/admin/emails', report);
    expect(created.statusCode).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ ...report, business_profile_id: 1, posts_limit: 6, last_sent_at: null });
    expect((await admin('GET', '/v1/admin/emails')).json().data.map((e: { id: number }) => e.id)).toContain(
      r.id,
    );
    expect((await admin('PATCH', `/v1/admin/emails/${r.id}`, { deliver_hour: 17 })).json().deliver_hour).toBe(
      17,
    );
    expect((await admin('DELETE', `/v1/admin/emails/${r.id}`)).statusCode).toBe(204);
    expect((await admin('PATCH', `/v1/admin/emails/${r.id}`, { deliver_hour: 1 })).statusCode).toBe(404);
  });

  it('are for admins of the profile only', async () => {
    expect((await agent('GET', '/v1/admin/emails')).statusCode).toBe(403);
    expect((await agent('POST', '/v1/admin/mailers', { id: 1 })).statusCode).toBe(403);
    expect((await globex('POST', '/v1/admin/mailers', { id: 1 })).statusCode).toBe(404);
    expect((await globex('GET', '/v1/admin/emails?business_profile_id=1')).statusCode).toBe(403);
  });

  it.each([
    ['bad extra e-mails', { extra_emails: ['x@'] }, 'One or more email addresses are invalid.'],
    ['an hour of 24', { deliver_hour: 24 }, 'Deliver hour Wrong value!'],
    ['a receiver of another profile', { reciver_account_id: 6 }, 'Wrong value!'],
    ['no name', { email_name: '' }, 'Email name Should not be empty!'],
  ])('refuse %s', async (_n, change, message) => {
    const res = await admin('POST', '/v1/admin/emails', { ...report, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_message).toContain(message);
  });

  it("a send renders the report's figures for its period", async () => {
    const res = await admin('POST', '/v1/admin/mailers', { id: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.figures).toMatchObject(lastWeek(FIXED_NOW.getTime()));
    expect(body.recipients).toEqual(['admin@acme.test', 'cmo@acme.test']);
    expect(body.subject).toMatch(/^Weekly brand report: Acme/);
    expect(body.delivered_via).toEqual(['outbox']);
    expect((await admin('GET', '/v1/admin/emails')).json().data[0].last_sent_at).toBe(
      FIXED_NOW.toISOString(),
    );
  });

  it('send_me adds the caller to the recipients; reset sends and forgets the last sending', async () => {
    const me = (await sysadmin('POST', '/v1/admin/mailers', { id: 1, send_me: true })).json();
    expect(me.recipients).toEqual(['admin@acme.test', 'cmo@acme.test', 'sysadmin@acme.test']);
    const reset = await admin('POST', '/v1/admin/mailers', { id: 1, reset: true });
    expect(reset.statusCode).toBe(200);
    expect((await admin('GET', '/v1/admin/emails')).json().data[0].last_sent_at).toBeNull();
  });

  it("a mailer send puts a message with the report's figures into the outbox: the dashboard's figures for its search and period, and the CSV", async () => {
    await app.inject({ method: 'DELETE', url: '/api/__mock/outbox' });
    const sent = (await admin('POST', '/v1/admin/mailers', { id: 1 })).json();
    const outbox = await app.inject({ method: 'GET', url: '/api/__mock/outbox?kind=report' });
    const messages = outbox.json().messages;
    expect(messages).toHaveLength(1);
    const mail = messages[0];
    expect(mail.to).toEqual(sent.recipients);
    expect(mail.subject).toBe(sent.subject);

    // The dashboard's sentiment call for the report's saved search (id 1) over the report's period.
    const search = (await admin('GET', '/search/items')).json();
    const item = (search.data ?? search).find((i: { id: number }) => i.id === 1);
    const dashboard = await read(app, admin.signedIn, 'sentiment', {
      range: { from: sent.figures.from, to: sent.figures.to },
      time_zone: 'Europe/London',
      interval: 'days',
      properties: JSON.stringify({ query: item.query, filters: item.filters }),
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const d = dashboard.json();
    expect(d.total).toBeGreaterThan(0);
    expect(sent.figures).toMatchObject({
      total: d.total,
      positive: d.positive,
      neutral: d.neutral,
      negative: d.negative,
    });
    expect(mail.html).toContain(`<tr><td>${d.total}</td><td>${d.positive} (`);
    expect(mail.text).toContain(
      `Posts: ${d.total}; positive ${d.positive}, neutral ${d.neutral}, negative ${d.negative}`,
    );

    expect(mail.attachments).toHaveLength(1);
    const csv = mail.attachments[0];
    expect(csv).toMatchObject({ filename: 'report-1-2026-11-20.csv', content_type: 'text/csv' });
    expect(csv.size).toBe(Buffer.byteLength(csv.content, 'utf8'));
    const [header, ...rows] = parseCsv(csv.content.trimEnd());
    expect(header).toEqual(['date', 'total', 'positive', 'neutral', 'negative']);
    expect(rows).toEqual(
      d.series.map((p: { date: string; positive: number; neutral: number; negative: number }) => [
        p.date,
        String(p.positive + p.neutral + p.negative),
        String(p.positive),
        String(p.neutral),
        String(p.negative),
      ]),
    );
  });
});

describe('spec 01 §7: with SMTP_URL the report goes out over SMTP', () => {
  let app: FastifyInstance;
  let admin: As;
  let smtp: SMTPServer;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          raw += chunk;
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    app = await startApp({ now: () => FIXED_NOW.getTime(), smtpUrl: `smtp://127.0.0.1:${port}` });
    admin = as(app, await signIn(app, 'admin@acme.test'));
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('the mail catcher receives the HTML with the figures and the CSV attachment', async () => {
    const created = (await admin('POST', '/v1/admin/emails', report)).json();
    const res = await admin('POST', '/v1/admin/mailers', { id: created.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().delivered_via).toEqual(['outbox', 'smtp']);
    expect(received).toHaveLength(1);
    const outbox = (await app.inject({ method: 'GET', url: '/api/__mock/outbox?kind=report' })).json();
    expect(outbox.messages.map((m: { subject: string }) => m.subject)).toEqual([res.json().subject]);
    const mail = received[0];
    expect(mail.to.sort()).toEqual(['admin@acme.test', 'board@acme.test']);
    const figures = lastWeek(FIXED_NOW.getTime());
    const raw = mail.raw.replace(/=\r\n/g, '');
    expect(raw).toContain(`<td>${figures.total}</td>`);
    expect(raw).toContain(`${figures.negative} (`);
    // User text is escaped, never markup.
    expect(raw).toContain('Acme &lt;b&gt;Inc&lt;/b&gt;');
    expect(raw).toMatch(/filename=report-\d+-2026-11-20\.csv/);
  });

  it('a stopped SMTP server gives a clear 502, not a crash', async () => {
    const dead = await startApp({ now: () => FIXED_NOW.getTime(), smtpUrl: 'smtp://127.0.0.1:1' });
    const a = as(dead, await signIn(dead, 'admin@acme.test'));
    const res = await a('POST', '/v1/admin/mailers', { id: 1 });
    expect(res.statusCode).toBe(502);
    expect(res.json().error_message).toMatch(/SMTP/);
    // What the SMTP server refused is not recorded as sent.
    expect((await dead.inject({ method: 'GET', url: '/api/__mock/outbox' })).json().messages).toEqual([]);
    await dead.close();
  });
});
