/** Lyra's tables: her soul (one row), her dreams, each caller's own chat log and what she remembers of them. */
import type { LyraFactKind } from '@wegrow/contract/lyra';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns';
import { users } from '../../platform/schema';

/** Her soul: one row (`id` 1), written with the defaults on first use and editable there. */
export const lyraSoul = pgTable('lyra_soul', {
  id: integer('id').primaryKey(),
  tone: text('tone').notNull(),
  style: text('style').notNull(),
  beliefs: jsonb('beliefs').$type<string[]>().notNull(),
  memory: jsonb('memory').$type<string[]>().notNull(),
});

/** Her recorded dreams (newest first by `created_at`); the defaults come with the soul. */
export const lyraDreams = pgTable(
  'lyra_dreams',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  // The list: the newest LYRA_DREAMS_SHOWN.
  (t) => [index('lyra_dreams_created_idx').on(t.createdAt, t.id)],
);

/**
 * Exchanges kept with consent, each in its owner's log: `user:<id>` for a signed-in user,
 * `visitor:<sha-256 of the visitor id>` for a visitor (the id itself is never stored).
 */
export const lyraChat = pgTable(
  'lyra_chat',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    /** `LyraChatEntry.user_id`: the user's id as text, or "anonymous". */
    speaker: text('speaker').notNull(),
    message: text('message').notNull(),
    reply: text('reply').notNull(),
    /** `local` or the model's name. */
    source: text('source').notNull(),
    createdAt: at('created_at').notNull(),
    /**
     * True once the member forgot a fact this exchange tells or repeats (issue 45): it stays in
     * their log, but is never again sent to a model as the conversation.
     */
    forgotten: boolean('forgotten').notNull().default(false),
  },
  (t) => [index('lyra_chat_owner_created_idx').on(t.owner, t.createdAt)],
);

export type LyraChatRow = typeof lyraChat.$inferSelect;

/**
 * What she remembers of a person (issue 45): the facts their consented messages told her (a name,
 * what they grow, a goal), in the second person, owned as the chat log is (`user:<id>` or
 * `visitor:<sha-256>`). A member's go with their account (`user_id`, cascade); null for a visitor.
 */
export const lyraFacts = pgTable(
  'lyra_facts',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LyraFactKind>().notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('lyra_facts_owner_idx').on(t.owner, t.id)],
);

export type LyraFactRow = typeof lyraFacts.$inferSelect;
