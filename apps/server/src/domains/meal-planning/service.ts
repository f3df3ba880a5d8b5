import {
  boundedQuantity,
  keptIngredientLines,
  normalUnit,
  restockTarget,
  tidyText,
} from '@wegrow/contract/ingredients';
import { addQuantities } from '@wegrow/contract/amounts';
import { MEAL_PLANNING_DETAILS } from '@wegrow/contract/meal-planning';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation } from '../../platform/db';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { countOf, ensureRoom, PER_USER_MAX } from '../../platform/paging';
import { foodItemCategories, foodItems, mealCategories, recipes } from './schema';
import {
  type Category,
  type CategoryList,
  type CategoryType,
  type FoodItem,
  type FoodItemInput,
  type Recipe,
  type RecipeInput,
  toCategory,
  toFoodItem,
  toRecipe,
} from './views';

/** An amount bought, to add to the inventory item of that name and a fitting unit. */
export interface Restock {
  name: string;
  quantity: number;
  /** The grocery item's unit, or null for a count of things. */
  unit: string | null;
}

/** What a restock did: inventory items created, and existing ones that got more. */
export interface RestockResult {
  created: number;
  raised: number;
}

const byLowerName = sql`lower(${recipes.name})`;

/**
 * The advisory lock classes of adds to each of a user's collections (held with the user's id until
 * the transaction ends): two adds at once cannot both find room for the last row under the cap.
 */
const CATEGORIES_LOCK = 0x6d_63_61_74; // "mcat"
const INVENTORY_LOCK = 0x66_6f_6f_64; // "food"
const RECIPES_LOCK = 0x72_65_63_69; // "reci"

/** Waits for, then holds until the transaction ends, the lock of `lockClass` for this user. */
async function lockFor(tx: Db, lockClass: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, ${userId})`);
}

/**
 * Each user's meal planning: categories (food and recipe), the food inventory and recipes. Every
 * query is scoped to the caller: someone else's rows are never read, and changing one answers 404
 * like a row that does not exist.
 */
export class MealPlanningService {
  constructor(private readonly db: Db) {}

  // ------------------------------------------------------------------------------ categories

  /**
   * The caller's categories by type, each sorted by name (case-insensitive). At most PER_USER_MAX
   * in all, which is every one: adds stop there.
   */
  async listCategories(userId: number, db: Db = this.db): Promise<CategoryList> {
    const rows = await db
      .select()
      .from(mealCategories)
      .where(eq(mealCategories.userId, userId))
      .orderBy(sql`lower(${mealCategories.name})`, asc(mealCategories.name), asc(mealCategories.id))
      .limit(PER_USER_MAX);
    return {
      food: rows.filter((row) => row.type === 'food').map(toCategory),
      recipes: rows.filter((row) => row.type === 'recipe').map(toCategory),
    };
  }

  /**
   * Adds categories of one type; a name the caller already has for that type (ignoring case), or
   * one named twice, is a 409 and nothing is added; so is (422) an add that would leave the caller
   * more than PER_USER_MAX categories (food and recipe together).
   */
  async createCategories(
    userId: number,
    names: readonly string[],
    type: CategoryType,
  ): Promise<Category[]> {
    const tidy = names.map(tidyText);
    const keys = tidy.map((name) => name.toLowerCase());
    if (new Set(keys).size !== keys.length) throw conflict(MEAL_PLANNING_DETAILS.categoryExists);
    try {
      return await this.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: mealCategories.id })
          .from(mealCategories)
          .where(
            and(
              eq(mealCategories.userId, userId),
              eq(mealCategories.type, type),
              inArray(sql`lower(${mealCategories.name})`, keys),
            ),
          )
          .limit(1);
        if (existing) throw conflict(MEAL_PLANNING_DETAILS.categoryExists);
        await lockFor(tx, CATEGORIES_LOCK, userId);
        ensureRoom(
          await countOf(tx, mealCategories, eq(mealCategories.userId, userId)),
          tidy.length,
          PER_USER_MAX,
          MEAL_PLANNING_DETAILS.tooManyCategories(PER_USER_MAX),
        );
        const rows = await tx
          .insert(mealCategories)
          .values(tidy.map((name) => ({ userId, name, type })))
          .returning();
        // Insert order is the request's order (ids ascend with it).
        return rows.sort((a, b) => a.id - b.id).map(toCategory);
      });
    } catch (error) {
      // Two requests at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(MEAL_PLANNING_DETAILS.categoryExists);
      throw error;
    }
  }

  /** Deletes one of the caller's categories; its items and recipes lose it (foreign keys). */
  async deleteCategory(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(mealCategories)
      .where(and(eq(mealCategories.id, id), eq(mealCategories.userId, userId)))
      .returning({ id: mealCategories.id });
    if (deleted.length === 0) throw notFound(MEAL_PLANNING_DETAILS.categoryNotFound);
  }

  // ------------------------------------------------------------------------------ inventory

  /**
   * The caller's inventory, in the order the items were added: at most PER_USER_MAX, which is
   * every item (adds stop there).
   */
  async listInventory(userId: number, db: Db = this.db): Promise<FoodItem[]> {
    const rows = await db
      .select()
      .from(foodItems)
      .where(eq(foodItems.userId, userId))
      .orderBy(asc(foodItems.id))
      .limit(PER_USER_MAX);
    return this.withCategories(rows, db);
  }

  private async withCategories(
    rows: (typeof foodItems.$inferSelect)[],
    db: Db,
  ): Promise<FoodItem[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select()
      .from(foodItemCategories)
      .where(
        inArray(
          foodItemCategories.foodItemId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) =>
      toFoodItem(
        row,
        links.filter((link) => link.foodItemId === row.id).map((link) => link.categoryId),
      ),
    );
  }

  /**
   * Creates (no `id`) or replaces (`id`, one of the caller's) inventory items, all or none: every
   * item is checked first, in request order (an unknown item is 404; a category id that is not
   * one of the caller's food categories is 422), then that the items created leave the caller at
   * most PER_USER_MAX items (else 422). Answers the saved items in request order.
   */
  async saveInventory(userId: number, items: readonly FoodItemInput[]): Promise<FoodItem[]> {
    return this.db.transaction(async (tx) => {
      const ids = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
      const mine = new Set(
        ids.length === 0
          ? []
          : (
              await tx
                .select({ id: foodItems.id })
                .from(foodItems)
                .where(and(eq(foodItems.userId, userId), inArray(foodItems.id, ids)))
            ).map((row) => row.id),
      );
      const foodCategories = new Map(
        (
          await tx
            .select({ id: mealCategories.id })
            .from(mealCategories)
            .where(and(eq(mealCategories.userId, userId), eq(mealCategories.type, 'food')))
        ).map((row) => [String(row.id), row.id]),
      );
      const checked = items.map((item) => {
        if (item.id !== undefined && !mine.has(item.id))
          throw notFound(MEAL_PLANNING_DETAILS.inventoryItemNotFound);
        const categoryIds = new Set<number>();
        for (const text of item.categories ?? []) {
          const id = foodCategories.get(text);
          if (id === undefined) throw unprocessable(MEAL_PLANNING_DETAILS.unknownFoodCategory);
          categoryIds.add(id);
        }
        return { item, categoryIds: [...categoryIds] };
      });
      const creating = items.filter((item) => item.id === undefined).length;
      if (creating > 0) {
        await lockFor(tx, INVENTORY_LOCK, userId);
        ensureRoom(
          await countOf(tx, foodItems, eq(foodItems.userId, userId)),
          creating,
          PER_USER_MAX,
          MEAL_PLANNING_DETAILS.tooManyInventoryItems(PER_USER_MAX),
        );
      }

      const saved: FoodItem[] = [];
      for (const { item, categoryIds } of checked) {
        const fields = {
          name: tidyText(item.name),
          quantity: item.quantity,
          desiredQuantity: item.desiredQuantity,
          // Left out, a replaced item keeps its unit; a new one has none.
          ...(item.unit === undefined ? {} : { unit: normalUnit(item.unit) }),
        };
        const [row] =
          item.id === undefined
            ? await tx
                .insert(foodItems)
                .values({ userId, ...fields })
                .returning()
            : await tx
                .update(foodItems)
                .set(fields)
                .where(and(eq(foodItems.id, item.id), eq(foodItems.userId, userId)))
                .returning();
        if (!row) throw notFound(MEAL_PLANNING_DETAILS.inventoryItemNotFound);
        await tx.delete(foodItemCategories).where(eq(foodItemCategories.foodItemId, row.id));
        if (categoryIds.length > 0)
          await tx
            .insert(foodItemCategories)
            .values(categoryIds.map((categoryId) => ({ foodItemId: row.id, categoryId })));
        saved.push(toFoodItem(row, categoryIds));
      }
      return saved;
    });
  }

  /** Deletes one of the caller's inventory items. */
  async deleteInventoryItem(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(foodItems)
      .where(and(eq(foodItems.id, id), eq(foodItems.userId, userId)))
      .returning({ id: foodItems.id });
    if (deleted.length === 0) throw notFound(MEAL_PLANNING_DETAILS.inventoryItemNotFound);
  }

  /**
   * Adds bought amounts to the caller's inventory (the grocery list's import): each to the first
   * item of the same name (ignoring case) whose unit matches or converts (`restockTarget`), or as a
   * new item in the bought unit that has and needs that amount. The
   * new items must leave the caller at most PER_USER_MAX (else 422 before anything changes; the
   * merges alone always fit). Runs in the caller's transaction, which it should be given: the
   * refusal then undoes the caller's own changes too.
   */
  async restock(
    userId: number,
    bought: readonly Restock[],
    db: Db = this.db,
  ): Promise<RestockResult> {
    await lockFor(db, INVENTORY_LOCK, userId);
    // Every item, as no more than PER_USER_MAX are kept (a full page means no room for new ones).
    const stock = await db
      .select()
      .from(foodItems)
      .where(eq(foodItems.userId, userId))
      .orderBy(asc(foodItems.id))
      .limit(PER_USER_MAX);
    // The items the bought amounts would make, in order (two of one name and unit make one).
    const made: { name: string; unit: string | null }[] = [];
    for (const { name, quantity, unit } of bought)
      if (!restockTarget([...stock, ...made], { name, quantity, unit })) made.push({ name, unit });
    ensureRoom(
      stock.length,
      made.length,
      PER_USER_MAX,
      MEAL_PLANNING_DETAILS.tooManyInventoryItems(PER_USER_MAX),
    );
    const result: RestockResult = { created: 0, raised: 0 };
    for (const { name, quantity, unit } of bought) {
      const target = restockTarget(stock, { name, quantity, unit });
      if (target) {
        const { item } = target;
        item.quantity = boundedQuantity(addQuantities(item.quantity, target.amount));
        await db
          .update(foodItems)
          .set({ quantity: item.quantity })
          .where(and(eq(foodItems.id, item.id), eq(foodItems.userId, userId)));
        result.raised += 1;
      } else {
        const [row] = await db
          .insert(foodItems)
          .values({
            userId,
            name: tidyText(name),
            quantity,
            desiredQuantity: quantity,
            unit: normalUnit(unit),
          })
          .returning();
        if (row) stock.push(row);
        result.created += 1;
      }
    }
    return result;
  }

  // ------------------------------------------------------------------------------ recipes

  private recipeQuery(db: Db) {
    return db
      .select({ recipe: recipes, category: mealCategories.name })
      .from(recipes)
      .leftJoin(mealCategories, eq(recipes.categoryId, mealCategories.id));
  }

  /**
   * The caller's recipes sorted by name, optionally of one recipe category (by name, any case): at
   * most PER_USER_MAX, which is every recipe (adds stop there).
   */
  async listRecipes(userId: number, category?: string): Promise<Recipe[]> {
    const wanted = category === undefined ? undefined : tidyText(category).toLowerCase();
    const rows = await this.recipeQuery(this.db)
      .where(
        and(
          eq(recipes.userId, userId),
          wanted === undefined ? undefined : eq(sql`lower(${mealCategories.name})`, wanted),
        ),
      )
      .orderBy(byLowerName, asc(recipes.name), asc(recipes.id))
      .limit(PER_USER_MAX);
    return rows.map(({ recipe, category: name }) => toRecipe(recipe, name));
  }

  /** The caller's recipes with these ids (some may be missing: the caller decides what that means). */
  async findRecipes(userId: number, ids: readonly number[], db: Db = this.db): Promise<Recipe[]> {
    if (ids.length === 0) return [];
    const rows = await this.recipeQuery(db).where(
      and(eq(recipes.userId, userId), inArray(recipes.id, [...new Set(ids)])),
    );
    return rows.map(({ recipe, category }) => toRecipe(recipe, category));
  }

  /**
   * Creates a recipe (no `id`) or replaces one of the caller's (`id`; else 404). The category is
   * the name of one of the caller's recipe categories (any case), or null/blank for none (else 422).
   * A new recipe must leave the caller at most PER_USER_MAX recipes (else 422).
   */
  async saveRecipe(
    userId: number,
    input: RecipeInput,
  ): Promise<{ created: boolean; recipe: Recipe }> {
    if (input.id !== undefined) {
      const [existing] = await this.db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.id, input.id), eq(recipes.userId, userId)));
      if (!existing) throw notFound(MEAL_PLANNING_DETAILS.recipeNotFound);
    }
    const category = await this.recipeCategory(userId, input.category);
    const fields = {
      name: tidyText(input.name),
      ingredients: keptIngredientLines(input.ingredients),
      instructions: input.instructions.trim(),
      servings: input.servings ?? null,
      categoryId: category?.id ?? null,
    };
    const [row] =
      input.id === undefined
        ? await this.db.transaction(async (tx) => {
            await lockFor(tx, RECIPES_LOCK, userId);
            ensureRoom(
              await countOf(tx, recipes, eq(recipes.userId, userId)),
              1,
              PER_USER_MAX,
              MEAL_PLANNING_DETAILS.tooManyRecipes(PER_USER_MAX),
            );
            return tx
              .insert(recipes)
              .values({ userId, ...fields })
              .returning();
          })
        : await this.db
            .update(recipes)
            .set(fields)
            .where(and(eq(recipes.id, input.id), eq(recipes.userId, userId)))
            .returning();
    if (!row) throw notFound(MEAL_PLANNING_DETAILS.recipeNotFound);
    return { created: input.id === undefined, recipe: toRecipe(row, category?.name ?? null) };
  }

  private async recipeCategory(
    userId: number,
    name: string | null | undefined,
  ): Promise<{ id: number; name: string } | null> {
    const wanted = tidyText(name ?? '');
    if (wanted === '') return null;
    const [category] = await this.db
      .select({ id: mealCategories.id, name: mealCategories.name })
      .from(mealCategories)
      .where(
        and(
          eq(mealCategories.userId, userId),
          eq(mealCategories.type, 'recipe'),
          eq(sql`lower(${mealCategories.name})`, wanted.toLowerCase()),
        ),
      );
    if (!category) throw unprocessable(MEAL_PLANNING_DETAILS.unknownRecipeCategory(wanted));
    return category;
  }

  /** Deletes one of the caller's recipes. */
  async deleteRecipe(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
      .returning({ id: recipes.id });
    if (deleted.length === 0) throw notFound(MEAL_PLANNING_DETAILS.recipeNotFound);
  }
}
