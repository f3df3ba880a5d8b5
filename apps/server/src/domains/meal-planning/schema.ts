/** The meal-planning domain's tables: each user's categories, food inventory and recipes. */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MEAL_SLOTS } from '@wegrow/contract/week-plan';
import { users } from '../../platform/schema';

export const CATEGORY_TYPES = ['food', 'recipe'] as const;

/** Food and recipe categories; a name is unique per user and type, ignoring case. */
export const mealCategories = pgTable(
  'meal_categories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: CATEGORY_TYPES }).notNull(),
  },
  (t) => [
    uniqueIndex('meal_categories_user_type_name_key').on(t.userId, t.type, sql`lower(${t.name})`),
  ],
);

/** The food inventory: what a user has ("quantity") and needs ("desired_quantity"), in "unit". */
export const foodItems = pgTable(
  'food_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Numeric, so a fraction is kept exactly (0.5 l of milk, 0.25 kg of butter; issue 45).
    quantity: numeric('quantity', { mode: 'number' }).notNull(),
    desiredQuantity: numeric('desired_quantity', { mode: 'number' }).notNull(),
    /** What both quantities are in (`cup`, `gram`, `jar`), or null for a count of things. */
    unit: text('unit'),
  },
  (t) => [index('food_items_user_idx').on(t.userId, t.id)],
);

/** An inventory item's food categories (a deleted category leaves its items). */
export const foodItemCategories = pgTable(
  'food_item_categories',
  {
    foodItemId: integer('food_item_id')
      .notNull()
      .references(() => foodItems.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => mealCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.foodItemId, t.categoryId] }),
    index('food_item_categories_category_idx').on(t.categoryId),
  ],
);

/** Recipes; a deleted recipe category leaves its recipes without one. */
export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ingredients: text('ingredients').array().notNull(),
    instructions: text('instructions').notNull(),
    /** How many people it serves; null when not given (recipes saved before servings existed). */
    servings: integer('servings'),
    categoryId: integer('category_id').references(() => mealCategories.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('recipes_user_idx').on(t.userId), index('recipes_category_idx').on(t.categoryId)],
);

/** The week plan: one of a user's recipes planned on a day (a deleted recipe leaves the plan). */
export const weekPlanEntries = pgTable(
  'week_plan_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The meal of the day (plans made before meals existed are dinners). */
    slot: text('slot', { enum: MEAL_SLOTS }).notNull().default('dinner'),
    /** The servings chosen, or null for the recipe's own (and for plans made before servings). */
    servings: integer('servings'),
  },
  (t) => [
    index('week_plan_entries_user_date_idx').on(t.userId, t.date),
    index('week_plan_entries_recipe_idx').on(t.recipeId),
  ],
);

export type MealCategoryRow = typeof mealCategories.$inferSelect;
export type FoodItemRow = typeof foodItems.$inferSelect;
export type RecipeRow = typeof recipes.$inferSelect;
export type WeekPlanEntryRow = typeof weekPlanEntries.$inferSelect;
