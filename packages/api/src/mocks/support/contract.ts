/**
 * The contract at run time (`openapi.generated.json`, made by `pnpm run generate` from
 * openapi/openapi.yaml): which operations exist, their security, parameters and bodies. The fakes
 * take their auth rules and request validation from here, so they cannot drift from the contract.
 */
import generated from '../openapi.generated.json';

export type HttpMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'patch', 'delete'];

/** `required`: bearerAuth; `optional`: `[{}, {bearerAuth}]`; `none`: `security: []`. */
export type Security = 'required' | 'optional' | 'none';

export type JsonObject = Record<string, unknown>;

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonObject;
}

export interface OperationSpec {
  method: HttpMethod;
  /** The contract's path template, e.g. `/inbox/{userId}`. */
  path: string;
  operationId: string;
  tag: string;
  security: Security;
  parameters: ParameterSpec[];
  /** The accepted body media types (empty without a body) and whether a body is required. */
  body: { required: boolean; mediaTypes: string[] };
  /** The documented statuses, e.g. `['200', '400', '401']`. */
  statuses: string[];
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The whole runtime document (for Ajv, which resolves its `$ref`s). */
export const contractDocument: JsonObject = generated;

function objectAt(value: unknown, ...keys: string[]): JsonObject {
  let node: unknown = value;
  for (const key of keys) node = isJsonObject(node) ? node[key] : undefined;
  return isJsonObject(node) ? node : {};
}

/** Follows a local `$ref` (`#/components/...`) once. */
export function resolveRef(node: unknown): JsonObject {
  if (!isJsonObject(node)) return {};
  const ref = node['$ref'];
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  return objectAt(contractDocument, ...ref.slice(2).split('/'));
}

function securityOf(operation: JsonObject): Security {
  const security = operation['security'];
  if (!Array.isArray(security) || security.length === 0) return 'none';
  const anonymousAllowed = security.some(
    (requirement) => isJsonObject(requirement) && Object.keys(requirement).length === 0,
  );
  return anonymousAllowed ? 'optional' : 'required';
}

function parametersOf(pathItem: JsonObject, operation: JsonObject): ParameterSpec[] {
  const all = [pathItem['parameters'], operation['parameters']].flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  return all.map(resolveRef).flatMap((parameter) => {
    const where = parameter['in'];
    const name = parameter['name'];
    if ((where !== 'path' && where !== 'query') || typeof name !== 'string') return [];
    return [
      {
        name,
        in: where,
        required: parameter['required'] === true,
        schema: resolveRef(parameter['schema']),
      },
    ];
  });
}

function operationsOf(): OperationSpec[] {
  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(objectAt(contractDocument, 'paths'))) {
    if (!isJsonObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      const requestBody = resolveRef(operation['requestBody']);
      const tags = operation['tags'];
      operations.push({
        method,
        path,
        operationId: String(operation['operationId']),
        tag: Array.isArray(tags) && typeof tags[0] === 'string' ? tags[0] : '',
        security: securityOf(operation),
        parameters: parametersOf(item, operation),
        body: {
          required: requestBody['required'] === true,
          mediaTypes: Object.keys(objectAt(requestBody, 'content')),
        },
        statuses: Object.keys(objectAt(operation, 'responses')),
      });
    }
  }
  return operations;
}

/** Every operation of the contract. */
export const operations: readonly OperationSpec[] = operationsOf();

const byKey = new Map(
  operations.map((operation) => [`${operation.method} ${operation.path}`, operation]),
);

/** The operation at `method path` (the contract's template); throws for an unknown one. */
export function operationAt(method: HttpMethod, path: string): OperationSpec {
  const operation = byKey.get(`${method} ${path}`);
  if (!operation) throw new Error(`The contract has no operation ${method.toUpperCase()} ${path}.`);
  return operation;
}

/** A JSON pointer (as a URI fragment) into the document. */
export function pointer(...segments: string[]): string {
  return (
    '#/' +
    segments
      .map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')))
      .join('/')
  );
}
