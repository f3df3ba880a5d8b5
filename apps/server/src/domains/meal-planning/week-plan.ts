/**
 * The week plan: each user's recipes put on the days of a week (Monday to Sunday), and the week's
 * grocery list made from them through the grocery list's own generation from recipes. Its own
 * domain, beside meal planning (whose table it keeps), so it can reach both services.
 */
import {
  byDaySlotAndId,
  DEFAULT_MEAL_SLOT,
  isMonday,
  type MealSlot,
  plannedServings,
  servingsScale,
  WEEK_PLAN_DETAILS,
  WEEK_PLAN_PER_DAY,
  weekDates,
} from '@wegrow/contract/week-plan';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { defineDomain } from '../../platform/domain';
import { notFound, unprocessable } from '../../platform/errors';
import { answer, defineOperations, type Operations } from '../../platform/operations';
import { countOf, ensureRoom } from '../../platform/paging';
import { groceryList, type GroceryListService } from '../grocery-list';
import { mealPlanning } from '.';
import type { MealPlanningService } from './service';
import { recipes, weekPlanEntries } from './schema';

/** The advisory lock class of adds to a user's week plan. */
const WEEK_PLAN_LOCK = 0x77_65_65_6b; // "week"

export interface WeekPlanEntry {
  id: number;
  date: string;
  recipeId: number;
  recipeName: string;
  slot: MealSlot;
  servings: number;
  recipeServings: number | null;
}

/** A planned recipe as stored, with its recipe's name and servings. */
interface PlannedRow {
  id: number;
  date: string;
  recipeId: number;
  recipeName: string;
  slot: MealSlot;
  servings: number | null;
  recipeServings: number | null;
}

/** A planned recipe as answered: its servings as chosen, else the recipe's (else 1). */
function toEntry({ servings, ...row }: PlannedRow): WeekPlanEntry {
  return { ...row, servings: plannedServings(servings, row.recipeServings) };
}

export interface WeekPlan {
  start: string;
  entries: WeekPlanEntry[];
}

/** The first and last dates of the week starting on `start` (422 unless a Monday). */
function weekOf(start: string): [string, string] {
  if (!isMonday(start)) throw unprocessable(WEEK_PLAN_DETAILS.notMonday);
  const dates = weekDates(start);
  return [dates[0] ?? start, dates[6] ?? start];
}

/** Each user's week plans; every query is scoped to the caller. */
export class WeekPlanService {
  constructor(
    private readonly db: Db,
    private readonly meals: MealPlanningService,
    private readonly groceries: GroceryListService,
  ) {}

  private planned(db: Db = this.db) {
    return db
      .select({
        id: weekPlanEntries.id,
        date: weekPlanEntries.date,
        recipeId: weekPlanEntries.recipeId,
        recipeName: recipes.name,
        slot: weekPlanEntries.slot,
        servings: weekPlanEntries.servings,
        recipeServings: recipes.servings,
      })
      .from(weekPlanEntries)
      .innerJoin(recipes, eq(recipes.id, weekPlanEntries.recipeId));
  }

  /** The week's planned recipes, by day, then meal (breakfast to snack), then as planned. */
  async week(userId: number, start: string): Promise<WeekPlan> {
    const [first, last] = weekOf(start);
    const rows = await this.planned()
      .where(
        and(
          eq(weekPlanEntries.userId, userId),
          gte(weekPlanEntries.date, first),
          lte(weekPlanEntries.date, last),
        ),
      )
      .orderBy(asc(weekPlanEntries.date), asc(weekPlanEntries.id));
    return { start, entries: rows.map(toEntry).sort(byDaySlotAndId) };
  }

  /**
   * Plans one of the caller's recipes on a day, for a meal (dinner unless given) and servings
   * (the recipe's unless given): 404 for another's recipe; 422 when the day is full.
   */
  async add(
    userId: number,
    input: { date: string; recipeId: number; slot?: MealSlot; servings?: number },
  ): Promise<WeekPlanEntry> {
    return this.db.transaction(async (tx) => {
      const [recipe] = await this.meals.findRecipes(userId, [input.recipeId], tx);
      if (!recipe) throw notFound(WEEK_PLAN_DETAILS.recipeNotFound);
      await tx.execute(sql`select pg_advisory_xact_lock(${WEEK_PLAN_LOCK}, ${userId})`);
      ensureRoom(
        await countOf(
          tx,
          weekPlanEntries,
          and(eq(weekPlanEntries.userId, userId), eq(weekPlanEntries.date, input.date)),
        ),
        1,
        WEEK_PLAN_PER_DAY,
        WEEK_PLAN_DETAILS.dayFull,
      );
      const [row] = await tx
        .insert(weekPlanEntries)
        .values({
          userId,
          recipeId: recipe.id,
          date: input.date,
          slot: input.slot ?? DEFAULT_MEAL_SLOT,
          servings: input.servings ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toEntry({
        id: row.id,
        date: row.date,
        recipeId: recipe.id,
        recipeName: recipe.name,
        slot: row.slot,
        servings: row.servings,
        recipeServings: recipe.servings,
      });
    });
  }

  /** Changes the meal or the servings of one of the caller's planned recipes (404 otherwise). */
  async update(
    userId: number,
    id: number,
    input: { slot?: MealSlot; servings?: number },
  ): Promise<WeekPlanEntry> {
    const mine = and(eq(weekPlanEntries.id, id), eq(weekPlanEntries.userId, userId));
    const changed = await this.db
      .update(weekPlanEntries)
      .set({
        ...(input.slot === undefined ? {} : { slot: input.slot }),
        ...(input.servings === undefined ? {} : { servings: input.servings }),
      })
      .where(mine)
      .returning({ id: weekPlanEntries.id });
    // A deleted recipe's plan is gone with it, so a changed row always has its recipe.
    const [row] = changed.length === 0 ? [] : await this.planned().where(mine);
    if (!row) throw notFound(WEEK_PLAN_DETAILS.entryNotFound);
    return toEntry(row);
  }

  /** Takes one of the caller's planned recipes off its day. */
  async remove(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(weekPlanEntries)
      .where(and(eq(weekPlanEntries.id, id), eq(weekPlanEntries.userId, userId)))
      .returning({ id: weekPlanEntries.id });
    if (deleted.length === 0) throw notFound(WEEK_PLAN_DETAILS.entryNotFound);
  }

  /**
   * Adds the week's recipes (each as often as planned) to the grocery list, as from recipes, each
   * recipe's amounts scaled by its planned servings over the recipe's first.
   */
  async toGroceryList(userId: number, start: string): Promise<{ message: string }> {
    const { entries } = await this.week(userId, start);
    if (entries.length === 0) throw unprocessable(WEEK_PLAN_DETAILS.nothingPlanned);
    return this.groceries.addRecipes(
      userId,
      entries.map((entry) => entry.recipeId),
      entries.map((entry) => servingsScale(entry.servings, entry.recipeServings)),
    );
  }
}

function weekPlanOperations(plans: WeekPlanService): Operations {
  return defineOperations({
    getWeekPlan: {
      auth: 'required',
      async handler({ user, query }) {
        return plans.week(user.id, query.start);
      },
    },

    addWeekPlanEntry: {
      auth: 'required',
      async handler({ user, body }) {
        return answer(201, await plans.add(user.id, body));
      },
    },

    updateWeekPlanEntry: {
      auth: 'required',
      async handler({ user, params, body }) {
        return plans.update(user.id, params.id, body);
      },
    },

    deleteWeekPlanEntry: {
      auth: 'required',
      async handler({ user, params }) {
        await plans.remove(user.id, params.id);
        return answer(204);
      },
    },

    addWeekPlanToGroceryList: {
      auth: 'required',
      async handler({ user, body }) {
        return plans.toGroceryList(user.id, body.start);
      },
    },
  });
}

export const weekPlan = defineDomain({
  name: 'weekPlan',
  tables: {},
  create({ db, serviceOf }) {
    const service = new WeekPlanService(db, serviceOf(mealPlanning), serviceOf(groceryList));
    return { service, operations: weekPlanOperations(service) };
  },
});
