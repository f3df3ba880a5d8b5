import {
  addedAmount,
  aisleFinder,
  boundedQuantity,
  groceryNameKey,
  MAX_QUANTITY,
  planGroceries,
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
import { GROCERY_LIST_DETAILS, GROCERY_LIST_MESSAGES } from '@wegrow/contract/meal-planning';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { notFound, unprocessable } from '../../platform/errors';
import { ensureRoom, PER_USER_MAX } from '../../platform/paging';
import type { MealPlanningService } from '../meal-planning';
import { type GroceryItemRow, groceryItems } from './schema';
import {
  type GroceryItem,
  type GroceryItemCreate,
  type GroceryItemUpdate,
  type Message,
  toGroceryItem,
} from './views';

/** The advisory lock class of additions to a grocery list (one user's at a time). */
const LIST_LOCK = 0x67_72_6f_63; // "groc"

/** Waits for, then holds until the transaction ends, the lock of additions to this user's list. */
async function lockList(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIST_LOCK}, ${userId})`);
}

/** A unit as stored: tidy, and null when empty. */
function unitOf(unit: string | null | undefined): string | null {
  const text = tidyText(unit ?? '');
  return text === '' ? null : text;
}

/**
 * One user's list while an operation changes it: rows in order, new rows added, rows raised. An
 * add past PER_USER_MAX items is refused (422), which undoes the whole operation's transaction.
 */
class ListChanges {
  readonly added = new Set<GroceryItemRow>();
  readonly raised = new Set<GroceryItemRow>();

  constructor(
    private readonly db: Db,
    private readonly userId: number,
    private readonly now: Date,
    readonly rows: GroceryItemRow[],
  ) {}

  /** Adds an amount to a row exactly, in the most readable unit of its family (`addedAmount`). */
  async raise(row: GroceryItemRow, line: { quantity: number; unit: string | null }): Promise<void> {
    const total = addedAmount(row, line);
    if (!total) throw new Error('raise: units that do not add up');
    row.quantity = total.quantity;
    row.unit = total.unit;
    await this.db
      .update(groceryItems)
      .set({ quantity: row.quantity, unit: row.unit })
      .where(and(eq(groceryItems.id, row.id), eq(groceryItems.userId, this.userId)));
    if (!this.added.has(row)) this.raised.add(row);
  }

  async add(
    name: string,
    quantity: number,
    unit: string | null,
    aisle: string | null = null,
  ): Promise<void> {
    ensureRoom(this.rows.length, 1, PER_USER_MAX, GROCERY_LIST_DETAILS.tooManyItems(PER_USER_MAX));
    const [row] = await this.db
      .insert(groceryItems)
      .values({
        userId: this.userId,
        name,
        quantity: boundedQuantity(quantity),
        unit,
        aisle,
        checked: false,
        createdAt: this.now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    this.rows.push(row);
    this.added.add(row);
  }

  /** Gives a row its own aisle. */
  async moveTo(row: GroceryItemRow, aisle: string): Promise<void> {
    row.aisle = aisle;
    await this.db
      .update(groceryItems)
      .set({ aisle })
      .where(and(eq(groceryItems.id, row.id), eq(groceryItems.userId, this.userId)));
  }

  get counts() {
    return { added: this.added.size, raised: this.raised.size };
  }
}

/**
 * Each user's grocery list, and its two links to meal planning: shortfalls of the inventory and
 * ingredients of recipes come onto the list, checked (in-cart) items go into the inventory. The
 * inventory and recipes are reached only through the meal-planning service.
 */
export class GroceryListService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly meals: MealPlanningService,
  ) {}

  /** The user's items in the order they were added: at most PER_USER_MAX, which is all of them. */
  private rowsOf(userId: number, db: Db = this.db): Promise<GroceryItemRow[]> {
    return db
      .select()
      .from(groceryItems)
      .where(eq(groceryItems.userId, userId))
      .orderBy(asc(groceryItems.createdAt), asc(groceryItems.id))
      .limit(PER_USER_MAX);
  }

  /**
   * Where the caller's items are found: the aisle of a name, from the inventory's food categories
   * (`aisleFinder`).
   */
  private async aislesOf(
    userId: number,
    db: Db = this.db,
  ): Promise<(name: string) => string | null> {
    const [stock, categories] = [
      await this.meals.listInventory(userId, db),
      await this.meals.listCategories(userId, db),
    ];
    return aisleFinder(stock, categories.food);
  }

  /**
   * The caller's list, in the order the items were added (every item: adds stop at the cap), each
   * with its aisle.
   */
  async list(userId: number): Promise<GroceryItem[]> {
    const rows = await this.rowsOf(userId);
    const aisleOf = await this.aislesOf(userId);
    return rows.map((row) => toGroceryItem(row, aisleOf));
  }

  /**
   * Adds an item typed by hand: without quantity and unit its name is read as an ingredient line
   * ("milk 1 l"; `typedGroceryOf`), else quantity 1 unless given. An unchecked item of the same
   * name (any case or plural) in a unit that adds up takes the amount (`addedAmount`) and is
   * answered; else a new item is added (422 when the list holds PER_USER_MAX).
   */
  async add(userId: number, input: GroceryItemCreate): Promise<GroceryItem> {
    const typed =
      input.quantity === undefined && input.unit === undefined
        ? typedGroceryOf(input.name)
        : { name: tidyText(input.name), quantity: input.quantity ?? 1, unit: unitOf(input.unit) };
    if (typed.quantity > MAX_QUANTITY) throw unprocessable(GROCERY_LIST_DETAILS.quantityTooLarge);
    return this.changeList(userId, async (tx, list) => {
      const key = groceryNameKey(typed.name);
      const target = list.rows.find(
        (row) => !row.checked && unitsAdd(row.unit, typed.unit) && groceryNameKey(row.name) === key,
      );
      const aisle = ownAisle(input.aisle);
      if (target) {
        await list.raise(target, typed);
        if (aisle !== null) await list.moveTo(target, aisle);
      } else await list.add(typed.name, typed.quantity, typed.unit, aisle);
      const row = target ?? list.rows.at(-1);
      if (!row) throw new Error('add: no row');
      return toGroceryItem(row, await this.aislesOf(userId, tx));
    });
  }

  /**
   * Replaces one of the caller's items (a body id must match; `unit` and `aisle` left out stay;
   * `updatedAisle`).
   */
  async update(userId: number, id: number, input: GroceryItemUpdate): Promise<GroceryItem> {
    if (input.id !== undefined && input.id !== id)
      throw unprocessable(GROCERY_LIST_DETAILS.idMismatch);
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(groceryItems)
        .where(and(eq(groceryItems.id, id), eq(groceryItems.userId, userId)))
        .for('update');
      if (!current) throw notFound(GROCERY_LIST_DETAILS.itemNotFound);
      const aisles = await this.aislesOf(userId, tx);
      const aisle = updatedAisle(current, input.aisle, aisles);
      const [row] = await tx
        .update(groceryItems)
        .set({
          name: tidyText(input.name),
          quantity: input.quantity,
          checked: input.checked,
          ...(input.unit === undefined ? {} : { unit: unitOf(input.unit) }),
          ...(aisle === undefined ? {} : { aisle }),
        })
        .where(and(eq(groceryItems.id, id), eq(groceryItems.userId, userId)))
        .returning();
      if (!row) throw notFound(GROCERY_LIST_DETAILS.itemNotFound);
      return toGroceryItem(row, aisles);
    });
  }

  /** Deletes one of the caller's items. */
  async remove(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(groceryItems)
      .where(and(eq(groceryItems.id, id), eq(groceryItems.userId, userId)))
      .returning({ id: groceryItems.id });
    if (deleted.length === 0) throw notFound(GROCERY_LIST_DETAILS.itemNotFound);
  }

  /**
   * Runs a change of the caller's list built from other data, all or nothing, one at a time per
   * user (and with the other additions to the list).
   */
  private changeList<T>(
    userId: number,
    change: (tx: Db, list: ListChanges) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await lockList(tx, userId);
      return change(tx, new ListChanges(tx, userId, this.clock(), await this.rowsOf(userId, tx)));
    });
  }

  /**
   * Puts the inventory's shortfalls on the list. For each item, in the order they were added:
   * shortfall = need − have − what the list already holds under that name (any case, checked or
   * not; `heldFor`: any unit for an item counted in things, else in its unit or one converting to
   * it). A positive shortfall raises an unchecked item of that name in the item's unit, or is
   * added as a new item in it; so a second run adds nothing.
   */
  async addShortfalls(userId: number): Promise<Message> {
    return this.changeList(userId, async (tx, list) => {
      for (const stock of await this.meals.listInventory(userId, tx)) {
        const shortfall = shortfallOf(stock, list.rows);
        if (!shortfall) continue;
        const target = list.rows.find(
          (row) =>
            !row.checked && unitsAdd(row.unit, stock.unit) && sameItemName(row.name, stock.name),
        );
        if (target) await list.raise(target, shortfall);
        else await list.add(stock.name, shortfall.quantity, shortfall.unit);
      }
      return { message: GROCERY_LIST_MESSAGES.shortfalls(list.counts) };
    });
  }

  /**
   * The grocery generation from recipes (the screen's "Generate Grocery List", and a week plan's):
   * puts the ingredients of recipes on the list; a repeated id counts once more. The lines are
   * planned by `planGroceries` (shared with the fakes): merged by name (any case or plural) and
   * unit, what the inventory has in a matching or converting unit taken off; each planned line is merged
   * into an unchecked item of the same name and unit, else added. Every id must be one of the
   * caller's recipes (else 404, nothing added); all or nothing. `scales`, one per id, multiply
   * each recipe's amounts first (a week plan's servings over the recipe's).
   */
  async addRecipes(
    userId: number,
    ids: readonly number[],
    scales?: readonly { n: number; d: number }[],
  ): Promise<Message> {
    return this.changeList(userId, async (tx, list) => {
      const found = new Map(
        (await this.meals.findRecipes(userId, ids, tx)).map((recipe) => [recipe.id, recipe]),
      );
      const selected = ids.map((id) => {
        const recipe = found.get(id);
        if (!recipe) throw notFound(GROCERY_LIST_DETAILS.recipeNotFound);
        return recipe;
      });
      const plan = planGroceries(
        selected.flatMap<string | ScaledLine>((recipe, i) => {
          const scale = scales?.[i];
          return scale ? scaledLines(recipe.ingredients, scale) : recipe.ingredients;
        }),
        await this.meals.listInventory(userId, tx),
      );
      for (const line of plan.lines) {
        const key = groceryNameKey(line.name);
        const target = list.rows.find(
          (row) =>
            !row.checked && unitsAdd(row.unit, line.unit) && groceryNameKey(row.name) === key,
        );
        if (target) await list.raise(target, line);
        else await list.add(line.name, line.quantity, line.unit);
      }
      return {
        message: GROCERY_LIST_MESSAGES.fromRecipes({
          ingredients: plan.ingredients,
          recipes: selected.length,
          covered: plan.covered,
          ...list.counts,
        }),
      };
    });
  }

  /**
   * Moves the checked (in-cart) items into the inventory: each quantity is added to the inventory
   * item of the same name (any case), or makes a new one; the items leave the list. 422 when
   * nothing is checked.
   */
  async importChecked(userId: number): Promise<Message> {
    return this.changeList(userId, async (tx, list) => {
      const inCart = list.rows.filter((row) => row.checked);
      if (inCart.length === 0) throw unprocessable(GROCERY_LIST_DETAILS.nothingChecked);
      const result = await this.meals.restock(
        userId,
        inCart.map((row) => ({ name: row.name, quantity: row.quantity, unit: row.unit })),
        tx,
      );
      await tx.delete(groceryItems).where(
        and(
          eq(groceryItems.userId, userId),
          inArray(
            groceryItems.id,
            inCart.map((row) => row.id),
          ),
        ),
      );
      return { message: GROCERY_LIST_MESSAGES.imported(result) };
    });
  }

  /** Empties the caller's list. */
  async clear(userId: number): Promise<Message> {
    const removed = await this.db
      .delete(groceryItems)
      .where(eq(groceryItems.userId, userId))
      .returning({ id: groceryItems.id });
    return { message: GROCERY_LIST_MESSAGES.cleared(removed.length) };
  }
}
