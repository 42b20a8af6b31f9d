/**
 * Our additions for the Reports screen (issue 14 E-mail reports): a preview of the e-mail that
 * sends nothing, and a delivery log per report (when, to whom, size) written by "Send now".
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_NOW, signIn, startApp } from '../support/app.ts';
import { type As, as } from './client.ts';

const report = {
  email_name: 'Weekly board',
  brand_name: 'Acme <b>Inc</b>',
  email_type: 'summary',
  reciver_account_id: 2,
  mail_frequency: 'weekly',
  deliver_hour: 8,
  data_from: 'last-7-days',
  extra_emails: ['board@acme.test'],
};

describe('issue 14: report preview and delivery log', () => {
  let app: FastifyInstance;
  let admin: As;
  let agent: As;
  let globex: As;
  beforeAll(async () => {
    app = await startApp({ now: () => FIXED_NOW.getTime() });
    admin = as(app, await signIn(app, 'admin@acme.test'));
    agent = as(app, await signIn(app, 'agent@acme.test'));
    globex = as(app, await signIn(app, 'admin@globex.test'));
  });
  afterAll(() => app.close());

  it('previews the e-mail without sending it, then logs each sending with its recipients and size', async () => {
    const id = (await admin('POST', '/v1/admin/emails', report)).json().id as number;
    const outboxBefore = (await admin('GET', '/__mock/outbox')).json().messages.length;

    const preview = await admin('POST', '/v1/admin/mailers/preview', { id });
    expect(preview.statusCode).toBe(200);
    const p = preview.json();
    expect(p.recipients).toEqual(['admin@acme.test', 'board@acme.test']);
    // User text is escaped in the body: the brand name is text, never markup.
    expect(p.html).toContain('Acme &lt;b&gt;Inc&lt;/b&gt;');
    expect(p.csv_size).toBeGreaterThan(0);
    expect((await admin('GET', '/__mock/outbox')).json().messages).toHaveLength(outboxBefore);
    expect((await admin('GET', `/v1/admin/emails/${id}/deliveries`)).json().data).toEqual([]);

    const sent = await admin('POST', '/v1/admin/mailers', { id });
    expect(sent.statusCode).toBe(200);
    const mail = (await admin('GET', '/__mock/outbox')).json().messages.at(-1);
    const log = (await admin('GET', `/v1/admin/emails/${id}/deliveries`)).json().data;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      email_id: id,
      recipients: ['admin@acme.test', 'board@acme.test'],
      subject: mail.subject,
      sent_at: FIXED_NOW.toISOString(),
      delivered_via: ['outbox'],
    });
    const size =
      Buffer.byteLength(mail.html) +
      Buffer.byteLength(mail.text) +
      Buffer.byteLength(mail.attachments[0].content);
    expect(log[0].size_bytes).toBe(size);

    await admin('POST', '/v1/admin/mailers', { id, send_me: true });
    const again = (await admin('GET', `/v1/admin/emails/${id}/deliveries`)).json().data;
    expect(again.map((d: { id: number }) => d.id)).toEqual([log[0].id + 1, log[0].id]);
  });

  it('keeps the log to admins of the report’s profile (spec 01 §6)', async () => {
    const id = (await admin('POST', '/v1/admin/emails', { ...report, email_name: 'Private' })).json().id;
    expect((await agent('GET', `/v1/admin/emails/${id}/deliveries`)).statusCode).toBe(403);
    expect((await globex('GET', `/v1/admin/emails/${id}/deliveries`)).statusCode).toBe(404);
    expect((await agent('POST', '/v1/admin/mailers/preview', { id })).statusCode).toBe(403);
    expect((await admin('GET', '/v1/admin/emails/abc/deliveries')).statusCode).toBe(400);
  });
});
