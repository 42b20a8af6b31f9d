/** spec 01 §5 password rules, client side, with the contract's rules (the server applies the same). */
import { passwordRuleErrors } from '@sl/api-contract/schemas/account';
import { MESSAGES } from '@sl/api-contract/schemas/errors';

export function validatePassword(value: string): string[] | null {
  if (value === '') return [MESSAGES.required];
  return passwordRuleErrors(value).password ?? null;
}

export function validateConfirmation(value: string, password: string): string | null {
  if (value === '') return MESSAGES.required;
  return value === password ? null : MESSAGES.confirmation;
}
