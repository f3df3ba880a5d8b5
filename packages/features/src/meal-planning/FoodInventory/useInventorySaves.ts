import { useApi, type FoodItem } from '@wegrow/api';
import { useCallback, useRef, useState } from 'react';
import { draftOf, itemRequest } from './inventoryDraft';

/**
 * Saves the rows' − and + at once, one request per item at a time: the row shows the new amount
 * straight away; a press while a save is on its way waits for it and sends the latest amounts (so
 * quick presses all count, in order). When the last save settles the row shows the server's item
 * again; a failed save puts it back and calls `onError`.
 */
export function useInventorySaves(onError: (error: unknown, item: FoodItem) => void) {
  const api = useApi();
  const save = api.useMutation('post', '/meal-planning/food-inventory');
  const [shown, setShown] = useState<Readonly<Record<number, FoodItem>>>({});
  // The item to send after the save on its way (null: nothing more), by id.
  const waiting = useRef(new Map<number, FoodItem | null>());

  const forget = useCallback((id: number) => {
    waiting.current.delete(id);
    setShown(({ [id]: _done, ...rest }) => rest);
  }, []);

  const send = useCallback(
    (item: FoodItem) => {
      waiting.current.set(item.id, null);
      save.mutateAsync({ body: { items: [itemRequest(draftOf(item))] } }).then(
        () => {
          const next = waiting.current.get(item.id);
          if (next) send(next);
          else forget(item.id);
        },
        (error: unknown) => {
          forget(item.id);
          onError(error, item);
        },
      );
    },
    [save, forget, onError],
  );

  /** Shows `item` at once and saves it. */
  const change = useCallback(
    (item: FoodItem) => {
      setShown((items) => ({ ...items, [item.id]: item }));
      if (waiting.current.has(item.id)) waiting.current.set(item.id, item);
      else send(item);
    },
    [send],
  );

  /** The item as the row shows it: with the amounts on their way. */
  const shownItem = useCallback((item: FoodItem) => shown[item.id] ?? item, [shown]);

  return { change, shownItem };
}
