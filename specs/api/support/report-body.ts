/**
 * An e-mail report as POST /v1/admin/emails takes it: the specs and the soak that send report
 * mails (each one a mail with its CSV in the outbox) create it.
 */
export const REPORT_BODY = {
  email_name: 'Board',
  brand_name: 'Acme',
  email_type: 'summary',
  reciver_account_id: 2,
  mail_frequency: 'weekly',
  deliver_hour: 8,
  data_from: 'last-7-days',
  extra_emails: [],
} as const;
