/**
 * DESIGN §3: the client's types are the wire types camelCased where the entry converts (spec 01
 * §7), and the wire types themselves where it opts out.
 */
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { dashboardSentiment } from '../endpoints/dashboard.ts';
import { endpoint } from '../endpoints/define.ts';
import type { createSession, hostToken } from '../endpoints/session.ts';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf } from './create-api-client.ts';

const wire = z.object({ display_name: z.string(), nested_list: z.array(z.object({ team_id: z.number() })) });

const converts = endpoint('t.converts', 'POST', '/v1/things', {
  query: z.object({ page_size: z.number().optional() }),
  body: wire,
  response: wire,
  summary: 'test',
});
const optsOut = endpoint('t.optsOut', 'POST', '/v1/things', {
  query: z.object({ page_size: z.number().optional() }),
  body: wire,
  response: wire,
  snakeCasePayload: false,
  camelCaseResponse: false,
  summary: 'test',
});
const legacyPath = endpoint('t.legacy', 'GET', '/search/items/:id', {
  params: z.object({ id: z.coerce.number() }),
  response: z.object({ folder_id: z.number().nullable() }),
  summary: 'test',
});
const text = endpoint('t.csv', 'POST', '/v1/things.csv', {
  readViaPost: true,
  body: wire,
  response: z.string(),
  responseType: 'text',
  summary: 'test',
});

type Camel = { displayName: string; nestedList: { teamId: number }[] };
type Snake = { display_name: string; nested_list: { team_id: number }[] };

describe('spec 01 §7: call types follow the case-conversion flags', () => {
  it('camelCases body, query and response of an entry that converts', () => {
    expectTypeOf<BodyOf<typeof converts>>().toEqualTypeOf<Camel>();
    expectTypeOf<QueryOf<typeof converts>>().toEqualTypeOf<{ pageSize?: number | undefined }>();
    expectTypeOf<ResponseOf<typeof converts>>().toEqualTypeOf<Camel>();
    expectTypeOf(converts.snakeCasePayload).toEqualTypeOf<true>();
    expectTypeOf(converts.camelCaseResponse).toEqualTypeOf<true>();
  });

  it('keeps the wire keys of an entry that opts out', () => {
    expectTypeOf<BodyOf<typeof optsOut>>().toEqualTypeOf<Snake>();
    expectTypeOf<QueryOf<typeof optsOut>>().toEqualTypeOf<{ page_size?: number | undefined }>();
    expectTypeOf<ResponseOf<typeof optsOut>>().toEqualTypeOf<Snake>();
    expectTypeOf(optsOut.snakeCasePayload).toEqualTypeOf<false>();
    expectTypeOf(optsOut.camelCaseResponse).toEqualTypeOf<false>();
  });

  it('leaves responses of paths outside /v1 as they are unless the entry says otherwise', () => {
    expectTypeOf<ResponseOf<typeof legacyPath>>().toEqualTypeOf<{ folder_id: number | null }>();
    expectTypeOf<ParamsOf<typeof legacyPath>>().toEqualTypeOf<{ id: unknown }>();
    expectTypeOf<BodyOf<typeof legacyPath>>().toEqualTypeOf<undefined>();
    // spec 01 §7: the host token call is converted although it is not under /v1.
    expectTypeOf<ResponseOf<typeof hostToken>>().toHaveProperty('csrfToken');
  });

  it('types a CSV variant as text', () => {
    expectTypeOf<ResponseOf<typeof text>>().toEqualTypeOf<string>();
  });

  it('types the real entries from their schemas', () => {
    expectTypeOf<BodyOf<typeof createSession>>().toHaveProperty('otpCode');
    expectTypeOf<ResponseOf<typeof createSession>>().toHaveProperty('accessToken');
    expectTypeOf<ResponseOf<typeof dashboardSentiment>>().not.toBeAny();
  });
});
