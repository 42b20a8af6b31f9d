/**
 * One error shape for every failure (spec 01 §7, §8; spec 02 §8): `error_message` and field
 * errors under `errors`, 4xx for bad input, and never a stack trace or a bare 500.
 */
import { humanize, MESSAGES } from '@sl/api-contract/schemas/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a handler throws on purpose: status, message, and optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** zod's stock messages become the spec's generic form messages (spec 01 §5). */
function specMessage(keyword: string, message: string): string {
  const stock = /^(Invalid|Too (big|small)|Unrecognized|Expected)/.test(message);
  if (!stock) return message;
  if (keyword === 'invalid_type' && /received undefined|received null/.test(message))
    return MESSAGES.required;
  if (keyword === 'too_big') return MESSAGES.maxLength;
  if (keyword === 'too_small') return MESSAGES.minLength;
  if (keyword === 'unrecognized_keys') return 'Unknown field.';
  return MESSAGES.isFormatValid;
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        error_message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'base';
        const list = fieldErrors[field] ?? [];
        list.push(specMessage(issue.keyword, issue.message ?? ''));
        fieldErrors[field] = list;
      }
      const [field, list] = Object.entries(fieldErrors)[0];
      const message = field === 'base' ? list[0] : `${humanize(field)} ${list[0]}`;
      return reply.code(400).send({ error_message: message, errors: fieldErrors });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body is empty.'
            : error.message;
      return reply.code(status).send({ error_message: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error_message: MESSAGES.generic });
  });
});
