/**
 * The week plan: each user's recipes put on the days of a week (Monday to Sunday), and the week's
 * grocery list made from them through the grocery list's own generation from recipes. Its own
 * domain, beside meal planning (whose table it keeps), so it can reach both services.
 */
import {
  isMonday,
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

  /** The week's planned recipes, by day then in the order they were planned. */
  async week(userId: number, start: string): Promise<WeekPlan> {
    const [first, last] = weekOf(start);
    const entries = await this.db
      .select({
        id: weekPlanEntries.id,
        date: weekPlanEntries.date,
        recipeId: weekPlanEntries.recipeId,
        recipeName: recipes.name,
      })
      .from(weekPlanEntries)
      .innerJoin(recipes, eq(recipes.id, weekPlanEntries.recipeId))
      .where(
        and(
          eq(weekPlanEntries.userId, userId),
          gte(weekPlanEntries.date, first),
          lte(weekPlanEntries.date, last),
        ),
      )
      .orderBy(asc(weekPlanEntries.date), asc(weekPlanEntries.id));
    return { start, entries };
  }

  /** Plans one of the caller's recipes on a day (404 for another's; 422 when the day is full). */
  async add(userId: number, input: { date: string; recipeId: number }): Promise<WeekPlanEntry> {
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
        .values({ userId, recipeId: recipe.id, date: input.date })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { id: row.id, date: row.date, recipeId: recipe.id, recipeName: recipe.name };
    });
  }

  /** Takes one of the caller's planned recipes off its day. */
  async remove(userId: number, id: number): Promise<void> {
    const deleted = await this.db
      .delete(weekPlanEntries)
      .where(and(eq(weekPlanEntries.id, id), eq(weekPlanEntries.userId, userId)))
      .returning({ id: weekPlanEntries.id });
    if (deleted.length === 0) throw notFound(WEEK_PLAN_DETAILS.entryNotFound);
  }

  /** Adds the week's recipes (each as often as planned) to the grocery list, as from recipes. */
  async toGroceryList(userId: number, start: string): Promise<{ message: string }> {
    const { entries } = await this.week(userId, start);
    if (entries.length === 0) throw unprocessable(WEEK_PLAN_DETAILS.nothingPlanned);
    return this.groceries.addRecipes(
      userId,
      entries.map((entry) => entry.recipeId),
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
