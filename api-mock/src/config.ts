/** Environment of the mock, parsed once (CONVENTIONS §12). */
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Loopback unless said otherwise (issue 16 #1): the control API can take over any account. */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Snapshot file: loaded at start, rewritten atomically after writes (DESIGN §3). */
  MOCK_DATA_FILE: z.string().optional(),
  /**
   * When set, /api/__mock calls and the x-mock-fault / x-mock-delay headers need header
   * x-mock-admin-token with this value. An empty or blank value counts as none.
   */
  MOCK_ADMIN_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v : undefined)),
  /** Other origins (comma-separated) that may call the API with credentials, e.g. a Vite dev server. */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    ),
  /** Access-token lifetime; short in tests so the client's refresh path runs for real. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  MOCK_SCENARIO: z.string().default('default'),
  MOCK_SEED: z.coerce.number().int().default(42),
  /** Requests the control API's journal keeps; the oldest is dropped first (issue 17). */
  MOCK_JOURNAL_SIZE: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /** 1: every JSON answer is also checked by the contract's zod schema (lib/response-serializer.ts). */
  MOCK_CHECK_RESPONSES: z
    .enum(['0', '1', ''])
    .optional()
    .transform((v) => v === '1'),
  /** Folder of the built web app, served at /n/. */
  WEB_DIST: z.string().optional(),
  /** Report e-mails also go out over SMTP to this URL (a mail catcher), e.g. smtp://127.0.0.1:1025. */
  SMTP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});
export type MockEnv = z.infer<typeof envSchema>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): MockEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment for the mock:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
