/**
 * The requester's live answer to a pending join request (Server-Sent Events): the page that says
 * "Join request sent. Waiting for approval." follows `GET /communities/{id}/join/stream` and is
 * told at once when an admin approves or rejects it, on whichever server process either of them
 * is connected to. A requester is not a member, so this is not the community's stream: each
 * stream listens to the live topic of its own request only (`join:{community}:{user}`), which
 * `CommunityService.decide` publishes to after the decision is committed.
 *
 * Only the caller's own pending request can be followed (404 otherwise). The notice is a hint: on
 * it, and after the live bus reconnects (a notice may have been lost), the stream reads the
 * request again and sends `decided` when it is no longer pending, then ends. It also ends when the
 * client goes and when the server stops, and with the session it was opened in, as the chat's
 * streams do (../stream-sessions.ts): at its access token's expiry (`closed`, `expired`: the client
 * reconnects with a fresh token), and after a password reset or a logout of the login it was
 * opened with (`closed`, `session_ended`): at once in the process that made the change, within 5 s
 * in the others, and in every process before a decision is delivered, so a session that ended
 * never hears how its request was decided. It is not opened for a login that ended (401). Open
 * streams are capped per user and per process like the chat's (429 before anything is sent).
 */
import { PassThrough, type Readable } from 'node:stream';
import { COMMUNITY_DETAILS } from '@wegrow/contract/communities';
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser, TokenSession } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { HttpError, notFound } from '../../../platform/errors';
import type { LiveBus } from '../../../platform/live';
import type { EndedLogins } from '../../../platform/sessions';
import type { Membership } from '../membership';
import { communityMembers } from '../schema';
import { type SessionEnd, StreamSessions } from '../stream-sessions';

/** The decision of a join request, as the stream and the live notice carry it. */
export type JoinDecision = 'approved' | 'rejected';

/** The live topic of one person's request to join one community. */
export const joinTopic = (communityId: number, userId: number) => `join:${communityId}:${userId}`;

/** A comment line goes out this often, so proxies and browsers keep the connection open. */
export const JOIN_HEARTBEAT_MS = 25_000;
/** The client reconnects after this long when the stream ends (the `retry` field). */
export const JOIN_RETRY_MS = 3000;
/** Retry-After of the 429 for one stream too many. */
const RETRY_AFTER_SECONDS = 10;

export interface JoinStreamLimits {
  perUser: number;
  perProcess: number;
}

interface Follower {
  readonly communityId: number;
  readonly userId: number;
  /** The token the stream was opened with: its account token version, login and expiry. */
  readonly session: TokenSession;
  readonly stream: PassThrough;
  checking: boolean;
  /** A notice came while it was reading: read again. */
  again: boolean;
}

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export class JoinStreams {
  private readonly followers = new Set<Follower>();
  private readonly perUser = new Map<number, number>();
  private heartbeat: NodeJS.Timeout | null = null;
  /** The streams' sessions: each ends with the token it was opened with. */
  private readonly sessions: StreamSessions<Follower>;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly membership: Membership,
    private readonly live: LiveBus,
    private readonly log: FastifyBaseLogger,
    clock: Clock,
    private readonly limits: JoinStreamLimits,
    onSessionsChanged: (listener: (userId: number) => void) => void,
    /** Of these logins (access tokens' `sid`), those that ended (logged out, revoked). */
    endedLogins: EndedLogins,
  ) {
    this.sessions = new StreamSessions<Follower>(
      db,
      clock,
      endedLogins,
      onSessionsChanged,
      (follower, reason) => this.end(follower, reason),
      log,
    );
    live.onResync(() => {
      for (const follower of [...this.followers]) void this.check(follower);
    });
    live.onClose(() => this.close());
  }

  /** How many streams are open in this process (for tests). */
  get size(): number {
    return this.followers.size;
  }

  /**
   * Opens the caller's stream of their pending request (404 without one, 401 for a login that
   * ended, 429 over the caps), for as long as `session` (the token it is opened with) lasts.
   */
  async open(user: AuthUser, communityId: number, session: TokenSession): Promise<Readable> {
    const access = await this.membership.read(user, communityId, 'view');
    if (access.role !== 'pending') throw notFound(COMMUNITY_DETAILS.requestNotFound);
    if (this.closed) throw new Error('the join streams are closed');
    await this.sessions.refuseEnded(session);
    if (
      this.followers.size >= this.limits.perProcess ||
      (this.perUser.get(user.id) ?? 0) >= this.limits.perUser
    )
      throw new HttpError(429, PLATFORM_DETAILS.tooManyRequests, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
    const stream = new PassThrough();
    stream.write(`retry: ${JOIN_RETRY_MS}\n\n${sse('ready', {})}`);
    const follower: Follower = {
      communityId,
      userId: user.id,
      session,
      stream,
      checking: false,
      again: false,
    };
    this.followers.add(follower);
    this.perUser.set(user.id, (this.perUser.get(user.id) ?? 0) + 1);
    const unsubscribe = this.live.subscribe(joinTopic(communityId, user.id), () => {
      void this.check(follower);
    });
    stream.on('close', () => {
      this.sessions.forget(follower);
      unsubscribe();
      if (this.followers.delete(follower)) {
        const left = (this.perUser.get(user.id) ?? 1) - 1;
        if (left > 0) this.perUser.set(user.id, left);
        else this.perUser.delete(user.id);
      }
      if (this.followers.size === 0 && this.heartbeat) {
        clearInterval(this.heartbeat);
        this.heartbeat = null;
      }
    });
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        for (const each of this.followers) this.write(each, ': heartbeat\n\n');
      }, JOIN_HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    if (!this.sessions.follow(follower)) return stream;
    // Decided between the check above and the subscription: said now.
    await this.check(follower);
    return stream;
  }

  /**
   * Ends the streams whose session is over (of one user, or of everyone): see
   * ../stream-sessions.ts. Runs every 5 s and at once for an account whose sessions this process
   * changed; tests call it to run the periodic check now.
   */
  async checkSessions(userId?: number): Promise<void> {
    await this.sessions.check(userId);
  }

  /** Ends every stream (the server is stopping). */
  close(): void {
    this.closed = true;
    this.sessions.stop();
    for (const follower of [...this.followers]) follower.stream.end();
  }

  /** Reads the request: when it is no longer pending, says how it was decided and ends the stream. */
  private async check(follower: Follower): Promise<void> {
    if (follower.stream.writableEnded) return;
    if (follower.checking) {
      follower.again = true;
      return;
    }
    follower.checking = true;
    try {
      do {
        follower.again = false;
        if (await this.decided(follower)) return;
      } while (follower.again);
    } catch (error) {
      this.log.error({ err: error }, 'join stream check failed');
    } finally {
      follower.checking = false;
    }
  }

  /** Whether the request was decided (then said, and the stream ended). */
  private async decided(follower: Follower): Promise<boolean> {
    const [row] = await this.db
      .select({ isApproved: communityMembers.isApproved })
      .from(communityMembers)
      .where(
        and(
          eq(communityMembers.communityId, follower.communityId),
          eq(communityMembers.userId, follower.userId),
        ),
      );
    if (row && !row.isApproved) return false;
    // Read after the decision: a session that ended before it was made does not hear of it.
    const [goesOn] = await this.sessions.live([follower]);
    if (!goesOn) return true;
    const status: JoinDecision = row ? 'approved' : 'rejected';
    this.write(follower, sse('decided', { status }));
    this.sessions.forget(follower);
    follower.stream.end();
    return true;
  }

  /** Ends a stream with its session (`closed` and the reason). */
  private end(follower: Follower, reason: SessionEnd): void {
    this.sessions.forget(follower);
    this.write(follower, sse('closed', { reason }));
    follower.stream.end();
  }

  private write(follower: Follower, text: string): void {
    if (!follower.stream.destroyed && !follower.stream.writableEnded) follower.stream.write(text);
  }
}
