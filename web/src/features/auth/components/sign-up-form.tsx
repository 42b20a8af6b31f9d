/**
 * spec 01 §2 /sign-up: with an invite (query tm) the e-mail comes from the invite; names and a
 * password (spec 01 §5 rules) create the account, which is then signed in.
 */
import { signUpBodySchema } from '@sl/api-contract/schemas/account';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { fieldRule } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { inviteQueryOptions, useSignUp } from '../api/sign-up.ts';
import { PasswordFields } from './password-fields.tsx';

const NAME_RULES = signUpBodySchema.shape.account.shape;

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
        validate={fieldRule(NAME_RULES.first_name)}
      />
      <TextField
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        isRequired
        validate={fieldRule(NAME_RULES.last_name)}
      />
      <PasswordFields />
      <Button type="submit" isPending={signUp.isPending}>
        Sign Up
      </Button>
    </Form>
  );
}
