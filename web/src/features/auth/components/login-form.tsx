/**
 * spec 01 §2, §4, §5: e-mail and password; when the server says two-factor is pending, an
 * authentication code (TOTP or backup code) is asked for and the call repeated with it.
 *
 * Native, labelled inputs rather than the react-aria form controls of components/ui, and no query
 * client (decision record 013, fourth pass): the login page's JS must stay under 120 KB gzip and
 * React with its router take ~95 of it. The visible behaviour is the form recipe's: each field's
 * rule (the contract's, `signInFieldError`) is checked on submit, its message is shown under the
 * field and read with it (aria-invalid, aria-describedby), the first invalid field takes the
 * focus, a corrected field is checked again as it is typed in, and nothing is sent while a field
 * is invalid.
 */
import { type SignInField, signInFieldError } from '@sl/api-contract/schemas/sign-in-rules';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { paths } from '#/config/paths.ts';
import type { CurrentUser } from '#/lib/session.ts';
import { createSession, type SignInInput } from '../api/create-session.ts';
import { readSignInError } from '../utils/read-sign-in-error.ts';
import './login-form.css';

export interface LoginFormProps {
  onSignedIn: (user: CurrentUser) => void;
}

type Errors = Partial<Record<SignInField, string>>;

const FIELD_NAMES: Record<SignInField, string> = {
  email: 'email',
  password: 'password',
  otp_code: 'otpCode',
};

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [pending, setPending] = useState(false);
  const [twoFactorRequired, setTwoFactorRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    otp_code: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    if (twoFactorRequired) refs.otp_code.current?.focus();
  }, [twoFactorRequired, refs.otp_code]);

  /** A field whose message is shown is checked again as it changes, so the message follows the fix. */
  function recheck(field: SignInField, value: string) {
    if (!(field in errors)) return;
    setErrors((shown) => ({ ...shown, [field]: signInFieldError(field, value) ?? undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const fields: SignInField[] = twoFactorRequired
      ? ['email', 'password', 'otp_code']
      : ['email', 'password'];
    const found: Errors = {};
    for (const field of fields) {
      const message = signInFieldError(field, String(data.get(FIELD_NAMES[field]) ?? ''));
      if (message) found[field] = message;
    }
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    const input: SignInInput = {
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    const code = String(data.get('otpCode') ?? '').trim();
    if (twoFactorRequired && code) input.otpCode = code;
    setError(null);
    setPending(true);
    createSession(input).then(
      (session) => {
        setPending(false);
        onSignedIn(session.account);
      },
      (failure: unknown) => {
        setPending(false);
        const { message, twoFactorRequired: codeNeeded } = readSignInError(failure);
        // The first time the server asks for a code, ask for it rather than report 'Invalid otp code'.
        if (codeNeeded && !twoFactorRequired) {
          setTwoFactorRequired(true);
          return;
        }
        setError(message);
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="form login-form" aria-label="Login" noValidate>
      <FormAlert messages={error ? [error] : []} />
      <NativeField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        error={errors.email}
        inputRef={refs.email}
        onValue={(v) => recheck('email', v)}
      />
      <NativeField
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        error={errors.password}
        inputRef={refs.password}
        onValue={(v) => recheck('password', v)}
      />
      {twoFactorRequired && (
        <NativeField
          name="otpCode"
          label="Authentication code"
          description="Enter the code from your authenticator app, or one of your backup codes."
          autoComplete="one-time-code"
          error={errors.otp_code}
          inputRef={refs.otp_code}
          onValue={(v) => recheck('otp_code', v)}
        />
      )}
      <button
        type="submit"
        className="button button--primary login-form__submit"
        aria-disabled={pending || undefined}
        data-pending={pending || undefined}
      >
        {pending ? 'Logging in…' : 'Log in'}
      </button>
      <Link to={paths.forgetPassword} className="link form__secondary-link">
        Forgot your password?
      </Link>
    </form>
  );
}

interface NativeFieldProps {
  name: string;
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete: string;
  description?: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onValue: (value: string) => void;
}

/** A required, labelled input with its description and message, styled as components/ui's TextField. */
function NativeField({
  name,
  label,
  type = 'text',
  autoComplete,
  description,
  error,
  inputRef,
  onValue,
}: NativeFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="field__input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        data-invalid={error ? true : undefined}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
      {description && (
        <span id={`${id}-description`} className="field__description">
          {description}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
