/** Deep key case conversion, at run time and in types (spec 01 §7). */

type SnakeToCamel<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<SnakeToCamel<T>>}`
  : S;
type CamelToSnake<S extends string> = S extends `${infer C}${infer R}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${CamelToSnake<R>}`
  : S;

export type Camelize<T> = T extends readonly (infer U)[]
  ? Camelize<U>[]
  : T extends Record<string, unknown>
    ? { [K in keyof T as K extends string ? SnakeToCamel<K> : K]: Camelize<T[K]> }
    : T;

export type Snakify<T> = T extends readonly (infer U)[]
  ? Snakify<U>[]
  : T extends Record<string, unknown>
    ? { [K in keyof T as K extends string ? CamelToSnake<K> : K]: Snakify<T[K]> }
    : T;

export const toCamel = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const toSnake = (key: string): string =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function convertKeys(value: unknown, convert: (k: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => convertKeys(v, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[convert(k)] = convertKeys(v, convert);
  return out;
}

export const camelizeKeys = <T>(value: T): Camelize<T> => convertKeys(value, toCamel) as Camelize<T>;
export const snakifyKeys = <T>(value: T): Snakify<T> => convertKeys(value, toSnake) as Snakify<T>;
