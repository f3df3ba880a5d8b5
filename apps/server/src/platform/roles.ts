/**
 * Roles come from configured e-mail addresses (BLOG_OWNER_EMAIL, FORUM_ADMIN_EMAIL,
 * GARDENS_ADMIN_EMAIL, OPERATOR_EMAILS), and only an account that proved it owns its address (it
 * opened the verification link, domains/auth) holds one: signing up with a role's address is not
 * enough (issue 30). The same rule for every role lives here, and so does the other half of it: an
 * unverified account does not post where other people read.
 */
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { and, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { AuthUser } from './auth';
import type { Config } from './config';
import type { Db } from './db';
import { forbidden } from './errors';
import { users } from './schema';

/** Whether the caller holds the role of `addresses` (one address, or a list such as the operators'). */
export function holdsRole(user: AuthUser | null, addresses: string | readonly string[]): boolean {
  if (user === null || !user.verified) return false;
  const email = user.email.toLowerCase();
  return typeof addresses === 'string' ? email === addresses : addresses.includes(email);
}

/** The rows of the role holder of `address`: its account, when the address is verified. */
export function roleHolder(address: string): SQL {
  const holder = and(eq(users.email, address), isNotNull(users.emailVerifiedAt));
  if (!holder) throw new Error('and() of two conditions returned nothing');
  return holder;
}

/** 403 unless the caller's e-mail address is verified: for writes that other users read. */
export function requireVerifiedEmail(user: AuthUser): void {
  if (!user.verified) throw forbidden(PLATFORM_DETAILS.emailNotVerified);
}

/** The configured role addresses, each with the variable that sets it. */
export type RoleAddresses = Pick<
  Config,
  'blogOwnerEmail' | 'forumAdminEmail' | 'gardensAdminEmail' | 'operatorEmails'
>;

/** Each role's variable and address (an operator list gives one entry per address). */
export function roleAddresses(config: RoleAddresses): { variable: string; address: string }[] {
  return [
    { variable: 'BLOG_OWNER_EMAIL', address: config.blogOwnerEmail },
    { variable: 'FORUM_ADMIN_EMAIL', address: config.forumAdminEmail },
    { variable: 'GARDENS_ADMIN_EMAIL', address: config.gardensAdminEmail },
    ...config.operatorEmails.map((address) => ({ variable: 'OPERATOR_EMAILS', address })),
  ];
}

/**
 * The role addresses no verified account holds (for the start log): nobody holds those roles
 * until someone signs up with the address and opens the link mailed to it.
 */
export async function unheldRoles(
  db: Db,
  config: RoleAddresses,
): Promise<{ variable: string; address: string }[]> {
  const roles = roleAddresses(config);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          roles.map((role) => role.address),
        ),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  const held = new Set(rows.map((row) => row.email));
  return roles.filter((role) => !held.has(role.address));
}
