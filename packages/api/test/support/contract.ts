/**
 * The contract as the tests read it: openapi/openapi.yaml itself (not the generated copy), so a
 * fake is checked against the source of truth. Ajv 2020-12 with formats resolves its `$ref`s.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export const contractFile = fileURLToPath(
  new URL('../../../../openapi/openapi.yaml', import.meta.url),
);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parsed: unknown = parse(readFileSync(contractFile, 'utf8'));
if (!isObject(parsed)) throw new Error('openapi.yaml is not an object');
export const contract: Json = parsed;

export type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'put', 'post', 'patch', 'delete'];

export interface ContractOperation {
  method: Method;
  path: string;
  operationId: string;
  operation: Json;
}

function at(node: unknown, ...keys: string[]): unknown {
  let current = node;
  for (const key of keys) current = isObject(current) ? current[key] : undefined;
  return current;
}

/** Follows local `$ref`s until a non-reference node. */
export function deref(node: unknown): Json {
  let current = node;
  for (
    let hops = 0;
    isObject(current) && typeof current['$ref'] === 'string' && hops < 10;
    hops++
  ) {
    const ref = current['$ref'];
    current = at(contract, ...ref.slice(2).split('/'));
  }
  return isObject(current) ? current : {};
}

/** Every operation of the document: paths × methods. */
export const contractOperations: ContractOperation[] = Object.entries(
  isObject(contract['paths']) ? contract['paths'] : {},
).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = at(item, method);
    if (!isObject(operation)) return [];
    return [{ method, path, operationId: String(operation['operationId']), operation }];
  }),
);

/** The documented statuses of an operation. */
export function statusesOf(operation: ContractOperation): string[] {
  return Object.keys(deref(operation.operation['responses']));
}

/** The media types documented for a status (empty for a body-less answer such as 204). */
export function mediaTypesOf(operation: ContractOperation, status: number | string): string[] {
  const response = deref(at(operation.operation, 'responses', String(status)));
  return Object.keys(deref(response['content']));
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract, 'contract');

const escape = (segment: string) =>
  encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

/**
 * Validates a response body against the document's schema for that operation, status and media
 * type. Returns Ajv's errors as text, or null when valid.
 */
export function responseBodyErrors(
  operation: ContractOperation,
  status: number,
  mediaType: string,
  body: unknown,
): string | null {
  const entry = at(operation.operation, 'responses', String(status));
  if (entry === undefined) return `status ${status} is not documented`;
  // A response may be a $ref to components/responses: point Ajv at the resolved location.
  const ref = isObject(entry) && typeof entry['$ref'] === 'string' ? entry['$ref'] : null;
  const base = ref
    ? ref.slice(1)
    : `/paths/${escape(operation.path)}/${operation.method}/responses/${status}`;
  const validate = ajv.compile({
    $ref: `contract#${base}/content/${escape(mediaType)}/schema`,
  });
  return validate(body) ? null : ajv.errorsText(validate.errors);
}
