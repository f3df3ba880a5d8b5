import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse as parseYaml } from 'yaml';
import { type AccessTokens, authHook } from './auth';
import { badRequest, notImplemented, unsupportedMediaType } from './errors';

/** The HTTP contract, source of truth for the routes and their validation. */
export const OPENAPI_PATH = fileURLToPath(
  new URL('../../../../openapi/openapi.yaml', import.meta.url),
);

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** An operation's implementation, with route options when it needs them. */
export interface OperationRoute {
  handler: OperationHandler;
  /** Largest accepted request body in bytes (default: the server's). */
  bodyLimit?: number;
  /** The `detail` of the 413 answer when the body is larger than `bodyLimit`. */
  tooLargeDetail?: string;
}

/** Implementations by operationId. */
export type Operations = Record<string, OperationHandler | OperationRoute>;

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    tooLargeDetail?: string;
  }
}

type Security = 'none' | 'required' | 'optional';

export interface OperationInfo {
  operationId: string;
  method: string;
  /** The contract's path (without the /api prefix), e.g. `/inbox/{userId}`. */
  path: string;
  security: Security;
  /** Media types the request body may have; undefined when the operation takes no body. */
  bodyTypes: string[] | undefined;
  bodyRequired: boolean;
}

export interface Contract {
  /** The parsed document (do not mutate). */
  document: Record<string, unknown>;
  operations: Map<string, OperationInfo>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface RawOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> } | { $ref: string };
}

/** Reads the contract and indexes its operations. */
export function loadContract(path: string = OPENAPI_PATH): Contract {
  const document = parseYaml(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const paths = (document.paths ?? {}) as Record<string, Record<string, RawOperation>>;
  const globalSecurity = document.security as RawOperation['security'];
  const operations = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const requirements = op.security ?? globalSecurity ?? [];
      const anonymousAllowed =
        requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0);
      const security: Security =
        requirements.length === 0 ? 'none' : anonymousAllowed ? 'optional' : 'required';
      if (op.requestBody && '$ref' in op.requestBody)
        throw new Error(
          `${op.operationId}: requestBody $ref is not supported by the server wiring`,
        );
      operations.set(op.operationId, {
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        security,
        bodyTypes: op.requestBody?.content ? Object.keys(op.requestBody.content) : undefined,
        bodyRequired: op.requestBody?.required ?? false,
      });
    }
  }
  return { document, operations };
}

// ---------------------------------------------------------------------------------- validation

type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats = addFormatsPlugin as unknown as AddFormats;

function makeAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    // Bodies are validated as sent: nothing stripped, nothing coerced, no defaults filled in.
    removeAdditional: false,
    useDefaults: false,
    coerceTypes,
    allErrors: false,
    // The contract's schemas carry OpenAPI annotations (example, …) that are not JSON Schema keywords.
    strict: false,
    // Compiled route schemas may share the placeholder $id fastify-openapi-glue gives recursive ones.
    addUsedSchema: false,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Validator compilers: JSON Schema 2020-12 (OpenAPI 3.1). Bodies are never coerced or stripped;
 * path and query parameters are coerced from their text form (e.g. `/inbox/42` → 42).
 */
function validatorCompiler() {
  const strictAjv = makeAjv(false);
  const coercingAjv = makeAjv(true);
  return ({ schema, httpPart }: { schema: object; httpPart?: string }): ValidateFunction =>
    (httpPart === 'params' || httpPart === 'querystring' ? coercingAjv : strictAjv).compile(schema);
}

/** One clear sentence naming the field, e.g. `body/password must NOT have fewer than 8 characters`. */
export function formatValidationError(errors: ErrorObject[], dataVar: string): string {
  const error = errors[0];
  if (!error) return `${dataVar} is invalid`;
  const where = `${dataVar}${error.instancePath}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${where} must NOT have the additional property '${String(params.additionalProperty)}'`;
    case 'enum':
      return `${where} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    default:
      return `${where} ${error.message ?? 'is invalid'}`;
  }
}

// ---------------------------------------------------------------------------------- routes

const mediaTypeOf = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();

/**
 * Fastify validates a body only when its media type has a schema; anything else would reach the
 * handler unchecked. This refuses bodies of undeclared media types (415) and missing required ones (400).
 */
function bodyGuard(info: OperationInfo) {
  const declared = info.bodyTypes ?? [];
  return async (request: FastifyRequest): Promise<void> => {
    const mediaType = mediaTypeOf(request);
    if (mediaType === undefined && (request.body === undefined || request.body === null)) {
      if (info.bodyRequired)
        throw badRequest(`A request body is required (${declared.join(' or ')}).`);
      return;
    }
    if (mediaType === undefined || !declared.includes(mediaType))
      throw unsupportedMediaType(
        `Unsupported media type: ${mediaType ?? 'none'}. Send ${declared.join(' or ')}.`,
      );
  };
}

function notImplementedHandler(): OperationHandler {
  return async () => {
    throw notImplemented();
  };
}

export interface OpenApiOptions {
  contract: Contract;
  operations: Operations;
  tokens: AccessTokens;
}

/**
 * Wires every operation of the contract into `api` (the /api scope) with fastify-openapi-glue:
 * routes, request validation, security (bearer hook) and body guards. Operations without an
 * implementation answer 501 `{detail: "Not implemented yet"}`. Returns the ids of those.
 */
export async function registerOpenApi(
  api: FastifyInstance,
  { contract, operations, tokens }: OpenApiOptions,
): Promise<string[]> {
  for (const id of Object.keys(operations))
    if (!contract.operations.has(id)) throw new Error(`Handler for unknown operationId "${id}"`);

  api.setValidatorCompiler(validatorCompiler());
  api.setSchemaErrorFormatter((errors, dataVar) => {
    return new Error(formatValidationError(errors as ErrorObject[], dataVar));
  });
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
    const info = contract.operations.get(operationId);
    if (!info) throw new Error(`Operation ${operationId} is missing from the contract index`);
    const implementation = operations[operationId];
    if (!implementation) unimplemented.push(operationId);
    const route: OperationRoute =
      implementation === undefined
        ? { handler: notImplementedHandler() }
        : typeof implementation === 'function'
          ? { handler: implementation }
          : implementation;
    const onRequest: onRequestHookHandler[] = [];
    if (info.security === 'required') onRequest.push(required);
    if (info.security === 'optional') onRequest.push(optional);
    return {
      handler: route.handler,
      onRequest,
      preValidation: info.bodyTypes ? [bodyGuard(info)] : [],
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      config: { operationId, tooLargeDetail: route.tooLargeDetail },
    } as Partial<RouteOptions> as RouteOptions;
  };

  await api.register(openapiGlue, {
    specification: contract.document,
    operationResolver,
  });
  return unimplemented;
}
