/** Client-side checks of the sign-in form, with the spec's words (spec 01 §5). */
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { z } from 'zod';

const emailFormat = z.email();

export function validateEmail(value: string): string | null {
  if (value.trim() === '') return MESSAGES.required;
  return emailFormat.safeParse(value.trim()).success ? null : MESSAGES.email;
}

export function validateRequired(value: string): string | null {
  return value.trim() === '' ? MESSAGES.required : null;
}
