/** New password and its confirmation, checked with the spec 01 §5 rules as the user types. */
import { useState } from 'react';
import { TextField } from '#/components/ui/text-field.tsx';
import { validateConfirmation, validatePassword } from '../utils/validate-password.ts';

export function PasswordFields({ label = 'Password' }: { label?: string }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        description="At least 8 characters with a digit, a lowercase and an uppercase letter and a special character."
        isRequired
        value={password}
        onChange={setPassword}
        validate={validatePassword}
      />
      <TextField
        name="passwordConfirmation"
        type="password"
        label="Password confirmation"
        autoComplete="new-password"
        isRequired
        validate={(value) => validateConfirmation(value, password)}
      />
    </>
  );
}
