/**
 * The app's environment, parsed once (CONVENTIONS §12). Every other module reads `env`,
 * never `import.meta.env`. Variables are documented in web/.env.example.
 */
import { ENVIRONMENTS } from '@sl/api-contract/schemas/environments';

/**
 * Read by hand rather than with zod: this module is in the entry of every screen, and zod's
 * classic API would be the login page's largest piece (decision record 013).
 * An empty variable (`VITE_API_URL=`) means "use the default", not "use the empty string".
 */
function read(raw: Record<string, unknown>, name: string, fallback: string): string {
  const value = raw[name];
  if (value === undefined || (typeof value === 'string' && value.trim() === '')) return fallback;
  if (typeof value !== 'string')
    throw new Error(`Invalid environment (see web/.env.example):\n${name}: expected a string`);
  return value;
}

const isEnvironment = (v: string): v is Env['appEnv'] => (ENVIRONMENTS as readonly string[]).includes(v);

export interface Env {
  /** API base, e.g. `/api` (same origin) or `https://api.example.com/api`. */
  apiUrl: string;
  /** Host base for the legacy token and logout calls; `` is the same origin. */
  hostUrl: string;
  appEnv: (typeof ENVIRONMENTS)[number];
  productName: string;
}

export function parseEnv(raw: Record<string, unknown>): Env {
  const appEnv = read(raw, 'VITE_APP_ENV', 'local');
  if (!isEnvironment(appEnv)) {
    throw new Error(
      `Invalid environment (see web/.env.example):\nVITE_APP_ENV: expected one of ${ENVIRONMENTS.join(', ')}, got '${appEnv}'`,
    );
  }
  return {
    apiUrl: read(raw, 'VITE_API_URL', '/api'),
    hostUrl: read(raw, 'VITE_HOST_URL', ''),
    appEnv,
    productName: read(raw, 'VITE_PRODUCT_NAME', 'Social Listening'),
  };
}

export const env: Env = parseEnv(import.meta.env);
