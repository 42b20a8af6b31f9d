/** spec 01 §2 /reset-password/{token}: check the token, then set the new password (spec 01 §5 rules). */
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

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const check = useQuery(passwordResetTokenQueryOptions(token));
  const reset = useResetPassword();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    reset.mutate(
      {
        token,
        account: {
          password: String(data.get('password') ?? ''),
          passwordConfirmation: String(data.get('passwordConfirmation') ?? ''),
        },
      },
      { onSuccess: onDone },
    );
  }

  if (check.isPending) return <Spinner label="Checking the link" />;
  if (check.isError) {
    return (
      <div className="form">
        <FormAlert messages={readFormError(check.error)} />
        <Link href={paths.forgetPassword}>Ask for a new link</Link>
      </div>
    );
  }
  return (
    <Form onSubmit={handleSubmit} aria-label="Reset password">
      <h2 className="form__title">Choose a new password</h2>
      <p className="form__intro">For {check.data.email}</p>
      <FormAlert messages={reset.isError ? readFormError(reset.error) : []} />
      <PasswordFields label="New password" />
      <Button type="submit" isPending={reset.isPending}>
        Save new password
      </Button>
    </Form>
  );
}
