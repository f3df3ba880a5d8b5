/**
 * @wegrow/contract: the HTTP contract at run time. `generated/openapi.json` is `openapi.yaml`
 * bundled into one JSON document (`pnpm --filter @wegrow/api run generate`; a test fails while it
 * is stale). This module indexes its operations once, for everything that reads the contract at
 * run time: the server's routes, the MSW fakes and both sides' tests.
 */
import generated from '../generated/openapi.json';

export type HttpMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'patch', 'delete'];

/** `required`: bearerAuth; `optional`: `[{}, {bearerAuth}]`; `none`: no security. */
export type Security = 'required' | 'optional' | 'none';

export type JsonObject = Record<string, unknown>;

export interface ParameterSpec {
  name: string;
  /** Headers are named as the contract writes them (`X-Lyra-Visitor`); HTTP reads them in any case. */
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonObject;
}

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** The contract's path template, without the `/api` prefix, e.g. `/inbox/{userId}`. */
  path: string;
  /** The operation's first tag: its domain (`journal`, `meal-planning`…). */
  tag: string;
  security: Security;
  parameters: ParameterSpec[];
  /** The accepted body media types (empty without a body) and whether a body is required. */
  body: { required: boolean; mediaTypes: string[] };
  /** The documented statuses, e.g. `['200', '401', '422']`. */
  statuses: string[];
}

/** The largest value of a PostgreSQL `integer` column: every integer of the contract is bounded by it. */
export const INT32_MAX = 2_147_483_647;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The whole document (for Ajv, which resolves its `$ref`s, and for the server's API docs). */
export const contractDocument: JsonObject = generated;

function objectAt(value: unknown, ...keys: string[]): JsonObject {
  let node: unknown = value;
  for (const key of keys) node = isJsonObject(node) ? node[key] : undefined;
  return isJsonObject(node) ? node : {};
}

/** The node at a JSON pointer (`#/components/schemas/Error` or `/components/…`), if any. */
export function nodeAt(ref: string): unknown {
  let node: unknown = contractDocument;
  for (const raw of ref.replace(/^#?\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isJsonObject(node) ? node[key] : undefined;
  }
  return node;
}

/** Follows local `$ref`s (`#/components/...`) until a node that is not a reference. */
export function resolveRef(node: unknown): JsonObject {
  let current = node;
  for (let hops = 0; hops < 10; hops += 1) {
    if (!isJsonObject(current)) return {};
    const ref = current['$ref'];
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return current;
    current = nodeAt(ref);
  }
  throw new Error('A $ref chain of the contract is too long (a cycle?).');
}

/** A JSON pointer (as a URI fragment) into the document: `pointer('paths', '/journal', 'get')`. */
export function pointer(...segments: string[]): string {
  return (
    '#/' +
    segments
      .map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1')))
      .join('/')
  );
}

function securityOf(operation: JsonObject): Security {
  const security = operation['security'] ?? contractDocument['security'];
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
    if ((where !== 'path' && where !== 'query' && where !== 'header') || typeof name !== 'string')
      return [];
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

function indexOperations(): OperationSpec[] {
  const found: OperationSpec[] = [];
  for (const [path, item] of Object.entries(objectAt(contractDocument, 'paths'))) {
    if (!isJsonObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      const operationId = operation['operationId'];
      if (typeof operationId !== 'string')
        throw new Error(`${method.toUpperCase()} ${path} has no operationId.`);
      const requestBody = resolveRef(operation['requestBody']);
      const tags = operation['tags'];
      found.push({
        operationId,
        method,
        path,
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
  return found;
}

/** Every operation of the contract, in document order. */
export const operations: readonly OperationSpec[] = indexOperations();

const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
const byRoute = new Map(
  operations.map((operation) => [`${operation.method} ${operation.path}`, operation]),
);

/** The operation with this operationId; throws for an unknown one. */
export function operationById(operationId: string): OperationSpec {
  const operation = byId.get(operationId);
  if (!operation) throw new Error(`The contract has no operation "${operationId}".`);
  return operation;
}

/** The operation at `method path` (the contract's template); throws for an unknown one. */
export function operationAt(method: HttpMethod, path: string): OperationSpec {
  const operation = byRoute.get(`${method} ${path}`);
  if (!operation) throw new Error(`The contract has no operation ${method.toUpperCase()} ${path}.`);
  return operation;
}

/** Where an operation lives in the document, as a JSON pointer. */
export function operationPointer(operation: OperationSpec): string {
  return pointer('paths', operation.path, operation.method);
}
