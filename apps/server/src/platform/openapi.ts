import { contractDocument, operationById, type OperationSpec } from '@wegrow/contract';
import { unsupportedMediaTypeDetail, PLATFORM_DETAILS } from '@wegrow/contract/details';
import {
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
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { type AccessTokens, authHook } from './auth';
import { etagHook } from './etag';
import { notImplemented, unprocessable, unsupportedMediaType } from './errors';
import type { OperationRoute, Operations } from './operations';

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

/** A NUL character cannot be stored in PostgreSQL text: refused (422) in any part of any request. */
const nulGuard: preValidationHookHandler = async (request) => {
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
}

/**
 * Wires every operation of the contract into `api` (the /api scope) with fastify-openapi-glue:
 * routes, request validation, security (bearer hook) and body guards. Operations without an
 * implementation answer 501 `{detail: "Not implemented yet"}`. Returns the ids of those.
 */
export async function registerOpenApi(
  api: FastifyInstance,
  { operations, tokens }: OpenApiOptions,
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
    return {
      handler: route.handler,
      onRequest,
      preValidation,
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      ...(route.etag ? { onSend: [etagHook] } : {}),
      config: { operationId, tooLargeDetail: route.tooLargeDetail },
    } as Partial<RouteOptions> as RouteOptions;
  };

  await api.register(openapiGlue, {
    specification: contractDocument,
    operationResolver,
  });
  return unimplemented;
}
