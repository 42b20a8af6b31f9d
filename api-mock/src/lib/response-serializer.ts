/**
 * The one serializer compiler of the mock (issue 17 "per-request overhead"). Every JSON answer
 * with a response schema goes out through a function compiled once per route from the
 * contract's zod schema. It replaces fastify-type-provider-zod's serializer, which ran
 * `z.encode` (zod's generic walk, which checks every value and builds a copy of the answer with
 * only the fields the contract names) then `JSON.stringify`, on every request: about a tenth of
 * the CPU of the simplest authenticated read.
 *
 * The compiled function does what that pair did, without zod's generic machinery: generated
 * code (one function per object and array of the schema, fields read by name) builds the same
 * copy, the contract's fields in the schema's order, and `JSON.stringify` writes it. So the text
 * is the same as before for every answer zod accepted: same object shapes, same key order, and
 * the same stringify for every value (escapes, numbers, `toJSON`, fields left undefined). It
 * refuses (throws, so a 500, as zod's refusal did) an answer whose shape the contract does not
 * allow: a missing required field, a value of another type, a value outside an enum or a
 * literal union. What it does not re-check on every request are refinements (lengths, integer,
 * ranges, e-mail and date formats) and extra keys of a strict object (dropped, like every field
 * the contract does not name). Parts of a schema it does not know (a pipe, a non-string record
 * key, a catchall, a union of objects) are handed to zod, as before.
 *
 * zod's full check stays where it finds bugs: with `crossCheck` (on under vitest, so in every
 * API spec, and with MOCK_CHECK_RESPONSES=1) each answer is also encoded by zod, which refuses
 * what the contract does not allow, and the two texts must be equal, byte for byte.
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

/** A refusal for one place of the schema, made at compile time; the generated code calls it. */
const refusal =
  (at: string, expected: string) =>
  (value: unknown): never => {
    throw new ResponseShapeError(
      `The answer does not fit the contract at ${at || 'the top'}: expected ${expected}, got ${describe(value)}`,
    );
  };

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

/** Keys a generated object literal or property read must not carry. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Generates the code. Each object, array and record schema becomes one function `f<N>(v)` that
 * checks `v` and returns its copy; leaves are checked in place and kept as they are. Values the
 * code needs (refusals, enum sets, zod schemas of the parts zod handles) are passed in `h`.
 */
class Generator {
  readonly helpers: unknown[] = [];
  readonly functions: string[] = [];
  private readonly cache = new Map<z.ZodType, string>();

  ref(value: unknown): string {
    this.helpers.push(value);
    return `h[${this.helpers.length - 1}]`;
  }

  /** Statements that check `name` against `schema` and leave its output value in `name`. */
  check(schema: z.ZodType, name: string, at: string): string {
    const def = defOf(schema);
    const refuse = (expected: string) => `${this.ref(refusal(at, expected))}(${name});`;
    switch (def.type) {
      case 'string':
        return `if (typeof ${name} !== 'string') ${refuse('a string')}`;
      case 'number':
        // zod refuses NaN and the infinities.
        return `if (typeof ${name} !== 'number' || !Number.isFinite(${name})) ${refuse('a number')}`;
      case 'boolean':
        return `if (typeof ${name} !== 'boolean') ${refuse('a boolean')}`;
      case 'null':
        return `if (${name} !== null) ${refuse('null')}`;
      case 'unknown':
      case 'any':
        // zod hands these through as they are (an object key with undefined is refused).
        return `if (${name} === undefined) ${refuse('a value')}`;
      case 'nullable':
        return `if (${name} !== null) { ${this.check(def.innerType as z.ZodType, name, at)} }`;
      // In the encode direction a default is not applied: the value must fit the inner schema.
      case 'default':
      case 'readonly':
        return this.check(def.innerType as z.ZodType, name, at);
      case 'enum':
      case 'literal':
      case 'union': {
        const values = choices(def);
        if (!values?.every(isJsonLeaf)) return this.byZod(schema, name, at);
        const expected = `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`;
        return `if (!${this.ref(new Set(values))}.has(${name})) ${refuse(expected)}`;
      }
      case 'object':
      case 'array':
      case 'record': {
        const fn = this.container(schema, def, at);
        return fn ? `${name} = ${fn}(${name});` : this.byZod(schema, name, at);
      }
      default:
        return this.byZod(schema, name, at);
    }
  }

  /** zod for this part: its check, and its output in place of the value. */
  private byZod(schema: z.ZodType, name: string, at: string): string {
    const encode = (value: unknown) => {
      const result = z.safeEncode(schema, value as never);
      if (!result.success) refusal(at, result.error.issues[0]?.message ?? 'what the contract says')(value);
      return result.data;
    };
    return `${name} = ${this.ref(encode)}(${name});`;
  }

  /** The name of the function that checks and copies an object, array or record; null: zod's part. */
  private container(schema: z.ZodType, def: Def, at: string): string | null {
    const known = this.cache.get(schema);
    if (known) return known;
    const index = this.functions.length;
    const name = `f${index}`;
    this.functions.push('');
    // Named before its body is made, so a schema that contains itself calls itself.
    this.cache.set(schema, name);
    let body: string | null;
    if (def.type === 'object') body = this.object(def, at);
    else if (def.type === 'array') body = this.array(def, at);
    else body = this.record(def, at);
    if (body === null) {
      this.cache.delete(schema);
      return null;
    }
    this.functions[index] = `function ${name}(v) {\n${body}\n}`;
    return name;
  }

  private object(def: Def, at: string): string | null {
    const catchall = def.catchall && defOf(def.catchall).type;
    if (catchall && catchall !== 'never') return null;
    const entries = Object.entries(def.shape ?? {});
    if (entries.some(([key]) => UNSAFE_KEYS.has(key))) return null;
    const lines = [
      `if (typeof v !== 'object' || v === null || Array.isArray(v)) ${this.ref(refusal(at, 'an object'))}(v);`,
    ];
    const fields: string[] = [];
    entries.forEach(([key, field], i) => {
      const fieldDef = defOf(field);
      const optional = fieldDef.type === 'optional';
      const inner = optional ? (fieldDef.innerType as z.ZodType) : field;
      const local = `a${i}`;
      const check = this.check(inner, local, `${at}.${key}`);
      lines.push(`let ${local} = v[${JSON.stringify(key)}];`);
      // An optional field left undefined stays undefined: JSON.stringify leaves it out, as before.
      lines.push(optional ? `if (${local} !== undefined) { ${check} }` : check);
      fields.push(`${JSON.stringify(key)}: ${local}`);
    });
    lines.push(`return { ${fields.join(', ')} };`);
    return lines.join('\n');
  }

  private array(def: Def, at: string): string | null {
    const element = def.element as z.ZodType;
    // JSON.stringify writes an undefined element as null: zod's way for that rare case.
    if (defOf(element).type === 'optional') return null;
    return [
      `if (!Array.isArray(v)) ${this.ref(refusal(at, 'an array'))}(v);`,
      'const n = v.length;',
      'const out = [];',
      `for (let i = 0; i < n; i++) { let x = v[i]; ${this.check(element, 'x', `${at}[]`)} out.push(x); }`,
      'return out;',
    ].join('\n');
  }

  private record(def: Def, at: string): string | null {
    const key = defOf(def.keyType as z.ZodType);
    if (key.type !== 'string' || defOf(def.valueType as z.ZodType).type === 'optional') return null;
    return [
      `if (typeof v !== 'object' || v === null || Array.isArray(v)) ${this.ref(refusal(at, 'an object'))}(v);`,
      'const out = {};',
      `for (const k of Object.keys(v)) { let x = v[k]; ${this.check(def.valueType as z.ZodType, 'x', `${at}[key]`)} out[k] = x; }`,
      'return out;',
    ].join('\n');
  }
}

/** The compiled writer of `schema`'s answers (see the file header). */
export function compileResponseSerializer(schema: z.ZodType): Write {
  const generator = new Generator();
  const top = generator.check(schema, 'value', '');
  const source = `${generator.functions.join('\n')}\nreturn function write(value) {\n${top}\nreturn JSON.stringify(value);\n};`;
  // The source is made from the contract's own schemas (keys quoted with JSON.stringify), never from a request.
  return new Function('h', source)(generator.helpers) as Write;
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
