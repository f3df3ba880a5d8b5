/** The grocery-list domain's table: each user's list, in the order items were added. */
import { boolean, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

export const groceryItems = pgTable(
  'grocery_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Exact: ¾ tsp of salt is 0.75 (numeric; issue 45). */
    quantity: numeric('quantity', { mode: 'number' }).notNull(),
    /** What the quantity counts in (`cup`, `gram`…), or null for a number of things. */
    unit: text('unit'),
    /** The item's own aisle (trimmed), shown instead of the one worked out from the inventory. */
    aisle: text('aisle'),
    /** In the cart. */
    checked: boolean('checked').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('grocery_items_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

export type GroceryItemRow = typeof groceryItems.$inferSelect;
