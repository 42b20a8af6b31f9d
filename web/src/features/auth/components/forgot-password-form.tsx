/** spec 01 §2 /forget-password: the e-mail gets a reset link (POST .../password_reset). */
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Link } from '#/components/ui/link.tsx';
import { paths } from '#/config/paths.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { EmailField } from './email-field.tsx';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    request.mutate(email, { onSuccess: () => setSentTo(email) });
  }

  if (sentTo) {
    return (
      <div className="form">
        <h1 className="auth-layout__heading">Check your e-mail</h1>
        <FormAlert
          tone="success"
          messages={[`If ${sentTo} belongs to an account, a link to choose a new password is on its way.`]}
        />
        <Link href={paths.login}>Back to login</Link>
      </div>
    );
  }
  return (
    <Form onSubmit={handleSubmit} aria-labelledby="forgot-password-heading">
      <h1 id="forgot-password-heading" className="auth-layout__heading">
        Forgot your password?
      </h1>
      <p className="auth-layout__intro">
        Enter the e-mail you sign in with and we will send you a link to choose a new password.
      </p>
      <FormAlert messages={request.isError ? readFormError(request.error) : []} />
      <EmailField />
      <Button type="submit" isPending={request.isPending}>
        Send reset link
      </Button>
      <Link href={paths.login} className="form__secondary-link">
        Back to login
      </Link>
    </Form>
  );
}
