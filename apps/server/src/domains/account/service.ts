import type { components } from '@wegrow/api/schema';
import { usernameProblem, usernameSkeleton } from '@wegrow/contract/username-skeleton';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { SEARCH_LANGUAGE_CHOICES, type SearchLanguageChoice } from '@wegrow/contract/search';
import { normalizeUsername, USERNAME_DETAILS } from '@wegrow/contract/usernames';
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import { type Db, isUniqueViolation } from '../../platform/db';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { users } from '../../platform/schema';
import { AVATAR_TYPES, type AvatarType, normalizeAvatar } from '../../platform/images';
import { avatars } from './schema';
import { avatarPath, toUserProfile, type UserProfile } from './views';

type Person = components['schemas']['Person'];

/** A profile change (contract schema `UpdateProfileRequest`). */
export type ProfileChanges = components['schemas']['UpdateProfileRequest'];

export const BIO_MAX = 500;

export const ACCOUNT_MESSAGES = {
  bioTooLong: `Bio must be at most ${BIO_MAX} characters.`,
  nothingToChange: 'Nothing to change: send username and/or bio.',
} as const;

/** The unique index that keeps look-alike usernames apart (platform/schema.ts). */
const SKELETON_INDEX = 'users_username_skeleton_key';

/** The name of the unique constraint a database error breaks, if it says. */
function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

export interface Avatar {
  contentType: AvatarType;
  data: Buffer;
  version: number;
}

/** A stored search language as the contract names it (the column's check allows only these). */
const toSearchLanguageChoice = (stored: string): SearchLanguageChoice =>
  SEARCH_LANGUAGE_CHOICES.find((choice) => choice === stored) ?? 'auto';

export class AccountService {
  /**
   * The profile read, built once and prepared: it answers every app's first call and every
   * account page, so it skips the query builder on each call (docs/performance.md).
   */
  private readonly profileQuery;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.profileQuery = db
      .select({
        id: users.id,
        email: users.email,
        username: users.username,
        bio: users.bio,
        emailVerifiedAt: users.emailVerifiedAt,
        avatarVersion: avatars.version,
      })
      .from(users)
      .leftJoin(avatars, eq(avatars.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('account_profile');
  }

  /**
   * The public profile a mention links to (contract schema `Person`), by username in any case;
   * 404 for an unknown name (the "Deleted member" account has none).
   */
  async person(username: string): Promise<Person> {
    const name = normalizeUsername(username).toLowerCase();
    const [row] = await this.db
      .select({
        id: users.id,
        username: users.username,
        bio: users.bio,
        createdAt: users.createdAt,
        avatarVersion: avatars.version,
      })
      .from(users)
      .leftJoin(avatars, eq(avatars.userId, users.id))
      .where(sql`lower(${users.username}) = ${name}`);
    if (!row?.username) throw notFound(NOTIFICATION_DETAILS.personNotFound);
    return {
      user_id: row.id,
      username: row.username,
      bio: row.bio,
      profile_pic: row.avatarVersion === null ? null : avatarPath(row.id, row.avatarVersion),
      joined_at: row.createdAt.toISOString(),
    };
  }

  /** The member's search language (issue 45; `auto` until they choose one). */
  async searchSettings(userId: number): Promise<{ language: SearchLanguageChoice }> {
    const [row] = await this.db
      .select({ language: users.searchLanguage })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw notFound('Account not found');
    return { language: toSearchLanguageChoice(row.language) };
  }

  /** Sets the member's search language (the contract allows only its choices). */
  async updateSearchSettings(
    userId: number,
    language: SearchLanguageChoice,
  ): Promise<{ language: SearchLanguageChoice }> {
    const [row] = await this.db
      .update(users)
      .set({ searchLanguage: language })
      .where(eq(users.id, userId))
      .returning({ language: users.searchLanguage });
    if (!row) throw notFound('Account not found');
    return { language: toSearchLanguageChoice(row.language) };
  }

  async profile(userId: number): Promise<UserProfile> {
    const [row] = await this.profileQuery.execute({ id: userId });
    if (!row) throw notFound('Account not found');
    return toUserProfile(row);
  }

  /**
   * Changes the username and/or the bio (≤ 500; "" clears it). The username is stored in NFKC, of
   * the shape of `@wegrow/contract/usernames` (422), not reserved (422), and neither the name of
   * another account ignoring case nor a look-alike of one (409; the skeleton's unique index settles
   * a race between two processes).
   */
  async update(userId: number, changes: ProfileChanges): Promise<UserProfile> {
    const set: { username?: string; usernameSkeleton?: string; bio?: string | null } = {};
    if (changes.username !== undefined) {
      const username = normalizeUsername(changes.username);
      const problem = usernameProblem(username);
      if (problem) throw unprocessable(problem);
      const skeleton = usernameSkeleton(username);
      const holders = await this.db
        .select({ username: users.username })
        .from(users)
        .where(
          and(
            ne(users.id, userId),
            or(
              sql`lower(${users.username}) = lower(${username})`,
              eq(users.usernameSkeleton, skeleton),
            ),
          ),
        );
      if (holders.some((holder) => holder.username?.toLowerCase() === username.toLowerCase()))
        throw conflict(USERNAME_DETAILS.taken);
      if (holders.length > 0) throw conflict(USERNAME_DETAILS.tooSimilar);
      set.username = username;
      set.usernameSkeleton = skeleton;
    }
    if (changes.bio !== undefined) {
      if ([...changes.bio].length > BIO_MAX) throw unprocessable(ACCOUNT_MESSAGES.bioTooLong);
      set.bio = changes.bio === '' ? null : changes.bio;
    }
    if (Object.keys(set).length === 0) throw unprocessable(ACCOUNT_MESSAGES.nothingToChange);
    try {
      await this.db.update(users).set(set).where(eq(users.id, userId));
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(
          violatedConstraint(error) === SKELETON_INDEX
            ? USERNAME_DETAILS.tooSimilar
            : USERNAME_DETAILS.taken,
        );
      throw error;
    }
    return this.profile(userId);
  }

  /**
   * Gives every username the skeleton of the current rule, at start: the names chosen before the
   * column existed (none) and those stored under an earlier rule (issue 41: capitals of other
   * scripts are now taken as the Latin capitals they look like, so "ЅАМ" has the key of "sam").
   * A key that did not change stays; a stale one is taken off first (only if it is still the one
   * read, so another process's fresh key stays), then the new keys are given oldest account first.
   * A name that looks like one that already holds its key keeps none, and is told to `onClash`:
   * both names are kept (the start goes on), and no one else may take a look-alike of either,
   * since both share the held key.
   */
  async fillUsernameSkeletons(onClash: (userId: number) => void): Promise<number> {
    const rows = await this.db
      .select({ id: users.id, username: users.username, stored: users.usernameSkeleton })
      .from(users)
      .where(isNotNull(users.username))
      .orderBy(users.id);
    const stale = rows.flatMap(({ id, username, stored }) => {
      const skeleton = username === null ? null : usernameSkeleton(username);
      return skeleton === null || skeleton === stored ? [] : [{ id, stored, skeleton }];
    });
    // A stale key may be the current key of another name: all of them off before any is given.
    for (const { id, stored } of stale)
      if (stored !== null)
        await this.db
          .update(users)
          .set({ usernameSkeleton: null })
          .where(and(eq(users.id, id), eq(users.usernameSkeleton, stored)));
    let filled = 0;
    for (const { id, skeleton } of stale) {
      try {
        const updated = await this.db
          .update(users)
          .set({ usernameSkeleton: skeleton })
          .where(and(eq(users.id, id), isNull(users.usernameSkeleton)))
          .returning({ id: users.id });
        filled += updated.length;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        onClash(id);
      }
    }
    return filled;
  }

  /**
   * Replaces the user's picture with a PNG, JPEG or WebP image (told by its bytes, not its label),
   * decoded and encoded again: at most 512 × 512, without metadata (see `normalizeAvatar`).
   */
  async setAvatar(userId: number, bytes: Buffer): Promise<UserProfile> {
    const { contentType, data } = await normalizeAvatar(bytes);
    const now = this.clock();
    await this.db
      .insert(avatars)
      .values({ userId, contentType, data, version: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: avatars.userId,
        set: { contentType, data, version: sql`${avatars.version} + 1`, updatedAt: now },
      });
    return this.profile(userId);
  }

  async avatar(userId: number): Promise<Avatar> {
    const [row] = await this.db.select().from(avatars).where(eq(avatars.userId, userId));
    if (!row) throw notFound('This user has no profile picture.');
    const contentType = AVATAR_TYPES.find((type) => type === row.contentType);
    if (!contentType) throw new Error(`avatar of user ${userId} has type ${row.contentType}`);
    return { contentType, data: row.data, version: row.version };
  }
}
