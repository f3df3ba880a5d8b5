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
 * `session_ended`), since the bearer token was checked only when it opened: at the access token's
 * expiry, and after a password reset or a logout of its login, at once in the process that made
 * the change, within `SESSION_CHECK_MS` in the others, and in every process before it delivers
 * anything more: no message posted after a reset or a logout reaches a stream opened before it.
 * A stream is not opened for an ended login (401). The checks are the join stream's too
 * (../stream-sessions.ts).
 *
 * Open streams are capped per user and per process (CHAT_STREAMS_PER_USER, CHAT_STREAMS_PER_PROCESS):
 * one more answers 429 before anything is streamed.
 */
import { PassThrough, type Readable } from 'node:stream';
import { INT32_MAX } from '@wegrow/contract';
import { COMMUNITY_DETAILS } from '@wegrow/contract/communities';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser, TokenSession } from '../../../platform/auth';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { HttpError } from '../../../platform/errors';
import type { LiveBus } from '../../../platform/live';
import type { EndedLogins } from '../../../platform/sessions';
import { type Membership, participateIn } from '../membership';
import { communities, communityMembers } from '../schema';
import { StreamSessions } from '../stream-sessions';
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
/** Retry-After of the 429 for one stream too many (a user's other stream may close any time). */
const RETRY_AFTER_SECONDS = 10;

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
  /** The token the stream was opened with: its account token version, login and expiry. */
  readonly session: TokenSession;
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
  /** The streams' sessions: each ends with the token it was opened with. */
  private readonly sessions: StreamSessions<Subscriber>;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly chat: ChatService,
    private readonly membership: Membership,
    private readonly live: LiveBus,
    private readonly log: FastifyBaseLogger,
    clock: Clock,
    private readonly limits: ChatStreamLimits,
    onSessionsChanged: (listener: (userId: number) => void) => void,
    /** Of these logins (access tokens' `sid`), those that ended (logged out, revoked). */
    endedLogins: EndedLogins,
  ) {
    this.sessions = new StreamSessions<Subscriber>(
      db,
      clock,
      endedLogins,
      onSessionsChanged,
      (subscriber, reason) => this.end(subscriber, reason),
      log,
    );
    live.onResync(() => void this.tick({ heartbeat: false }));
    live.onClose(() => this.close());
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
    await this.sessions.refuseEnded(session);
    // Checked and counted with no wait in between, so parallel opens cannot both pass.
    if (this.size >= this.limits.perProcess)
      throw new HttpError(429, COMMUNITY_DETAILS.chatStreamsFull, { 'Retry-After': '30' });
    if ((this.perUser.get(user.id) ?? 0) >= this.limits.perUser)
      throw new HttpError(429, COMMUNITY_DETAILS.tooManyChatStreams, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
    const stream = new PassThrough();
    stream.write(`retry: ${RETRY_MS}\n\n`);
    const subscriber: Subscriber = { userId: user.id, session, lastId: null, stream };
    const channel = this.join(communityId, subscriber);
    stream.on('close', () => this.leave(channel, subscriber));
    if (!this.sessions.follow(subscriber)) return stream;

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
   * (`expired`), or the account's token version moved on, the account is gone or the login ended
   * (`session_ended`). Runs every `SESSION_CHECK_MS`, at each heartbeat, before each delivery, and
   * at once for an account whose sessions this process changed (../stream-sessions.ts).
   */
  async checkSessions(userId?: number): Promise<void> {
    await this.sessions.check(userId);
  }

  /** Ends every stream (the server is stopping; clients reconnect to another process). */
  close(): void {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.sessions.stop();
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
    return channel;
  }

  private leave(channel: Channel, subscriber: Subscriber): void {
    this.sessions.forget(subscriber);
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
      const live = events.length === 0 ? ready : await this.sessions.live(ready);
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
    this.sessions.forget(subscriber);
    this.send(subscriber, sse('closed', { reason }));
    subscriber.stream.end();
  }
}

/** A log entry as the stream sends it (a message deleted since it was posted: only its id moves on). */
function textOf(event: ChatEvent): string {
  switch (event.kind) {
    case 'message':
      return sse('message', event.message, event.id);
    case 'edited':
      return sse('edited', event.message, event.id);
    case 'deleted':
      return sse('deleted', { id: event.messageId }, event.id);
    case 'gone':
      return '';
  }
}
