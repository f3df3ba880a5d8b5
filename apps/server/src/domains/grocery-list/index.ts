/**
 * The grocery list: each user's items to buy, filled by hand, from the food inventory's shortfalls
 * and from recipes, and emptied into the inventory. Meal planning is reached through its service.
 */
import { defineDomain } from '../../platform/domain';
import { IdempotencyKeys } from '../../platform/idempotency';
import { mealPlanning } from '../meal-planning';
import { groceryListOperations } from './operations';
import * as tables from './schema';
import { GroceryListService } from './service';

export const groceryList = defineDomain({
  name: 'groceryList',
  tables,
  create({ db, clock, serviceOf }) {
    const service = new GroceryListService(db, clock, serviceOf(mealPlanning));
    return { service, operations: groceryListOperations(service, new IdempotencyKeys(db, clock)) };
  },
});

export type { GroceryListService } from './service';
