import { answer, defineOperations, type Operations } from '../../platform/operations';
import type { GroceryListService } from './service';

export function groceryListOperations(groceries: GroceryListService): Operations {
  return defineOperations({
    getGroceryList: {
      auth: 'required',
      async handler({ user }) {
        return { items: await groceries.list(user.id) };
      },
    },

    addGroceryItem: {
      auth: 'required',
      async handler({ user, body }) {
        return answer(201, { item: await groceries.add(user.id, body) });
      },
    },

    updateGroceryItem: {
      auth: 'required',
      async handler({ user, params, body }) {
        return { item: await groceries.update(user.id, params.id, body) };
      },
    },

    deleteGroceryItem: {
      auth: 'required',
      async handler({ user, params }) {
        await groceries.remove(user.id, params.id);
        return answer(204);
      },
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
