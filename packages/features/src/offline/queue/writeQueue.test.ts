import { describe, expect, it } from 'vitest';
import {
  dismissFailure,
  enqueue,
  failedWrites,
  newWriteId,
  pendingWrites,
  replay,
  type QueuedWrite,
  type Sender,
  type SendOutcome,
} from './writeQueue';

const write = (id: string, kind = 'add', payload: unknown = {}): QueuedWrite => ({
  id,
  kind,
  payload,
  queuedAt: 0,
});

/** A sender answering each write id with a scripted outcome, recording the order of calls. */
function scripted(outcomes: Record<string, SendOutcome>) {
  const calls: string[] = [];
  const send: Sender<unknown> = async (queued) => {
    calls.push(queued.id);
    return outcomes[queued.id] ?? { kind: 'done' };
  };
  return { calls, send };
}

describe('the offline write queue', () => {
  it('keeps writes in the order they were made, each with its own key', () => {
    let queue: QueuedWrite[] = [];
    for (const id of ['a', 'b', 'c']) queue = enqueue(queue, write(id));
    expect(queue.map((queued) => queued.id)).toEqual(['a', 'b', 'c']);
    const ids = new Set(Array.from({ length: 50 }, () => newWriteId()));
    expect(ids.size).toBe(50);
  });

  it('replays in order and empties the queue when every write is applied', async () => {
    const { calls, send } = scripted({});
    const progress: number[] = [];
    const result = await replay([write('a'), write('b'), write('c')], send, (queue) => {
      progress.push(queue.length);
    });
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(result).toMatchObject({ queue: [], sent: 3, interrupted: false });
    // Stored after each write: a tab closed halfway resends only what was not applied.
    expect(progress).toEqual([2, 1, 0]);
  });

  it('keeps a refused write with the server’s reason, and goes on with the next', async () => {
    const { calls, send } = scripted({ b: { kind: 'refused', detail: 'Grocery item not found' } });
    const result = await replay([write('a'), write('b'), write('c')], send);
    expect(calls).toEqual(['a', 'b', 'c']);
    expect(result.queue).toEqual([{ ...write('b'), failure: 'Grocery item not found' }]);
    expect(failedWrites(result.queue)).toHaveLength(1);
    expect(pendingWrites(result.queue)).toHaveLength(0);
  });

  it('never sends a refused write again, and drops it only when dismissed', async () => {
    const refused = { ...write('b'), failure: 'Grocery item not found' };
    const { calls, send } = scripted({});
    const result = await replay([refused, write('c')], send);
    expect(calls).toEqual(['c']);
    expect(result.queue).toEqual([refused]);
    expect(dismissFailure(result.queue, 'c')).toEqual([refused]);
    expect(dismissFailure(result.queue, 'b')).toEqual([]);
  });

  it('stops at a write that cannot reach the server; it and the later ones wait, in order', async () => {
    const { calls, send } = scripted({ b: { kind: 'unreachable' } });
    const result = await replay([write('a'), write('b'), write('c')], send);
    expect(calls).toEqual(['a', 'b']);
    expect(result.interrupted).toBe(true);
    expect(result.queue.map((queued) => queued.id)).toEqual(['b', 'c']);
  });

  it('treats a sender that throws (fetch failed) as unreachable, never as applied', async () => {
    const result = await replay([write('a'), write('b')], async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toMatchObject({ sent: 0, interrupted: true });
    expect(result.queue).toHaveLength(2);
  });

  it('hands later writes the server ids of the items made offline', async () => {
    const seen: (number | undefined)[] = [];
    const send: Sender<{ id: number }> = async (queued, ids) => {
      if (queued.kind === 'add') return { kind: 'done', created: { temporaryId: -1, id: 41 } };
      seen.push(ids.get(queued.payload.id));
      return { kind: 'done' };
    };
    const result = await replay(
      [
        { ...write('a', 'add'), payload: { id: -1 } },
        { ...write('b', 'update'), payload: { id: -1 } },
      ],
      send,
    );
    expect(seen).toEqual([41]);
    expect(result.ids.get(-1)).toBe(41);
  });
});
