/**
 * An endpoint entry: everything a caller and a server need to agree on for one call
 * (spec 01 §7 conventions). The mock iterates the table to register a route per entry.
 */
import type { z } from 'zod';
import type { Role } from '../schemas/common.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an entry. `shared-link` entries are also readable by an anonymous viewer
 * carrying a Shared-Link-Code (spec 01 §6).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session'; roles?: readonly Role[]; sharedLink?: boolean }
  | { kind: 'mock-admin' };

export interface EndpointDef<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
  /** The entry's `snakeCasePayload` as a literal type, so body and query types follow it. */
  TSnake extends boolean = boolean,
  /** The entry's `camelCaseResponse` as a literal type, so the response type follows it. */
  TCamel extends boolean = boolean,
  /** The path as a literal type: `camelCaseResponse` defaults from it (issue 10 defect 2). */
  TPath extends string = string,
> {
  /** Stable id, `domain.action`. */
  id: string;
  method: HttpMethod;
  /** Path relative to the base, with `:name` parameters. */
  path: TPath;
  /** `host` calls go to the host base rather than the API base (legacy token and logout). */
  base: 'api' | 'host';
  /** spec 01 §7: a POST carrying X-HTTP-Method-Override: GET, parameters in the body. */
  readViaPost: boolean;
  params: TParams;
  query: TQuery;
  body: TBody;
  response: TResponse;
  /** Success status the server answers with. */
  status: number;
  /** spec 01 §7: payload and query keys go out snake_case unless the call opts out. */
  snakeCasePayload: TSnake;
  /** spec 01 §7: responses of many /v1 paths are converted to camelCase. */
  camelCaseResponse: TCamel;
  /** spec 01 §7: password-reset, session and token calls skip the 401 refresh handling. */
  skipAuthRefresh: boolean;
  /** `text` for CSV variants. */
  responseType: 'json' | 'text' | 'empty';
  /** spec 01 §9: responses kept 30 minutes in the dashboard cache. */
  cached: boolean;
  access: Access;
  summary: string;
}

type Options<P, Q, B, R, S, C> = Partial<
  Omit<
    EndpointDef,
    | 'params'
    | 'query'
    | 'body'
    | 'response'
    | 'id'
    | 'method'
    | 'path'
    | 'summary'
    | 'snakeCasePayload'
    | 'camelCaseResponse'
  >
> & {
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  snakeCasePayload?: S;
  camelCaseResponse?: C;
  summary: string;
};

/** The type of an omitted flag is its run-time default: snake_case on; camelCase for /v1 paths. */
type Flag<Given, Default extends boolean> = Given extends boolean ? Given : Default;
type IsV1<Path extends string> = Path extends `/v1${string}` ? true : false;

/**
 * Fills the defaults so that each entry states only what differs. Marked free of side effects so
 * a bundle keeps only the entries it calls (decision record 013).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  const Path extends string = string,
  S extends boolean | undefined = undefined,
  C extends boolean | undefined = undefined,
>(
  id: string,
  method: HttpMethod,
  path: Path,
  options: Options<P, Q, B, R, S, C>,
): EndpointDef<P, Q, B, R, Flag<S, true>, Flag<C, IsV1<Path>>, Path> {
  return {
    id,
    method,
    path,
    base: options.base ?? 'api',
    readViaPost: options.readViaPost ?? false,
    params: options.params as P,
    query: options.query as Q,
    body: options.body as B,
    response: options.response,
    status: options.status ?? (method === 'POST' && !options.readViaPost ? 201 : 200),
    snakeCasePayload: (options.snakeCasePayload ?? true) as Flag<S, true>,
    camelCaseResponse: (options.camelCaseResponse ?? path.startsWith('/v1')) as Flag<C, IsV1<Path>>,
    skipAuthRefresh: options.skipAuthRefresh ?? false,
    responseType: options.responseType ?? 'json',
    cached: options.cached ?? false,
    access: options.access ?? { kind: 'session' },
    summary: options.summary,
  };
}

export type AnyEndpoint = EndpointDef<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType,
  boolean,
  boolean
>;
