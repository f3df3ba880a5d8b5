import {
  byDaySlotAndId,
  DEFAULT_MEAL_SLOT,
  isMonday,
  plannedServings,
  servingsScale,
  WEEK_PLAN_DETAILS,
  WEEK_PLAN_PER_DAY,
  weekDates,
} from '@wegrow/contract/week-plan';
import type { WeekPlanEntry } from '../../types';
import { db, nextId, removeWhere } from '../db';
import type { RecipeRow, WeekPlanRow } from '../rows';
import { ensureRoom } from '../support/page';
import { invalid, mock, notFound } from '../support/route';
import { addRecipesToList } from './grocery-list';

/** The caller's planned recipes of the week starting on `start` (422 unless a Monday), by day. */
function weekOf(userId: number, start: string): WeekPlanEntry[] {
  if (!isMonday(start)) invalid(WEEK_PLAN_DETAILS.notMonday);
  const dates = new Set(weekDates(start));
  const entries: WeekPlanEntry[] = [];
  for (const row of db.weekPlan) {
    if (row.user_id !== userId || !dates.has(row.date)) continue;
    // A deleted recipe leaves the plan.
    const recipe = db.recipes.find((candidate) => candidate.id === row.recipeId);
    if (!recipe) continue;
    entries.push(entryView(row, recipe));
  }
  return entries.sort(byDaySlotAndId);
}

/** A planned recipe as answered (as the server): servings as chosen, else the recipe's, else 1. */
function entryView(row: WeekPlanRow, recipe: RecipeRow): WeekPlanEntry {
  const recipeServings = recipe.servings ?? null;
  return {
    id: row.id,
    date: row.date,
    recipeId: row.recipeId,
    recipeName: recipe.name,
    slot: row.slot ?? DEFAULT_MEAL_SLOT,
    servings: plannedServings(row.servings ?? null, recipeServings),
    recipeServings,
  };
}

export const weekPlanHandlers = [
  mock.get('/meal-planning/week-plan', ({ me, query, response }) =>
    response(200).json({ start: query.start, entries: weekOf(me().id, query.start) }),
  ),

  mock.post('/meal-planning/week-plan/entries', ({ me, body, response }) => {
    const userId = me().id;
    const recipe = db.recipes.find((row) => row.id === body.recipeId && row.user_id === userId);
    if (!recipe) notFound(WEEK_PLAN_DETAILS.recipeNotFound);
    ensureRoom(
      db.weekPlan.filter(
        (row) =>
          row.user_id === userId &&
          row.date === body.date &&
          db.recipes.some((candidate) => candidate.id === row.recipeId),
      ).length,
      1,
      WEEK_PLAN_PER_DAY,
      WEEK_PLAN_DETAILS.dayFull,
    );
    const row: WeekPlanRow = {
      id: nextId(db.weekPlan),
      user_id: userId,
      date: body.date,
      recipeId: recipe.id,
      slot: body.slot ?? DEFAULT_MEAL_SLOT,
      servings: body.servings ?? null,
    };
    db.weekPlan.push(row);
    return response(201).json(entryView(row, recipe));
  }),

  mock.patch('/meal-planning/week-plan/entries/{id}', ({ me, params, body, response }) => {
    const userId = me().id;
    const row = db.weekPlan.find(
      (candidate) => candidate.id === params.id && candidate.user_id === userId,
    );
    const recipe = row && db.recipes.find((candidate) => candidate.id === row.recipeId);
    if (!row || !recipe) notFound(WEEK_PLAN_DETAILS.entryNotFound);
    if (body.slot !== undefined) row.slot = body.slot;
    if (body.servings !== undefined) row.servings = body.servings;
    return response(200).json(entryView(row, recipe));
  }),

  mock.delete('/meal-planning/week-plan/entries/{id}', ({ me, params, response }) => {
    const userId = me().id;
    const removed = removeWhere(
      db.weekPlan,
      (row) =>
        row.id === params.id &&
        row.user_id === userId &&
        db.recipes.some((candidate) => candidate.id === row.recipeId),
    );
    if (removed === 0) notFound(WEEK_PLAN_DETAILS.entryNotFound);
    return response(204).empty();
  }),

  mock.post('/meal-planning/week-plan/grocery-list', ({ me, body, response }) => {
    const userId = me().id;
    const entries = weekOf(userId, body.start);
    if (entries.length === 0) invalid(WEEK_PLAN_DETAILS.nothingPlanned);
    return response(200).json({
      message: addRecipesToList(
        userId,
        entries.map((entry) => entry.recipeId),
        entries.map((entry) => servingsScale(entry.servings, entry.recipeServings)),
      ),
    });
  }),
];
