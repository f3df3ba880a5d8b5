/**
 * The contract's validation, shared by the server and the MSW fakes so both refuse the same input
 * with the same words: Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1) over the document,
 * the sentence a person reads for each kind of problem, and the platform rules that hold for every
 * operation (no NUL character in any text, no body nested too deeply).
 */
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import {
  contractDocument,
  isJsonObject,
  operationById,
  pointer,
  resolveRef,
  type JsonObject,
  type OperationSpec,
  type ParameterSpec,
} from './index';
import { PLATFORM_DETAILS } from './details';

/** Where a value came from, as Fastify names it in its errors. */
export type Where = 'body' | 'params' | 'querystring' | 'headers';

const CONTRACT_ID = 'wegrow-contract';

type AddFormats = (ajv: Ajv2020) => Ajv2020;
const addFormats = addFormatsPlugin as unknown as AddFormats;

/**
 * Ajv as the contract is checked everywhere: the annotations of OpenAPI (`example`…) allowed,
 * nothing stripped, and `verbose` so a problem can name its field by the schema's `title`.
 */
export function createAjv(options: Pick<Options, 'coerceTypes' | 'useDefaults'> = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    verbose: true,
    removeAdditional: false,
    useDefaults: options.useDefaults ?? false,
    coerceTypes: options.coerceTypes ?? false,
    // Route schemas compiled one by one may share placeholder $ids; they must not be registered.
    addUsedSchema: false,
  });
  addFormats(ajv);
  return ajv;
}

// ------------------------------------------------------------------------------ the sentences

/** Field names whose plain reading would confuse a person. */
const LABELS: Readonly<Record<string, string>> = {
  recaptcha_token: 'The captcha',
  grant_type: 'Grant type',
  profile_pic: 'Profile picture',
  desiredQuantity: 'Need',
  quantity: 'Quantity',
  url: 'URL',
};

/** `new_password` → "New password", `desiredQuantity` → "Desired quantity", `user_id` → "User ID". */
export function humanizeField(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => (word.toLowerCase() === 'id' ? 'ID' : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function titleOf(schema: unknown): string | undefined {
  const title = isJsonObject(schema) ? schema['title'] : undefined;
  return typeof title === 'string' && title !== '' ? title : undefined;
}

/** The name a person knows the failing value by. */
function labelOf(error: ErrorObject, where: Where): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last !== undefined && /^\d+$/.test(last)) {
    const list = segments.at(-2);
    const position = Number(last) + 1;
    return list ? `${humanizeField(decodeSegment(list))} item ${position}` : `Item ${position}`;
  }
  const title = titleOf(error.parentSchema);
  if (title) return title;
  if (last !== undefined) return humanizeField(decodeSegment(last));
  return where === 'body' ? 'The request body' : 'The value';
}

const decodeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function typeSentence(label: string, type: unknown): string {
  const types = (Array.isArray(type) ? type : [type]).filter((t) => t !== 'null');
  const nullable = Array.isArray(type) && type.includes('null');
  const names: Record<string, string> = {
    integer: 'a whole number',
    number: 'a number',
    string: 'text',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
  };
  const wanted = types.map((t) => names[String(t)] ?? String(t)).join(' or ');
  return `${label} must be ${wanted}${nullable ? ' (or null)' : ''}.`;
}

function formatSentence(label: string, format: string): string {
  switch (format) {
    case 'email':
      return 'Enter a valid e-mail address.';
    case 'uri':
    case 'url':
      return `${label} must be a full web address (https://…).`;
    case 'date':
      return `${label} must be a date (YYYY-MM-DD).`;
    case 'date-time':
      return `${label} must be a date and time.`;
    default:
      return `${label} is not a valid ${format}.`;
  }
}

/**
 * One sentence a person understands for Ajv's first error: "Password must be at least 8
 * characters.", "Enter a valid e-mail address.", "Title is required." — never
 * "body/password must NOT have fewer than 8 characters".
 */
export function validationSentence(
  errors: readonly ErrorObject[] | null | undefined,
  where: Where,
): string {
  const error = errors?.[0];
  if (!error) return where === 'body' ? 'The request body is invalid.' : 'The request is invalid.';
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema;
  if (error.keyword === 'required') {
    const missing = String(params['missingProperty']);
    const property = isJsonObject(parent)
      ? resolveRef(objectOf(parent['properties'])[missing])
      : {};
    return `${titleOf(property) ?? humanizeField(missing)} is required.`;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String(params['additionalProperty']);
    return where === 'body'
      ? `The request has a field it does not accept: ${extra}.`
      : `The address has a parameter it does not accept: ${extra}.`;
  }
  // A schema may say in its own words what any breach of its keywords means (the layout: "must
  // list each of the 7 sections exactly once" for too few, too many or repeated keys).
  const own = isJsonObject(parent) ? parent['x-message'] : undefined;
  if (typeof own === 'string') return own;
  const label = labelOf(error, where);
  const limit = Number(params['limit']);
  switch (error.keyword) {
    case 'type':
      if (error.instancePath === '' && where === 'body')
        return 'The request body must be a JSON object.';
      return typeSentence(label, params['type']);
    case 'minLength':
      return limit <= 1
        ? `${label} must not be empty.`
        : `${label} must be at least ${plural(limit, 'character')}.`;
    case 'maxLength':
      return `${label} must be at most ${plural(limit, 'character')}.`;
    case 'minimum':
      return `${label} must be at least ${limit}.`;
    case 'maximum':
      return `${label} must be at most ${limit}.`;
    case 'exclusiveMinimum':
      return `${label} must be more than ${limit}.`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${limit}.`;
    case 'minItems':
      return `${label} must have at least ${plural(limit, 'item')}.`;
    case 'maxItems':
      return `${label} must have at most ${plural(limit, 'item')}.`;
    case 'uniqueItems':
      return `${label} must not list the same item twice.`;
    case 'format':
      return formatSentence(label, String(params['format']));
    case 'enum': {
      const allowed = Array.isArray(params['allowedValues']) ? params['allowedValues'] : [];
      return `${label} must be one of: ${allowed.map(String).join(', ')}.`;
    }
    case 'const':
      return `${label} must be ${String(params['allowedValue'])}.`;
    case 'pattern': {
      const custom = isJsonObject(parent) ? parent['x-pattern-message'] : undefined;
      if (typeof custom === 'string') return custom;
      // The contract's idiom for "some text, not only spaces".
      if (params['pattern'] === '\\S') return `${label} must not be blank.`;
      return `${label} is not in the expected format.`;
    }
    case 'minProperties':
      return `${label} must have at least ${plural(limit, 'field')}.`;
    default:
      return `${label} is invalid.`;
  }
}

function objectOf(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}

// ------------------------------------------------------------------------------ platform rules

/**
 * The sentence for a NUL character anywhere in a request's text (keys included), or null. A NUL
 * cannot be stored in PostgreSQL text, so it is refused for every operation before any handler.
 */
export function nulCharacterProblem(value: unknown, where: Where, name?: string): string | null {
  const found = findNul(value, name);
  if (found === null) return null;
  const label =
    found === undefined ? (where === 'body' ? 'The request' : 'The address') : humanizeField(found);
  return `${label} must not contain a NUL character.`;
}

/** No body the contract describes nests arrays and objects this deep; a deeper one is refused. */
export const MAX_BODY_DEPTH = 64;

/**
 * Whether a JSON value nests arrays and objects more than `max` levels deep (`[[1]]` is two
 * levels). Iterative (an explicit stack), so a body nested 100,000 levels deep is measured without
 * overflowing the call stack.
 */
export function nestedDeeperThan(value: unknown, max: number = MAX_BODY_DEPTH): boolean {
  const stack: { value: object; level: number }[] = [];
  if (typeof value === 'object' && value !== null) stack.push({ value, level: 1 });
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (next.level > max) return true;
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children)
      if (typeof child === 'object' && child !== null)
        stack.push({ value: child, level: next.level + 1 });
  }
  return false;
}

/**
 * The sentence for a body nested too deeply to read (checked before any other rule, which all read
 * the body recursively), or null.
 */
export function bodyDepthProblem(body: unknown): string | null {
  if (body instanceof Uint8Array) return null;
  return nestedDeeperThan(body) ? PLATFORM_DETAILS.tooDeep : null;
}

/**
 * The NUL rule over a whole request, in the order the server applies it (path parameters, body,
 * query): the sentence for the first NUL found, or null.
 */
export function requestNulProblem(request: {
  params?: unknown;
  body?: unknown;
  query?: unknown;
}): string | null {
  return (
    nulCharacterProblem(request.params, 'params') ??
    nulCharacterProblem(request.body, 'body') ??
    nulCharacterProblem(request.query, 'querystring')
  );
}

/** The name of the field holding a NUL (undefined when it has none), or null when there is none. */
function findNul(value: unknown, name: string | undefined): string | undefined | null {
  // Binary bodies (an uploaded image) are bytes, not text.
  if (value instanceof Uint8Array) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? name : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findNul(item, name);
      if (found !== null) return found;
    }
    return null;
  }
  if (isJsonObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return undefined;
      const found = findNul(item, key);
      if (found !== null) return found;
    }
  }
  return null;
}

// ------------------------------------------------------------------------------ validators

const contractAjv = createAjv({ useDefaults: true });
contractAjv.addSchema(contractDocument, CONTRACT_ID);
const compiled = new Map<string, ValidateFunction>();

function validatorAt(ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = contractAjv.compile({ $ref: `${CONTRACT_ID}${ref}` });
    compiled.set(ref, validate);
  }
  return validate;
}

/**
 * Validates a request body as the server does (defaults such as `description: ''` filled in);
 * returns the sentence for the first problem, or null.
 */
export function requestBodyProblem(
  operation: OperationSpec,
  mediaType: string,
  body: unknown,
): string | null {
  const validate = validatorAt(
    pointer(
      'paths',
      operation.path,
      operation.method,
      'requestBody',
      'content',
      mediaType,
      'schema',
    ),
  );
  return validate(body) ? null : validationSentence(validate.errors, 'body');
}

const WHERE: Readonly<Record<ParameterSpec['in'], Where>> = {
  path: 'params',
  query: 'querystring',
  header: 'headers',
};

/** Validates one path, query or header parameter (already converted from text); a sentence or null. */
export function parameterProblem(spec: ParameterSpec, value: unknown): string | null {
  const where = WHERE[spec.in];
  const key = `parameter:${JSON.stringify(spec.schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = contractAjv.compile(rebase(spec.schema));
    compiled.set(key, validate);
  }
  if (validate(value)) return null;
  // The parameter's own name labels it (its schema is shared by many parameters).
  const errors = (validate.errors ?? []).map((error) => ({
    ...error,
    instancePath: `/${spec.name}`,
  }));
  return validationSentence(errors, where);
}

/** Points a schema's local `$ref`s (`#/components/...`) at the contract document. */
function rebase(schema: JsonObject): JsonObject {
  const ref = schema['$ref'];
  if (typeof ref === 'string' && ref.startsWith('#/'))
    return { ...schema, $ref: CONTRACT_ID + ref };
  return schema;
}

/**
 * Checks an answer against the contract: the status must be documented for the operation (or be
 * one of the platform's answers every operation may give), the media type declared, and a JSON
 * body valid. Returns the problems as text, or null. Used by the server's and the fakes' tests.
 */
export function responseProblem(
  operationId: string,
  status: number,
  mediaType: string | null,
  body: unknown,
): string | null {
  const operation = operationById(operationId);
  const responses = resolveRef(
    isJsonObject(contractDocument['paths'])
      ? objectOf(objectOf(contractDocument['paths'])[operation.path])[operation.method]
      : undefined,
  )['responses'];
  const documented = objectOf(responses);
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in documented);
  if (!key) {
    if (PLATFORM_STATUSES.includes(status)) return errorBodyProblem(mediaType, body);
    return `${operationId} answered ${status}, which the contract does not document`;
  }
  const response = resolveRef(documented[key]);
  const content = objectOf(response['content']);
  if (Object.keys(content).length === 0)
    return body === undefined || body === null || body === ''
      ? null
      : `${operationId} ${status} must have no body`;
  if (mediaType === null || !(mediaType in content))
    return `${operationId} ${status}: media type ${mediaType ?? 'none'} is not one of ${Object.keys(content).join(', ')}`;
  if (mediaType !== 'application/json') return null;
  const ref = isJsonObject(documented[key]) ? (documented[key] as JsonObject)['$ref'] : undefined;
  const base =
    typeof ref === 'string'
      ? ref
      : pointer('paths', operation.path, operation.method, 'responses', key);
  const validate = validatorAt(
    `${base}/content/${encodeURIComponent(mediaType.replace(/\//g, '~1'))}/schema`,
  );
  return validate(body)
    ? null
    : `${operationId} ${status} body ${JSON.stringify(body)}: ${contractAjv.errorsText(validate.errors)}`;
}

/**
 * Answers any operation may give without the contract listing them on each: 413 (body too large),
 * 415 (media type), 429 (rate limit), 501 (not built yet), 503 (database down).
 */
export const PLATFORM_STATUSES: readonly number[] = [413, 415, 429, 501, 503];

/** The body of any error answer must be the contract's `Error`: `{ detail: string }`. */
export function errorBodyProblem(mediaType: string | null, body: unknown): string | null {
  if (mediaType !== 'application/json')
    return `an error answer must be JSON, not ${mediaType ?? 'none'}`;
  const validate = validatorAt('#/components/schemas/Error');
  return validate(body)
    ? null
    : `error body ${JSON.stringify(body)}: ${contractAjv.errorsText(validate.errors)}`;
}
