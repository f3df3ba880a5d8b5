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
import { db, findUser } from '../db';
import type { UserRow } from '../rows';
import {
  operationAt,
  type HttpMethod,
  type OperationSpec,
  type ParameterSpec,
} from '@wegrow/contract';
import {
  PLATFORM_DETAILS,
  unsupportedMediaTypeDetail,
  WRITES_OTHERS_READ,
} from '@wegrow/contract/details';
import {
  bodyDepthProblem,
  humanizeField,
  parameterProblem,
  requestBodyProblem,
  requestNulProblem,
} from '@wegrow/contract/validation';
import { checkMockAccessToken } from './tokens';

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
/** A value breaks a rule (the server's 422). */
export function invalid(detail: string): never {
  return fail(422, detail);
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
    return operation.security === 'required' ? fail(401, PLATFORM_DETAILS.notAuthenticated) : null;
  }
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1]) return fail(401, PLATFORM_DETAILS.malformedAuthorization);
  const check = checkMockAccessToken(match[1]);
  if (!check.ok) return fail(401, check.detail);
  const user = findUser(check.userId) ?? fail(401, PLATFORM_DETAILS.invalidToken);
  // Issued before a password reset: that session has ended (the server's token version).
  if (check.version !== user.token_version) fail(401, PLATFORM_DETAILS.sessionEnded);
  // Issued for a login that ended (logged out, a reused refresh token): no token of it is left.
  const { sessionId } = check;
  if (
    sessionId !== null &&
    !db.refreshTokens.some((row) => row.family === sessionId && !row.revoked)
  )
    fail(401, PLATFORM_DETAILS.sessionEnded);
  return user;
}

/** Text from a URL to the type its schema expects, as Fastify's querystring/params coercion does. */
function fromText(spec: ParameterSpec, text: string): unknown {
  const type = spec.schema['type'];
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text))
    return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** The path or query parameters of a request, converted from text; missing ones with defaults. */
function readParameters(
  operation: OperationSpec,
  where: 'path' | 'query',
  read: (name: string) => string | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const spec of operation.parameters) {
    if (spec.in !== where) continue;
    const text = read(spec.name);
    if (text === null) {
      const fallback = spec.schema['default'];
      if (fallback !== undefined) values[spec.name] = fallback;
      continue;
    }
    values[spec.name] = fromText(spec, text);
  }
  return values;
}

/** Validates the parameters read above against their schemas (422 with the server's sentence). */
function checkParameters(
  operation: OperationSpec,
  where: 'path' | 'query',
  values: Record<string, unknown>,
): void {
  for (const spec of operation.parameters) {
    if (spec.in !== where) continue;
    const value = values[spec.name];
    if (value === undefined) {
      if (spec.required) invalid(`${humanizeField(spec.name)} is required.`);
      continue;
    }
    const problem = parameterProblem(spec, value);
    if (problem) invalid(problem);
  }
}

const BINARY = /^(image|application\/octet-stream)/;

/** Reads the body as the server's parsers do (media type, JSON, form); not yet validated. */
async function readBody(
  operation: OperationSpec,
  request: Request,
): Promise<{ body: unknown; bytes: Uint8Array | null; mediaType: string | null }> {
  const { mediaTypes, required } = operation.body;
  if (mediaTypes.length === 0) return { body: undefined, bytes: null, mediaType: null };
  const mediaType =
    request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() || null;
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  if (bytes.length === 0 && mediaType === null) {
    if (required) invalid(PLATFORM_DETAILS.bodyRequired);
    return { body: undefined, bytes: null, mediaType };
  }
  if (mediaType === null || !mediaTypes.includes(mediaType))
    fail(415, unsupportedMediaTypeDetail(mediaType, mediaTypes));
  if (BINARY.test(mediaType)) return { body: undefined, bytes, mediaType };

  const text = new TextDecoder().decode(bytes);
  if (mediaType === 'application/x-www-form-urlencoded')
    return { body: Object.fromEntries(new URLSearchParams(text)), bytes: null, mediaType };
  try {
    return { body: JSON.parse(text), bytes: null, mediaType };
  } catch {
    return fail(400, PLATFORM_DETAILS.invalidJson);
  }
}

/**
 * Runs the contract's checks on a request, in the server's order; throws the error answer when
 * one fails: the bearer token (401), the body's media type (415) and syntax (400), a NUL anywhere
 * (422), then the schemas of the path parameters, the body and the query (422).
 */
async function guard(
  operation: OperationSpec,
  info: { request: Request; params: Record<string, unknown> },
): Promise<Guarded & { params: unknown; query: unknown; body: unknown }> {
  const user = authenticate(operation, info.request);
  const url = new URL(info.request.url);
  const params = readParameters(operation, 'path', (name) => {
    const value = info.params[name];
    return typeof value === 'string' ? decodeURIComponent(value) : null;
  });
  const query = readParameters(operation, 'query', (name) => url.searchParams.get(name));
  const { body, bytes, mediaType } = await readBody(operation, info.request);
  const tooDeep = bodyDepthProblem(body);
  if (tooDeep) fail(400, tooDeep);
  const nul = requestNulProblem({ params, body, query });
  if (nul) invalid(nul);
  checkParameters(operation, 'path', params);
  if (body !== undefined && mediaType !== null && bytes === null) {
    const problem = requestBodyProblem(operation, mediaType, body);
    if (problem) invalid(problem);
  }
  checkParameters(operation, 'query', query);
  // Header parameters (Lyra's visitor id) are checked when sent, as the server's schema does.
  for (const spec of operation.parameters) {
    if (spec.in !== 'header') continue;
    const value = info.request.headers.get(spec.name);
    if (value === null) continue;
    const problem = parameterProblem(spec, value);
    if (problem) invalid(problem);
  }
  // As the server: an account whose e-mail address is not verified does not post where others read.
  if (user && !user.email_verified && WRITES_OTHERS_READ.has(operation.operationId))
    forbidden(PLATFORM_DETAILS.emailNotVerified);
  return {
    user,
    me: () => user ?? fail(401, PLATFORM_DETAILS.notAuthenticated),
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
