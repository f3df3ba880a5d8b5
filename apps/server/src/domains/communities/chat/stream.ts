/**
 * The chat's live streams (Server-Sent Events). Each open stream is a subscriber of its
 * community's channel in this process; a channel listens to the community's live topic
 * (topics.ts), and on a `chat` notice reads the event log after the oldest position among its
 * subscribers and sends each subscriber what it has not had yet. The log, not the notice, is the
 * truth: a stream resuming with `Last-Event-ID` is replayed from it, and a missed notice (a lost
 * PostgreSQL connection) is made good at the next resync or heartbeat.
 *
 * A stream ends when its member is no longer an approved member or the community is deleted
 * (`event: closed`), when the client goes, when it lags too far behind (its buffer is full: it
 * reconnects and resumes), or when the server shuts down.
 *
 * It also ends with the session it was opened in (`event: closed`, reason `expired` or
 * `session_ended`), since the bearer token was checked only when it opened:
 * - at the access token's expiry (`exp`, at most 15 minutes): the client reconnects with a fresh
 *   token (its refresh flow);
 * - when the account's token version moves on (a password reset): at once in the process that
 *   made the change (`AccessTokens.onVersionChanged`), and in every process before it delivers
 *   anything more (the versions are read from the database before each delivery) and within
 *   `SESSION_CHECK_MS` otherwise. No message posted after a reset reaches a stream opened before it;
 * - when the login the token was issued for ended (its `sid`, a refresh-token family, revoked by a
 *   logout or a reuse): checked the same way (before each delivery, every `SESSION_CHECK_MS`), and
 *   a stream is not opened for an ended login (401). Older tokens without `sid` end at their expiry.
 *
 * Open streams are capped per user and per process (CHAT_STREAMS_PER_USER, CHAT_STREAMS_PER_PROCESS):
 * one more answers 429 before anything is streamed.
 */
import { PassThrough, type Readable } from 'node:stream';
import { INT32_MAX } from '@wegrow/contract';
import { COMMUNITY_DETAILS } from '@wegrow/contract/communities';
import { PLATFORM_DETAILS } from '@wegrow/contract/details';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser, TokenSession } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { HttpError, unauthorized } from '../../../platform/errors';
import type { LiveBus } from '../../../platform/live';
import { users } from '../../../platform/schema';
import { TOKEN_VERSION_CACHE_MS } from '../../../platform/token-versions';
import { type Membership, participateIn } from '../membership';
import { communities, communityMembers } from '../schema';
import { communityTopic, isCommunityChange } from '../topics';
import type { ChatEvent, ChatService } from './service';

/** A comment line goes out this often, so proxies and browsers keep the connection open. */
export const HEARTBEAT_MS = 25_000;
/** The client reconnects after this long when the stream ends (the `retry` field). */
export const RETRY_MS = 3000;
/** A stream whose unsent data exceeds this is closed (the client resumes where it was). */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** The event log is read this many entries at a time. */
const BATCH = 200;
/** Every open stream's session (token expiry, account token version) is checked this often. */
export const SESSION_CHECK_MS = TOKEN_VERSION_CACHE_MS;
/** Retry-After of the 429 for one stream too many (a user's other stream may close any time). */
const RETRY_AFTER_SECONDS = 10;
/** The longest a timer may wait (setTimeout's limit). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Why a stream closed: the member was removed, the community deleted, the chat hidden from members
 * by the admins, the access token expired (reconnect with a fresh one), or the account's sessions
 * were ended (a password reset: sign in).
 */
export type ClosedReason = 'removed' | 'deleted' | 'hidden' | 'expired' | 'session_ended';

export interface ChatStreamLimits {
  /** Open streams per user (in this process). */
  perUser: number;
  /** Open streams in this process. */
  perProcess: number;
}

interface Subscriber {
  readonly userId: number;
  /** The token the stream was opened with: its account token version and expiry. */
  readonly session: TokenSession;
  expiryTimer: NodeJS.Timeout | null;
  /** The last log id this stream has had; null until it knows where it starts. */
  lastId: number | null;
  readonly stream: PassThrough;
}

interface Channel {
  readonly communityId: number;
  readonly subscribers: Set<Subscriber>;
  readonly unsubscribe: () => void;
  pumping: Promise<void> | null;
  again: boolean;
}

/** One SSE event as text (`data` is JSON, so it has no line breaks). */
function sse(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A `Last-Event-ID` this server could have sent (a log id), else null. */
export function parseLastEventId(header: string | undefined): number | null {
  if (header === undefined || !/^\d{1,10}$/.test(header.trim())) return null;
  const id = Number(header.trim());
  return id <= INT32_MAX ? id : null;
}

export class ChatStreams {
  private readonly channels = new Map<number, Channel>();
  /** Open streams per user. */
  private readonly perUser = new Map<number, number>();
  private heartbeat: NodeJS.Timeout | null = null;
  private sessionCheck: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly chat: ChatService,
    private readonly membership: Membership,
    private readonly live: LiveBus,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock,
    private readonly limits: ChatStreamLimits,
    onVersionChanged: (listener: (userId: number) => void) => void,
    /** Of these logins (access tokens' `sid`), those that ended (logged out, revoked). */
    private readonly endedSessions: (sessionIds: readonly string[]) => Promise<Set<string>>,
  ) {
    live.onResync(() => void this.tick({ heartbeat: false }));
    live.onClose(() => this.close());
    onVersionChanged((userId) => void this.checkSessions(userId));
  }

  /** How many streams are open in this process (for tests and logs). */
  get size(): number {
    let n = 0;
    for (const channel of this.channels.values()) n += channel.subscribers.size;
    return n;
  }

  /**
   * Opens a member's stream of a community's chat (403/404, or 429 over the caps, before anything
   * is sent), for as long as `session` (the token it is opened with) lasts. With a usable
   * `Last-Event-ID` it replays what came after it; otherwise it starts now (`ready`), or says that
   * what was missed is lost (`reset`).
   */
  async open(
    user: AuthUser,
    communityId: number,
    lastEventId: string | undefined,
    session: TokenSession,
  ): Promise<Readable> {
    await this.membership.read(user, communityId, participateIn('chat'));
    if (this.closed) throw new Error('the chat streams are closed');
    if (session.sessionId !== null && (await this.endedSessions([session.sessionId])).size > 0)
      throw unauthorized(PLATFORM_DETAILS.sessionEnded);
    // Checked and counted with no wait in between, so parallel opens cannot both pass.
    if (this.size >= this.limits.perProcess)
      throw new HttpError(429, COMMUNITY_DETAILS.chatStreamsFull, { 'Retry-After': '30' });
    if ((this.perUser.get(user.id) ?? 0) >= this.limits.perUser)
      throw new HttpError(429, COMMUNITY_DETAILS.tooManyChatStreams, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
    const stream = new PassThrough();
    stream.write(`retry: ${RETRY_MS}\n\n`);
    const subscriber: Subscriber = {
      userId: user.id,
      session,
      expiryTimer: null,
      lastId: null,
      stream,
    };
    const channel = this.join(communityId, subscriber);
    stream.on('close', () => this.leave(channel, subscriber));
    const untilExpiry = session.expiresAt * 1000 - this.clock().getTime();
    if (untilExpiry <= 0) {
      this.end(subscriber, 'expired');
      return stream;
    }
    subscriber.expiryTimer = setTimeout(
      () => this.end(subscriber, 'expired'),
      Math.min(untilExpiry, MAX_TIMER_MS),
    );
    subscriber.expiryTimer.unref();

    const resumeFrom = parseLastEventId(lastEventId);
    const { latest, floor } = await this.chat.position(communityId);
    if (resumeFrom !== null && resumeFrom >= floor && resumeFrom <= latest) {
      subscriber.lastId = resumeFrom;
    } else {
      this.send(subscriber, sse(lastEventId === undefined ? 'ready' : 'reset', {}, latest));
      subscriber.lastId = latest;
    }
    this.pump(channel);
    return stream;
  }

  /**
   * The periodic work, now: a heartbeat to every stream (unless `heartbeat: false`), then each
   * channel checks its members and catches up with the log (what a missed notice would have
   * brought). Runs every `HEARTBEAT_MS`, and after the live bus reconnects.
   */
  async tick({ heartbeat = true }: { heartbeat?: boolean } = {}): Promise<void> {
    await this.checkSessions();
    for (const channel of [...this.channels.values()]) {
      if (heartbeat)
        for (const subscriber of channel.subscribers) this.send(subscriber, ': heartbeat\n\n');
      await this.verify(channel);
      this.pump(channel);
    }
    await Promise.all([...this.channels.values()].map((channel) => channel.pumping));
  }

  /**
   * Ends the streams whose session is over (of one user, or of everyone): the token expired
   * (`expired`), or the account's token version moved on or the account is gone (`session_ended`).
   * Runs every `SESSION_CHECK_MS`, at each heartbeat, before each delivery, and at once for an
   * account whose version this process changed.
   */
  async checkSessions(userId?: number): Promise<void> {
    const subscribers = [...this.channels.values()].flatMap((channel) =>
      [...channel.subscribers].filter(
        (subscriber) => userId === undefined || subscriber.userId === userId,
      ),
    );
    try {
      await this.endEndedSessions(subscribers);
    } catch (error) {
      this.log.error({ err: error }, 'chat stream session check failed');
    }
  }

  /** Ends every stream (the server is stopping; clients reconnect to another process). */
  close(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.sessionCheck) clearInterval(this.sessionCheck);
    this.sessionCheck = null;
    for (const channel of [...this.channels.values()])
      for (const subscriber of [...channel.subscribers]) subscriber.stream.end();
  }

  // ------------------------------------------------------------------ channels

  private join(communityId: number, subscriber: Subscriber): Channel {
    let channel = this.channels.get(communityId);
    if (!channel) {
      const created: Channel = {
        communityId,
        subscribers: new Set(),
        unsubscribe: this.live.subscribe(communityTopic(communityId), (notice) => {
          this.onNotice(created, notice);
        }),
        pumping: null,
        again: false,
      };
      channel = created;
      this.channels.set(communityId, channel);
    }
    channel.subscribers.add(subscriber);
    this.perUser.set(subscriber.userId, (this.perUser.get(subscriber.userId) ?? 0) + 1);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => void this.tick(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    if (!this.sessionCheck) {
      this.sessionCheck = setInterval(() => void this.checkSessions(), SESSION_CHECK_MS);
      this.sessionCheck.unref();
    }
    return channel;
  }

  private leave(channel: Channel, subscriber: Subscriber): void {
    if (subscriber.expiryTimer) clearTimeout(subscriber.expiryTimer);
    subscriber.expiryTimer = null;
    if (channel.subscribers.delete(subscriber)) {
      const left = (this.perUser.get(subscriber.userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(subscriber.userId, left);
      else this.perUser.delete(subscriber.userId);
    }
    if (channel.subscribers.size === 0 && this.channels.get(channel.communityId) === channel) {
      channel.unsubscribe();
      this.channels.delete(channel.communityId);
    }
    if (this.channels.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
    if (this.channels.size === 0 && this.sessionCheck) {
      clearInterval(this.sessionCheck);
      this.sessionCheck = null;
    }
  }

  /**
   * Ends the given streams whose token expired, whose account's token version is no longer the
   * one their token carries, or whose login ended (read from the database: another process may
   * have changed them).
   * Returns the streams that go on.
   */
  private async endEndedSessions<S extends Subscriber>(subscribers: readonly S[]): Promise<S[]> {
    const open = subscribers.filter((subscriber) => !subscriber.stream.writableEnded);
    if (open.length === 0) return [];
    const now = this.clock().getTime();
    const ids = [...new Set(open.map((subscriber) => subscriber.userId))];
    const rows = await this.db
      .select({ id: users.id, version: users.tokenVersion })
      .from(users)
      .where(inArray(users.id, ids));
    const versions = new Map(rows.map((row) => [row.id, row.version]));
    const ended = await this.endedSessions(
      open.flatMap(({ session }) => (session.sessionId === null ? [] : [session.sessionId])),
    );
    const live: S[] = [];
    for (const subscriber of open) {
      if (subscriber.stream.writableEnded) continue;
      const { version, sessionId } = subscriber.session;
      if (
        versions.get(subscriber.userId) !== version ||
        (sessionId !== null && ended.has(sessionId))
      )
        this.end(subscriber, 'session_ended');
      else if (now >= subscriber.session.expiresAt * 1000) this.end(subscriber, 'expired');
      else live.push(subscriber);
    }
    return live;
  }

  private onNotice(channel: Channel, notice: unknown): void {
    const change =
      typeof notice === 'object' && notice !== null && 'change' in notice ? notice.change : null;
    if (!isCommunityChange(change)) return;
    if (change === 'chat') this.pump(channel);
    else void this.verify(channel);
  }

  /** Closes the streams of those who are no longer approved members (or of everyone, when the community is gone). */
  private async verify(channel: Channel): Promise<void> {
    const subscribers = [...channel.subscribers];
    if (subscribers.length === 0) return;
    try {
      const [community] = await this.db
        .select({
          id: communities.id,
          creatorId: communities.creatorId,
          hiddenSections: communities.hiddenSections,
        })
        .from(communities)
        .where(eq(communities.id, channel.communityId));
      if (!community) {
        for (const subscriber of subscribers) this.end(subscriber, 'deleted');
        return;
      }
      const approved = await this.db
        .select({ userId: communityMembers.userId, isAdmin: communityMembers.isAdmin })
        .from(communityMembers)
        .where(
          and(
            eq(communityMembers.communityId, channel.communityId),
            eq(communityMembers.isApproved, true),
            inArray(
              communityMembers.userId,
              subscribers.map((subscriber) => subscriber.userId),
            ),
          ),
        );
      const members = new Set(approved.map((row) => row.userId));
      // Chat hidden by the admins: it stays open to them only (the creator is always one).
      const chatHidden = community.hiddenSections.includes('chat');
      const admins = new Set(
        approved
          .filter((row) => row.isAdmin || row.userId === community.creatorId)
          .map((row) => row.userId),
      );
      for (const subscriber of subscribers)
        if (!members.has(subscriber.userId)) this.end(subscriber, 'removed');
        else if (chatHidden && !admins.has(subscriber.userId)) this.end(subscriber, 'hidden');
    } catch (error) {
      this.log.error({ err: error, communityId: channel.communityId }, 'chat stream check failed');
    }
  }

  // ------------------------------------------------------------------ delivery

  /** Sends each subscriber of the channel what the log holds after its position (one reader at a time). */
  private pump(channel: Channel): void {
    if (channel.pumping) {
      channel.again = true;
      return;
    }
    channel.pumping = (async () => {
      do {
        channel.again = false;
        await this.drain(channel);
      } while (channel.again && !this.closed);
    })()
      .catch((error: unknown) => {
        this.log.error({ err: error, communityId: channel.communityId }, 'chat stream read failed');
      })
      .finally(() => {
        channel.pumping = null;
      });
  }

  private async drain(channel: Channel): Promise<void> {
    for (;;) {
      const ready = [...channel.subscribers].filter(
        (subscriber): subscriber is Subscriber & { lastId: number } => subscriber.lastId !== null,
      );
      if (ready.length === 0) return;
      const from = Math.min(...ready.map((subscriber) => subscriber.lastId));
      const events = await this.chat.eventsAfter(channel.communityId, from, BATCH);
      // Read after the events: a session that ended before any of them was posted gets none.
      const live = events.length === 0 ? ready : await this.endEndedSessions(ready);
      for (const event of events)
        for (const subscriber of live)
          if (event.id > subscriber.lastId) {
            this.send(subscriber, textOf(event));
            subscriber.lastId = event.id;
          }
      if (events.length < BATCH) return;
    }
  }

  private send(subscriber: Subscriber, text: string): void {
    const { stream } = subscriber;
    if (stream.destroyed || stream.writableEnded) return;
    if (text !== '') stream.write(text);
    // A client that does not read: end its stream rather than hold its backlog.
    if (stream.writableLength > MAX_BUFFERED_BYTES) stream.end();
  }

  private end(subscriber: Subscriber, reason: ClosedReason): void {
    if (subscriber.expiryTimer) clearTimeout(subscriber.expiryTimer);
    subscriber.expiryTimer = null;
    this.send(subscriber, sse('closed', { reason }));
    subscriber.stream.end();
  }
}

/** A log entry as the stream sends it (a message deleted since it was posted: only its id moves on). */
function textOf(event: ChatEvent): string {
  switch (event.kind) {
    case 'message':
      return sse('message', event.message, event.id);
    case 'deleted':
      return sse('deleted', { id: event.messageId }, event.id);
    case 'gone':
      return '';
  }
}
