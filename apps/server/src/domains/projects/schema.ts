/** The projects domain's tables: each user's personal projects and their to-do tasks. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    /** The owner: only they see or change the project (anyone else gets 404). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Trimmed, not blank (the contract's ProjectInput). */
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Absolute http(s) addresses, in the order given (the contract's ProjectLink). */
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('projects_user_created_idx').on(t.userId, t.createdAt)],
);

export const projectTasks = pgTable(
  'project_tasks',
  {
    id: serial('id').primaryKey(),
    /** Deleting a project deletes its tasks. */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** May be empty (the screen shows "(Untitled Task)"). */
    content: text('content').notNull().default(''),
    completed: boolean('completed').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('project_tasks_project_created_idx').on(t.projectId, t.createdAt)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectTaskRow = typeof projectTasks.$inferSelect;
