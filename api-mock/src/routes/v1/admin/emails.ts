/**
 * Scheduled e-mail reports and their sending (admin; spec 01 §3, §6, §7). POST
 * /v1/admin/mailers renders the report (HTML with its figures for its period, plus a CSV) and
 * delivers it: to the mock outbox always (kind 'report', CSV attached), and over SMTP when the
 * server has SMTP_URL. `send_me` adds the caller to the report's recipients; `reset` (our
 * reading, spec 01 §7 only names it) sends and forgets the last sending, so the next scheduled
 * run sends again. Our additions (issue 14): a preview renders without sending, and every
 * delivery is logged (when, to whom, size) for the report's delivery log.
 */

import { configuration } from '@sl/api-contract/endpoints';
import type { AdminEmailWire } from '@sl/api-contract/schemas/admin-emails';
import { ACCOUNT_STATES } from '@sl/api-contract/schemas/common';
import type { FastifyInstance } from 'fastify';
import { accountOf, profileScope } from '../../../lib/access.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import { savedSearchContext } from '../../../lib/dashboard-read.ts';
import { assertIdsInProfile, deleteRecord, findById, nextId, updateRecord } from '../../../lib/records.ts';
import { renderReport } from '../../../lib/report-mail.ts';
import { sendMail } from '../../../lib/send-mail.ts';
import type { MockContext } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { AccountRecord } from '../../../store/records.ts';

export const REPORT_SENDER = 'reports@social-listening.test';

export default async function adminEmailRoutes(app: FastifyInstance, options: MockContext) {
  const { store, now } = options;
  const emails = store.collections.adminEmails;
  const deliveries = store.collections.reportDeliveries;

  const reportOf = (id: number, me: AccountRecord): AdminEmailWire => {
    const r = findById(emails, id);
    if (!r || (me.role !== 0 && r.business_profile_id !== me.business_profile_id)) {
      throw new HttpError(404, 'E-mail report not found.');
    }
    return r;
  };
  /**
   * issue 16 #8: the receiver is an active account, the saved search and the articles filter
   * are records, of the report's business profile.
   */
  const assertReferences = (
    body: { reciver_account_id?: number; search_id?: number | null; articles_filter_id?: number | null },
    bp: number,
  ) => {
    const one = (id: number | null | undefined) => (id === undefined || id === null ? [] : [id]);
    assertIdsInProfile(store.accounts, one(body.reciver_account_id), bp, 'reciver_account_id', {
      accept: (a) => a.state === ACCOUNT_STATES.ACTIVE,
    });
    assertIdsInProfile(store.collections.searchItems, one(body.search_id), bp, 'search_id');
    assertIdsInProfile(store.collections.filters, one(body.articles_filter_id), bp, 'articles_filter_id');
  };

  contractRoute(app, options, configuration.listAdminEmails, ({ query, identity }) => {
    const bp = profileScope(store, identity, query.business_profile_id);
    const profile = store.businessProfiles.findFirst((q) => q.where({ id: bp }));
    return {
      time_zone: profile?.time_zone ?? 'UTC',
      data: emails
        .all()
        .filter((e) => e.business_profile_id === bp)
        .sort((a, b) => a.id - b.id),
    };
  });

  contractRoute(app, options, configuration.createAdminEmail, async ({ body, identity }) => {
    const bp = profileScope(store, identity, body.business_profile_id);
    assertReferences(body, bp);
    const { business_profile_id: _ignored, ...fields } = body;
    return emails.create({
      ...fields,
      id: nextId(emails.all()),
      business_profile_id: bp,
      last_sent_at: null,
    });
  });

  contractRoute(app, options, configuration.updateAdminEmail, async ({ params, body, identity }) => {
    const report = reportOf(params.id, accountOf(identity));
    assertReferences(body, report.business_profile_id);
    const { business_profile_id: _ignored, ...fields } = body;
    return updateRecord(emails, report, (d) => {
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) (d as Record<string, unknown>)[k] = v;
    });
  });

  contractRoute(app, options, configuration.deleteAdminEmail, ({ params, identity }) => {
    deleteRecord(emails, reportOf(params.id, accountOf(identity)));
  });

  /** The report rendered for its period in its profile's time zone, and who gets it. */
  const prepare = (body: { id: number; send_me?: boolean }, me: AccountRecord) => {
    const report = reportOf(body.id, me);
    const profile = store.businessProfiles.findFirst((q) => q.where({ id: report.business_profile_id }));
    const properties =
      report.search_id === null
        ? undefined
        : savedSearchContext(store, report.business_profile_id, report.search_id);
    const rendered = renderReport(options, report, properties, profile?.time_zone ?? 'UTC');
    const receiver = store.findAccount(report.reciver_account_id);
    const recipients = [
      ...new Set([
        ...(receiver && receiver.state === 1 ? [receiver.email] : []),
        ...report.extra_emails,
        ...(body.send_me ? [me.email] : []),
      ]),
    ];
    if (recipients.length === 0)
      throw new HttpError(422, 'The report has no recipients.', { reciver_account_id: ['Wrong value!'] });
    return { report, rendered, recipients };
  };
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

  contractRoute(app, options, configuration.previewMailer, ({ body, identity }) => {
    const { report, rendered, recipients } = prepare(body, accountOf(identity));
    return {
      id: report.id,
      recipients,
      subject: rendered.subject,
      html: rendered.html,
      csv_filename: rendered.csvFilename,
      csv_size: bytes(rendered.csv),
      figures: rendered.figures,
    };
  });

  contractRoute(app, options, configuration.listReportDeliveries, ({ params, identity }) => {
    const report = reportOf(params.id, accountOf(identity));
    return {
      data: deliveries
        .all()
        .filter((d) => d.email_id === report.id)
        .sort((a, b) => b.id - a.id),
    };
  });

  contractRoute(app, options, configuration.sendMailer, async ({ body, identity }) => {
    const me = accountOf(identity);
    const { report, rendered, recipients } = prepare(body, me);
    // Every send lands in the outbox, and also over SMTP when the server has SMTP_URL.
    const deliveredVia: ('outbox' | 'smtp')[] = options.smtpUrl ? ['outbox', 'smtp'] : ['outbox'];
    try {
      await sendMail(
        store,
        {
          kind: 'report',
          from: REPORT_SENDER,
          to: recipients,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          attachments: [{ filename: rendered.csvFilename, content: rendered.csv, contentType: 'text/csv' }],
        },
        now(),
        options.smtpUrl,
      );
    } catch (err) {
      throw new HttpError(502, `The SMTP server did not accept the report: ${(err as Error).message}`);
    }
    await deliveries.create({
      id: nextId(deliveries.all()),
      email_id: report.id,
      business_profile_id: report.business_profile_id,
      sent_at: new Date(now()).toISOString(),
      recipients,
      subject: rendered.subject,
      size_bytes: bytes(rendered.html) + bytes(rendered.text) + bytes(rendered.csv),
      delivered_via: deliveredVia,
    });
    await updateRecord(emails, report, (d) => {
      d.last_sent_at = body.reset ? null : new Date(now()).toISOString();
    });
    return {
      id: report.id,
      recipients,
      subject: rendered.subject,
      delivered_via: deliveredVia,
      figures: rendered.figures,
    };
  });
}
