/** The e-mail a person signs in with (login, forgotten password), with the contract's e-mail rule (spec 01 §5). */
import { signInFormSchema } from '@sl/api-contract/schemas/account';
import { TextField } from '#/components/ui/text-field.tsx';
import { fieldRule } from '#/lib/form-errors.ts';

const validateEmail = fieldRule(signInFormSchema.shape.email);

export function EmailField() {
  return (
    <TextField
      name="email"
      type="email"
      label="Email"
      autoComplete="username"
      isRequired
      validate={validateEmail}
    />
  );
}
