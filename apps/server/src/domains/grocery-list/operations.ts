import type { IdempotencyKeys } from '../../platform/idempotency';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { GroceryListService } from './service';

export function groceryListOperations(
  groceries: GroceryListService,
  keys: IdempotencyKeys,
): Operations {
  return defineOperations({
    getGroceryList: {
      auth: 'required',
      async handler({ user }) {
        return { items: await groceries.list(user.id) };
      },
    },

    // The writes the site's offline queue replays take an Idempotency-Key (docs/offline.md).
    addGroceryItem: {
      auth: 'required',
      handler: keys.wrap('addGroceryItem', async ({ user, body }) =>
        answer(201, { item: await groceries.add(user.id, body) }),
      ),
    },

    updateGroceryItem: {
      auth: 'required',
      handler: keys.wrap('updateGroceryItem', async ({ user, params, body }) => ({
        item: await groceries.update(user.id, params.id, body),
      })),
    },

    deleteGroceryItem: {
      auth: 'required',
      handler: keys.wrap('deleteGroceryItem', async ({ user, params }) => {
        await groceries.remove(user.id, params.id);
        return answer(204);
      }),
    },

    addInventoryShortfallsToGroceryList: {
      auth: 'required',
      async handler({ user }) {
        return groceries.addShortfalls(user.id);
      },
    },

    addRecipesToGroceryList: {
      auth: 'required',
      async handler({ user, body }) {
        return groceries.addRecipes(user.id, body);
      },
    },

    importCheckedGroceriesToInventory: {
      auth: 'required',
      async handler({ user }) {
        return groceries.importChecked(user.id);
      },
    },

    clearGroceryList: {
      auth: 'required',
      async handler({ user }) {
        return groceries.clear(user.id);
      },
    },
  });
}
