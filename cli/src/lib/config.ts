/**
 * Where slcli points and who it signs in as (DESIGN §3): flag > environment (SLCLI_*) > profile in
 * $SLCLI_HOME/config.json > default. Resolved once per command run.
 */
import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliError, EXIT } from './errors.ts';

export const DEFAULT_API_URL = 'http://localhost:4000/api';
export const DEFAULT_PROFILE = 'default';

/** What one profile in config.json may set. */
export interface ProfileSettings {
  apiUrl?: string;
  email?: string;
  password?: string;
  mockToken?: string;
}
const PROFILE_KEYS = [
  'apiUrl',
  'email',
  'password',
  'mockToken',
] as const satisfies readonly (keyof ProfileSettings)[];

/** The shape of $SLCLI_HOME/config.json. */
export interface ConfigFile {
  /** Profile used when neither --profile nor SLCLI_PROFILE names one; else `default`. */
  defaultProfile?: string;
  profiles?: Record<string, ProfileSettings>;
}

export type Source = 'flag' | 'env' | 'profile' | 'default';

export interface ResolvedConfig {
  home: string;
  profile: string;
  apiUrl: string;
  /** The API URL without its trailing /api: legacy token and logout paths live there (spec 01 §7). */
  hostBaseUrl: string;
  email?: string;
  password?: string;
  mockToken?: string;
  /** File that keeps the session of this profile between runs. */
  sessionFile: string;
  /** Where each setting came from, for messages and tests. */
  sources: { apiUrl: Source; email?: Source; password?: Source; mockToken?: Source };
}

export interface ConfigFlags {
  apiUrl?: string;
  profile?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

export function resolveConfig(flags: ConfigFlags, env: Env): ResolvedConfig {
  const home = nonEmpty(env.SLCLI_HOME) ?? join(homedir(), '.config', 'slcli');
  const configPath = join(home, 'config.json');
  const file = readConfigFile(configPath);

  const named = nonEmpty(flags.profile) ?? nonEmpty(env.SLCLI_PROFILE) ?? nonEmpty(file?.defaultProfile);
  const profile = named ?? DEFAULT_PROFILE;
  if (!/^[A-Za-z0-9._-]+$/.test(profile)) {
    throw new CliError(
      `Invalid profile name '${profile}': use letters, digits, '.', '_' and '-'.`,
      EXIT.usage,
    );
  }
  const settings = file?.profiles?.[profile];
  // A named profile must exist, so a typo does not silently fall back to localhost.
  if (named !== undefined && settings === undefined && profile !== DEFAULT_PROFILE) {
    const known = Object.keys(file?.profiles ?? {});
    throw new CliError(
      `Profile '${profile}' is not defined in ${configPath}` +
        (known.length > 0 ? ` (known: ${known.join(', ')}).` : '.'),
      EXIT.usage,
    );
  }

  const pick = (flag: string | undefined, envValue: string | undefined, fromProfile: string | undefined) => {
    if (nonEmpty(flag) !== undefined) return { value: flag as string, source: 'flag' as const };
    if (nonEmpty(envValue) !== undefined) return { value: envValue as string, source: 'env' as const };
    if (nonEmpty(fromProfile) !== undefined)
      return { value: fromProfile as string, source: 'profile' as const };
    return undefined;
  };

  const api = pick(flags.apiUrl, env.SLCLI_API_URL, settings?.apiUrl) ?? {
    value: DEFAULT_API_URL,
    source: 'default' as const,
  };
  const apiUrl = normaliseApiUrl(api.value, api.source);
  const email = pick(undefined, env.SLCLI_EMAIL, settings?.email);
  const password = pick(undefined, env.SLCLI_PASSWORD, settings?.password);
  const mockToken = pick(undefined, env.SLCLI_MOCK_TOKEN, settings?.mockToken);

  return {
    home,
    profile,
    apiUrl,
    hostBaseUrl: hostBaseOf(apiUrl),
    email: email?.value,
    password: password?.value,
    mockToken: mockToken?.value,
    sessionFile: join(home, `session-${profile}.json`),
    sources: {
      apiUrl: api.source,
      email: email?.source,
      password: password?.source,
      mockToken: mockToken?.source,
    },
  };
}

/** `http://h:4000/api/` -> `http://h:4000`; a URL not ending in /api keeps only its origin. */
export function hostBaseOf(apiUrl: string): string {
  const trimmed = apiUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/api') ? trimmed.slice(0, -'/api'.length) : new URL(trimmed).origin;
}

const SOURCE_LABEL: Record<Source, string> = {
  flag: '--api-url',
  env: 'SLCLI_API_URL',
  profile: 'the profile',
  default: 'the default',
};

function normaliseApiUrl(value: string, source: Source): string {
  let protocol: string | undefined;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new CliError(
      `Invalid API URL '${value}' (from ${SOURCE_LABEL[source]}): expected an http(s) URL such as ${DEFAULT_API_URL}.`,
      EXIT.usage,
    );
  }
  return value.replace(/\/+$/, '');
}

function readConfigFile(path: string): ConfigFile | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`, EXIT.usage, { cause: error });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not valid JSON: ${(error as Error).message}`, EXIT.usage, {
      cause: error,
    });
  }
  return validateConfigFile(raw, path);
}

function validateConfigFile(raw: unknown, path: string): ConfigFile {
  const fail = (what: string) => new CliError(`${path}: ${what}`, EXIT.usage);
  if (!isRecord(raw)) throw fail('expected an object with "profiles".');
  for (const key of Object.keys(raw)) {
    if (key !== 'defaultProfile' && key !== 'profiles')
      throw fail(`unknown key '${key}' (known: defaultProfile, profiles).`);
  }
  if (raw.defaultProfile !== undefined && typeof raw.defaultProfile !== 'string') {
    throw fail('"defaultProfile" must be a string.');
  }
  const profiles: Record<string, ProfileSettings> = {};
  if (raw.profiles !== undefined) {
    if (!isRecord(raw.profiles)) throw fail('"profiles" must be an object of profile name -> settings.');
    for (const [name, settings] of Object.entries(raw.profiles)) {
      if (!isRecord(settings)) throw fail(`profile '${name}' must be an object.`);
      for (const [key, value] of Object.entries(settings)) {
        if (!(PROFILE_KEYS as readonly string[]).includes(key)) {
          throw fail(`unknown key '${key}' in profile '${name}' (known: ${PROFILE_KEYS.join(', ')}).`);
        }
        if (typeof value !== 'string') throw fail(`'${key}' in profile '${name}' must be a string.`);
      }
      profiles[name] = settings as ProfileSettings;
    }
  }
  return { defaultProfile: raw.defaultProfile, profiles };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
