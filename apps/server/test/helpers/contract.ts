import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { loadContract } from '../../src/platform/openapi';

const contract = loadContract();
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
(addFormatsPlugin as unknown as (ajv: Ajv2020) => Ajv2020)(ajv);
ajv.addSchema(contract.document, 'openapi');

type Json = Record<string, unknown>;

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function at(pointer: string): unknown {
  let node: unknown = contract.document;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
  }
  return node;
}

/** Follows `$ref`s (local ones) to the object and the pointer where it lives. */
function deref(pointer: string): { pointer: string; node: Json } {
  let node = at(pointer) as Json | undefined;
  while (node && typeof node.$ref === 'string') {
    pointer = node.$ref.replace(/^#/, '');
    node = at(pointer) as Json | undefined;
  }
  if (!node) throw new Error(`Nothing in the contract at ${pointer}`);
  return { pointer, node };
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/**
 * Checks a response against the contract: its status must be documented for the operation, its
 * media type declared, and a JSON body must validate against the schema (JSON Schema 2020-12).
 */
export function expectMatchesContract(res: LightMyRequestResponse, operationId: string): void {
  const info = contract.operations.get(operationId);
  if (!info) throw new Error(`Unknown operationId ${operationId}`);
  const opPointer = `/paths/${escapePointer(info.path)}/${info.method.toLowerCase()}`;
  const responses = at(`${opPointer}/responses`) as Json;
  const status = String(res.statusCode);
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in responses);
  if (!key)
    throw new Error(
      `${operationId} answered ${status}, which the contract does not document (body: ${res.body})`,
    );
  const { pointer, node: response } = deref(`${opPointer}/responses/${escapePointer(key)}`);
  const content = response.content as Json | undefined;
  if (!content) {
    expect(res.body, `${operationId} ${status} must have no body`).toBe('');
    return;
  }
  const mediaType =
    String(res.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  expect(Object.keys(content), `${operationId} ${status} media type`).toContain(mediaType);
  if (mediaType !== 'application/json') return;
  const validate = validatorFor(`${pointer}/content/${escapePointer(mediaType)}/schema`);
  const body: unknown = res.json();
  const valid = validate(body);
  expect(
    valid ? [] : validate.errors,
    `${operationId} ${status} body ${JSON.stringify(body)} must match the contract`,
  ).toEqual([]);
}

/**
 * For platform-wide answers the contract does not list on every operation (413 body too large,
 * 415 media type, 501 not built yet): the body must still be the contract's `Error`.
 */
export function expectErrorBody(res: LightMyRequestResponse): void {
  expect(String(res.headers['content-type'])).toContain('application/json');
  const validate = validatorFor('/components/schemas/Error');
  const body: unknown = res.json();
  expect(validate(body) ? [] : validate.errors, `error body ${res.body}`).toEqual([]);
}
