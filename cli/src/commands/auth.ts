/**
 * Sign-in commands: `login`, `logout`, `whoami` (also `auth status`). The session lives in the
 * profile's session file and is refreshed by the client with the spec 01 §4 rules.
 */
import { ApiError } from '@sl/api-contract/client';
import { session } from '@sl/api-contract/endpoints';
import { ROLE_LABELS, type Role } from '@sl/api-contract/schemas/common';
import { Command } from 'commander';
import { type CommonOptions, commandContext, jsonOption } from '../lib/command-context.ts';
import { CliError, EXIT } from '../lib/errors.ts';
import { tokenSavedAt } from '../lib/file-storage.ts';
import { withExamples } from '../lib/help.ts';
import type { ResolvedIo } from '../lib/io.ts';

interface LoginOptions extends CommonOptions {
  email?: string;
  password?: string;
  passwordStdin?: boolean;
  otp?: string;
}

export function loginCommand(io: ResolvedIo): Command {
  const command = new Command('login')
    .description('Sign in and keep the session for later commands')
    .option('--email <email>', 'e-mail (env SLCLI_EMAIL, or the profile; asked on a terminal)')
    .option('--password <password>', 'password (visible in the process list: prefer --password-stdin)')
    .option('--password-stdin', 'read the password from stdin (one line)')
    .option('--otp <code>', 'two-factor code (TOTP) or a backup code, when the account has two-factor on')
    .addOption(jsonOption())
    .action(async (options: LoginOptions, cmd: Command) => {
      const { out, config, client } = commandContext(cmd, io);
      const email = options.email ?? config.email ?? (await ask(io, 'E-mail: ', false));
      if (!email) {
        throw new CliError(
          'No e-mail: pass --email, set SLCLI_EMAIL or add email to the profile.',
          EXIT.usage,
        );
      }
      const password = await passwordOf(io, options, config.password);
      out.progress(`Signing in to ${config.apiUrl} as ${email}…`);
      const signIn = (otpCode: string | undefined) =>
        client.call(session.createSession, { body: { email, password, otpCode } });
      let result: Awaited<ReturnType<typeof signIn>>;
      try {
        result = await signIn(options.otp);
      } catch (error) {
        if (options.otp !== undefined || !twoFactorPending(error)) throw error;
        // spec 01 §2: two-factor pending; on a terminal ask for the code, else say which flag answers it.
        const code = await ask(io, 'Two-factor code (or a backup code): ', false);
        if (!code) {
          throw new CliError(
            `${(error as Error).message} This account has two-factor on: pass --otp <code>.`,
            EXIT.auth,
            {
              cause: error,
              status: 401,
            },
          );
        }
        result = await signIn(code);
      }
      const { account } = result;
      out.result(
        { account, profile: config.profile, apiUrl: config.apiUrl, sessionFile: config.sessionFile },
        () =>
          [
            `Signed in as ${account.fullName} <${account.email}> (${account.businessProfile.name})`,
            `Session saved for profile '${config.profile}' in ${config.sessionFile}`,
          ].join('\n'),
      );
    });
  return withExamples(command, [
    "slcli login --email admin@acme.test --password-stdin <<< 'Password1!'",
    'slcli login                      # asks for the e-mail and the password (not echoed) on a terminal',
    'slcli login --email otp@acme.test --password-stdin --otp 123456 < password.txt',
    'slcli login --profile staging --json',
  ]);
}

/** --password-stdin > --password > SLCLI_PASSWORD / profile > a prompt on a terminal that never echoes. */
async function passwordOf(
  io: ResolvedIo,
  options: LoginOptions,
  configured: string | undefined,
): Promise<string> {
  if (options.passwordStdin) {
    if (options.password !== undefined) {
      throw new CliError('Pass either --password or --password-stdin, not both.', EXIT.usage);
    }
    const line = (await io.readStdin()).replace(/\r?\n$/, '');
    if (!line) throw new CliError('--password-stdin: stdin was empty.', EXIT.usage);
    return line;
  }
  const password = options.password ?? configured ?? (await ask(io, 'Password: ', true));
  if (!password) {
    throw new CliError(
      'No password: pass --password-stdin, set SLCLI_PASSWORD, or run on a terminal to be asked.',
      EXIT.usage,
    );
  }
  return password;
}

/** Asks only when a person is there: stdin and stderr are terminals. */
async function ask(io: ResolvedIo, question: string, hidden: boolean): Promise<string | undefined> {
  if (!io.tty.stdin || !io.tty.stderr) return undefined;
  const answer = (await io.prompt(question, { hidden })).trim();
  return answer || undefined;
}

function twoFactorPending(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (error.body as { two_factor_required?: unknown } | null)?.two_factor_required === true;
}

export function logoutCommand(io: ResolvedIo): Command {
  const command = new Command('logout')
    .description("Sign out: revoke the session on the server and delete the profile's session file entries")
    .addOption(jsonOption())
    .action(async (_options: CommonOptions, cmd: Command) => {
      const { out, config, client } = commandContext(cmd, io);
      const wasSignedIn = client.hasSession();
      let revoked = false;
      if (wasSignedIn) {
        try {
          // spec 01 §7: DELETE /v1/session, then the legacy logout on the host base.
          await client.call(session.deleteSession);
          await client.call(session.hostLogout);
          revoked = true;
        } catch (error) {
          out.warn(`Warning: the server did not confirm the sign-out (${(error as Error).message}).`);
        } finally {
          client.clearSession();
        }
      }
      out.result({ signedOut: wasSignedIn, revoked, profile: config.profile, apiUrl: config.apiUrl }, () =>
        wasSignedIn
          ? `Signed out of ${config.apiUrl} (profile '${config.profile}').`
          : `Not signed in to ${config.apiUrl} (profile '${config.profile}'); nothing to do.`,
      );
    });
  return withExamples(command, ['slcli logout', 'slcli logout --profile staging --json']);
}

function statusAction(io: ResolvedIo) {
  return async (_options: CommonOptions, cmd: Command) => {
    const { out, config, client } = commandContext(cmd, io);
    const userId = client.currentUserId();
    if (userId === null || !client.hasSession()) {
      throw new CliError(
        `Not signed in to ${config.apiUrl} (profile '${config.profile}'): run \`slcli login\`.`,
        EXIT.auth,
      );
    }
    // Validates the session (spec 01 §2 start-up); an expired token is refreshed on the way (§4).
    const account = await client.call(session.getAccount, { params: { id: userId } });
    const savedAt = tokenSavedAt(config.sessionFile, config.apiUrl);
    const roleName = ROLE_LABELS[account.role as Role] ?? `role ${account.role}`;
    const data = {
      account: {
        id: account.id,
        email: account.email,
        fullName: account.fullName,
        role: account.role,
        roleName,
        overtaken: account.overtaken,
      },
      businessProfile: { id: account.businessProfile.id, name: account.businessProfile.name },
      profile: config.profile,
      profileSource: config.profileSource,
      apiUrl: config.apiUrl,
      apiUrlSource: config.sources.apiUrl,
      sessionFile: config.sessionFile,
      tokenSavedAt: savedAt,
      // The server's tokens are opaque and it does not say when they expire; on a 401 the client
      // refreshes them (spec 01 §4), so expiry shows up as a new tokenSavedAt.
      tokenExpiresAt: null,
    };
    out.result(data, () =>
      [
        `${account.fullName} <${account.email}>`,
        `  role:             ${roleName}${account.overtaken ? ' (taken over)' : ''}`,
        `  business profile: ${account.businessProfile.name} (id ${account.businessProfile.id})`,
        `  slcli profile:    ${config.profile} (from ${config.profileSource})`,
        `  API URL:          ${config.apiUrl} (from ${config.sources.apiUrl})`,
        `  token saved:      ${savedAt ?? 'unknown'}`,
        '  token expiry:     not stated by the server; refreshed automatically (spec 01 §4)',
        `  session file:     ${config.sessionFile}`,
      ].join('\n'),
    );
  };
}

export function whoamiCommand(io: ResolvedIo): Command {
  const command = new Command('whoami')
    .description('Who is signed in: user, role, business profile, slcli profile, API URL and its source')
    .addOption(jsonOption())
    .action(statusAction(io));
  return withExamples(command, ['slcli whoami', 'slcli whoami --json account,apiUrl,apiUrlSource']);
}

export function authCommand(io: ResolvedIo): Command {
  const status = new Command('status')
    .description('Same as `slcli whoami`')
    .addOption(jsonOption())
    .action(statusAction(io));
  withExamples(status, ['slcli auth status', 'slcli auth status --json']);
  const command = new Command('auth').description('Session commands (`auth status`)').addCommand(status);
  return withExamples(command, ['slcli auth status']);
}
