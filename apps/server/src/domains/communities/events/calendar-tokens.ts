/**
 * The calendar address of a member: calendar apps cannot send a bearer token, so the address
 * carries the member's own token, `<userId>.<mac>`, where the mac is HMAC-SHA256 (with a key
 * derived from the server secret) over the community, the user, the membership row, its
 * calendar version and the account's token version. Nothing secret is stored; the token stops
 * working when the membership ends (a new membership is a new row), when the member asks for a new
 * address (the calendar version moves on) or when the account's password is reset (the token
 * version moves on: every address of the member changes, as every session ends). An account never
 * reset (token version 0) keeps the addresses it had before the token version counted. Changing
 * JWT_SECRET changes every address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MemberRow } from '../schema';

export class CalendarTokens {
  constructor(private readonly key: Buffer) {}

  /** The member's current token (`tokenVersion`: the account's, `users.token_version`). */
  tokenFor(membership: MemberRow, tokenVersion: number): string {
    return `${membership.userId}.${this.mac(membership, tokenVersion).toString('base64url')}`;
  }

  /** The user a token names (its membership is then looked up), or null for a malformed token. */
  userOf(token: string): number | null {
    const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match?.[1]) return null;
    const userId = Number(match[1]);
    return userId <= 2_147_483_647 ? userId : null;
  }

  /**
   * Whether the token is the membership's current one, as text (compared in constant time): the
   * last of the 43 characters carries two unused bits, so comparing the decoded bytes would let
   * four spellings of one address work; only the one `tokenFor` writes does.
   */
  matches(token: string, membership: MemberRow, tokenVersion: number): boolean {
    const given = Buffer.from(token.slice(token.indexOf('.') + 1));
    const expected = Buffer.from(this.mac(membership, tokenVersion).toString('base64url'));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(membership: MemberRow, tokenVersion: number): Buffer {
    const session = tokenVersion === 0 ? '' : `:${tokenVersion}`;
    return createHmac('sha256', this.key)
      .update(
        `${membership.communityId}:${membership.userId}:${membership.id}:${membership.calendarVersion}${session}`,
      )
      .digest();
  }
}
