/**
 * The grocery list offline (docs/offline.md): the changes made with no connection, shown at once
 * over the last loaded list, and the rule that applies them to the server's list when they are
 * replayed — per field, the later write wins: a queued change carries only the fields it changed
 * (checked, or quantity), applied over the server's item as it is at replay time, so a change
 * made elsewhere to another field is kept; the check state is the latest action's.
 */
import type { GroceryItem } from '@wegrow/api';
import { outcomeOfAnswer, type QueuedWrite, type SendOutcome } from '../../offline';

/** A change to the list made offline. Items added offline carry a temporary (negative) id. */
export type GroceryChange =
  /** An item typed by hand; `quantity` only in changes queued before issue 45 (a name alone since). */
  | { op: 'add'; temporaryId: number; name: string; quantity?: number; aisle?: string }
  | {
      op: 'update';
      id: number;
      name: string;
      changes: GroceryFieldChanges;
    }
  | { op: 'delete'; id: number; name: string };

/** The fields a queued update changes: checked, quantity, or the item's own aisle. */
export type GroceryFieldChanges = Partial<Pick<GroceryItem, 'checked' | 'quantity' | 'aisle'>>;

export type GroceryWrite = QueuedWrite<GroceryChange>;

/** A temporary id for an item added offline: negative, so it never meets a server id. */
export function temporaryGroceryId(now: number = Date.now(), random = Math.random()): number {
  return -(now * 1000 + Math.floor(random * 1000));
}

/** The list as the member sees it: the server's (or last stored) items with the pending changes. */
export function withPendingChanges(
  items: readonly GroceryItem[],
  writes: readonly GroceryWrite[],
): GroceryItem[] {
  let shown = [...items];
  for (const { payload: change } of writes) {
    if (change.op === 'add')
      shown.push({
        id: change.temporaryId,
        name: change.name,
        quantity: change.quantity ?? 1,
        unit: null,
        checked: false,
        aisle: change.aisle ?? null,
      });
    else if (change.op === 'update')
      shown = shown.map((item) => (item.id === change.id ? { ...item, ...change.changes } : item));
    else shown = shown.filter((item) => item.id !== change.id);
  }
  return shown;
}

/** The body of the replayed update: the server's item now, with only this change's fields. */
export function rebasedUpdate(current: GroceryItem, changes: GroceryFieldChanges): GroceryItem {
  return { ...current, ...changes };
}

/** What a queued change was, in words, for the list of changes the server refused. */
export function describeChange(change: GroceryChange): string {
  if (change.op === 'add') return `Add “${change.name}”`;
  if (change.op === 'delete') return `Delete “${change.name}”`;
  if (change.changes.aisle !== undefined)
    return change.changes.aisle === null
      ? `Move “${change.name}” back to its usual aisle`
      : `Move “${change.name}” to ${change.changes.aisle}`;
  if (change.changes.checked !== undefined)
    return `${change.changes.checked ? 'Check' : 'Uncheck'} “${change.name}”`;
  return `Change the quantity of “${change.name}” to ${change.changes.quantity ?? ''}`;
}

/** What the replay needs from the API: each call's status and body, or a throw when unreachable. */
export interface GroceryCalls {
  list(): Promise<{ status: number; items?: GroceryItem[]; detail?: string }>;
  add(
    body: { name: string; quantity?: number; aisle?: string },
    key: string,
  ): Promise<{ status: number; item?: GroceryItem; detail?: string }>;
  update(item: GroceryItem, key: string): Promise<{ status: number; detail?: string }>;
  remove(id: number, key: string): Promise<{ status: number; detail?: string }>;
}

const outcomeOf = outcomeOfAnswer;

export const NEVER_ADDED = 'Its item could not be added, so this change was not made.';
export const GONE_ELSEWHERE = 'This item is no longer on your list (it was deleted elsewhere).';

/**
 * The sender of one replay: each change sent with its write's id as the `Idempotency-Key`; an
 * update rebased on the server's current item (the list is read once per replay).
 */
export function grocerySender(calls: GroceryCalls) {
  let serverItems: Map<number, GroceryItem> | null = null;
  return async (write: GroceryWrite, ids: ReadonlyMap<number, number>): Promise<SendOutcome> => {
    const change = write.payload;
    if (change.op === 'add') {
      const answer = await calls.add(
        {
          name: change.name,
          ...(change.quantity === undefined ? {} : { quantity: change.quantity }),
          ...(change.aisle === undefined ? {} : { aisle: change.aisle }),
        },
        write.id,
      );
      const outcome = outcomeOf(answer);
      if (outcome.kind === 'done' && answer.item) {
        serverItems?.set(answer.item.id, answer.item);
        return { kind: 'done', created: { temporaryId: change.temporaryId, id: answer.item.id } };
      }
      return outcome;
    }
    const id = change.id < 0 ? ids.get(change.id) : change.id;
    if (id === undefined) return { kind: 'refused', detail: NEVER_ADDED };
    if (change.op === 'delete') {
      const outcome = outcomeOf(await calls.remove(id, write.id));
      if (outcome.kind === 'done') serverItems?.delete(id);
      return outcome;
    }
    if (!serverItems) {
      const answer = await calls.list();
      if (!answer.items) return outcomeOf(answer);
      serverItems = new Map(answer.items.map((item) => [item.id, item]));
    }
    const current = serverItems.get(id);
    if (!current) return { kind: 'refused', detail: GONE_ELSEWHERE };
    const body = rebasedUpdate(current, change.changes);
    const outcome = outcomeOf(await calls.update(body, write.id));
    if (outcome.kind === 'done') serverItems.set(id, body);
    return outcome;
  };
}
