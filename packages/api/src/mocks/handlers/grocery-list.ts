import { addQuantities } from '@wegrow/contract/amounts';
import {
  addedAmount,
  aisleFinder,
  boundedQuantity,
  groceryNameKey,
  MAX_QUANTITY,
  normalUnit,
  planGroceries,
  restockTarget,
  sameItemName,
  type ScaledLine,
  scaledLines,
  shortfallOf,
  ownAisle,
  tidyText,
  updatedAisle,
  typedGroceryOf,
  unitsAdd,
} from '@wegrow/contract/ingredients';
import {
  GROCERY_LIST_DETAILS,
  GROCERY_LIST_MESSAGES,
  MEAL_PLANNING_DETAILS,
} from '@wegrow/contract/meal-planning';
import type { GroceryItem } from '../../types';
import { db, nextId, removeWhere } from '../db';
import type { GroceryRow } from '../rows';
import { idempotent } from '../support/idempotency';
import { ensureRoom, PER_USER_MAX } from '../support/page';
import { invalid, mock, notFound } from '../support/route';

/** Where a user's items are found, from the inventory's food categories (as the server). */
const aislesOf = (userId: number) =>
  aisleFinder(
    db.foodItems.filter((row) => row.user_id === userId),
    db.categories.filter((row) => row.user_id === userId && row.type === 'food'),
  );

/** An item as answered: its own aisle when set, else the worked-out one (as the server). */
const itemView =
  (aisleOf: (name: string) => string | null) =>
  ({ user_id: _owner, created_at: _added, aisle, ...item }: GroceryRow): GroceryItem => ({
    ...item,
    aisle: aisle ?? aisleOf(item.name),
  });

function ownItem(id: number, userId: number): GroceryRow {
  const item = db.groceries.find((row) => row.id === id && row.user_id === userId);
  if (!item) notFound(GROCERY_LIST_DETAILS.itemNotFound);
  return item;
}

/** A unit as stored: trimmed, and null when empty. */
const unitOf = (unit: string | null | undefined) => {
  const text = tidyText(unit ?? '');
  return text === '' ? null : text;
};

/** A new unchecked item at the end of the list; 422 when the list already holds PER_USER_MAX. */
function newItem(
  userId: number,
  name: string,
  quantity: number,
  unit: string | null,
  aisle: string | null = null,
): GroceryRow {
  ensureRoom(
    listOf(userId).length,
    1,
    PER_USER_MAX,
    GROCERY_LIST_DETAILS.tooManyItems(PER_USER_MAX),
  );
  const row: GroceryRow = {
    id: nextId(db.groceries),
    user_id: userId,
    name,
    quantity,
    unit,
    aisle,
    checked: false,
    created_at: new Date().toISOString(),
  };
  db.groceries.push(row);
  return row;
}

/** The user's items in the order they were added: at most PER_USER_MAX, which is all of them. */
const listOf = (userId: number) =>
  db.groceries
    .filter((row) => row.user_id === userId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
    .slice(0, PER_USER_MAX);

/** Runs a change of the grocery list all or nothing, as the server's transaction: a refusal undoes it. */
function allOrNothing<T>(change: () => T): T {
  const saved = db.groceries.map((row) => ({ ...row }));
  try {
    return change();
  } catch (error) {
    db.groceries.splice(0, db.groceries.length, ...saved);
    throw error;
  }
}

/** Adds an amount to a row exactly, in the most readable unit of its family (as the server). */
function raise(row: GroceryRow, line: { quantity: number; unit: string | null }): void {
  const total = addedAmount(row, line);
  if (!total) throw new Error('raise: units that do not add up');
  row.quantity = total.quantity;
  row.unit = total.unit;
}

/** Counts items added by a run and the items that were already there and got raised. */
function tally() {
  const added = new Set<GroceryRow>();
  const raised = new Set<GroceryRow>();
  return {
    add(row: GroceryRow) {
      added.add(row);
    },
    raise(row: GroceryRow) {
      if (!added.has(row)) raised.add(row);
    },
    get counts() {
      return { added: added.size, raised: raised.size };
    },
  };
}

/**
 * The generation from recipes ("Generate Grocery List", and a week plan's): a repeated id counts once
 * more; every id must be one of the caller's recipes (404); all or nothing; `scales`, one per id,
 * multiply each recipe's amounts first (a week plan's servings). Returns the message.
 */
export function addRecipesToList(
  userId: number,
  ids: readonly number[],
  scales?: readonly { n: number; d: number }[],
): string {
  const recipes = ids.map((id) => {
    const recipe = db.recipes.find((row) => row.id === id && row.user_id === userId);
    if (!recipe) notFound(GROCERY_LIST_DETAILS.recipeNotFound);
    return recipe;
  });
  const changes = tally();
  const plan = planGroceries(
    recipes.flatMap<string | ScaledLine>((recipe, i) => {
      const scale = scales?.[i];
      return scale ? scaledLines(recipe.ingredients, scale) : recipe.ingredients;
    }),
    db.foodItems.filter((row) => row.user_id === userId),
  );
  allOrNothing(() => {
    for (const line of plan.lines) {
      const key = groceryNameKey(line.name);
      const target = listOf(userId).find(
        (row) => !row.checked && unitsAdd(row.unit, line.unit) && groceryNameKey(row.name) === key,
      );
      if (target) {
        raise(target, line);
        changes.raise(target);
      } else {
        changes.add(newItem(userId, line.name, line.quantity, line.unit));
      }
    }
  });
  return GROCERY_LIST_MESSAGES.fromRecipes({
    ingredients: plan.ingredients,
    recipes: recipes.length,
    covered: plan.covered,
    ...changes.counts,
  });
}

export const groceryListHandlers = [
  mock.get('/grocery-list/grocery-list', ({ me, response }) =>
    response(200).json({ items: listOf(me().id).map(itemView(aislesOf(me().id))) }),
  ),

  mock.post(
    '/grocery-list/grocery-list/item',
    idempotent('addGroceryItem', ({ me, body, response }) => {
      const userId = me().id;
      // As the server: a name alone is read as an ingredient line, a same-named item takes it.
      const typed =
        body.quantity === undefined && body.unit === undefined
          ? typedGroceryOf(body.name)
          : { name: tidyText(body.name), quantity: body.quantity ?? 1, unit: unitOf(body.unit) };
      if (typed.quantity > MAX_QUANTITY) invalid(GROCERY_LIST_DETAILS.quantityTooLarge);
      const key = groceryNameKey(typed.name);
      const target = listOf(userId).find(
        (row) => !row.checked && unitsAdd(row.unit, typed.unit) && groceryNameKey(row.name) === key,
      );
      const aisle = ownAisle(body.aisle);
      if (target) {
        raise(target, typed);
        if (aisle !== null) target.aisle = aisle;
      }
      const row = target ?? newItem(userId, typed.name, typed.quantity, typed.unit, aisle);
      return response(201).json({ item: itemView(aislesOf(userId))(row) });
    }),
  ),

  mock.put(
    '/grocery-list/grocery-list/item/{id}',
    idempotent('updateGroceryItem', ({ me, params, body, response }) => {
      if (body.id !== undefined && body.id !== params.id) invalid(GROCERY_LIST_DETAILS.idMismatch);
      const userId = me().id;
      const item = ownItem(params.id, userId);
      const aisles = aislesOf(userId);
      const aisle = updatedAisle(item, body.aisle, aisles);
      if (aisle !== undefined) item.aisle = aisle;
      item.name = tidyText(body.name);
      item.quantity = body.quantity;
      if (body.unit !== undefined) item.unit = unitOf(body.unit);
      item.checked = body.checked;
      return response(200).json({ item: itemView(aisles)(item) });
    }),
  ),

  mock.delete(
    '/grocery-list/grocery-list/item/{id}',
    idempotent('deleteGroceryItem', ({ me, params, response }) => {
      ownItem(params.id, me().id);
      removeWhere(db.groceries, (row) => row.id === params.id);
      return response(204).empty();
    }),
  ),

  mock.post('/grocery-list/grocery-list/from-inventory', ({ me, response }) => {
    const userId = me().id;
    const changes = tally();
    allOrNothing(() => {
      for (const stock of db.foodItems.filter((row) => row.user_id === userId)) {
        const rows = listOf(userId);
        const shortfall = shortfallOf(stock, rows);
        if (!shortfall) continue;
        const target = rows.find(
          (row) =>
            !row.checked && unitsAdd(row.unit, stock.unit) && sameItemName(row.name, stock.name),
        );
        if (target) {
          raise(target, shortfall);
          changes.raise(target);
        } else {
          changes.add(newItem(userId, stock.name, shortfall.quantity, shortfall.unit));
        }
      }
    });
    return response(200).json({ message: GROCERY_LIST_MESSAGES.shortfalls(changes.counts) });
  }),

  mock.post('/grocery-list/from-recipes', ({ me, body, response }) =>
    response(200).json({ message: addRecipesToList(me().id, body) }),
  ),

  mock.post('/grocery-list/grocery-list/import-to-inventory', ({ me, response }) => {
    const userId = me().id;
    const inCart = listOf(userId).filter((row) => row.checked);
    if (inCart.length === 0) invalid(GROCERY_LIST_DETAILS.nothingChecked);
    // The inventory items it would create must fit (merges always do), else nothing changes.
    const stock = db.foodItems.filter((row) => row.user_id === userId);
    const made: { name: string; unit: string | null }[] = [];
    for (const item of inCart)
      if (!restockTarget([...stock, ...made], item))
        made.push({ name: item.name, unit: item.unit });
    ensureRoom(
      stock.length,
      made.length,
      PER_USER_MAX,
      MEAL_PLANNING_DETAILS.tooManyInventoryItems(PER_USER_MAX),
    );
    let created = 0;
    let raised = 0;
    for (const item of inCart) {
      const target = restockTarget(
        db.foodItems.filter((row) => row.user_id === userId),
        item,
      );
      if (target) {
        target.item.quantity = boundedQuantity(addQuantities(target.item.quantity, target.amount));
        raised += 1;
      } else {
        db.foodItems.push({
          id: nextId(db.foodItems),
          user_id: userId,
          name: item.name,
          quantity: item.quantity,
          desiredQuantity: item.quantity,
          unit: normalUnit(item.unit),
          categories: [],
        });
        created += 1;
      }
    }
    removeWhere(db.groceries, (row) => inCart.includes(row));
    return response(200).json({ message: GROCERY_LIST_MESSAGES.imported({ created, raised }) });
  }),

  mock.delete('/grocery-list/grocery-list/grocery-list/clear', ({ me, response }) => {
    const removed = removeWhere(db.groceries, (row) => row.user_id === me().id);
    return response(200).json({ message: GROCERY_LIST_MESSAGES.cleared(removed) });
  }),
];
