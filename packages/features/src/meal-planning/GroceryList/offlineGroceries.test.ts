import type { GroceryItem } from '@wegrow/api';
import { describe, expect, it } from 'vitest';
import { replay } from '../../offline';
import {
  describeChange,
  GONE_ELSEWHERE,
  grocerySender,
  NEVER_ADDED,
  rebasedUpdate,
  withPendingChanges,
  type GroceryCalls,
  type GroceryChange,
  type GroceryWrite,
} from './offlineGroceries';

const milk: GroceryItem = {
  id: 1,
  name: 'Milk',
  quantity: 1,
  unit: null,
  checked: false,
  aisle: null,
};
const eggs: GroceryItem = {
  id: 2,
  name: 'Eggs',
  quantity: 12,
  unit: null,
  checked: false,
  aisle: null,
};
let counter = 0;
const queued = (payload: GroceryChange): GroceryWrite => ({
  id: `w${(counter += 1)}`,
  kind: payload.op,
  payload,
  queuedAt: 0,
});

/** A fake server list answering the calls the way the API does, recording each key. */
function fakeServer(items: GroceryItem[]) {
  const rows = new Map(items.map((item) => [item.id, { ...item }]));
  const keys: string[] = [];
  const seen = new Map<string, unknown>();
  let nextId = 100;
  const calls: GroceryCalls = {
    async list() {
      return { status: 200, items: [...rows.values()] };
    },
    async add(body, key) {
      keys.push(key);
      const replayed = seen.get(key) as GroceryItem | undefined;
      if (replayed) return { status: 201, item: replayed };
      const item = {
        id: (nextId += 1),
        quantity: 1,
        ...body,
        unit: null,
        checked: false,
        aisle: body.aisle ?? null,
      };
      rows.set(item.id, item);
      seen.set(key, item);
      return { status: 201, item };
    },
    async update(item, key) {
      keys.push(key);
      if (!rows.has(item.id)) return { status: 404, detail: 'Grocery item not found' };
      rows.set(item.id, item);
      return { status: 200 };
    },
    async remove(id, key) {
      keys.push(key);
      if (seen.has(key)) return { status: 204 };
      if (!rows.delete(id)) return { status: 404, detail: 'Grocery item not found' };
      seen.set(key, true);
      return { status: 204 };
    },
  };
  return { rows, keys, calls };
}

describe('the grocery list offline', () => {
  it('shows the pending changes over the last loaded list, in order', () => {
    const shown = withPendingChanges(
      [milk, eggs],
      [
        queued({ op: 'add', temporaryId: -5, name: 'Bread', quantity: 2 }),
        queued({ op: 'update', id: 1, name: 'Milk', changes: { checked: true } }),
        queued({ op: 'update', id: -5, name: 'Bread', changes: { checked: true } }),
        queued({ op: 'delete', id: 2, name: 'Eggs' }),
      ],
    );
    expect(shown).toEqual([
      { ...milk, checked: true },
      { id: -5, name: 'Bread', quantity: 2, unit: null, checked: true, aisle: null },
    ]);
  });

  it('rebases an update on the server’s item: only the changed field is written', () => {
    const elsewhere = { ...milk, quantity: 3 };
    expect(rebasedUpdate(elsewhere, { checked: true })).toEqual({
      ...milk,
      quantity: 3,
      checked: true,
    });
    expect(rebasedUpdate({ ...milk, checked: true }, { quantity: 2 })).toEqual({
      ...milk,
      checked: true,
      quantity: 2,
    });
  });

  it('replays add, check, uncheck, quantity and delete in order; the server ends as shown', async () => {
    const server = fakeServer([milk, eggs]);
    const writes = [
      queued({ op: 'add', temporaryId: -7, name: 'Bread', quantity: 1 }),
      queued({ op: 'update', id: -7, name: 'Bread', changes: { checked: true } }),
      queued({ op: 'update', id: 1, name: 'Milk', changes: { checked: true } }),
      queued({ op: 'update', id: 1, name: 'Milk', changes: { checked: false } }),
      queued({ op: 'update', id: 1, name: 'Milk', changes: { quantity: 4 } }),
      queued({ op: 'delete', id: 2, name: 'Eggs' }),
    ];
    const expected = withPendingChanges([milk, eggs], writes);
    const result = await replay(writes, grocerySender(server.calls));
    expect(result).toMatchObject({ queue: [], sent: 6, interrupted: false });
    expect(server.keys).toEqual(writes.map((write) => write.id));
    const onServer = [...server.rows.values()];
    expect(onServer.map(({ name, quantity, checked }) => ({ name, quantity, checked }))).toEqual(
      expected.map(({ name, quantity, checked }) => ({ name, quantity, checked })),
    );
  });

  it('adds with an aisle and moves an item offline; the server ends as shown', async () => {
    const server = fakeServer([milk]);
    const writes = [
      queued({ op: 'add', temporaryId: -9, name: 'Paper towels', aisle: 'Household' }),
      queued({ op: 'update', id: 1, name: 'Milk', changes: { aisle: 'Fridge' } }),
      queued({ op: 'update', id: 1, name: 'Milk', changes: { checked: true } }),
    ];
    const expected = withPendingChanges([milk], writes);
    expect(expected.map(({ name, aisle }) => [name, aisle])).toEqual([
      ['Milk', 'Fridge'],
      ['Paper towels', 'Household'],
    ]);
    await replay(writes, grocerySender(server.calls));
    expect(
      [...server.rows.values()].map(({ name, aisle, checked }) => [name, aisle, checked]),
    ).toEqual([
      ['Milk', 'Fridge', true],
      ['Paper towels', 'Household', false],
    ]);
    expect(
      describeChange({ op: 'update', id: 1, name: 'Milk', changes: { aisle: 'Fridge' } }),
    ).toBe('Move “Milk” to Fridge');
    expect(describeChange({ op: 'update', id: 1, name: 'Milk', changes: { aisle: null } })).toBe(
      'Move “Milk” back to its usual aisle',
    );
  });

  it('keeps a field changed elsewhere (per-field last writer wins)', async () => {
    const server = fakeServer([milk]);
    // Another device raised the quantity while this one was offline and checked the item.
    server.rows.set(1, { ...milk, quantity: 3 });
    await replay(
      [queued({ op: 'update', id: 1, name: 'Milk', changes: { checked: true } })],
      grocerySender(server.calls),
    );
    expect(server.rows.get(1)).toEqual({ ...milk, quantity: 3, checked: true });
  });

  it('adds an item once when the same queue is replayed twice (a tab closed mid-replay)', async () => {
    const server = fakeServer([]);
    const writes = [queued({ op: 'add', temporaryId: -9, name: 'Rice', quantity: 1 })];
    await replay(writes, grocerySender(server.calls));
    await replay(writes, grocerySender(server.calls));
    expect([...server.rows.values()].filter((item) => item.name === 'Rice')).toHaveLength(1);
  });

  it('shows why a change failed: deleted elsewhere, or its item never added', async () => {
    const server = fakeServer([milk]);
    server.rows.delete(1);
    const result = await replay(
      [
        queued({ op: 'update', id: 1, name: 'Milk', changes: { checked: true } }),
        queued({ op: 'update', id: -3, name: 'Jam', changes: { checked: true } }),
        queued({ op: 'delete', id: 1, name: 'Milk' }),
      ],
      grocerySender(server.calls),
    );
    expect(result.queue.map((write) => write.failure)).toEqual([
      GONE_ELSEWHERE,
      NEVER_ADDED,
      'Grocery item not found',
    ]);
  });

  it('waits when the server cannot be reached or fails', async () => {
    const server = fakeServer([milk]);
    const failing: GroceryCalls = { ...server.calls, add: async () => ({ status: 503 }) };
    const result = await replay(
      [queued({ op: 'add', temporaryId: -1, name: 'Tea', quantity: 1 })],
      grocerySender(failing),
    );
    expect(result).toMatchObject({ interrupted: true, sent: 0 });
    expect(result.queue).toHaveLength(1);
  });

  it('says what each change was', () => {
    expect(describeChange({ op: 'add', temporaryId: -1, name: 'Tea', quantity: 1 })).toBe(
      'Add “Tea”',
    );
    expect(describeChange({ op: 'update', id: 1, name: 'Tea', changes: { checked: false } })).toBe(
      'Uncheck “Tea”',
    );
    expect(describeChange({ op: 'update', id: 1, name: 'Tea', changes: { quantity: 3 } })).toBe(
      'Change the quantity of “Tea” to 3',
    );
    expect(describeChange({ op: 'delete', id: 1, name: 'Tea' })).toBe('Delete “Tea”');
  });
});
