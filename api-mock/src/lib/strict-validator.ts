/**
 * The one validator compiler of the mock (issue 16 #8): fastify-type-provider-zod's, with two
 * rules every route gets at once instead of per schema:
 * - numbers in the path and the query are written in plain decimal (integers without a point
 *   where the schema says int). The contract's ids are
 *   `z.coerce.number()`, which reads `0x2`, `2e0`, `+2` and ` 2` as 2, so `/v1/accounts/0x2`
 *   opened account 2 and `DELETE /v1/teams/0x4` deleted team 4. Anything else is handed to the
 *   schema as `NaN`, which it refuses with the spec's format message (400).
 * - a request without a body (`curl -X POST …/__mock/reset`) has no body: Fastify hands `null`,
 *   which an optional body schema refused with 'Should not be empty!'.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

const PLAIN_INTEGER = /^-?\d{1,16}$/;
const PLAIN_DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

interface Def {
  type: string;
  coerce?: boolean;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional / default / nullable / pipe wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 10; depth++) {
    const def = defOf(current);
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** Keys of an object schema whose value is a coerced number, with the form its text must have. */
export function coercedNumberKeys(schema: unknown): [string, RegExp][] {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return [];
  const object = defOf(unwrap(schema as z.ZodType));
  if (object.type !== 'object' || !object.shape) return [];
  const keys: [string, RegExp][] = [];
  for (const [key, field] of Object.entries(object.shape)) {
    const number = unwrap(field);
    const def = defOf(number);
    if (def.type !== 'number' || def.coerce !== true) continue;
    keys.push([key, (number as z.ZodNumber).isInt ? PLAIN_INTEGER : PLAIN_DECIMAL]);
  }
  return keys;
}

export const strictValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const numeric =
    route.httpPart === 'params' || route.httpPart === 'querystring' ? coercedNumberKeys(route.schema) : [];
  return (data: unknown) => {
    if (route.httpPart === 'body' && data === null) return validate(undefined);
    if (numeric.length === 0 || !data || typeof data !== 'object') return validate(data);
    let checked: Record<string, unknown> | null = null;
    for (const [key, form] of numeric) {
      const value = (data as Record<string, unknown>)[key];
      if (typeof value === 'string' && !form.test(value)) {
        checked ??= { ...(data as Record<string, unknown>) };
        checked[key] = 'NaN';
      }
    }
    return validate(checked ?? data);
  };
};
