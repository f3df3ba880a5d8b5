import type { components } from '@wegrow/api/schema';
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import { type Db, isUniqueViolation } from '../../platform/db';
import { conflict, notFound, unprocessable } from '../../platform/errors';
import { users } from '../../platform/schema';
import { AVATAR_TYPES, type AvatarType, normalizeAvatar } from './images';
import { avatars } from './schema';
import { toUserProfile, type UserProfile } from './views';

/** A profile change (contract schema `UpdateProfileRequest`). */
export type ProfileChanges = components['schemas']['UpdateProfileRequest'];

/** Username length, as the contract's `UpdateProfileRequest` states it. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const BIO_MAX = 500;

export const ACCOUNT_MESSAGES = {
  usernameTooShort: `Username must be at least ${USERNAME_MIN} characters.`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters.`,
  bioTooLong: `Bio must be at most ${BIO_MAX} characters.`,
  nothingToChange: 'Nothing to change: send username and/or bio.',
  usernameTaken: 'That username is already taken.',
} as const;

export interface Avatar {
  contentType: AvatarType;
  data: Buffer;
  version: number;
}

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
        avatarVersion: avatars.version,
      })
      .from(users)
      .leftJoin(avatars, eq(avatars.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare('account_profile');
  }

  async profile(userId: number): Promise<UserProfile> {
    const [row] = await this.profileQuery.execute({ id: userId });
    if (!row) throw notFound('Account not found');
    return toUserProfile(row);
  }

  /** Changes the username (3–30 characters, unique ignoring case) and/or the bio (≤ 500; "" clears it). */
  async update(userId: number, changes: ProfileChanges): Promise<UserProfile> {
    const set: { username?: string; bio?: string | null } = {};
    if (changes.username !== undefined) {
      const username = changes.username.trim();
      const length = [...username].length;
      if (length < USERNAME_MIN) throw unprocessable(ACCOUNT_MESSAGES.usernameTooShort);
      if (length > USERNAME_MAX) throw unprocessable(ACCOUNT_MESSAGES.usernameTooLong);
      const [taken] = await this.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username}) and ${users.id} <> ${userId}`);
      if (taken) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      set.username = username;
    }
    if (changes.bio !== undefined) {
      if ([...changes.bio].length > BIO_MAX) throw unprocessable(ACCOUNT_MESSAGES.bioTooLong);
      set.bio = changes.bio === '' ? null : changes.bio;
    }
    if (Object.keys(set).length === 0) throw unprocessable(ACCOUNT_MESSAGES.nothingToChange);
    try {
      await this.db.update(users).set(set).where(eq(users.id, userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      throw error;
    }
    return this.profile(userId);
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
