/**
 * spec 01 §2 /sign-up: with an invite (query tm) the e-mail comes from the invite; names and a
 * password (spec 01 §5 rules) create the account, which is then signed in.
 */
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { inviteQueryOptions, useSignUp } from '../api/sign-up.ts';
import { validateRequired } from '../utils/validate-credentials.ts';
import { PasswordFields } from './password-fields.tsx';

export function SignUpForm({ token, onSignedUp }: { token: string; onSignedUp: () => void }) {
  const invite = useQuery(inviteQueryOptions(token));
  const signUp = useSignUp();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!invite.data) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    signUp.mutate(
      {
        account: {
          firstName: text('firstName').trim(),
          lastName: text('lastName').trim(),
          email: invite.data.email,
          password: text('password'),
          passwordConfirmation: text('passwordConfirmation'),
        },
        teamMemberInviteToken: token,
      },
      { onSuccess: onSignedUp },
    );
  }

  if (invite.isPending) return <Spinner label="Checking the invitation" />;
  if (invite.isError) return <FormAlert messages={readFormError(invite.error)} />;
  return (
    <Form onSubmit={handleSubmit} aria-label="Sign Up">
      <FormAlert messages={signUp.isError ? readFormError(signUp.error) : []} />
      <TextField name="email" type="email" label="Email" value={invite.data.email} isReadOnly />
      <TextField
        name="firstName"
        label="First name"
        autoComplete="given-name"
        isRequired
        validate={validateRequired}
      />
      <TextField
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        isRequired
        validate={validateRequired}
      />
      <PasswordFields />
      <Button type="submit" isPending={signUp.isPending}>
        Sign Up
      </Button>
    </Form>
  );
}
