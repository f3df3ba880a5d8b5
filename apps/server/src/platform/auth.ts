import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';
import { unauthorized } from './errors';
import { type EndedLogins, LoginSessions } from './sessions';
import type { TokenVersions } from './token-versions';

/** The signed-in caller, set on `request.user` by the bearer-token hook. */
export interface AuthUser {
  id: number;
  email: string;
  /**
   * Whether the account's e-mail address is verified (read with the token version on each request,
   * platform/token-versions.ts): roles and posting where others read need it (platform/roles.ts).
   */
  verified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller when a valid bearer token came with the request, else null. */
    user: AuthUser | null;
  }
}

/** What a long-lived answer (the chat stream) must know of the token it was opened with. */
export interface TokenSession {
  /** The account's token version the token was issued under (`ver`). */
  version: number;
  /** When the token expires (`exp`), in seconds. */
  expiresAt: number;
  /** The login it was issued for (`sid`, its refresh-token family): a logout ends it. */
  sessionId: string | null;
}

/** Access tokens live 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Tokens whose signature was checked, kept so a client's next calls skip the HMAC (WebCrypto, async). */
const MAX_VERIFIED_TOKENS = 10_000;

/** What a signed token says (verification is the account's state, read on each request). */
interface Claims {
  id: number;
  email: string;
  version: number;
  /** `exp`, in seconds. */
  expiresAt: number;
  /** `sid`: the login (refresh-token family) the token was issued for; null in older tokens. */
  sessionId: string | null;
}

/**
 * Issues and checks the HS256 access JWTs: `id` (user id), `sub` (e-mail), `ver` (the account's token
 * version when issued), `sid` (the login: its refresh-token family), `iat`, `exp`. A token whose
 * `ver` is not the account's current version (a password reset moved it on), whose login ended (a
 * logout, a reused refresh token, a reset: platform/sessions.ts) or whose account is gone is
 * refused, each read cached for at most 5 s per process and dropped at once by this process's own
 * changes. A token without `sid` (issued before logins were named in tokens, or by the server
 * itself: warm-up.ts) is checked by its version only; it still expires within 15 minutes.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Claims of tokens whose signature verified, by the exact token text (only this server's secret
   * could have signed it, so the same text verifies again); expiry and the account's token version
   * are still checked on every call. Oldest entry out first.
   */
  private readonly verified = new Map<string, Claims>();
  private readonly sessionListeners = new Set<(userId: number) => void>();

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly versions: TokenVersions,
    private readonly logins: LoginSessions = new LoginSessions(clock),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** `sessionId`: the login the token belongs to (claim `sid`), so a logout can end what it holds open. */
  async issue(
    user: { id: number; email: string; tokenVersion: number },
    sessionId?: string,
  ): Promise<string> {
    const now = Math.floor(this.clock().getTime() / 1000);
    return new SignJWT({
      id: user.id,
      ver: user.tokenVersion,
      ...(sessionId === undefined ? {} : { sid: sessionId }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.email)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /**
   * The token's user, or throws 401 (missing claims, bad signature, expired, unknown account, issued
   * before the account's sessions were ended, or for a login that ended).
   */
  async verify(token: string): Promise<AuthUser> {
    const { id, email, version, sessionId } = await this.readClaims(token);
    // Both reads are cached; when they are not, they go to the database side by side.
    const [current, loginEnded] = await Promise.all([
      this.versions.state(id),
      sessionId === null ? false : this.logins.hasEnded(sessionId, id),
    ]);
    if (current === null) throw unauthorized(PLATFORM_DETAILS.invalidToken);
    if (version !== current.version || loginEnded)
      throw unauthorized(PLATFORM_DETAILS.sessionEnded);
    return { id, email, verified: current.verified };
  }

  /** How the logins are read (the auth domain's refresh tokens): set when that domain is built. */
  readLoginsFrom(lookup: EndedLogins): void {
    this.logins.readFrom(lookup);
  }

  /**
   * The account changed in the database (after the commit): a new token version (every token issued
   * so far stops working; a reset also revoked every login of the account) or a verified e-mail
   * address (its tokens hold its roles from now on).
   */
  versionChanged(userId: number): void {
    this.versions.changed(userId);
    this.logins.endedOfAccount(userId);
    this.sessionsChanged(userId);
  }

  /**
   * A login of the account ended in the database (after the commit: a logout, a reused refresh
   * token): its access tokens are refused from the next request on, and its streams end at once.
   */
  loginEnded(userId: number, sessionId: string): void {
    this.logins.ended(sessionId);
    this.sessionsChanged(userId);
  }

  /**
   * Called in this process right after `versionChanged` or `loginEnded` (the live streams end the
   * account's ended sessions at once).
   */
  onSessionsChanged(listener: (userId: number) => void): () => void {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  }

  private sessionsChanged(userId: number): void {
    for (const listener of [...this.sessionListeners]) listener(userId);
  }

  /**
   * The version and expiry of the request's bearer token (one the auth hook verified: its claims
   * are cached). 401 without a valid one.
   */
  async session(request: FastifyRequest): Promise<TokenSession> {
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized();
    const { version, expiresAt, sessionId } = await this.readClaims(token);
    return { version, expiresAt, sessionId };
  }

  private async readClaims(token: string): Promise<Claims> {
    const known = this.verified.get(token);
    if (known) {
      if (Math.floor(this.clock().getTime() / 1000) < known.expiresAt) return known;
      this.verified.delete(token);
      throw unauthorized(PLATFORM_DETAILS.expiredToken);
    }
    const claims = await this.checkSignature(token);
    this.verified.set(token, claims);
    if (this.verified.size > MAX_VERIFIED_TOKENS) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    return claims;
  }

  private async checkSignature(token: string): Promise<Claims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock(),
        requiredClaims: ['exp', 'sub'],
      });
      const { id, sub, ver = 0, exp, sid = null } = payload;
      if (
        (sid !== null && (typeof sid !== 'string' || sid.length > 100)) ||
        typeof exp !== 'number' ||
        typeof id !== 'number' ||
        !Number.isInteger(id) ||
        id < 1 ||
        typeof sub !== 'string' ||
        typeof ver !== 'number' ||
        !Number.isInteger(ver)
      )
        throw unauthorized(PLATFORM_DETAILS.invalidToken);
      return { id, email: sub, version: ver, expiresAt: exp, sessionId: sid };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized(PLATFORM_DETAILS.expiredToken);
      throw unauthorized(PLATFORM_DETAILS.invalidToken);
    }
  }
}

/** Reads `Authorization: Bearer <token>`; undefined when there is no such header. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1]) throw unauthorized(PLATFORM_DETAILS.malformedAuthorization);
  return match[1];
}

/**
 * An onRequest hook enforcing an operation's security: `required` answers 401 without a valid bearer
 * token; `optional` accepts anonymous calls but still rejects a token that is sent and invalid.
 */
export function authHook(tokens: AccessTokens, mode: 'required' | 'optional') {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    if (token === undefined) {
      if (mode === 'required') throw unauthorized();
      return;
    }
    request.user = await tokens.verify(token);
  };
}

/** The caller of an operation that requires authentication (the hook guarantees it is there). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
