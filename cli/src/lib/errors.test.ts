import { ApiError, SignInRequiredError } from '@sl/api-contract/client';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { CliError, EXIT, toCliError } from './errors.ts';

describe('toCliError', () => {
  it.each([
    { name: 'a CliError keeps its code', error: new CliError('bad', EXIT.usage), code: EXIT.usage },
    { name: 'a refused request is 3', error: new ApiError(422, { error_message: 'Nope.' }), code: EXIT.api },
    { name: 'a server error is 3', error: new ApiError(500, {}), code: EXIT.api },
    { name: 'wrong credentials are 4', error: new ApiError(401, { error_message: 'No.' }), code: EXIT.auth },
    { name: 'forbidden is 4', error: new ApiError(403, { error_message: 'No.' }), code: EXIT.auth },
    { name: 'not found is 6', error: new ApiError(404, { error_message: 'Gone.' }), code: EXIT.notFound },
    { name: 'sign-in required is 4', error: new SignInRequiredError(), code: EXIT.auth },
    {
      name: 'a commander usage error is 2',
      error: new CommanderError(1, 'commander.unknownOption', 'x'),
      code: 2,
    },
    { name: 'help is 0', error: new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'), code: 0 },
  ])('$name', ({ error, code }) => {
    expect(toCliError(error)?.exitCode).toBe(code);
  });

  it("keeps the server's error_message, status and field errors (spec 01 §5)", () => {
    const error = toCliError(
      new ApiError(422, { error_message: 'Name is taken.', errors: { email_name: ['is taken'] } }),
    );
    expect(error).toMatchObject({
      message: 'Name is taken.',
      status: 422,
      code: 'api_error',
      fields: { email_name: 'Email name is taken' },
    });
  });

  it('leaves unexpected errors alone', () => {
    expect(toCliError(new Error('boom'))).toBeNull();
  });
});
