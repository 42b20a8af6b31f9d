/**
 * The one serializer compiler of the mock (issue 17 "per-request overhead"). Every JSON answer
 * with a response schema goes out through a writer compiled once per route from the contract's
 * zod schema. It replaces fastify-type-provider-zod's serializer, which ran `z.encode` (a check
 * that builds a full copy of the answer) then `JSON.stringify` on every request: about a tenth
 * of the CPU of the simplest authenticated read.
 *
 * The writer gives the same text as `JSON.stringify(z.encode(schema, answer))` for every answer
 * zod accepts: it walks the schema, not the answer, so it writes only the fields the contract
 * names, in the schema's order, and leaves are written by `JSON.stringify`. It also refuses
 * (throws, hence a 500, as zod's refusal did) an answer whose shape the contract does not
 * allow: a missing required field, a value of the wrong type, a value outside an enum or a
 * literal union. What it does not re-check on every request are refinements (lengths, integer,
 * ranges, e-mail and date formats) and extra keys of a strict object (it drops them). Parts of a
 * schema it does not know (a pipe, a non-string record key, a catchall, a union of objects) are
 * handed to zod for that part, as before.
 *
 * The full check stays where it finds bugs: with `crossCheck` (on under vitest, so in every API
 * spec, and with MOCK_CHECK_RESPONSES=1) each answer is also encoded by zod, which refuses what
 * the contract does not allow, and the two texts must be equal, byte for byte.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Write = (value: unknown) => string;

/** An answer the contract does not allow (what zod's check would refuse): a 500, as before. */
export class ResponseShapeError extends Error {}

/** An answer whose compiled text differs from zod's: a defect of this compiler, found by the cross-check. */
export class SerializerMismatchError extends Error {}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

function refuse(at: string, expected: string, value: unknown): never {
  throw new ResponseShapeError(
    `The answer does not fit the contract at ${at || 'the top'}: expected ${expected}, got ${describe(value)}`,
  );
}

/** What JSON.stringify escapes (control characters, quote, backslash) and any surrogate, paired or not. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what JSON escapes
const NEEDS_ESCAPE = /[\u0000-\u001f"\\\ud800-\udfff]/;

/**
 * A string as JSON.stringify writes it. Most strings have nothing to escape: they are quoted
 * as they are (the test is cheaper than the native call); the others go to JSON.stringify.
 */
const quote = (s: string) => (s.length < 5000 && !NEEDS_ESCAPE.test(s) ? `"${s}"` : JSON.stringify(s));

const isJsonLeaf = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** The values of an enum or a union of literals, or null when the schema is neither. */
function choices(def: Def): unknown[] | null {
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.type === 'literal' && def.values) return def.values;
  if (def.type === 'union' && def.options) {
    const all: unknown[] = [];
    for (const option of def.options) {
      const inner = choices(defOf(option));
      if (!inner) return null;
      all.push(...inner);
    }
    return all;
  }
  return null;
}

/** zod for this part of the answer: its check and its output, stringified. */
function byZod(schema: z.ZodType, at: string): Write {
  return (value) => {
    const result = z.safeEncode(schema, value as never);
    if (!result.success) refuse(at, result.error.issues[0]?.message ?? 'what the contract says', value);
    return JSON.stringify(result.data);
  };
}

interface Field {
  key: string;
  /** `"key":`, written once at compile time. */
  prefix: string;
  optional: boolean;
  write: Write;
}

function compileObject(def: Def, schema: z.ZodType, at: string): Write {
  const catchall = def.catchall && defOf(def.catchall).type;
  if (catchall && catchall !== 'never') return byZod(schema, at);
  const fields: Field[] = Object.entries(def.shape ?? {}).map(([key, field]) => {
    const fieldDef = defOf(field);
    const optional = fieldDef.type === 'optional';
    const inner = optional ? (fieldDef.innerType as z.ZodType) : field;
    return { key, prefix: `${JSON.stringify(key)}:`, optional, write: compile(inner, `${at}.${key}`) };
  });
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(at, 'an object', value);
    const record = value as Record<string, unknown>;
    let out = '{';
    let comma = false;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i];
      const v = record[field.key];
      if (v === undefined) {
        if (field.optional) continue;
        refuse(`${at}.${field.key}`, 'a value', v);
      }
      if (comma) out += ',';
      out += field.prefix + field.write(v);
      comma = true;
    }
    return `${out}}`;
  };
}

function compile(schema: z.ZodType, at: string): Write {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return (v) => (typeof v === 'string' ? quote(v) : refuse(at, 'a string', v));
    case 'number':
      // zod refuses NaN and the infinities; a finite number is written as JSON.stringify does.
      return (v) => (typeof v === 'number' && Number.isFinite(v) ? `${v}` : refuse(at, 'a number', v));
    case 'boolean':
      return (v) => (v === true ? 'true' : v === false ? 'false' : refuse(at, 'a boolean', v));
    case 'null':
      return (v) => (v === null ? 'null' : refuse(at, 'null', v));
    case 'nullable': {
      const inner = compile(def.innerType as z.ZodType, at);
      return (v) => (v === null ? 'null' : inner(v));
    }
    // In the encode direction a default is not applied: the value must fit the inner schema.
    case 'default':
    case 'readonly':
      return compile(def.innerType as z.ZodType, at);
    case 'object':
      return compileObject(def, schema, at);
    case 'array': {
      const element = def.element as z.ZodType;
      // An optional element would be written `null` by JSON.stringify: zod's way for that case.
      if (defOf(element).type === 'optional') return byZod(schema, at);
      const write = compile(element, `${at}[]`);
      return (v) => {
        if (!Array.isArray(v)) refuse(at, 'an array', v);
        const n = v.length;
        if (n === 0) return '[]';
        let out = `[${write(v[0])}`;
        for (let i = 1; i < n; i++) out += `,${write(v[i])}`;
        return `${out}]`;
      };
    }
    case 'record': {
      const key = defOf(def.keyType as z.ZodType);
      if (key.type !== 'string' || defOf(def.valueType as z.ZodType).type === 'optional')
        return byZod(schema, at);
      const write = compile(def.valueType as z.ZodType, `${at}[key]`);
      return (v) => {
        if (typeof v !== 'object' || v === null || Array.isArray(v)) refuse(at, 'an object', v);
        let out = '{';
        let comma = false;
        for (const k of Object.keys(v)) {
          if (comma) out += ',';
          out += `${JSON.stringify(k)}:${write((v as Record<string, unknown>)[k])}`;
          comma = true;
        }
        return `${out}}`;
      };
    }
    case 'unknown':
    case 'any':
      // zod hands these through as they are; JSON.stringify writes them as it did.
      return (v) =>
        v === undefined || typeof v === 'function' || typeof v === 'symbol'
          ? refuse(at, 'a value', v)
          : JSON.stringify(v);
    case 'enum':
    case 'literal':
    case 'union': {
      const values = choices(def);
      if (!values?.every(isJsonLeaf)) return byZod(schema, at);
      // Each allowed value's text, made once.
      const texts = new Map(values.map((x) => [x, JSON.stringify(x)]));
      const expected = `one of ${[...texts.values()].join(', ')}`;
      return (v) => texts.get(v) ?? refuse(at, expected, v);
    }
    default:
      return byZod(schema, at);
  }
}

/** The compiled writer of `schema`'s answers (see the file header). */
export function compileResponseSerializer(schema: z.ZodType): Write {
  return compile(schema, '');
}

/** Where the two texts part, with some context on each side. */
function mismatch(route: string, actual: string, expected: string): string {
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 80));
  return `The compiled serializer of ${route} differs from the contract's at character ${at}: compiled ${around(actual)}, zod ${around(expected)}`;
}

/** A route's response schema: a zod schema, or one under `properties` (as fastify-type-provider-zod reads it). */
function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.core.$ZodType) return schema as z.ZodType;
  const properties =
    schema && typeof schema === 'object' ? (schema as { properties?: unknown }).properties : null;
  return properties instanceof z.core.$ZodType ? (properties as z.ZodType) : null;
}

export function responseSerializerCompiler(options: {
  crossCheck: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    // zod's serializer: the contract's check (`z.encode`) then `JSON.stringify`.
    const checked = zodSerializerCompiler({ schema, method, url } as never) as Write;
    const zodSchema = zodSchemaOf(schema);
    if (!zodSchema) return checked;
    const compiled = compileResponseSerializer(zodSchema);
    if (!options.crossCheck) return compiled;
    return (data: unknown) => {
      // zod first: an answer the contract refuses fails as it always did.
      const expected = checked(data);
      const actual = compiled(data);
      if (actual !== expected)
        throw new SerializerMismatchError(mismatch(`${method} ${url}`, actual, expected));
      return actual;
    };
  };
}
