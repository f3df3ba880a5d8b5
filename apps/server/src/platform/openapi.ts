import { contractDocument, operationById, type OperationSpec } from '@wegrow/contract';
import { unsupportedMediaTypeDetail, PLATFORM_DETAILS } from '@wegrow/contract/details';
import {
  bodyDepthProblem,
  createAjv,
  requestNulProblem,
  validationSentence,
  type Where,
} from '@wegrow/contract/validation';
import type { Ajv2020, ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  onSendHookHandler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { type AccessTokens, authHook } from './auth';
import { etagOf, matches } from './etag';
import { badRequest, notImplemented, unprocessable, unsupportedMediaType } from './errors';
import type { OperationRoute, Operations } from './operations';
import {
  cachedAnswer,
  chooseEncoding,
  EVERY_TAG,
  lifetimeOf,
  type ResponseCache,
  type Stamp,
} from './response-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    tooLargeDetail?: string;
  }
}

// ---------------------------------------------------------------------------------- validation

/**
 * Validator compilers: JSON Schema 2020-12 (OpenAPI 3.1). Bodies are never coerced, stripped or
 * given defaults; path and query parameters are coerced from their text form (`/inbox/42` → 42).
 */
function validatorCompiler() {
  const strictAjv: Ajv2020 = createAjv();
  const coercingAjv: Ajv2020 = createAjv({ coerceTypes: true });
  return ({ schema, httpPart }: { schema: object; httpPart?: string }): ValidateFunction =>
    (httpPart === 'params' || httpPart === 'querystring' ? coercingAjv : strictAjv).compile(schema);
}

// ---------------------------------------------------------------------------------- routes

const mediaTypeOf = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();

/**
 * Fastify validates a body only when its media type has a schema; anything else would reach the
 * handler unchecked. This refuses bodies of undeclared media types (415) and missing required ones (400).
 */
function bodyGuard(operation: OperationSpec): preValidationHookHandler {
  const declared = operation.body.mediaTypes;
  return async (request: FastifyRequest): Promise<void> => {
    const mediaType = mediaTypeOf(request);
    if (mediaType === undefined && (request.body === undefined || request.body === null)) {
      if (operation.body.required) throw unprocessable(PLATFORM_DETAILS.bodyRequired);
      return;
    }
    if (mediaType === undefined || !declared.includes(mediaType))
      throw unsupportedMediaType(unsupportedMediaTypeDetail(mediaType, declared));
  };
}

/**
 * A NUL character cannot be stored in PostgreSQL text: refused (422) in any part of any request.
 * First, a body nested deeper than any operation reads is refused (400): every later rule reads
 * the body recursively.
 */
const nulGuard: preValidationHookHandler = async (request) => {
  const tooDeep = bodyDepthProblem(request.body);
  if (tooDeep) throw badRequest(tooDeep);
  const problem = requestNulProblem({
    params: request.params,
    body: request.body,
    query: request.query,
  });
  if (problem) throw unprocessable(problem);
};

const notImplementedRoute: OperationRoute = {
  async handler() {
    throw notImplemented();
  },
};

export interface OpenApiOptions {
  /** The implemented operations (the platform's and each domain's); an id twice is an error. */
  operations: readonly Operations[];
  tokens: AccessTokens;
  /** Where the `cached` reads keep their answers. */
  responses: ResponseCache;
}

/**
 * A `cached` read (see RouteSettings.cached): served from the process's memory when the URL's
 * answer is current; otherwise read, then kept. Either way with its ETag, and 304 for a client
 * that names it.
 */
function cachedRead(
  responses: ResponseCache,
  tag: string,
): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  const stamps = new WeakMap<FastifyRequest, Stamp | 'served'>();
  return {
    async onRequest(request, reply) {
      // Only a call without a token shares the kept answer (a signed-in caller's may be their own).
      if (request.method !== 'GET' || request.headers.authorization !== undefined) return;
      const answer = responses.get(request.url);
      if (!answer) {
        stamps.set(request, responses.stamp(tag));
        return;
      }
      stamps.set(request, 'served');
      void reply
        .header('etag', answer.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (matches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
      void reply.header('content-type', answer.contentType);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const encoded = encoding && answer[encoding];
      if (encoding && encoded) return reply.header('content-encoding', encoding).send(encoded);
      return reply.send(answer.body);
    },
    async onSend(request, reply, payload) {
      const stamp = stamps.get(request);
      if (stamp === 'served' || reply.statusCode !== 200 || typeof payload !== 'string')
        return payload;
      const etag = etagOf(payload);
      void reply
        .header('etag', etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (stamp)
        responses.set(
          request.url,
          stamp,
          cachedAnswer(
            payload,
            etag,
            String(reply.getHeader('content-type') ?? 'application/json'),
          ),
          lifetimeOf(reply),
        );
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      void reply.status(304).removeHeader('content-type').removeHeader('content-length');
      return '';
    },
  };
}

/** A write: once it succeeded, the cached reads it may have changed are dropped (every process). */
function invalidating(responses: ResponseCache, tag: string): onSendHookHandler {
  return async (_request, reply, payload) => {
    if (reply.statusCode < 400) void responses.changed(tag);
    return payload;
  };
}

/**
 * Wires every operation of the contract into `api` (the /api scope) with fastify-openapi-glue:
 * routes, request validation, security (bearer hook) and body guards. Operations without an
 * implementation answer 501 `{detail: "Not implemented yet"}`. Returns the ids of those.
 */
export async function registerOpenApi(
  api: FastifyInstance,
  { operations, tokens, responses }: OpenApiOptions,
): Promise<string[]> {
  const implemented = new Map<string, OperationRoute>();
  for (const group of operations)
    for (const [id, route] of group) {
      operationById(id);
      if (implemented.has(id)) throw new Error(`The operation ${id} is implemented twice.`);
      implemented.set(id, route);
    }

  api.setValidatorCompiler(validatorCompiler());
  api.setSchemaErrorFormatter(
    (errors, dataVar) =>
      new Error(validationSentence(errors as unknown as ErrorObject[], dataVar as Where)),
  );
  // Responses are not filtered through their schemas (that would silently drop fields); the tests
  // check every response against the contract instead.
  api.addHook('onRoute', (route) => {
    if (route.schema && 'response' in route.schema) {
      const { response: _response, ...schema } = route.schema as FastifySchema & {
        response?: unknown;
      };
      route.schema = schema;
    }
  });

  // Media types of the contract that Fastify does not parse by itself.
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  api.addContentTypeParser(
    ['image/png', 'image/jpeg', 'image/webp'],
    { parseAs: 'buffer' },
    (_request, body, done) => {
      done(null, body);
    },
  );

  const required = authHook(tokens, 'required');
  const optional = authHook(tokens, 'optional');
  const unimplemented: string[] = [];

  // The domains (contract tags) whose answers are kept: their writes drop them.
  const cachedTags = new Set(
    [...implemented].filter(([, route]) => route.cached).map(([id]) => operationById(id).tag),
  );

  const operationResolver = (operationId: string): RouteOptions => {
    const operation = operationById(operationId);
    const implementation = implemented.get(operationId);
    if (!implementation) unimplemented.push(operationId);
    const route = implementation ?? notImplementedRoute;
    const onRequest: onRequestHookHandler[] = [];
    if (operation.security === 'required') onRequest.push(required);
    if (operation.security === 'optional') onRequest.push(optional);
    const preValidation =
      operation.body.mediaTypes.length > 0 ? [bodyGuard(operation), nulGuard] : [nulGuard];
    const onSend: onSendHookHandler[] = [];
    if (route.cached) {
      if (operation.method !== 'get' || operation.security === 'required')
        throw new Error(`${operationId}: only a GET open to calls without a token can be cached.`);
      const cached = cachedRead(responses, operation.tag);
      onRequest.push(cached.onRequest);
      onSend.push(cached.onSend);
    } else if (route.invalidatesAll) onSend.push(invalidating(responses, EVERY_TAG));
    else if (operation.method !== 'get' && cachedTags.has(operation.tag))
      onSend.push(invalidating(responses, operation.tag));
    return {
      handler: route.handler,
      onRequest,
      preValidation,
      onSend,
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      config: { operationId, tooLargeDetail: route.tooLargeDetail },
    } as Partial<RouteOptions> as RouteOptions;
  };

  await api.register(openapiGlue, {
    specification: contractDocument,
    operationResolver,
  });
  return unimplemented;
}
