/**
 * Deleting an account for good (issue 43; GDPR article 17), proven with its password:
 * - refused (409) while it is the only admin of a community others belong to: its members would be
 *   left with nobody to run it (communities' departures);
 * - what others read and answered stays, under one "Deleted member" account (as GitHub's ghost):
 *   forum talks and comments, blog comments, community chat messages, goals, tasks, resources and
 *   events; communities it created pass to another admin, and those nobody else belongs to go;
 * - everything else of the account goes with its row (the tables' cascades): journal, insights,
 *   meals, grocery list, week plan, projects, dreams, farm save, what Lyra knew of it, inbox,
 *   avatar, memberships and answers, reports it made, logins and links; Lyra's log of it is kept
 *   by owner key, not by the row, and is deleted by her domain (`erasures`). Its sessions end at once (the
 *   token version's row is gone; streams close) and its address may sign up again.
 * The "Deleted member" account cannot log in (a random password nobody knows, an address under
 * `.invalid`), holds no role (never verified) and belongs to no community.
 */
import { ACCOUNT_DELETION_TEXTS, DELETED_MEMBER_EMAIL } from '@wegrow/contract/details';
import { eq } from 'drizzle-orm';
import type { AccessTokens } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { conflict, unauthorized, unprocessable } from '../../platform/errors';
import type { Passwords } from '../../platform/passwords';
import { users } from '../../platform/schema';
import { randomToken } from '../../platform/tokens';

/** What another domain keeps of a leaving member: it hands their rows to the heir's id. */
export interface Heirs {
  /** The names of the communities that stop the deletion (their only admin, others members). */
  soleAdminOf(userId: number): Promise<string[]>;
  /** Each domain's handing over, in order. */
  handOvers: ((userId: number, heirId: number) => Promise<void>)[];
  /** What goes with the account but is not tied to its row by a cascade (Lyra's log, by owner key). */
  erasures: ((userId: number) => Promise<void>)[];
}

export interface AccountDeletionDeps {
  db: Db;
  clock: Clock;
  passwords: Passwords;
  tokens: AccessTokens;
  heirs: Heirs;
}

export class AccountDeletion {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /** Deletes the account `userId` when `password` is its own (see the module's comment). */
  async delete(userId: number, password: string): Promise<void> {
    const { db, passwords, tokens, heirs } = this.deps;
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw unauthorized();
    if (!(await passwords.verify(user.passwordHash, password)))
      throw unprocessable(ACCOUNT_DELETION_TEXTS.wrongPassword);
    const blocking = await heirs.soleAdminOf(userId);
    if (blocking.length > 0) throw conflict(ACCOUNT_DELETION_TEXTS.soleAdmin(blocking));
    const heirId = await this.deletedMember();
    for (const handOver of heirs.handOvers) await handOver(userId, heirId);
    for (const erase of heirs.erasures) await erase(userId);
    await db.delete(users).where(eq(users.id, userId));
    tokens.versionChanged(userId);
  }

  /** The "Deleted member" account's id, made the first time it is needed. */
  async deletedMember(): Promise<number> {
    const { db, clock, passwords } = this.deps;
    const find = async () =>
      (
        await db.select({ id: users.id }).from(users).where(eq(users.email, DELETED_MEMBER_EMAIL))
      )[0]?.id;
    const known = await find();
    if (known !== undefined) return known;
    await db
      .insert(users)
      .values({
        email: DELETED_MEMBER_EMAIL,
        passwordHash: await passwords.hash(randomToken('none_')),
        createdAt: clock(),
        emailVerifiedAt: null,
        username: ACCOUNT_DELETION_TEXTS.deletedMember,
        usernameSkeleton: null,
      })
      .onConflictDoNothing();
    const made = await find();
    if (made === undefined) throw new Error('the "Deleted member" account could not be made');
    return made;
  }
}
