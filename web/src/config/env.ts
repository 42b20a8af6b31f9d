/**
 * The app's environment, parsed once (CONVENTIONS §12). Every other module reads `env`,
 * never `import.meta.env`. Variables are documented in web/.env.example.
 */
import { ENVIRONMENTS } from '@sl/api-contract/schemas/common';
import { z } from 'zod';

/** An empty variable (`VITE_API_URL=`) means "use the default", not "use the empty string". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const envSchema = z.object({
  VITE_API_URL: optional(z.string().default('/api')),
  VITE_HOST_URL: optional(z.string().default('')),
  VITE_APP_ENV: optional(z.enum(ENVIRONMENTS).default('local')),
  VITE_PRODUCT_NAME: optional(z.string().default('Social Listening')),
});

export interface Env {
  /** API base, e.g. `/api` (same origin) or `https://api.example.com/api`. */
  apiUrl: string;
  /** Host base for the legacy token and logout calls; `` is the same origin. */
  hostUrl: string;
  appEnv: (typeof ENVIRONMENTS)[number];
  productName: string;
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid environment (see web/.env.example):\n${z.prettifyError(result.error)}`);
  }
  const v = result.data;
  return {
    apiUrl: v.VITE_API_URL,
    hostUrl: v.VITE_HOST_URL,
    appEnv: v.VITE_APP_ENV,
    productName: v.VITE_PRODUCT_NAME,
  };
}

export const env: Env = parseEnv(import.meta.env);
