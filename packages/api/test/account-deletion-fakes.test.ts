/**
 * The fakes delete an account's Lyra log and facts with it, as the server does (issue 45; the
 * server's test is apps/server/test/account-deletion.test.ts). They are kept by owner key
 * (`user:<id>`), not by a `user_id`, so the sweep of rows naming the account never reached them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../src';
import { db, mockSessionFor, resetDb, users } from '../src/mocks';
import { server } from '../src/mocks/node';
import { TEST_BASE_URL, testSession } from './support/session';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterAll(() => server.close());

describe('deleting an account in the fakes', () => {
  it("takes Lyra's log of it and what she knew of it along", async () => {
    const ivy = createApiClient({
      baseUrl: TEST_BASE_URL,
      session: testSession(mockSessionFor(users.ivy.id)),
    });
    const owner = `user:${String(users.ivy.id)}`;
    const told = await ivy.POST('/lyra', {
      body: { message: 'My name is Ivy and I grow beans.', userConsent: true },
    });
    expect(told.response.status).toBe(200);
    expect(db.lyraChatLog.filter((row) => row.owner === owner)).toHaveLength(1);
    expect(db.lyraFacts.filter((row) => row.owner === owner)).toHaveLength(2);

    const gone = await ivy.POST('/auth/account/delete', {
      body: { password: 'first-light-11', confirmation: 'DELETE' },
    });
    expect(gone.response.status).toBe(204);
    expect(db.lyraChatLog.filter((row) => row.owner === owner)).toEqual([]);
    expect(db.lyraFacts.filter((row) => row.owner === owner)).toEqual([]);
  });
});
