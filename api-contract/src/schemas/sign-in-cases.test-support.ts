/**
 * The cases both sign-in rule tests read (sign-in-form.test.ts: zod/mini against the classic
 * schemas; sign-in-rules.test.ts: the zod-free rules against zod/mini, decision record 013).
 * Imported by tests only.
 */

/** The first message of a schema for a value, or null: what a form field shows (spec 01 §5). */
export const firstMessage = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
};

/** What a text input can hold: blanks, e-mail shapes right and wrong, lengths at each limit. */
export const SIGN_IN_TEXTS: readonly string[] = [
  '',
  '   ',
  'a',
  ' admin@acme.test ',
  'admin@acme.test',
  'first.last+tag@sub.acme.co',
  "o'brien@acme.test",
  'admin@acme',
  'admin@@acme.test',
  '.admin@acme.test',
  'admin.@acme.test',
  'ad..min@acme.test',
  'a b@acme.test',
  'ädmin@acme.test',
  'admin@-acme.test',
  'admin@acme.t',
  `${'a'.repeat(64)}@acme.test`,
  `${'a'.repeat(330)}@acme.test`,
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(200),
  'x'.repeat(201),
  ` ${'x'.repeat(200)} `,
];
