/**
 * spec 01 §2, §4: e-mail and password; when the server says two-factor is pending, an
 * authentication code (TOTP or backup code) is asked for and the call repeated with it.
 */
import { signInFormSchema } from '@sl/api-contract/schemas/account';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Link } from '#/components/ui/link.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { paths } from '#/config/paths.ts';
import { fieldRule } from '#/lib/form-errors.ts';
import type { CurrentUser } from '#/lib/session.ts';
import { type SignInInput, useCreateSession } from '../api/create-session.ts';
import { readSignInError } from '../utils/read-sign-in-error.ts';
import { EmailField } from './email-field.tsx';

const { password, otp_code: otpCode } = signInFormSchema.shape;
const validatePassword = fieldRule(password);
const validateCode = fieldRule(otpCode.def.innerType);

export interface LoginFormProps {
  onSignedIn: (user: CurrentUser) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const signIn = useCreateSession();
  const [twoFactorRequired, setTwoFactorRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (twoFactorRequired) codeRef.current?.focus();
  }, [twoFactorRequired]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: SignInInput = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const code = String(data.get('otpCode') ?? '').trim();
    if (twoFactorRequired && code) input.otpCode = code;
    setError(null);
    signIn.mutate(input, {
      onSuccess: (session) => onSignedIn(session.account),
      onError: (failure) => {
        const { message, twoFactorRequired: codeNeeded } = readSignInError(failure);
        // The first time the server asks for a code, ask for it rather than report 'Invalid otp code'.
        if (codeNeeded && !twoFactorRequired) {
          setTwoFactorRequired(true);
          return;
        }
        setError(message);
      },
    });
  }

  return (
    <Form onSubmit={handleSubmit} className="login-form" aria-label="Login">
      <FormAlert messages={error ? [error] : []} />
      <EmailField />
      <TextField
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        isRequired
        validate={validatePassword}
      />
      {twoFactorRequired && (
        <TextField
          name="otpCode"
          label="Authentication code"
          description="Enter the code from your authenticator app, or one of your backup codes."
          autoComplete="one-time-code"
          isRequired
          validate={validateCode}
          inputRef={codeRef}
        />
      )}
      <Button type="submit" isPending={signIn.isPending} className="login-form__submit">
        {signIn.isPending ? 'Logging in…' : 'Log in'}
      </Button>
      <Link href={paths.forgetPassword} className="form__secondary-link">
        Forgot your password?
      </Link>
    </Form>
  );
}
