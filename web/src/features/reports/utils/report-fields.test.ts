import { describe, expect, it } from 'vitest';
import { fieldsOfReport, formatBytes, hourLabel, toReportBody } from './report-fields.ts';

const stored = {
  emailName: 'Board',
  brandName: 'Acme',
  emailType: 'sentiment' as const,
  reciverAccountId: 2,
  mailFrequency: 'daily' as const,
  deliverHour: 7,
  dataFrom: 'last-24-hours' as const,
  postsLimit: 3,
  articlesLimit: 0,
  extraEmails: ['a@acme.test', 'b@acme.test'],
  competitors: ['Globex', 'Initech'],
};

describe('report fields (spec 01 §3 scheduled e-mail report)', () => {
  it('round-trips a stored report through the form', () => {
    expect(toReportBody(fieldsOfReport(stored, { brandName: 'x', receiverId: 1 }))).toEqual(stored);
  });

  it('starts a new report with the profile as brand and the caller as receiver', () => {
    const f = fieldsOfReport(null, { brandName: 'Acme', receiverId: 2 });
    expect(f).toMatchObject({
      brandName: 'Acme',
      receiverId: '2',
      deliverHour: '8',
      mailFrequency: 'weekly',
    });
  });

  it('splits extra e-mails on commas, spaces and lines, without repeats', () => {
    const f = {
      ...fieldsOfReport(null, { brandName: 'A', receiverId: 1 }),
      extraEmails: 'a@x.test,\n b@x.test a@x.test',
    };
    expect(toReportBody(f).extraEmails).toEqual(['a@x.test', 'b@x.test']);
  });

  it('leaves a number field that is not a number for the schema to name', () => {
    const f = { ...fieldsOfReport(null, { brandName: 'A', receiverId: 1 }), postsLimit: 'many' };
    expect(toReportBody(f).postsLimit).toBeNaN();
  });

  it.each([
    [0, '00:00'],
    [17, '17:00'],
  ])('reads hour %i as %s', (h, label) => expect(hourLabel(h)).toBe(label));

  it.each([
    [812, '812 B'],
    [14_540, '14.2 KB'],
    [1_363_149, '1.3 MB'],
  ])('reads %i bytes as %s', (n, label) => expect(formatBytes(n)).toBe(label));
});
