/**
 * The members a mention can name (`searchPeople`): usernames starting with what was typed after the
 * `@`, shortest first; in a community, only its approved members, for one of them (a mention in
 * its chat reaches only them).
 */
import { normalizeUsername } from '@wegrow/contract/usernames';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { defineOperations, type Operations } from '../../platform/operations';
import { users } from '../../platform/schema';
import { type Membership, participateIn } from './membership';
import { communityMembers } from './schema';

/** Names found at most. */
export const PEOPLE_FOUND_MAX = 8;

export class PeopleSearch {
  constructor(
    private readonly db: Db,
    private readonly membership: Membership,
  ) {}

  async search(
    user: AuthUser,
    query: string,
    communityId?: number,
  ): Promise<{ user_id: number; username: string }[]> {
    // LIKE's own characters are taken literally.
    const start = normalizeUsername(query)
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`);
    if (start === '') return [];
    const named = and(isNotNull(users.username), sql`lower(${users.username}) like ${`${start}%`}`);
    const columns = { user_id: users.id, username: users.username };
    const order = [asc(sql`length(${users.username})`), asc(users.username)];
    let rows: { user_id: number; username: string | null }[];
    if (communityId === undefined)
      rows = await this.db
        .select(columns)
        .from(users)
        .where(named)
        .orderBy(...order)
        .limit(PEOPLE_FOUND_MAX);
    else {
      await this.membership.read(user, communityId, participateIn('chat'));
      rows = await this.db
        .select(columns)
        .from(users)
        .innerJoin(
          communityMembers,
          and(
            eq(communityMembers.userId, users.id),
            eq(communityMembers.communityId, communityId),
            eq(communityMembers.isApproved, true),
          ),
        )
        .where(named)
        .orderBy(...order)
        .limit(PEOPLE_FOUND_MAX);
    }
    return rows.flatMap((row) =>
      row.username ? [{ user_id: row.user_id, username: row.username }] : [],
    );
  }
}

export function peopleOperations(people: PeopleSearch): Operations {
  return defineOperations({
    searchPeople: {
      auth: 'required',
      async handler({ user, query }) {
        return people.search(user, query.q, query.community_id);
      },
    },
  });
}
