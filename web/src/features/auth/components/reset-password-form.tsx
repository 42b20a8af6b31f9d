/**
 * spec 01 §2 /reset-password/{token}: check the token, then set the new password (spec 01 §5 rules).
 * A new password ends every session of the account, so the form signs in again with it: whoever
 * followed the link, a guest or a signed-in user changing their password, ends signed in.
 */
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Link } from '#/components/ui/link.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { paths } from '#/config/paths.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { passwordResetTokenQueryOptions, useResetPassword } from '../api/password-reset.ts';
import { PasswordFields } from './password-fields.tsx';

export interface ResetPasswordFormProps {
  token: string;
  /** Signed in again with the new password. */
  onSignedIn: () => void;
  /** The password changed but signing in needs more (a two-factor code): the login form asks for it. */
  onSignInNeeded: () => void;
}

export function ResetPasswordForm({ token, onSignedIn, onSignInNeeded }: ResetPasswordFormProps) {
  const check = useQuery(passwordResetTokenQueryOptions(token));
  const reset = useResetPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check.data) return;
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    reset.mutate(
      {
        token,
        email: check.data.email,
        account: { password, passwordConfirmation: String(data.get('passwordConfirmation') ?? '') },
      },
      { onSuccess: ({ signedIn }) => (signedIn ? onSignedIn() : onSignInNeeded()) },
    );
  }

  if (check.isPending) return <Spinner label="Checking the link" />;
  if (check.isError) {
    return (
      <div className="form">
        <h1 className="auth-layout__heading">Reset password</h1>
        <FormAlert messages={readFormError(check.error)} />
        <Link href={paths.forgetPassword}>Ask for a new link</Link>
      </div>
    );
  }
  return (
    <Form onSubmit={handleSubmit} aria-label="Reset password">
      <h1 id="reset-password-heading" className="auth-layout__heading">
        Choose a new password
      </h1>
      <p className="auth-layout__intro">For {check.data.email}</p>
      <FormAlert messages={reset.isError ? readFormError(reset.error) : []} />
      <PasswordFields label="New password" />
      <Button type="submit" isPending={reset.isPending}>
        Save new password
      </Button>
    </Form>
  );
}
