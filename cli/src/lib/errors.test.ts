import { ApiError, SignInRequiredError } from '@sl/api-contract/client';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { CliError, EXIT, toCliError } from './errors.ts';

describe('toCliError', () => {
  it.each([
    { name: 'a CliError keeps its code', error: new CliError('bad', EXIT.usage), code: EXIT.usage },
    { name: 'an API error is 3', error: new ApiError(400, { error_message: 'Nope.' }), code: EXIT.api },
    { name: 'sign-in required is 4', error: new SignInRequiredError(), code: EXIT.signInRequired },
    {
      name: 'a commander usage error is 2',
      error: new CommanderError(1, 'commander.unknownOption', 'x'),
      code: 2,
    },
    { name: 'help is 0', error: new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'), code: 0 },
  ])('$name', ({ error, code }) => {
    expect(toCliError(error)?.exitCode).toBe(code);
  });

  it("keeps the server's error_message and status", () => {
    const error = toCliError(new ApiError(422, { error_message: 'Name is taken.' }));
    expect(error).toMatchObject({ message: 'Name is taken.', status: 422 });
  });

  it('leaves unexpected errors alone', () => {
    expect(toCliError(new Error('boom'))).toBeNull();
  });
});
