/**
 * Typed operations: a domain implements operations of the contract by operationId, and each
 * handler's input and answer are typed from the generated `operations` of the contract
 * (`@wegrow/api/schema`, made by `pnpm --filter @wegrow/api run generate`).
 *
 * - `params`, `query` and `body` have the contract's types (they were validated against its schemas
 *   before the handler runs; images arrive as a Buffer);
 * - `user` is the caller: `AuthUser` where the operation requires a bearer token, `AuthUser | null`
 *   where it is optional, `null` where the operation is public. The definition states `auth` and
 *   it is checked against the contract's `security` when the operations are defined;
 * - the handler returns the body of the documented 200 answer, or `answer(status, body)` for another
 *   documented success status (201, 202, 204…): a value for JSON, a Buffer for other media types,
 *   a Readable for `text/event-stream` (streamed until it ends). Anything else fails `tsc`, as does
 *   an unknown operationId.
 */
import type { Readable } from 'node:stream';
import type { operations as ContractOperations } from '@wegrow/api/schema';
import { operationById, type Security } from '@wegrow/contract';
import { WRITES_OTHERS_READ } from '@wegrow/contract/details';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from './auth';
import { unauthorized } from './errors';
import { requireVerifiedEmail } from './roles';

/** Every operationId of the contract. */
export type OperationId = keyof ContractOperations;

type Contract<Id extends OperationId> = ContractOperations[Id];

/** `{}` that admits no key, for operations without path or query parameters. */
type NoParameters = Record<never, never>;
type OrNone<T> = [T] extends [never] ? NoParameters : T;

/** Media types parsed into values; a body of any other declared type (an image) arrives as bytes. */
type ParsedMediaType = 'application/json' | 'application/x-www-form-urlencoded';
/** Media types answered as a stream that stays open (Server-Sent Events): the handler returns a Readable. */
type StreamedMediaType = 'text/event-stream';
type Payload<Content> = {
  [M in keyof Content]: M extends ParsedMediaType
    ? Content[M]
    : M extends StreamedMediaType
      ? Readable
      : Buffer;
}[keyof Content];

/** The operation's path parameters (coerced from text: `/inbox/42` → `{ userId: 42 }`). */
export type PathParams<Id extends OperationId> = OrNone<
  NonNullable<Contract<Id>['parameters']['path']>
>;
/** The operation's query parameters. */
export type QueryParams<Id extends OperationId> = OrNone<
  NonNullable<Contract<Id>['parameters']['query']>
>;

type RequestBody<Id extends OperationId> = NonNullable<Contract<Id>['requestBody']>;
/** The operation's request body (undefined when it has none or when an optional one is absent). */
export type Body<Id extends OperationId> = [RequestBody<Id>] extends [never]
  ? undefined
  : RequestBody<Id> extends { content: infer C }
    ? Payload<C> | (undefined extends Contract<Id>['requestBody'] ? undefined : never)
    : undefined;

type Responses<Id extends OperationId> = Contract<Id>['responses'];
/** The documented success statuses of an operation (200, 201, 202, 204…). */
export type SuccessStatus<Id extends OperationId> = {
  [S in keyof Responses<Id>]: S extends number ? (`${S}` extends `2${string}` ? S : never) : never;
}[keyof Responses<Id>];
/** The body of one documented answer (undefined for an answer without content, such as 204). */
export type ResponseBody<
  Id extends OperationId,
  S extends keyof Responses<Id>,
> = Responses<Id>[S] extends { content: infer C } ? Payload<C> : undefined;

declare const answerBrand: unique symbol;
/** An answer with a chosen status, made by `answer()`. */
export interface Answer<S extends number, B> {
  readonly [answerBrand]: true;
  readonly status: S;
  readonly body: B;
}

const ANSWERS = new WeakSet<object>();

/** An answer with a documented success status other than 200: `answer(201, created)`, `answer(204)`. */
export function answer<S extends number>(status: S): Answer<S, undefined>;
export function answer<S extends number, B>(status: S, body: B): Answer<S, B>;
export function answer<S extends number, B>(status: S, body?: B): Answer<S, B | undefined> {
  const made = { status, body };
  ANSWERS.add(made);
  // The brand exists only in the type system (it makes `answer()` the one way to build an Answer).
  return made as unknown as Answer<S, B | undefined>;
}

function isAnswer(value: unknown): value is { status: number; body: unknown } {
  return typeof value === 'object' && value !== null && ANSWERS.has(value);
}

/** The status and body a handler's result answers with (200 and the value unless an `answer()`). */
export function answerParts(result: unknown): { status: number; body: unknown } {
  return isAnswer(result)
    ? { status: result.status, body: result.body }
    : { status: 200, body: result };
}

/** What a handler may return: the 200 body (when 200 is documented) or an `answer()` of a documented success status. */
export type Result<Id extends OperationId> =
  | (200 extends SuccessStatus<Id> ? ResponseBody<Id, 200> : never)
  | { [S in SuccessStatus<Id>]: Answer<S, ResponseBody<Id, S>> }[SuccessStatus<Id>];

/** The caller, by the operation's security. */
export type Caller<A extends Security> = A extends 'required'
  ? AuthUser
  : A extends 'optional'
    ? AuthUser | null
    : null;

/** What a handler receives besides the reply. */
export interface OperationInput<Id extends OperationId, A extends Security> {
  params: PathParams<Id>;
  query: QueryParams<Id>;
  body: Body<Id>;
  user: Caller<A>;
  /** The Fastify request, for what the contract does not type (client IP, URL). */
  request: FastifyRequest;
}

export type Handler<Id extends OperationId, A extends Security> = (
  input: OperationInput<Id, A>,
  /** For response headers; the answer itself is the handler's return value. */
  reply: FastifyReply,
) => Promise<Result<Id>>;

/** Route options an operation may need. */
export interface RouteSettings {
  /** Largest accepted request body in bytes (default: the server's). */
  bodyLimit?: number;
  /** The `detail` of the 413 answer when the body is larger than `bodyLimit`. */
  tooLargeDetail?: string;
  /**
   * A public read many people load: its 200 is kept in memory and served from there until a write
   * of its domain (the contract's tag) changes it (platform/response-cache.ts), and carries a weak
   * ETag (a hash of the answer) and `Cache-Control: no-cache`; a matching `If-None-Match` gets 304
   * (platform/etag.ts). Only for operations whose answer is the same for every caller without a
   * token: with `auth: 'optional'`, calls with a token are read each time (never kept nor served
   * from memory), so their answer may be the caller's own.
   */
  cached?: boolean;
  /** A write that changes what every cached read may show (a username, an avatar). */
  invalidatesAll?: boolean;
}

/** One operation's implementation: its security as the contract states it, and its handler. */
export type OperationDefinition<Id extends OperationId> = {
  [A in Security]: RouteSettings & { auth: A; handler: Handler<Id, A> };
}[Security];

/** Implementations by operationId (a misspelled id fails `tsc`). */
export type OperationDefinitions = { [Id in OperationId]?: OperationDefinition<Id> };

/** An operation as the router wires it (untyped: the types stop at `defineOperations`). */
export interface OperationRoute extends RouteSettings {
  handler(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** Operations ready to be routed, by operationId. */
export type Operations = ReadonlyMap<string, OperationRoute>;

/** A definition once its types have done their work (see `defineOperations`). */
interface CheckedDefinition extends RouteSettings {
  auth: Security;
  handler(
    input: {
      params: unknown;
      query: unknown;
      body: unknown;
      user: AuthUser | null;
      request: FastifyRequest;
    },
    reply: FastifyReply,
  ): Promise<unknown>;
}

function route(operationId: string, definition: CheckedDefinition): OperationRoute {
  const { security, statuses } = operationById(operationId);
  if (definition.auth !== security)
    throw new Error(
      `${operationId}: the contract's security is "${security}", the implementation says auth: "${definition.auth}".`,
    );
  const needsVerifiedEmail = WRITES_OTHERS_READ.has(operationId);
  if (needsVerifiedEmail && (security === 'none' || !statuses.includes('403')))
    throw new Error(
      `${operationId}: a write others read needs a bearer token and a documented 403 (unverified e-mail).`,
    );
  return {
    bodyLimit: definition.bodyLimit,
    tooLargeDetail: definition.tooLargeDetail,
    cached: definition.cached,
    invalidatesAll: definition.invalidatesAll,
    async handler(request, reply) {
      // The bearer hook has already refused a call without a valid token; this keeps the promise
      // of `Caller<'required'>` even if that wiring changed.
      if (security === 'required' && !request.user) throw unauthorized();
      // An account whose e-mail address is not verified does not post where others read.
      if (needsVerifiedEmail && request.user) requireVerifiedEmail(request.user);
      const result = await definition.handler(
        {
          // Validated against the contract's schemas before the handler (see platform/openapi.ts).
          params: request.params,
          query: request.query,
          body: request.body,
          user: security === 'none' ? null : request.user,
          request,
        },
        reply,
      );
      if (isAnswer(result)) {
        void reply.status(result.status);
        return result.body === undefined ? reply.send() : reply.send(result.body);
      }
      return reply.status(200).send(result);
    },
  };
}

/**
 * Typed implementations of contract operations, checked against the contract's security, ready
 * for the router. Throws for an operationId the contract does not have.
 */
export function defineOperations(definitions: OperationDefinitions): Operations {
  // The one place the types stop: each handler was checked against its operation above (in the
  // type of `definitions`), and `route` hands it the values the contract's validation let through,
  // with the caller its `auth` (checked against the contract's security) promises. A union of
  // ~100 handler types cannot be called as one, hence the cast.
  const checked = Object.entries(definitions) as [string, CheckedDefinition | undefined][];
  const routes = new Map<string, OperationRoute>();
  for (const [operationId, definition] of checked)
    if (definition) routes.set(operationId, route(operationId, definition));
  return routes;
}
