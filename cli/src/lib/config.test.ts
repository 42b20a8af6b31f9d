import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempHome } from '../testing/cli-harness.ts';
import { DEFAULT_API_URL, hostBaseOf, resolveConfig, writeSetting } from './config.ts';
import { CliError, EXIT } from './errors.ts';

function homeWithConfig(config: unknown, secrets?: unknown, secretsMode = 0o600): string {
  const home = tempHome();
  mkdirSync(home, { recursive: true });
  writeFileSync(join(home, 'config.json'), typeof config === 'string' ? config : JSON.stringify(config));
  if (secrets !== undefined) {
    writeFileSync(join(home, 'secrets.json'), JSON.stringify(secrets), { mode: secretsMode });
    chmodSync(join(home, 'secrets.json'), secretsMode);
  }
  return home;
}

function usageError(fn: () => unknown): CliError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(EXIT.usage);
    return error as CliError;
  }
  throw new Error('expected a CliError');
}

describe('resolveConfig', () => {
  it('falls back to the default API URL and profile when nothing is configured', () => {
    const home = tempHome();
    const config = resolveConfig({}, { SLCLI_HOME: home });
    expect(config).toMatchObject({
      home,
      profile: 'default',
      apiUrl: DEFAULT_API_URL,
      hostBaseUrl: 'http://localhost:4000',
      sessionFile: join(home, 'session-default.json'),
      sources: { apiUrl: 'default' },
    });
    expect(config.email).toBeUndefined();
  });

  const profileFile = {
    profiles: { default: { apiUrl: 'http://profile.test/api', email: 'profile@acme.test' } },
  };
  const secretsFile = { profiles: { default: { password: 'profile-pw', mockToken: 'profile-token' } } };

  it.each([
    {
      name: 'flag beats env and profile',
      flag: 'http://flag.test/api',
      env: 'http://env.test/api',
      want: 'flag',
    },
    { name: 'env beats profile', flag: undefined, env: 'http://env.test/api', want: 'env' },
    { name: 'profile beats the default', flag: undefined, env: undefined, want: 'profile' },
  ])('API URL: $name', ({ flag, env, want }) => {
    const home = homeWithConfig(profileFile, secretsFile);
    const config = resolveConfig({ apiUrl: flag }, { SLCLI_HOME: home, SLCLI_API_URL: env });
    expect(config.apiUrl).toBe(`http://${want}.test/api`);
    expect(config.hostBaseUrl).toBe(`http://${want}.test`);
    expect(config.sources.apiUrl).toBe(want);
  });

  it('takes credentials and the mock token from env before the profile', () => {
    const home = homeWithConfig(profileFile, secretsFile);
    const fromProfile = resolveConfig({}, { SLCLI_HOME: home });
    expect(fromProfile).toMatchObject({
      email: 'profile@acme.test',
      password: 'profile-pw',
      mockToken: 'profile-token',
    });

    const fromEnv = resolveConfig(
      {},
      {
        SLCLI_HOME: home,
        SLCLI_EMAIL: 'env@acme.test',
        SLCLI_PASSWORD: 'env-pw',
        SLCLI_MOCK_TOKEN: 'env-token',
      },
    );
    expect(fromEnv).toMatchObject({ email: 'env@acme.test', password: 'env-pw', mockToken: 'env-token' });
    expect(fromEnv.sources).toMatchObject({ email: 'env', password: 'env', mockToken: 'env' });
  });

  it('treats empty environment variables as unset', () => {
    const home = homeWithConfig(profileFile, secretsFile);
    const config = resolveConfig({}, { SLCLI_HOME: home, SLCLI_API_URL: '', SLCLI_EMAIL: '' });
    expect(config.apiUrl).toBe('http://profile.test/api');
    expect(config.email).toBe('profile@acme.test');
  });

  it('chooses the profile by --profile, then SLCLI_PROFILE, then defaultProfile', () => {
    const home = homeWithConfig({
      defaultProfile: 'staging',
      profiles: {
        staging: { apiUrl: 'http://staging.test/api' },
        qa: { apiUrl: 'http://qa.test/api' },
        ci: { apiUrl: 'http://ci.test/api' },
      },
    });
    expect(resolveConfig({}, { SLCLI_HOME: home }).profile).toBe('staging');
    expect(resolveConfig({}, { SLCLI_HOME: home, SLCLI_PROFILE: 'qa' }).profile).toBe('qa');
    const flagged = resolveConfig({ profile: 'ci' }, { SLCLI_HOME: home, SLCLI_PROFILE: 'qa' });
    expect(flagged).toMatchObject({
      profile: 'ci',
      apiUrl: 'http://ci.test/api',
      sessionFile: join(home, 'session-ci.json'),
    });
  });

  it('refuses a named profile that config.json does not define', () => {
    const home = homeWithConfig({ profiles: { staging: {} } });
    expect(usageError(() => resolveConfig({ profile: 'stagin' }, { SLCLI_HOME: home })).message).toContain(
      "Profile 'stagin' is not defined",
    );
  });

  it.each([
    { name: 'invalid JSON', config: '{ nope', message: 'is not valid JSON' },
    { name: 'an unknown top-level key', config: { profile: {} }, message: "unknown key 'profile'" },
    {
      name: 'an unknown profile key',
      config: { profiles: { default: { apiURL: 'x' } } },
      message: "unknown key 'apiURL'",
    },
    {
      name: 'a non-string value',
      config: { profiles: { default: { email: 1 } } },
      message: 'must be a string',
    },
  ])('refuses a config file with $name', ({ config, message }) => {
    const home = homeWithConfig(config);
    expect(usageError(() => resolveConfig({}, { SLCLI_HOME: home })).message).toContain(message);
  });

  it.each(['ftp://x.test/api', 'localhost:4000/api', 'not a url'])('refuses the API URL %s', (url) => {
    const home = tempHome();
    expect(usageError(() => resolveConfig({ apiUrl: url }, { SLCLI_HOME: home })).message).toContain(
      `Invalid API URL '${url}' (from --api-url)`,
    );
  });
});

describe('hostBaseOf', () => {
  it.each([
    ['http://localhost:4000/api', 'http://localhost:4000'],
    ['http://localhost:4000/api/', 'http://localhost:4000'],
    ['https://example.test/sl/api', 'https://example.test/sl'],
    ['https://example.test/backend', 'https://example.test'],
  ])('%s -> %s', (apiUrl, host) => {
    expect(hostBaseOf(apiUrl)).toBe(host);
  });
});

describe('secrets (issue 15: secrets in a 0600 file, a world-readable one refused)', () => {
  it('keeps the password and the mock token in secrets.json with mode 0600, the rest in config.json', () => {
    const home = tempHome();
    writeSetting(home, 'staging', 'apiUrl', 'http://staging.test/api');
    writeSetting(home, 'staging', 'password', 's3cret');
    writeSetting(home, 'staging', 'mockToken', 'tok');
    expect(JSON.parse(readFileSync(join(home, 'config.json'), 'utf8'))).toEqual({
      profiles: { staging: { apiUrl: 'http://staging.test/api' } },
    });
    expect(JSON.parse(readFileSync(join(home, 'secrets.json'), 'utf8'))).toEqual({
      profiles: { staging: { password: 's3cret', mockToken: 'tok' } },
    });
    expect(statSync(join(home, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(resolveConfig({ profile: 'staging' }, { SLCLI_HOME: home })).toMatchObject({
      apiUrl: 'http://staging.test/api',
      password: 's3cret',
      mockToken: 'tok',
      sources: { password: 'profile', mockToken: 'profile' },
    });
  });

  it('refuses a secrets file other users can read, and says how to fix it', () => {
    const home = homeWithConfig({ profiles: {} }, { profiles: { default: { password: 'x' } } }, 0o644);
    const error = usageError(() => resolveConfig({}, { SLCLI_HOME: home }));
    expect(error.message).toContain('is readable by other users (mode 644)');
    expect(error.message).toContain('chmod 600');
  });

  it('refuses a password in config.json and points at secrets.json', () => {
    const home = homeWithConfig({ profiles: { default: { password: 'x' } } });
    expect(usageError(() => resolveConfig({}, { SLCLI_HOME: home })).message).toContain(
      "'password' belongs in secrets.json",
    );
  });

  it('lives in $XDG_CONFIG_HOME/slcli without SLCLI_HOME', () => {
    const xdg = tempHome();
    expect(resolveConfig({}, { XDG_CONFIG_HOME: xdg }).home).toBe(join(xdg, 'slcli'));
  });

  it('--admin-token beats SLCLI_MOCK_TOKEN', () => {
    const home = tempHome();
    const config = resolveConfig({ adminToken: 'flag' }, { SLCLI_HOME: home, SLCLI_MOCK_TOKEN: 'env' });
    expect(config).toMatchObject({ mockToken: 'flag', sources: { mockToken: 'flag' } });
  });
});
