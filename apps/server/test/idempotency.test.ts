/**
 * `Idempotency-Key` on the grocery list's and the journal's writes (issue 23, docs/offline.md): a
 * replayed request of the same member with the same key answers the first answer and creates
 * nothing new; another member's same key is theirs; a failed first request keeps nothing; a bad
 * key is a 422; keys are forgotten after a day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { IDEMPOTENCY_TTL_MS } from '../src/platform/idempotency';
import { idempotencyKeys } from '../src/platform/schema';
import { call, createTestApp, login, newUser, type TestApp, type TestUser } from './helpers/app';

let t: TestApp;
let maya: TestUser;
let sam: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  maya = await newUser(t.app, 'maya');
  sam = await newUser(t.app, 'sam');
}, 120_000);
afterAll(() => t.close());

interface GroceryItem {
  id: number;
  name: string;
  quantity: number;
  checked: boolean;
}

const withKey = (caller: TestUser, key?: string) => ({
  ...caller.auth,
  ...(key === undefined ? {} : { 'idempotency-key': key }),
});
const groceries = async (caller: TestUser) =>
  (
    await call(t.app, 'getGroceryList', {
      method: 'GET',
      url: '/api/grocery-list/grocery-list',
      headers: caller.auth,
    })
  ).json<{ items: GroceryItem[] }>().items;
const addItem = (caller: TestUser, name: string, key?: string) =>
  call(t.app, 'addGroceryItem', {
    method: 'POST',
    url: '/api/grocery-list/grocery-list/item',
    headers: withKey(caller, key),
    payload: { name },
  });
const putItem = (caller: TestUser, item: GroceryItem, key?: string) =>
  call(t.app, 'updateGroceryItem', {
    method: 'PUT',
    url: `/api/grocery-list/grocery-list/item/${item.id}`,
    headers: withKey(caller, key),
    payload: { name: item.name, quantity: item.quantity, checked: item.checked },
  });
const deleteItem = (caller: TestUser, id: number, key?: string) =>
  call(t.app, 'deleteGroceryItem', {
    method: 'DELETE',
    url: `/api/grocery-list/grocery-list/item/${id}`,
    headers: withKey(caller, key),
  });

describe('Idempotency-Key on the grocery list', () => {
  it('answers a replayed add with the first answer and adds the item once', async () => {
    const first = await addItem(maya, 'Oat milk', 'add-oat-milk-1');
    expect(first.statusCode).toBe(201);
    const again = await addItem(maya, 'Oat milk', 'add-oat-milk-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(
      (await groceries(maya))
        .filter((item) => item.name === 'Oat milk')
        .map((item) => item.quantity),
    ).toEqual([1]);
  });

  it('runs each new key, and writes without a key as before', async () => {
    await addItem(maya, 'Rice', 'add-rice-1');
    await addItem(maya, 'Rice', 'add-rice-2');
    await addItem(maya, 'Rice');
    // Each ran: the same name merges into one line (issue 45), raised each time.
    const rice = (await groceries(maya)).filter((item) => item.name === 'Rice');
    expect(rice.map((item) => item.quantity)).toEqual([3]);
  });

  it("keeps each member's keys apart", async () => {
    await addItem(maya, 'Apples', 'shared-key');
    const samAdds = await addItem(sam, 'Pears', 'shared-key');
    expect(samAdds.statusCode).toBe(201);
    expect(samAdds.headers['idempotent-replayed']).toBeUndefined();
    expect((await groceries(sam)).map((item) => item.name)).toEqual(['Pears']);
  });

  it('replays an update and a delete without running them again', async () => {
    const { item } = (await addItem(maya, 'Lentils')).json<{ item: GroceryItem }>();
    const checked = await putItem(maya, { ...item, checked: true }, 'check-lentils');
    expect(checked.json<{ item: GroceryItem }>().item.checked).toBe(true);
    // Unchecked since (another device): the replayed check answers as before, changes nothing.
    await putItem(maya, { ...item, checked: false });
    const replayed = await putItem(maya, { ...item, checked: true }, 'check-lentils');
    expect(replayed.json<{ item: GroceryItem }>().item.checked).toBe(true);
    const now = (await groceries(maya)).find((row) => row.id === item.id);
    expect(now?.checked).toBe(false);

    expect((await deleteItem(maya, item.id, 'delete-lentils')).statusCode).toBe(204);
    // Without the key a second delete is a 404; with it, the first answer again.
    expect((await deleteItem(maya, item.id)).statusCode).toBe(404);
    expect((await deleteItem(maya, item.id, 'delete-lentils')).statusCode).toBe(204);
  });

  it('keeps nothing for a failed first request, so the same key can be retried', async () => {
    const refused = await addItem(maya, '   ', 'blank-then-fixed');
    expect(refused.statusCode).toBe(422);
    const retried = await addItem(maya, 'Tofu', 'blank-then-fixed');
    expect(retried.statusCode).toBe(201);
    expect(retried.json<{ item: GroceryItem }>().item.name).toBe('Tofu');
  });

  it('answers 409 while the first request with the key is still running', async () => {
    // The first request's claim, as it stands while its handler runs.
    await t.app.services.database.db.insert(idempotencyKeys).values({
      userId: maya.id,
      key: 'still-running',
      operationId: 'addGroceryItem',
      createdAt: t.clock(),
    });
    const second = await addItem(maya, 'Figs', 'still-running');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: PLATFORM_DETAILS.idempotencyKeyInProgress });
    expect((await groceries(maya)).some((item) => item.name === 'Figs')).toBe(false);
  });

  it('refuses a malformed key or a key used for another operation with a 422', async () => {
    const bad = await addItem(maya, 'Beans', 'not a key!');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ detail: PLATFORM_DETAILS.invalidIdempotencyKey });
    const { item } = (await addItem(maya, 'Beans', 'beans-key')).json<{ item: GroceryItem }>();
    const reused = await deleteItem(maya, item.id, 'beans-key');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ detail: PLATFORM_DETAILS.idempotencyKeyReused });
    expect((await groceries(maya)).some((row) => row.id === item.id)).toBe(true);
  });

  it('forgets a key after a day', async () => {
    await addItem(maya, 'Honey', 'honey-key');
    t.clock.advance(IDEMPOTENCY_TTL_MS + 1000);
    // The day also ended the session: signed in again.
    const tokens = await login(t.app, maya.email);
    maya = { ...maya, ...tokens, auth: { authorization: `Bearer ${tokens.access_token}` } };
    const later = await addItem(maya, 'Honey', 'honey-key');
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    // It ran again: the same name merges into its line (issue 45), now 2.
    expect(
      (await groceries(maya)).filter((item) => item.name === 'Honey').map((item) => item.quantity),
    ).toEqual([2]);
  });
});

describe('Idempotency-Key on the journal', () => {
  it('creates an entry once for a replayed key, and replays an edit', async () => {
    const create = () =>
      call(t.app, 'createJournalEntry', {
        method: 'POST',
        url: '/api/journal',
        headers: withKey(maya, 'entry-walk'),
        payload: { title: 'Evening walk', content: 'Wrote this offline.' },
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const again = await create();
    expect(again.json()).toEqual(first.json());
    const entries = (
      await call(t.app, 'listJournalEntries', {
        method: 'GET',
        url: '/api/journal',
        headers: maya.auth,
      })
    ).json<{ id: number; title: string }[]>();
    expect(entries.filter((entry) => entry.title === 'Evening walk')).toHaveLength(1);
  });
});
