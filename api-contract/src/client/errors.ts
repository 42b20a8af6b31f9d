/** Error text as spec 01 §5 and §8 describe it. */
import { humanize, MESSAGES } from '../schemas/errors.ts';

export interface ApiErrorBody {
  error_message?: unknown;
  description?: unknown;
  errors?: unknown;
}

/** spec 01 §5: server field errors read '{Field name} {first error}'; an error under `base` alone. */
export function fieldErrorMessages(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null) return out;
  for (const [field, list] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(list)
      ? list.find((m) => typeof m === 'string')
      : typeof list === 'string'
        ? list
        : undefined;
    if (typeof first !== 'string') continue;
    out[field] = field === 'base' ? first : `${humanize(field)} ${first}`;
  }
  return out;
}

/** spec 01 §7: error text from error_message, then description, then the generic message. */
export function errorText(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const b = body as ApiErrorBody;
    if (typeof b.error_message === 'string' && b.error_message) return b.error_message;
    if (typeof b.description === 'string' && b.description) return b.description;
    const fields = Object.values(fieldErrorMessages(b.errors));
    if (fields.length > 0) return fields[0];
  }
  return MESSAGES.generic;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fieldErrors: Record<string, string>;
  constructor(status: number, body: unknown) {
    super(errorText(body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.fieldErrors =
      typeof body === 'object' && body !== null ? fieldErrorMessages((body as ApiErrorBody).errors) : {};
  }
}

/** Raised when the session cannot be recovered and the user must sign in again (spec 01 §4). */
export class SignInRequiredError extends ApiError {
  constructor() {
    super(401, { error_message: 'Please sign in again.' });
    this.name = 'SignInRequiredError';
  }
}

/** Raised when the token fetched from the host belongs to another user: the host must reload. */
export class ReloadRequiredError extends ApiError {
  constructor() {
    super(401, { error_message: 'Signed in as another user; reloading.' });
    this.name = 'ReloadRequiredError';
  }
}
