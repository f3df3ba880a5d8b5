import type { components } from '@wegrow/api/schema';

/** The signed-in user's profile (contract schema `UserProfile`). */
export type UserProfile = components['schemas']['UserProfile'];

/** The public address of a user's picture; the version changes on every upload so caches refresh. */
export const avatarPath = (userId: number, version: number) =>
  `/api/auth/account/avatar/${userId}?v=${version}`;

/** A user row joined with the version of its picture (null without one). */
export interface ProfileRow {
  id: number;
  email: string;
  username: string | null;
  bio: string | null;
  /** When the address was verified (null: not yet). */
  emailVerifiedAt: Date | null;
  avatarVersion: number | null;
}

export function toUserProfile(row: ProfileRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    email_verified: row.emailVerifiedAt !== null,
    username: row.username,
    bio: row.bio,
    profile_pic: row.avatarVersion === null ? null : avatarPath(row.id, row.avatarVersion),
  };
}
