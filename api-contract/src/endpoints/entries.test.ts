/**
 * Issue 10 defect 2, spec 01 §7: the client's types follow each entry's case conversion. These
 * checks run over EVERY entry of the endpoint table (the type of `./index.ts`): an entry whose
 * conversion flag widens to `boolean` (as the dashboard reads did when `read()` widened the path)
 * or whose response type keeps snake_case keys while the client camelCases them fails
 * `npm run typecheck`, naming the entry.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Camelize } from '../client/case.ts';
import type { ResponseOf } from '../client/create-api-client.ts';
import type { AnyEndpoint } from './define.ts';
import * as table from './index.ts';

type Modules = (typeof table)[Exclude<keyof typeof table, 'ENDPOINTS' | 'endpoint'>];
type EntriesOf<M> = { [K in keyof M]: M[K] extends AnyEndpoint ? [K, M[K]] : never }[keyof M];
/** Every entry of the table as [export name, entry type]. */
type Entry = Modules extends infer M ? (M extends unknown ? EntriesOf<M> : never) : never;

/** Keys written snake_case anywhere in a type (through objects and arrays). */
type SnakeKeys<T> = T extends readonly (infer U)[]
  ? SnakeKeys<U>
  : T extends Record<string, unknown>
    ? { [K in keyof T]-?: (K extends `${string}_${string}` ? K : never) | SnakeKeys<T[K]> }[keyof T]
    : never;

/** Export names of the entries whose path type is `string`: its /v1 default is lost from the type. */
type WidePath<X = Entry> = X extends [infer K, infer E extends AnyEndpoint]
  ? string extends E['path']
    ? K
    : never
  : never;
/** Export names of the entries whose flags are not literal: their types lost the conversion. */
type WideFlags<X = Entry> = X extends [infer K, infer E extends AnyEndpoint]
  ? boolean extends E['camelCaseResponse']
    ? K
    : boolean extends E['snakeCasePayload']
      ? K
      : never
  : never;
/** Entries that convert but whose response type still has snake_case keys. */
type SnakeInCamel<X = Entry> = X extends [infer K, infer E extends AnyEndpoint]
  ? E['camelCaseResponse'] extends true
    ? [SnakeKeys<ResponseOf<E>>] extends [never]
      ? never
      : K
    : never
  : never;
/** Entries whose client response type is not their wire type, converted exactly as flagged. */
type NotAsFlagged<X = Entry> = X extends [infer K, infer E extends AnyEndpoint]
  ? [ResponseOf<E>] extends [
      E['camelCaseResponse'] extends true ? Camelize<z.output<E['response']>> : z.output<E['response']>,
    ]
    ? never
    : K
  : never;

describe('issue 10 defect 2, spec 01 §7: every entry of the table states its case conversion in its type', () => {
  it('no entry widens its path to string (camelCaseResponse defaults from it)', () => {
    expectTypeOf<WidePath>().toBeNever();
  });

  it('no entry widens its conversion flags to boolean', () => {
    expectTypeOf<WideFlags>().toBeNever();
  });

  it('an entry that converts answers camelCase keys only', () => {
    expectTypeOf<SnakeInCamel>().toBeNever();
  });

  it('every response type is the wire type, camelCased exactly where the entry says', () => {
    expectTypeOf<NotAsFlagged>().toBeNever();
  });

  it('the dashboard reads are camelCased (the defect: data.per_page compiled, data.perPage did not)', () => {
    type Posts = ResponseOf<typeof table.dashboard.dashboardMostImpactfulPosts>;
    expectTypeOf<Posts>().toHaveProperty('perPage');
    expectTypeOf<Posts>().not.toHaveProperty('per_page');
    expectTypeOf(table.dashboard.dashboardSentiment.camelCaseResponse).toEqualTypeOf<true>();
  });

  it('the checks above iterate the same entries as the run-time table', () => {
    const modules = Object.entries(table).filter(([name]) => name !== 'ENDPOINTS' && name !== 'endpoint');
    const entries = modules.flatMap(([, m]) => Object.values(m as object));
    expect(new Set(entries.filter((e) => typeof e === 'object' && e !== null && 'path' in e))).toEqual(
      new Set(table.ENDPOINTS),
    );
  });
});
