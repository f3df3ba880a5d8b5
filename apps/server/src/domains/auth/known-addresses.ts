/**
 * The client addresses each account logged in from (issue 41), for the login guard: once an
 * account's failed logins from anywhere pass RATE_LIMIT_AUTH_PER_ACCOUNT, only a known address may
 * still try its password (auth/operations.ts). An attacker with many addresses then learns nothing
 * from a right guess, while the owner at home still logs in; a password reset clears the count and
 * makes the address it was sent from known.
 *
 * Only a keyed hash of the address is stored (HMAC-SHA-256 with a key derived from the server
 * secret), never the address itself. An IPv6 address counts by its /64 network: a device's own
 * address changes daily under privacy extensions, its network does not. An address is known for
 * KNOWN_ADDRESS_TTL_MS after its last login, and an account keeps its KNOWN_ADDRESSES_PER_ACCOUNT
 * most recent ones.
 */
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { and, desc, eq, gt, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { users } from '../../platform/schema';
import { sha256 } from '../../platform/tokens';
import { emailVerificationTokens, loginAddresses, passwordResetTokens } from './schema';

/** How long after its last login an address stays known. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60_000;
/** The most recent addresses an account keeps. */
export const KNOWN_ADDRESSES_PER_ACCOUNT = 20;

/** The eight 16-bit groups of an IPv6 address (already checked by `isIP`), as numbers. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          // A trailing IPv4 address (`::ffff:192.0.2.1`) is the last two groups.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => 0);
  return [...before, ...zeros, ...after];
}

/**
 * What an address counts as: an IPv4 address itself (an IPv4-mapped IPv6 one as IPv4), an IPv6
 * address by its /64 network.
 */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIP(plain) !== 6) return plain;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export class KnownAddresses {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The HMAC key of the stored hashes (deriveKey('login-addresses')). */
    private readonly key: Buffer,
  ) {}

  private hash(address: string): string {
    return createHmac('sha256', this.key).update(addressKey(address)).digest('base64url');
  }

  /** Whether the account of `email` (normalized) logged in from `address` lately. */
  async has(email: string, address: string): Promise<boolean> {
    const since = new Date(this.clock().getTime() - KNOWN_ADDRESS_TTL_MS);
    const [row] = await this.db
      .select({ userId: loginAddresses.userId })
      .from(loginAddresses)
      .innerJoin(users, eq(users.id, loginAddresses.userId))
      .where(
        and(
          eq(users.email, email),
          eq(loginAddresses.addressHash, this.hash(address)),
          gt(loginAddresses.lastLoginAt, since),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Notes that the account of `email` (normalized) logged in from `address` now, and forgets its
   * addresses past the TTL or beyond the most recent KNOWN_ADDRESSES_PER_ACCOUNT.
   */
  async remember(email: string, address: string): Promise<void> {
    const { db } = this;
    const now = this.clock();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) return;
    await db
      .insert(loginAddresses)
      .values({ userId: user.id, addressHash: this.hash(address), lastLoginAt: now })
      .onConflictDoUpdate({
        target: [loginAddresses.userId, loginAddresses.addressHash],
        set: { lastLoginAt: now },
      });
    const recent = db
      .select({ addressHash: loginAddresses.addressHash })
      .from(loginAddresses)
      .where(eq(loginAddresses.userId, user.id))
      .orderBy(desc(loginAddresses.lastLoginAt))
      .limit(KNOWN_ADDRESSES_PER_ACCOUNT);
    await db
      .delete(loginAddresses)
      .where(
        and(
          eq(loginAddresses.userId, user.id),
          or(
            lte(loginAddresses.lastLoginAt, new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS)),
            notInArray(loginAddresses.addressHash, recent),
          ),
        ),
      );
  }

  /**
   * The e-mail of the account a reset or verification link belongs to, while the link is unused
   * and unexpired (read before `resetPassword` or `verifyEmail` spends it); null otherwise. Both
   * links prove the mailbox, so both clear the login guard's count.
   */
  async accountOfLink(kind: 'reset' | 'verification', token: string): Promise<string | null> {
    const table = kind === 'reset' ? passwordResetTokens : emailVerificationTokens;
    const [row] = await this.db
      .select({ email: users.email })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(
        and(
          eq(table.tokenHash, sha256(token)),
          isNull(table.usedAt),
          gt(table.expiresAt, this.clock()),
        ),
      );
    return row?.email ?? null;
  }
}
