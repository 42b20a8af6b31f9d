/** `slcli login`: signs in and keeps the session in the profile's session file for later commands. */
import { ApiError } from '@sl/api-contract/client';
import { session } from '@sl/api-contract/endpoints';
import { Command } from 'commander';
import { type CommonOptions, commandContext } from '../lib/command-context.ts';
import { CliError, EXIT } from '../lib/errors.ts';
import type { ResolvedIo } from '../lib/io.ts';

interface LoginOptions extends CommonOptions {
  email?: string;
  password?: string;
  otp?: string;
}

export function loginCommand(io: ResolvedIo): Command {
  return new Command('login')
    .description('Sign in and keep the session for later commands')
    .option('--email <email>', 'e-mail (env SLCLI_EMAIL, or the profile)')
    .option('--password <password>', 'password (env SLCLI_PASSWORD, or the profile)')
    .option('--otp <code>', 'two-factor code (TOTP or a backup code) when the account has two-factor on')
    .option('--json', 'print the signed-in account as JSON')
    .action(async (options: LoginOptions, command: Command) => {
      const { out, config, client } = commandContext(command, io);
      const email = options.email ?? config.email;
      const password = options.password ?? config.password;
      if (!email)
        throw new CliError(
          'No e-mail: pass --email, set SLCLI_EMAIL or add email to the profile.',
          EXIT.usage,
        );
      if (!password) {
        throw new CliError(
          'No password: pass --password, set SLCLI_PASSWORD or add password to the profile.',
          EXIT.usage,
        );
      }

      out.progress(`Signing in to ${config.apiUrl} as ${email}…`);
      let result: Awaited<ReturnType<typeof client.call<typeof session.createSession>>>;
      try {
        // The client stores the returned tokens in the session file.
        result = await client.call(session.createSession, {
          body: { email, password, otpCode: options.otp },
        });
      } catch (error) {
        throw twoFactorHint(error, options.otp !== undefined);
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
}

/** The server says two-factor is pending; tell the person which flag answers it. */
function twoFactorHint(error: unknown, otpGiven: boolean): unknown {
  if (otpGiven || !(error instanceof ApiError)) return error;
  const body = error.body as { two_factor_required?: unknown } | null;
  if (body?.two_factor_required !== true) return error;
  return new CliError(`${error.message} This account has two-factor on: pass --otp <code>.`, EXIT.api, {
    cause: error,
    status: error.status,
  });
}
