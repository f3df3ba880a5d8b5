import { eq, sql } from 'drizzle-orm';
import { avatars, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { type Db, isUniqueViolation } from '../../platform/db';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { type AvatarType, detectImageType } from './images';

/** The signed-in user's profile (contract schema `UserProfile`). */
export interface UserProfile {
  id: number;
  email: string;
  username: string | null;
  bio: string | null;
  profile_pic: string | null;
}

export interface ProfileChanges {
  username?: string;
  bio?: string;
}

export interface Avatar {
  contentType: AvatarType;
  data: Buffer;
  version: number;
}

/** The public address of a user's picture; the version changes on every upload so caches refresh. */
export const avatarPath = (userId: number, version: number) =>
  `/api/auth/account/avatar/${userId}?v=${version}`;

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async profile(userId: number): Promise<UserProfile> {
    const [row] = await this.db
      .select({
        id: users.id,
        email: users.email,
        username: users.username,
        bio: users.bio,
        avatarVersion: avatars.version,
      })
      .from(users)
      .leftJoin(avatars, eq(avatars.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw notFound('Account not found');
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      bio: row.bio,
      profile_pic: row.avatarVersion === null ? null : avatarPath(row.id, row.avatarVersion),
    };
  }

  /** Changes the username (3–30 characters, unique ignoring case) and/or the bio (≤ 500; "" clears it). */
  async update(userId: number, changes: ProfileChanges): Promise<UserProfile> {
    const set: { username?: string; bio?: string | null } = {};
    if (changes.username !== undefined) {
      const username = changes.username.trim();
      const length = [...username].length;
      if (length < 3 || length > 30) throw badRequest('Username must be 3 to 30 characters long.');
      const [taken] = await this.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username}) and ${users.id} <> ${userId}`);
      if (taken) throw conflict('That username is already taken.');
      set.username = username;
    }
    if (changes.bio !== undefined) {
      if ([...changes.bio].length > 500) throw badRequest('Bio must be at most 500 characters.');
      set.bio = changes.bio === '' ? null : changes.bio;
    }
    if (Object.keys(set).length === 0)
      throw badRequest('Nothing to change: send username and/or bio.');
    try {
      await this.db.update(users).set(set).where(eq(users.id, userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('That username is already taken.');
      throw error;
    }
    return this.profile(userId);
  }

  /** Replaces the user's picture with a PNG, JPEG or WebP image (told by its bytes, not its label). */
  async setAvatar(userId: number, bytes: Buffer): Promise<UserProfile> {
    const contentType = detectImageType(bytes);
    if (!contentType) throw badRequest('The file is not a PNG, JPEG or WebP image.');
    const now = this.clock();
    await this.db
      .insert(avatars)
      .values({ userId, contentType, data: bytes, version: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: avatars.userId,
        set: { contentType, data: bytes, version: sql`${avatars.version} + 1`, updatedAt: now },
      });
    return this.profile(userId);
  }

  async avatar(userId: number): Promise<Avatar> {
    const [row] = await this.db.select().from(avatars).where(eq(avatars.userId, userId));
    if (!row) throw notFound('This user has no profile picture.');
    return { contentType: row.contentType as AvatarType, data: row.data, version: row.version };
  }
}
