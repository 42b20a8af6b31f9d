/**
 * Where slcli points and who it signs in as (DESIGN §3): flag > environment (SLCLI_*) > profile
 * > default. Settings live under $SLCLI_HOME, else $XDG_CONFIG_HOME/slcli, else ~/.config/slcli:
 * `config.json` holds what may be shown (API URL, e-mail), `secrets.json` what may not (password,
 * mock admin token), mode 0600; a secrets file others can read is refused, like ssh does.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { CliError, EXIT } from './errors.ts';

export const DEFAULT_API_URL = 'http://localhost:4000/api';
export const DEFAULT_PROFILE = 'default';

/** Keys of a profile in config.json. */
export const PUBLIC_KEYS = ['apiUrl', 'email'] as const;
/** Keys of a profile in secrets.json. */
export const SECRET_KEYS = ['password', 'mockToken'] as const;
export const SETTING_KEYS = [...PUBLIC_KEYS, ...SECRET_KEYS] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type ProfileSettings = Partial<Record<SettingKey, string>>;

/** The shape of config.json and of secrets.json (which has no defaultProfile). */
export interface SettingsFile {
  /** Profile used when neither --profile nor SLCLI_PROFILE names one; else `default`. */
  defaultProfile?: string;
  profiles: Record<string, ProfileSettings>;
}

export type Source = 'flag' | 'env' | 'profile' | 'default';

export interface ResolvedConfig {
  home: string;
  profile: string;
  /** Where the profile name came from. */
  profileSource: Source;
  apiUrl: string;
  /** The API URL without its trailing /api: legacy token and logout paths live there (spec 01 §7). */
  hostBaseUrl: string;
  email?: string;
  password?: string;
  mockToken?: string;
  /** File that keeps the session of this profile between runs. */
  sessionFile: string;
  /** Where each setting came from, for `whoami`, messages and tests. */
  sources: { apiUrl: Source; email?: Source; password?: Source; mockToken?: Source };
}

export interface ConfigFlags {
  apiUrl?: string;
  profile?: string;
  /** --admin-token: the mock control token. */
  adminToken?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The environment variable of each setting (`slcli help environment`). */
export const SETTING_ENV: Record<SettingKey, string> = {
  apiUrl: 'SLCLI_API_URL',
  email: 'SLCLI_EMAIL',
  password: 'SLCLI_PASSWORD',
  mockToken: 'SLCLI_MOCK_TOKEN',
};

export function configHome(env: Env): string {
  return (
    nonEmpty(env.SLCLI_HOME) ?? join(nonEmpty(env.XDG_CONFIG_HOME) ?? join(homedir(), '.config'), 'slcli')
  );
}

export const configPath = (home: string) => join(home, 'config.json');
export const secretsPath = (home: string) => join(home, 'secrets.json');

export function resolveConfig(flags: ConfigFlags, env: Env): ResolvedConfig {
  const home = configHome(env);
  const file = readSettingsFile(configPath(home), PUBLIC_KEYS);
  const secrets = readSecretsFile(secretsPath(home));

  const chosen = pick(flags.profile, env.SLCLI_PROFILE, file?.defaultProfile);
  const profile = chosen?.value ?? DEFAULT_PROFILE;
  assertProfileName(profile);
  const settings: ProfileSettings = { ...secrets?.profiles[profile], ...file?.profiles[profile] };
  // A named profile must exist, so a typo does not silently fall back to localhost.
  if (
    chosen !== undefined &&
    profile !== DEFAULT_PROFILE &&
    file?.profiles[profile] === undefined &&
    secrets?.profiles[profile] === undefined
  ) {
    const known = Object.keys(file?.profiles ?? {});
    throw new CliError(
      `Profile '${profile}' is not defined in ${configPath(home)}` +
        (known.length > 0 ? ` (known: ${known.join(', ')}).` : '.') +
        ` Create it with \`slcli config set apiUrl <url> --profile ${profile}\`.`,
      EXIT.usage,
    );
  }

  const api = pick(flags.apiUrl, env.SLCLI_API_URL, settings.apiUrl) ?? {
    value: DEFAULT_API_URL,
    source: 'default' as const,
  };
  const apiUrl = normaliseApiUrl(api.value, api.source);
  const email = pick(undefined, env.SLCLI_EMAIL, settings.email);
  const password = pick(undefined, env.SLCLI_PASSWORD, settings.password);
  const mockToken = pick(flags.adminToken, env.SLCLI_MOCK_TOKEN, settings.mockToken);

  return {
    home,
    profile,
    profileSource: chosen?.source ?? 'default',
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

/** flag > environment > profile; empty values count as unset. */
function pick(flag: string | undefined, envValue: string | undefined, fromProfile: string | undefined) {
  if (nonEmpty(flag) !== undefined) return { value: flag as string, source: 'flag' as const };
  if (nonEmpty(envValue) !== undefined) return { value: envValue as string, source: 'env' as const };
  if (nonEmpty(fromProfile) !== undefined)
    return { value: fromProfile as string, source: 'profile' as const };
  return undefined;
}

function assertProfileName(profile: string): void {
  if (!/^[A-Za-z0-9._-]+$/.test(profile)) {
    throw new CliError(
      `Invalid profile name '${profile}': use letters, digits, '.', '_' and '-'.`,
      EXIT.usage,
    );
  }
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

/** Writes one setting of a profile into config.json or secrets.json (0600), atomically. */
export function writeSetting(
  home: string,
  profile: string,
  key: SettingKey,
  value: string | undefined,
): string {
  assertProfileName(profile);
  if (key === 'apiUrl' && value !== undefined) normaliseApiUrl(value, 'profile');
  const secret = (SECRET_KEYS as readonly string[]).includes(key);
  const path = secret ? secretsPath(home) : configPath(home);
  const file = secret ? readSecretsFile(path) : readSettingsFile(path, PUBLIC_KEYS);
  const next: SettingsFile = { ...file, profiles: { ...file?.profiles } };
  const settings = { ...next.profiles[profile] };
  if (value === undefined) delete settings[key];
  else settings[key] = value;
  next.profiles[profile] = settings;
  writeJsonAtomically(path, next, secret ? 0o600 : 0o644);
  // A profile exists once config.json names it, even when only secrets were set.
  if (secret) {
    const config = readSettingsFile(configPath(home), PUBLIC_KEYS);
    if (config?.profiles[profile] === undefined) {
      writeJsonAtomically(
        configPath(home),
        { ...config, profiles: { ...config?.profiles, [profile]: {} } },
        0o644,
      );
    }
  }
  return path;
}

export function writeDefaultProfile(home: string, profile: string): string {
  assertProfileName(profile);
  const path = configPath(home);
  const file = readSettingsFile(path, PUBLIC_KEYS);
  writeJsonAtomically(path, { profiles: {}, ...file, defaultProfile: profile }, 0o644);
  return path;
}

function writeJsonAtomically(path: string, content: unknown, mode: number): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(content, null, 2)}\n`, { mode });
  chmodSync(temp, mode);
  renameSync(temp, path);
}

/** secrets.json must not be readable by others: refuse it rather than use a leaked secret. */
function readSecretsFile(path: string): SettingsFile | undefined {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`, EXIT.usage, { cause: error });
  }
  if ((mode & 0o007) !== 0) {
    throw new CliError(
      `${path} is readable by other users (mode ${(mode & 0o777).toString(8)}); it holds passwords and tokens. ` +
        `Run \`chmod 600 ${path}\` and try again.`,
      EXIT.usage,
    );
  }
  const file = readSettingsFile(path, SECRET_KEYS);
  if (file?.defaultProfile !== undefined)
    throw new CliError(`${path}: unknown key 'defaultProfile'.`, EXIT.usage);
  return file;
}

function readSettingsFile(path: string, keys: readonly string[]): SettingsFile | undefined {
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
  return validateSettingsFile(raw, path, keys);
}

function validateSettingsFile(raw: unknown, path: string, keys: readonly string[]): SettingsFile {
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
        if (!keys.includes(key)) {
          const hint = (SECRET_KEYS as readonly string[]).includes(key)
            ? ` ('${key}' belongs in secrets.json: use \`slcli config set ${key}\`)`
            : '';
          throw fail(`unknown key '${key}' in profile '${name}' (known: ${keys.join(', ')})${hint}.`);
        }
        if (typeof value !== 'string') throw fail(`'${key}' in profile '${name}' must be a string.`);
      }
      profiles[name] = settings as ProfileSettings;
    }
  }
  return raw.defaultProfile === undefined ? { profiles } : { defaultProfile: raw.defaultProfile, profiles };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
