import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushQueue } from './flush';
import { storedQueue } from './store';
import type { QueuedWrite, Sender } from './writeQueue';

let counter = 0;
const write = (id: string): QueuedWrite<string> => ({
  id,
  kind: 'add',
  payload: id,
  queuedAt: 0,
});
/** A fresh queue (its own key) holding `ids`. */
async function queueOf(...ids: string[]) {
  const queue = storedQueue<string>(`flush-test:${(counter += 1)}`);
  await queue.loaded;
  await queue.replace(ids.map(write));
  return queue;
}

/** A sender that answers each write after the test lets it go, recording the order. */
function gated() {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  const send: Sender<string> = (queued) =>
    new Promise((resolve) => {
      waiting.push(() => {
        sent.push(queued.id);
        resolve({ kind: 'done' });
      });
    });
  const releaseAll = async () => {
    for (let round = 0; round < 20; round += 1) {
      await vi.waitFor(() => undefined);
      waiting.splice(0).forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { sent, send, releaseAll };
}

afterEach(() => vi.restoreAllMocks());

describe('flushQueue', () => {
  it('runs one replay of a queue at a time: a second call joins the first, nothing is sent twice', async () => {
    const queue = await queueOf('a', 'b');
    const { sent, send, releaseAll } = gated();
    const fromScreen = flushQueue(queue, send);
    const fromShell = flushQueue(queue, send);
    expect(fromShell).toBe(fromScreen);
    await releaseAll();
    expect(await fromScreen).toEqual({ sent: 2, interrupted: false });
    expect(await fromShell).toEqual({ sent: 2, interrupted: false });
    expect(sent).toEqual(['a', 'b']);
    expect(queue.snapshot()).toEqual([]);
  });

  it('also sends the writes queued while it runs, after the others', async () => {
    const queue = await queueOf('a');
    const { sent, send, releaseAll } = gated();
    const flush = flushQueue(queue, send);
    await queue.replace([...queue.snapshot(), write('b')]);
    await releaseAll();
    expect(await flush).toEqual({ sent: 2, interrupted: false });
    expect(sent).toEqual(['a', 'b']);
  });

  it('sends nothing while the browser is offline, and a later call starts afresh', async () => {
    const queue = await queueOf('a');
    const send = vi.fn<Sender<string>>(async () => ({ kind: 'done' }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await flushQueue(queue, send)).toEqual({ sent: 0, interrupted: true });
    expect(send).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    expect(await flushQueue(queue, send)).toEqual({ sent: 1, interrupted: false });
  });

  it('stops when the server cannot be reached, keeping the write for the next time', async () => {
    const queue = await queueOf('a', 'b');
    const send = vi.fn<Sender<string>>(async () => ({ kind: 'unreachable' }));
    expect(await flushQueue(queue, send)).toEqual({ sent: 0, interrupted: true });
    expect(send).toHaveBeenCalledOnce();
    expect(queue.snapshot().map((queued) => queued.id)).toEqual(['a', 'b']);
  });
});
