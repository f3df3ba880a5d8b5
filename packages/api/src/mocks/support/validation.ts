import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { contractDocument, pointer, type HttpMethod } from './contract';

const CONTRACT_ID = 'wegrow-contract';

/**
 * Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) over the whole contract, like the server:
 * no coercion of bodies, unknown properties rejected where the schema says so, and defaults
 * filled in (`description: ''`, `links: []`…).
 */
const ajv = new Ajv2020({ strict: false, allErrors: false, useDefaults: true });
addFormats(ajv);
ajv.addSchema(contractDocument, CONTRACT_ID);

const compiled = new Map<string, ValidateFunction>();

function validatorFor(ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `${CONTRACT_ID}${ref}` });
    compiled.set(ref, validate);
  }
  return validate;
}

/** A Fastify-style message for the first error: `body/title must NOT have fewer than 1 characters`. */
function messageOf(where: string, errors: ErrorObject[] | null | undefined): string {
  const first = errors?.[0];
  if (!first) return `${where} is invalid`;
  return `${where}${first.instancePath} ${first.message ?? 'is invalid'}`;
}

/** Validates a request body against the contract; returns an error message or null. */
export function requestBodyError(
  method: HttpMethod,
  path: string,
  mediaType: string,
  body: unknown,
): string | null {
  const validate = validatorFor(
    pointer('paths', path, method, 'requestBody', 'content', mediaType, 'schema'),
  );
  return validate(body) ? null : messageOf('body', validate.errors);
}

/** Validates one parameter value (already converted from text) against its schema. */
export function parameterError(
  where: 'params' | 'querystring',
  name: string,
  schema: Record<string, unknown>,
  value: unknown,
): string | null {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    // Parameter schemas only refer to components, so resolving against the contract suffices.
    validate = ajv.compile({ $id: `${CONTRACT_ID}-parameter-${compiled.size}`, ...rebase(schema) });
    compiled.set(key, validate);
  }
  return validate(value) ? null : messageOf(`${where}/${name}`, validate.errors);
}

/** Points a schema's local `$ref`s (`#/components/...`) at the contract document. */
function rebase(schema: Record<string, unknown>): Record<string, unknown> {
  const ref = schema['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/'))
    return { ...schema, $ref: CONTRACT_ID + ref };
  return schema;
}
