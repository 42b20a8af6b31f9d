/**
 * `slcli config get/set/list`: the profile settings behind the precedence flag > env > profile >
 * default. Secrets (password, mockToken) go to secrets.json (0600), the rest to config.json.
 */
import { Command } from 'commander';
import { type CommonOptions, jsonOption } from '../lib/command-context.ts';
import {
  configHome,
  DEFAULT_PROFILE,
  type ResolvedConfig,
  resolveConfig,
  SECRET_KEYS,
  SETTING_ENV,
  SETTING_KEYS,
  type SettingKey,
  writeDefaultProfile,
  writeSetting,
} from '../lib/config.ts';
import { CliError, EXIT } from '../lib/errors.ts';
import { withExamples } from '../lib/help.ts';
import type { ResolvedIo } from '../lib/io.ts';
import { createOutput, formatTable } from '../lib/output.ts';

const KEYS = [...SETTING_KEYS, 'defaultProfile'] as const;
type Key = (typeof KEYS)[number];

function keyOf(name: string): Key {
  if ((KEYS as readonly string[]).includes(name)) return name as Key;
  throw new CliError(`Unknown setting '${name}'. Known: ${KEYS.join(', ')}.`, EXIT.usage);
}

const isSecret = (key: string) => (SECRET_KEYS as readonly string[]).includes(key);
const mask = (value: string) => '*'.repeat(Math.min(8, value.length));

function resolved(cmd: Command, io: ResolvedIo): { config: ResolvedConfig; options: CommonOptions } {
  const options = cmd.optsWithGlobals<CommonOptions>();
  const config = resolveConfig(
    { apiUrl: options.apiUrl, profile: options.profile, adminToken: options.adminToken },
    io.env,
  );
  return { config, options };
}

function settingsOf(config: ResolvedConfig) {
  return SETTING_KEYS.map((key) => {
    const value = config[key];
    const source = key === 'apiUrl' ? config.sources.apiUrl : config.sources[key];
    return {
      key,
      value: value ?? null,
      source: source ?? null,
      env: SETTING_ENV[key],
      secret: isSecret(key),
    };
  });
}

export function configCommand(io: ResolvedIo): Command {
  const list = new Command('list')
    .description('Every setting of the profile in effect, with where it came from (secrets masked)')
    .addOption(jsonOption())
    .action((_o: CommonOptions, cmd: Command) => {
      const { config, options } = resolved(cmd, io);
      const out = createOutput(io, options);
      const settings = settingsOf(config).map((s) => ({
        ...s,
        value: s.secret && s.value !== null ? mask(s.value) : s.value,
      }));
      out.result({ profile: config.profile, home: config.home, settings }, () =>
        [
          `Profile '${config.profile}' (from ${config.profileSource}), settings in ${config.home}`,
          formatTable([
            ['KEY', 'VALUE', 'SOURCE', 'ENV'],
            ...settings.map((s) => [s.key, s.value ?? '-', s.source ?? '-', s.env]),
          ]),
        ].join('\n'),
      );
    });
  withExamples(list, ['slcli config list', 'slcli config list --profile staging --json']);

  const get = new Command('get')
    .description('Print the value in effect of one setting (what a command would use)')
    .argument('<key>', `one of ${KEYS.join(', ')}`)
    .addOption(jsonOption())
    .action((name: string, _o: CommonOptions, cmd: Command) => {
      const key = keyOf(name);
      const { config, options } = resolved(cmd, io);
      const out = createOutput(io, options);
      if (key === 'defaultProfile') {
        out.result({ key, value: config.profile, source: config.profileSource }, () => config.profile);
        return;
      }
      const setting = settingsOf(config).find((s) => s.key === key);
      if (setting?.value == null) {
        throw new CliError(`'${key}' is not set for profile '${config.profile}'.`, EXIT.notFound);
      }
      out.result(setting, () => setting.value as string);
    });
  withExamples(get, ['slcli config get apiUrl', 'API=$(slcli config get apiUrl --profile staging)']);

  const set = new Command('set')
    .description('Save a setting in the profile (secrets in secrets.json, mode 0600)')
    .argument('<key>', `one of ${KEYS.join(', ')}`)
    .argument('[value]', 'the value; omit it with --stdin, or to remove the setting use --unset')
    .option('--stdin', 'read the value from stdin (for secrets: keeps them out of the shell history)')
    .option('--unset', 'remove the setting')
    .addOption(jsonOption())
    .action(
      async (
        name: string,
        value: string | undefined,
        local: { stdin?: boolean; unset?: boolean },
        cmd: Command,
      ) => {
        const key = keyOf(name);
        const options = cmd.optsWithGlobals<CommonOptions>();
        const out = createOutput(io, options);
        const home = configHome(io.env);
        const profile = options.profile ?? io.env.SLCLI_PROFILE ?? DEFAULT_PROFILE;
        let next = value;
        if (local.stdin) next = (await io.readStdin()).replace(/\r?\n$/, '');
        if (local.unset) next = undefined;
        else if (next === undefined || next === '') {
          throw new CliError(
            `No value for '${key}': pass it, use --stdin, or --unset to remove it.`,
            EXIT.usage,
          );
        }
        if (key === 'defaultProfile') {
          if (next === undefined)
            throw new CliError('defaultProfile cannot be unset; set it to default.', EXIT.usage);
          const file = writeDefaultProfile(home, next);
          out.result({ key, value: next, file }, () => `defaultProfile = ${next} (${file})`);
          return;
        }
        const file = writeSetting(home, profile, key as SettingKey, next);
        const shown = next === undefined ? '(removed)' : isSecret(key) ? mask(next) : next;
        out.result(
          { key, profile, value: next === undefined ? null : isSecret(key) ? mask(next) : next, file },
          () => `${key} = ${shown} for profile '${profile}' (${file})`,
        );
      },
    );
  withExamples(set, [
    'slcli config set apiUrl http://localhost:4100/api',
    'slcli config set email admin@acme.test --profile staging',
    'printf \'%s\' "$PASSWORD" | slcli config set password --stdin',
    'slcli config set defaultProfile staging',
    'slcli config set mockToken --unset',
  ]);

  const command = new Command('config')
    .description('Read and write settings and profiles ($SLCLI_HOME, else $XDG_CONFIG_HOME/slcli)')
    .addCommand(list)
    .addCommand(get)
    .addCommand(set);
  return withExamples(command, ['slcli config list', 'slcli config set apiUrl http://localhost:4100/api']);
}
