/**
 * Hostile requests derived from the contract: for one operation, a seeded list of calls with a
 * plausible request (from its schemas) bent in one way each — a required field missing, a value of
 * the wrong type, an extra field, a huge or unicode or NUL-carrying string, a huge integer, a body
 * that is not an object, not JSON or of an undeclared media type, malformed path and query values.
 */
import {
  isJsonObject,
  nodeAt,
  operationPointer,
  resolveRef,
  type JsonObject,
  type OperationSpec,
  type ParameterSpec,
} from '@wegrow/contract';

/** A small seeded PRNG (mulberry32): the same seed gives the same calls. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** Strings no well-behaved client sends. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'a'.repeat(100_000),
  '🌱'.repeat(5_000),
  'e\u0301\u200b\u202eevil\u202c',
  'bad\u0000nul',
  '\ud800',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  'javascript:alert(1)',
  '%00%ff',
  '{{7*7}}${7*7}',
  '9'.repeat(400),
];

/** Numbers outside every sensible range. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  1.5,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Values of every JSON type, for a field that expects another. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  42,
  'text',
  [],
  [1, 'two', null],
  {},
  { nested: { deeper: [{}] } },
];

/** Path and query texts that should never reach a handler as such. */
export const HOSTILE_TEXTS: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999999',
  '2147483648',
  'abc',
  'NaN',
  'null',
  'true',
  '%00',
  '%F0%9F%8C%B1',
  encodeURIComponent('é\u202e'),
  'a'.repeat(3_000),
  '%27%3B--',
  '..%2F..%2Fetc',
  '%zz',
  '%',
];

/** Characters for strings at their longest: astral, combining, right-to-left, spaces. */
const EDGE_CHARACTERS = ['🌱', 'é', 'e\u0301', '\u202e', ' ', 'a', '中', '\u00a0', "'", '"', '\\'];

/**
 * A plausible value for a schema (not always a valid one: patterns are not honoured). `edge`: at
 * its bounds instead (strings at their longest in unicode, integers at their extremes, dates at the
 * ends of the calendar, arrays at their longest).
 */
export function sample(schemaNode: unknown, random: Random, depth = 0, edge = false): unknown {
  const schema = resolveRef(schemaNode);
  if ('const' in schema) return schema['const'];
  if (Array.isArray(schema['enum'])) return pick(random, schema['enum'] as unknown[]);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0)
      return sample(pick(random, options), random, depth, edge);
  }
  if (Array.isArray(schema['allOf']))
    return Object.assign({}, ...schema['allOf'].map((part) => sample(part, random, depth, edge)));
  let type = schema['type'];
  if (Array.isArray(type)) type = type.find((t) => t !== 'null') ?? 'null';
  if (type === undefined && isJsonObject(schema['properties'])) type = 'object';
  switch (type) {
    case 'object': {
      const out: JsonObject = {};
      const properties = isJsonObject(schema['properties']) ? schema['properties'] : {};
      const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
      for (const [name, property] of Object.entries(properties))
        if (required.includes(name) || (depth < 3 && random() < (edge ? 0.8 : 0.5)))
          out[name] = sample(property, random, depth + 1, edge);
      return out;
    }
    case 'array': {
      const min = typeof schema['minItems'] === 'number' ? schema['minItems'] : 0;
      const count = Math.max(min, depth < 3 ? Math.floor(random() * 3) : 0);
      const max = typeof schema['maxItems'] === 'number' ? schema['maxItems'] : count;
      const length = edge ? Math.min(max, 200) : Math.min(count, max);
      return Array.from({ length }, () => sample(schema['items'], random, depth + 1, edge));
    }
    case 'integer':
    case 'number': {
      const min = typeof schema['minimum'] === 'number' ? schema['minimum'] : 1;
      const max = typeof schema['maximum'] === 'number' ? schema['maximum'] : min + 10;
      if (edge) return random() < 0.7 ? max : min;
      return Math.min(max, min + Math.floor(random() * 3));
    }
    case 'boolean':
      return random() < 0.5;
    case 'null':
      return null;
    case 'string': {
      switch (schema['format']) {
        case 'date':
          return edge ? pick(random, ['9999-12-31', '0001-01-01', '2024-02-29']) : '2026-03-14';
        case 'date-time':
          return edge
            ? pick(random, [
                '9999-12-31T23:59:59.999Z',
                '0001-01-01T00:00:00Z',
                '2026-03-14T09:30:00+14:00',
              ])
            : '2026-03-14T09:30:00Z';
        case 'email':
          return 'fuzz@example.org';
        case 'uri':
        case 'uri-reference':
          return 'https://example.org/fuzz';
        default: {
          const min = typeof schema['minLength'] === 'number' ? schema['minLength'] : 1;
          if (edge && typeof schema['pattern'] !== 'string') {
            const max = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : 5_000;
            const character = pick(random, EDGE_CHARACTERS);
            // maxLength counts code points: a combining pair is two.
            return Array.from({ length: Math.ceil(max / [...character].length) }, () => character)
              .join('')
              .slice(0, max)
              .padEnd(min, 'a');
          }
          return 'Fuzz'.padEnd(Math.max(min, 4), 'z').slice(0, Math.max(min, 4));
        }
      }
    }
    default:
      return 'fuzz';
  }
}

/** One hostile call: where it goes and what it carries. */
export interface FuzzCall {
  /** What was bent, for the failure message. */
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw text (sent as is) or undefined for no body. */
  payload?: string | Buffer;
}

function requestSchema(operation: OperationSpec, mediaType: string): unknown {
  const node = nodeAt(`${operationPointer(operation)}/requestBody`);
  const body = resolveRef(node);
  const content = isJsonObject(body['content']) ? body['content'] : {};
  const media = content[mediaType];
  return isJsonObject(media) ? media['schema'] : undefined;
}

/** Paths of every leaf and branch in a JSON value (`[]` is the value itself). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => pathsOf(v, [...prefix, i])));
  if (isJsonObject(value))
    return here.concat(...Object.entries(value).map(([k, v]) => pathsOf(v, [...prefix, k])));
  return here;
}

function setAt(root: unknown, path: (string | number)[], value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const copy: unknown = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else Reflect.deleteProperty(node, last);
  } else node[last] = value;
  return copy;
}

/** A body bent one way (a JSON value, or raw text marked as such). */
function bentBody(base: unknown, random: Random): { what: string; body: unknown } {
  const paths = pathsOf(base);
  const path = pick(random, paths);
  const where = path.length === 0 ? 'the body' : path.join('.');
  switch (Math.floor(random() * 8)) {
    case 0:
      return path.length === 0
        ? { what: 'no field at all', body: {} }
        : { what: `without ${where}`, body: setAt(base, path, undefined, true) };
    case 1: {
      const value = pick(random, WRONG_TYPES);
      return { what: `${where} = ${JSON.stringify(value)}`, body: setAt(base, path, value) };
    }
    case 2: {
      const value = pick(random, HOSTILE_STRINGS);
      return {
        what: `${where} = hostile string #${HOSTILE_STRINGS.indexOf(value)}`,
        body: setAt(base, path, value),
      };
    }
    case 3: {
      const value = pick(random, HOSTILE_NUMBERS);
      return { what: `${where} = ${value}`, body: setAt(base, path, value) };
    }
    case 4:
      return isJsonObject(base)
        ? { what: 'an extra field', body: { ...base, extra_field: pick(random, HOSTILE_STRINGS) } }
        : { what: 'the body as an object', body: { value: base } };
    case 5:
      return {
        what: 'a long array',
        body: setAt(
          base,
          path,
          Array.from({ length: 2_000 }, (_, i) => i),
        ),
      };
    case 6:
      return { what: 'a nested structure', body: setAt(base, path, nested(60)) };
    default:
      return { what: 'the body as another type', body: pick(random, WRONG_TYPES) };
  }
}

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: [value] };
  return value;
}

function urlOf(
  operation: OperationSpec,
  pathValues: Record<string, string>,
  query: Record<string, string>,
): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return `/api${path}${search ? `?${search}` : ''}`;
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? encodeURIComponent(value) : encodeURIComponent(JSON.stringify(value));

/** The plausible parameters of an operation, as URL text (already encoded). */
function plausibleParameters(
  operation: OperationSpec,
  random: Random,
  edge: boolean,
  known: readonly number[],
) {
  const path: Record<string, string> = {};
  const query: Record<string, string> = {};
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const integer = parameter.schema['type'] === 'integer';
    const value =
      integer && known.length > 0 && random() < 0.7
        ? pick(random, known)
        : sample(parameter.schema, random, 0, edge);
    if (parameter.in === 'path') path[parameter.name] = textOf(value);
    else if (parameter.in === 'query') {
      if (parameter.required || random() < 0.5) query[parameter.name] = textOf(value);
    } else if (parameter.required || random() < 0.5)
      headers[parameter.name.toLowerCase()] = String(value).replace(/[^\x20-\x7e]/g, 'x');
  }
  return { path, query, headers };
}

/**
 * `count` hostile calls for one operation (plus the plausible call itself first): seeded, so the
 * same seed makes the same calls.
 */
export function hostileCalls(
  operation: OperationSpec,
  random: Random,
  count: number,
  /** Ids the server has answered with so far: path ids are mostly taken from them. */
  known: readonly number[] = [],
): FuzzCall[] {
  const method = operation.method.toUpperCase();
  const [mediaType] = operation.body.mediaTypes;
  const json = mediaType === 'application/json';
  const form = mediaType === 'application/x-www-form-urlencoded';
  const baseBody =
    mediaType && (json || form) ? sample(requestSchema(operation, mediaType), random) : undefined;
  const encode = (body: unknown): string =>
    form && isJsonObject(body)
      ? new URLSearchParams(
          Object.entries(body).map(([k, v]): [string, string] => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        ).toString()
      : (JSON.stringify(body) ?? 'null');
  const bodyHeaders = (type = mediaType): Record<string, string> =>
    type ? { 'content-type': type } : {};

  const calls: FuzzCall[] = [];
  const plausible = () => {
    const parameters = plausibleParameters(operation, random, false, known);
    return {
      ...parameters,
      payload:
        mediaType === undefined
          ? undefined
          : json || form
            ? encode(baseBody)
            : Buffer.from('not an image at all'),
    };
  };
  const first = plausible();
  calls.push({
    what: 'a plausible call',
    method,
    url: urlOf(operation, first.path, first.query),
    headers: { ...first.headers, ...(first.payload === undefined ? {} : bodyHeaders()) },
    payload: first.payload,
  });

  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const headerParameters = operation.parameters.filter((p) => p.in === 'header');
  type Bend = () => FuzzCall | undefined;
  const withParameter =
    (list: ParameterSpec[], where: 'path' | 'query' | 'header'): Bend =>
    () => {
      if (list.length === 0) return undefined;
      const parameter = pick(random, list);
      const call = plausible();
      const text = pick(random, HOSTILE_TEXTS);
      if (where === 'path') call.path[parameter.name] = text;
      else if (where === 'query') call.query[parameter.name] = text;
      else call.headers[parameter.name.toLowerCase()] = text.replace(/%00/g, '');
      return {
        what: `${where} ${parameter.name} = ${text.slice(0, 40)}`,
        method,
        url: urlOf(operation, call.path, call.query),
        headers: { ...call.headers, ...(call.payload === undefined ? {} : bodyHeaders()) },
        payload: call.payload,
      };
    };
  const bends: Bend[] = [
    () => {
      // Valid by the schemas, at their bounds: these reach the handlers.
      const call = plausibleParameters(operation, random, true, known);
      if (baseBody === undefined && random() < 0.5) return undefined;
      const body =
        mediaType && (json || form)
          ? sample(requestSchema(operation, mediaType), random, 0, true)
          : undefined;
      return {
        what: `at the bounds ${JSON.stringify(body)?.slice(0, 60) ?? ''}`,
        method,
        url: urlOf(operation, random() < 0.5 ? first.path : call.path, call.query),
        headers: { ...call.headers, ...(body === undefined ? {} : bodyHeaders()) },
        payload: body === undefined ? first.payload : encode(body),
      };
    },
    withParameter(pathParameters, 'path'),
    withParameter(queryParameters, 'query'),
    withParameter(headerParameters, 'header'),
    () => {
      // Query parameters the operation does not have, and a repeated one.
      const call = plausible();
      const [some] = queryParameters;
      const extra = some ? `&${some.name}=1&${some.name}=2` : '';
      return {
        what: 'unknown and repeated query parameters',
        method,
        url: `${urlOf(operation, call.path, call.query)}${Object.keys(call.query).length > 0 ? '&' : '?'}unknown=${random() < 0.3 ? '%00' : 'x'}${extra}`,
        headers: { ...call.headers, ...(call.payload === undefined ? {} : bodyHeaders()) },
        payload: call.payload,
      };
    },
    () => {
      if (baseBody === undefined) return undefined;
      const call = plausible();
      const { what, body } = bentBody(baseBody, random);
      return {
        what,
        method,
        url: urlOf(operation, call.path, call.query),
        headers: { ...call.headers, ...bodyHeaders() },
        payload: encode(body),
      };
    },
    () => {
      if (baseBody === undefined) return undefined;
      const call = plausible();
      const { what, body } = bentBody(baseBody, random);
      return {
        what,
        method,
        url: urlOf(operation, call.path, call.query),
        headers: { ...call.headers, ...bodyHeaders() },
        payload: encode(body),
      };
    },
    () => {
      const call = plausible();
      const raw = pick(random, [
        '{',
        '{"a":1,}',
        '\u0000',
        '[1,2',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '',
        'a=1&a=2',
      ]);
      return {
        what: `a malformed body ${JSON.stringify(raw)}`,
        method,
        url: urlOf(operation, call.path, call.query),
        headers: { ...call.headers, 'content-type': mediaType ?? 'application/json' },
        payload: raw,
      };
    },
    () => {
      const call = plausible();
      const type = pick(random, [
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'image/png',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
      ]);
      return {
        what: `media type ${type}`,
        method,
        url: urlOf(operation, call.path, call.query),
        headers: { ...call.headers, 'content-type': type },
        payload: call.payload ?? '{"x":1}',
      };
    },
    () => {
      if (mediaType === undefined) return undefined;
      const call = plausible();
      return {
        what: 'no body',
        method,
        url: urlOf(operation, call.path, call.query),
        headers: call.headers,
        payload: undefined,
      };
    },
  ];
  let guard = 0;
  while (calls.length < count + 1 && guard++ < count * 10) {
    const made = pick(random, bends)();
    if (made) calls.push(made);
  }
  return calls;
}

/** The ids in an answer's JSON (`id` and `*_id` fields at any depth), to call other operations with. */
export function idsIn(value: unknown, found: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) for (const item of value.slice(0, 20)) idsIn(item, found);
  else if (isJsonObject(value))
    for (const [key, item] of Object.entries(value))
      if ((key === 'id' || key.endsWith('_id')) && typeof item === 'number') found.add(item);
      else idsIn(item, found);
  return found;
}

/** Whether the operation's 200 answer is a stream that stays open (Server-Sent Events). */
export function isStream(operation: OperationSpec): boolean {
  const ok = resolveRef(nodeAt(`${operationPointer(operation)}/responses/200`));
  return isJsonObject(ok['content']) && 'text/event-stream' in ok['content'];
}

/** Text that gives the server's insides away: a stack frame, a file path, SQL, a driver's message. */
export const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|\bdelete from\b|syntax error at|violates .* constraint|duplicate key|relation "|column "|PGlite|drizzle|ECONNREFUSED|TypeError|ReferenceError|Cannot read properties/i;
