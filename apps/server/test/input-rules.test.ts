/**
 * The platform's input rules hold for every operation of the contract, built or not (the 501 ones
 * included), because they run before any handler: integers are bounded by int32 (2147483648 in a
 * path is 422, never a database error), and no text may carry a NUL character (422).
 */
import {
  INT32_MAX,
  isJsonObject,
  nodeAt,
  operationPointer,
  operations,
  type OperationSpec,
  type ParameterSpec,
  resolveRef,
} from '@wegrow/contract';
import { parameterProblem, requestNulProblem } from '@wegrow/contract/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newUser, type TestApp, type TestUser } from './helpers/app';
import { expectErrorBody } from './helpers/contract';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await newUser(t.app, 'rules');
}, 120_000);
afterAll(() => t.close());

const TOO_BIG = INT32_MAX + 1; // 2147483648

const isInteger = (spec: ParameterSpec) =>
  spec.schema['type'] === 'integer' ||
  (Array.isArray(spec.schema['type']) && spec.schema['type'].includes('integer'));

/** A value the parameter accepts, so that only the parameter under test is wrong. */
function validValue(spec: ParameterSpec): string {
  const allowed = spec.schema['enum'];
  if (Array.isArray(allowed) && allowed.length > 0) return String(allowed[0]);
  return isInteger(spec) ? '1' : 'x';
}

function urlOf(operation: OperationSpec, values: Record<string, string> = {}): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const spec = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(values[name] ?? (spec ? validValue(spec) : '1'));
  });
  return `/api${path}`;
}

/** The first top-level property of the operation's JSON body that is text, if any. */
function textProperty(operation: OperationSpec): string | undefined {
  const requestBody = resolveRef(nodeAt(`${operationPointer(operation)}/requestBody`));
  const content = isJsonObject(requestBody['content']) ? requestBody['content'] : {};
  const schema = resolveRef(
    isJsonObject(content['application/json']) ? content['application/json']['schema'] : undefined,
  );
  const properties = isJsonObject(schema['properties']) ? schema['properties'] : {};
  return Object.keys(properties).find((name) => {
    const type = resolveRef(properties[name])['type'];
    return type === 'string' || (Array.isArray(type) && type.includes('string'));
  });
}

const headersFor = (operation: OperationSpec) =>
  operation.security === 'none' ? {} : { ...user.auth };

describe('input rules of the platform, for every operation of the contract', () => {
  it('answers 422 for an integer path parameter beyond int32', async () => {
    const checked: string[] = [];
    for (const operation of operations) {
      for (const spec of operation.parameters.filter((p) => p.in === 'path' && isInteger(p))) {
        const hasJsonBody = operation.body.mediaTypes.includes('application/json');
        const rawType = operation.body.mediaTypes.find((type) => type !== 'application/json');
        const res = await call(t.app, operation.operationId, {
          method: operation.method.toUpperCase() as 'GET',
          url: urlOf(operation, { [spec.name]: String(TOO_BIG) }),
          // A body of the right media type, so the parameter is what gets refused (a few bytes of
          // the first one named for a raw upload, e.g. a blog cover's image/png).
          ...(hasJsonBody
            ? { headers: headersFor(operation), payload: {} }
            : rawType
              ? {
                  headers: { ...headersFor(operation), 'content-type': rawType },
                  payload: Buffer.from('not read'),
                }
              : { headers: headersFor(operation) }),
        });
        const where = `${operation.operationId} ${spec.name}`;
        expect(res.statusCode, where).toBe(422);
        expectErrorBody(res);
        expect(res.json().detail, where).toBe(parameterProblem(spec, TOO_BIG));
        checked.push(where);
      }
    }
    // Every domain's ids are integers: most operations of the contract have one.
    expect(checked.length).toBeGreaterThan(50);
  });

  it('answers 422 for a NUL character in a text field of a JSON body, before any handler', async () => {
    const checked: string[] = [];
    for (const operation of operations) {
      if (!operation.body.mediaTypes.includes('application/json')) continue;
      const property = textProperty(operation);
      if (property === undefined) continue;
      const body = { [property]: 'a\u0000b' };
      const res = await call(t.app, operation.operationId, {
        method: operation.method.toUpperCase() as 'POST',
        url: urlOf(operation),
        headers: headersFor(operation),
        payload: body,
      });
      const where = `${operation.operationId} ${property}`;
      expect(res.statusCode, where).toBe(422);
      expectErrorBody(res);
      expect(res.json().detail, where).toBe(requestNulProblem({ body }));
      checked.push(operation.operationId);
    }
    expect(checked).toEqual(expect.arrayContaining(['sendInboxMessage', 'updateMyAccount']));
    // Unbuilt operations are covered too (they would otherwise answer 501), while there are some.
    if (t.app.services.unimplemented.length > 0)
      expect(
        checked.filter((id) => t.app.services.unimplemented.includes(id)).length,
      ).toBeGreaterThan(0);
  });

  it('covers the examples of the issue', async () => {
    const bio = await call(t.app, 'updateMyAccount', {
      method: 'PATCH',
      url: '/api/auth/account/me',
      headers: user.auth,
      payload: { bio: 'a\u0000b' },
    });
    expect(bio.statusCode).toBe(422);
    expect(bio.json()).toEqual({ detail: 'Bio must not contain a NUL character.' });

    const send = await call(t.app, 'sendInboxMessage', {
      method: 'POST',
      url: '/api/inbox/send',
      headers: user.auth,
      payload: { user_id: user.id, content: 'hello\u0000' },
    });
    expect(send.statusCode).toBe(422);
    expect(send.json()).toEqual({ detail: 'Content must not contain a NUL character.' });

    const avatar = await call(t.app, 'getUserAvatar', {
      method: 'GET',
      url: '/api/auth/account/avatar/2147483648',
    });
    expect(avatar.statusCode).toBe(422);
    expect(avatar.json()).toEqual({ detail: 'User ID must be at most 2147483647.' });

    const read = await call(t.app, 'markInboxMessageRead', {
      method: 'POST',
      url: '/api/inbox/read/2147483648',
      headers: user.auth,
    });
    expect(read.statusCode).toBe(422);
    expect(read.json()).toEqual({ detail: 'Message ID must be at most 2147483647.' });

    // The largest int32 itself is a valid id (here: no such message).
    const largest = await call(t.app, 'markInboxMessageRead', {
      method: 'POST',
      url: `/api/inbox/read/${INT32_MAX}`,
      headers: user.auth,
    });
    expect(largest.statusCode).toBe(404);
  });
});
