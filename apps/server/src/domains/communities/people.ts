import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { users } from '../../platform/schema';
import type { Person } from './views';

/** The users with these ids (username and e-mail), by id. */
export async function peopleOf(db: Db, ids: Iterable<number | null>): Promise<Map<number, Person>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
