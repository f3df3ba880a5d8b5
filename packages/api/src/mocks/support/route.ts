import { HttpResponse, type HttpHandler, type ResponseResolverReturnType } from 'msw';
import {
  createOpenApiHttp,
  type PathsFor as PathsForHandler,
  type RequestBodyFor,
  type ResponseBodyFor,
  type ResponseResolverInfo,
} from 'openapi-msw';
import type { paths } from '../../schema';
import type { ErrorBody } from '../../types';
import { findUser } from '../db';
import type { UserRow } from '../rows';
import { operationAt, type HttpMethod, type OperationSpec, type ParameterSpec } from './contract';
import { checkMockAccessToken } from './tokens';
import { parameterError, requestBodyError } from './validation';

/**
 * openapi-msw's `http`, typed by the contract's `paths`. Its base URL (a wildcard origin, then
 * `/api`) matches the API on any origin, so the same handlers serve the browser (relative `/api`)
 * and Node (`http://localhost/api`).
 */
export const MOCK_BASE_URL = '*/api';
export const http = createOpenApiHttp<paths>({ baseUrl: MOCK_BASE_URL });

/** An error answer with the contract's body `{ detail }`. */
export function problem(status: number, detail: string): HttpResponse<ErrorBody> {
  return HttpResponse.json({ detail }, { status });
}

/** Stops the handler with an error answer (MSW answers a thrown Response as is). */
export function fail(status: number, detail: string): never {
  throw problem(status, detail);
}

export function notFound(detail = 'Not found'): never {
  return fail(404, detail);
}
export function forbidden(detail: string): never {
  return fail(403, detail);
}
export function conflict(detail: string): never {
  return fail(409, detail);
}
export function badRequest(detail: string): never {
  return fail(400, detail);
}

interface Handlers {
  get: typeof http.get;
  post: typeof http.post;
  put: typeof http.put;
  patch: typeof http.patch;
  delete: typeof http.delete;
}

/** The contract's paths that have an operation for method `M`. */
export type PathsFor<M extends HttpMethod> = PathsForHandler<Handlers[M]>;
type OperationOf<M extends HttpMethod, P extends PathsFor<M>> = paths[P][M];

/** The path parameters of an operation, converted (ids are numbers). */
export type PathParamsOf<M extends HttpMethod, P extends PathsFor<M>> =
  OperationOf<M, P> extends { parameters: { path: infer Params } } ? Params : Record<string, never>;

/** The query parameters of an operation, converted (booleans, numbers). */
export type QueryOf<M extends HttpMethod, P extends PathsFor<M>> =
  OperationOf<M, P> extends { parameters: { query?: infer Query } }
    ? [Query] extends [never | undefined]
      ? Record<string, never>
      : NonNullable<Query>
    : Record<string, never>;

/** The validated request body (binary bodies are in `bytes` instead). */
export type BodyOf<M extends HttpMethod, P extends PathsFor<M>> = Exclude<
  RequestBodyFor<Handlers[M], P>,
  string
>;

/** What the guard adds to openapi-msw's resolver info. */
interface Guarded {
  /** The caller, from a valid bearer token; null when anonymous. */
  user: UserRow | null;
  /** The caller, for operations that require a token (the guard already answered 401 without). */
  me(): UserRow;
  /** The raw bytes of a binary body (the avatar upload), else null. */
  bytes: Uint8Array | null;
  /** The body's media type, without parameters. */
  mediaType: string | null;
}

/** What a fake's resolver gets: openapi-msw's info, the caller and the validated request. */
export interface RouteContext<M extends HttpMethod, P extends PathsFor<M>>
  extends Omit<ResponseResolverInfo<paths, P, M>, 'params' | 'query'>, Guarded {
  params: PathParamsOf<M, P>;
  query: QueryOf<M, P>;
  body: BodyOf<M, P>;
}

/** Any response body the contract documents for an operation (every status). */
export type ResponseBodyOf<M extends HttpMethod, P extends PathsFor<M>> = ResponseBodyFor<
  Handlers[M],
  P
>;

type RouteResolver<M extends HttpMethod, P extends PathsFor<M>> = (
  context: RouteContext<M, P>,
) => MaybePromise<ResponseResolverReturnType<ResponseBodyOf<M, P>>>;

type MaybePromise<T> = T | Promise<T>;

function authenticate(operation: OperationSpec, request: Request): UserRow | null {
  if (operation.security === 'none') return null;
  const header = request.headers.get('Authorization');
  if (header === null) {
    return operation.security === 'required' ? fail(401, 'Not authenticated') : null;
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return fail(401, 'Not authenticated');
  const check = checkMockAccessToken(match[1]);
  if (!check.ok) return fail(401, check.detail);
  return findUser(check.userId) ?? fail(401, 'Could not validate credentials');
}

/** Text from a URL to the type its schema expects, as Fastify's querystring/params coercion does. */
function fromText(spec: ParameterSpec, text: string): unknown {
  const type = spec.schema['type'];
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function parameters(
  operation: OperationSpec,
  where: 'path' | 'query',
  read: (name: string) => string | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const spec of operation.parameters) {
    if (spec.in !== where) continue;
    const text = read(spec.name);
    const label = where === 'path' ? 'params' : 'querystring';
    if (text === null) {
      if (spec.required) fail(400, `${label} must have required property '${spec.name}'`);
      const fallback = spec.schema['default'];
      if (fallback !== undefined) values[spec.name] = fallback;
      continue;
    }
    const value = fromText(spec, text);
    const error = parameterError(label, spec.name, spec.schema, value);
    if (error) fail(400, error);
    values[spec.name] = value;
  }
  return values;
}

const BINARY = /^(image|application\/octet-stream)/;

async function readBody(
  operation: OperationSpec,
  request: Request,
): Promise<{ body: unknown; bytes: Uint8Array | null; mediaType: string | null }> {
  const { mediaTypes, required } = operation.body;
  if (mediaTypes.length === 0) return { body: undefined, bytes: null, mediaType: null };
  const mediaType =
    request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() || null;
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  if (bytes.length === 0) {
    if (required) fail(400, 'body must be object');
    return { body: undefined, bytes: null, mediaType };
  }
  if (mediaType === null || !mediaTypes.includes(mediaType)) {
    if (operation.statuses.includes('415'))
      fail(415, `Unsupported media type: ${mediaType ?? 'none'}`);
    fail(400, `body must be sent as ${mediaTypes.join(' or ')}`);
  }
  if (BINARY.test(mediaType)) return { body: undefined, bytes, mediaType };

  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  if (mediaType === 'application/x-www-form-urlencoded') {
    body = Object.fromEntries(new URLSearchParams(text));
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      fail(400, 'body is not valid JSON');
    }
  }
  const error = requestBodyError(operation.method, operation.path, mediaType, body);
  if (error) fail(400, error);
  return { body, bytes: null, mediaType };
}

/** Runs the contract's checks on a request; throws the error answer when one fails. */
async function guard(
  operation: OperationSpec,
  info: { request: Request; params: Record<string, unknown> },
): Promise<Guarded & { params: unknown; query: unknown; body: unknown }> {
  const user = authenticate(operation, info.request);
  const url = new URL(info.request.url);
  const params = parameters(operation, 'path', (name) => {
    const value = info.params[name];
    return typeof value === 'string' ? decodeURIComponent(value) : null;
  });
  const query = parameters(operation, 'query', (name) => url.searchParams.get(name));
  const { body, bytes, mediaType } = await readBody(operation, info.request);
  return {
    user,
    me: () => user ?? fail(401, 'Not authenticated'),
    params,
    query,
    body,
    bytes,
    mediaType,
  };
}

// The guard validated params, query and body against the contract's schemas, so its values have
// the operation's generated types: the casts below only restate that.

/**
 * Handler factories for the fakes. Each checks, from the contract, what the real server checks
 * before any business rule: the bearer token (401), path and query parameters and the body
 * (400, Fastify-style messages; 415 where documented), then calls the resolver with typed values.
 */
export const mock = {
  get: <P extends PathsFor<'get'>>(path: P, resolver: RouteResolver<'get', P>): HttpHandler => {
    const operation = operationAt('get', path);
    return http.get(path, async (info) =>
      resolver({ ...info, ...(await guard(operation, info)) } as RouteContext<'get', P>),
    );
  },
  post: <P extends PathsFor<'post'>>(path: P, resolver: RouteResolver<'post', P>): HttpHandler => {
    const operation = operationAt('post', path);
    return http.post(path, async (info) =>
      resolver({ ...info, ...(await guard(operation, info)) } as RouteContext<'post', P>),
    );
  },
  put: <P extends PathsFor<'put'>>(path: P, resolver: RouteResolver<'put', P>): HttpHandler => {
    const operation = operationAt('put', path);
    return http.put(path, async (info) =>
      resolver({ ...info, ...(await guard(operation, info)) } as RouteContext<'put', P>),
    );
  },
  patch: <P extends PathsFor<'patch'>>(
    path: P,
    resolver: RouteResolver<'patch', P>,
  ): HttpHandler => {
    const operation = operationAt('patch', path);
    return http.patch(path, async (info) =>
      resolver({ ...info, ...(await guard(operation, info)) } as RouteContext<'patch', P>),
    );
  },
  delete: <P extends PathsFor<'delete'>>(
    path: P,
    resolver: RouteResolver<'delete', P>,
  ): HttpHandler => {
    const operation = operationAt('delete', path);
    return http.delete(path, async (info) =>
      resolver({ ...info, ...(await guard(operation, info)) } as RouteContext<'delete', P>),
    );
  },
};
