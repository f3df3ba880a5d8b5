import type { GroceryItem } from '../../types';
import { db, nextId, removeWhere } from '../db';
import type { GroceryRow } from '../rows';
import { badRequest, forbidden, mock, notFound } from '../support/route';

const itemView = ({ user_id: _owner, created_at: _added, ...item }: GroceryRow): GroceryItem =>
  item;

function ownItem(id: number, userId: number): GroceryRow {
  const item = db.groceries.find((row) => row.id === id);
  if (!item) notFound('Grocery item not found.');
  if (item.user_id !== userId) forbidden('This grocery item is not yours.');
  return item;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds to an unchecked item of the same name, or adds a new item. */
function addToList(userId: number, name: string, quantity: number): void {
  const existing = db.groceries.find(
    (row) => row.user_id === userId && !row.checked && sameName(row.name, name),
  );
  if (existing) {
    existing.quantity += quantity;
    return;
  }
  db.groceries.push({
    id: nextId(db.groceries),
    user_id: userId,
    name: name.trim(),
    quantity,
    checked: false,
    created_at: new Date().toISOString(),
  });
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const groceryListHandlers = [
  mock.get('/grocery-list/grocery-list', ({ me, response }) => {
    const items = db.groceries
      .filter((row) => row.user_id === me().id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
      .map(itemView);
    return response(200).json({ items });
  }),

  mock.post('/grocery-list/grocery-list/item', ({ me, body, response }) => {
    const row: GroceryRow = {
      id: nextId(db.groceries),
      user_id: me().id,
      name: body.name.trim(),
      quantity: body.quantity ?? 1,
      checked: false,
      created_at: new Date().toISOString(),
    };
    db.groceries.push(row);
    return response(201).json({ item: itemView(row) });
  }),

  mock.put('/grocery-list/grocery-list/item/{id}', ({ me, params, body, response }) => {
    if (body.id !== undefined && body.id !== params.id) {
      badRequest('body/id must equal the id in the path');
    }
    const item = ownItem(params.id, me().id);
    item.name = body.name.trim();
    item.quantity = body.quantity;
    item.checked = body.checked;
    return response(200).json({ item: itemView(item) });
  }),

  mock.delete('/grocery-list/grocery-list/item/{id}', ({ me, params, response }) => {
    ownItem(params.id, me().id);
    removeWhere(db.groceries, (row) => row.id === params.id);
    return response(204).empty();
  }),

  mock.post('/grocery-list/grocery-list/from-inventory', ({ me, response }) => {
    const userId = me().id;
    const short = db.foodItems.filter(
      (item) => item.user_id === userId && item.quantity < item.desiredQuantity,
    );
    for (const item of short) addToList(userId, item.name, item.desiredQuantity - item.quantity);
    return response(200).json({
      message: short.length
        ? `Added ${plural(short.length, 'shortfall')} to your grocery list.`
        : 'Nothing to add: your inventory has everything you need.',
    });
  }),

  mock.post('/grocery-list/from-recipes', ({ me, body, response }) => {
    const userId = me().id;
    const selections = body.map((entry) =>
      typeof entry === 'number' ? { id: entry, count: 1 } : entry,
    );
    const recipes = selections.map(({ id, count }) => {
      const recipe = db.recipes.find((row) => row.id === id && row.user_id === userId);
      if (!recipe) notFound(`Recipe ${id} not found.`);
      return { recipe, count };
    });
    let added = 0;
    for (const { recipe, count } of recipes) {
      for (const ingredient of recipe.ingredients) {
        addToList(userId, ingredient, count);
        added += 1;
      }
    }
    return response(200).json({
      message: `Added ${plural(added, 'ingredient')} from ${plural(recipes.length, 'recipe')} to your grocery list.`,
    });
  }),

  mock.post('/grocery-list/grocery-list/import-to-inventory', ({ me, response }) => {
    const userId = me().id;
    const inCart = db.groceries.filter((row) => row.user_id === userId && row.checked);
    if (!inCart.length) badRequest('No items are checked: put items in the cart first.');
    for (const item of inCart) {
      const stock = db.foodItems.find(
        (row) => row.user_id === userId && sameName(row.name, item.name),
      );
      if (stock) {
        stock.quantity += item.quantity;
      } else {
        db.foodItems.push({
          id: nextId(db.foodItems),
          user_id: userId,
          name: item.name,
          quantity: item.quantity,
          desiredQuantity: item.quantity,
          categories: [],
        });
      }
    }
    removeWhere(db.groceries, (row) => inCart.includes(row));
    return response(200).json({
      message: `Imported ${plural(inCart.length, 'item')} into your food inventory.`,
    });
  }),

  mock.delete('/grocery-list/grocery-list/grocery-list/clear', ({ me, response }) => {
    const userId = me().id;
    removeWhere(db.groceries, (row) => row.user_id === userId);
    return response(200).json({ message: 'Grocery list cleared.' });
  }),
];
