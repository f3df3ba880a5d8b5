import { useCallback, useRef, useState } from 'react';

/**
 * Saves a row's quick changes (a − or +, a check toggle) at once, one request per row at a time:
 * the row shows the new value straight away; a change while a save is on its way waits for it and
 * sends the latest value (so quick presses all count, in order). When the last save settles the row
 * shows the server's data again (the save refetches it first); a failed save puts it back and
 * calls `onError`.
 */
export function useQueuedSaves<Item extends { id: number }>(
  save: (item: Item) => Promise<unknown>,
  onError: (error: unknown, item: Item) => void,
) {
  const [shown, setShown] = useState<Readonly<Record<number, Item>>>({});
  // The item to send after the save on its way (null: nothing more), by id.
  const waiting = useRef(new Map<number, Item | null>());

  const settle = useCallback((id: number) => {
    waiting.current.delete(id);
    setShown(({ [id]: _done, ...rest }) => rest);
  }, []);

  const send = useCallback(
    function send(item: Item) {
      waiting.current.set(item.id, null);
      save(item).then(
        () => {
          const next = waiting.current.get(item.id);
          if (next) send(next);
          else settle(item.id);
        },
        (error: unknown) => {
          settle(item.id);
          onError(error, item);
        },
      );
    },
    [save, settle, onError],
  );

  /** Shows `item` at once and saves it. */
  const change = useCallback(
    (item: Item) => {
      setShown((items) => ({ ...items, [item.id]: item }));
      if (waiting.current.has(item.id)) waiting.current.set(item.id, item);
      else send(item);
    },
    [send],
  );

  /** The item as its row shows it: with the change on its way. */
  const shownItem = useCallback((item: Item) => shown[item.id] ?? item, [shown]);

  return { change, shownItem };
}
