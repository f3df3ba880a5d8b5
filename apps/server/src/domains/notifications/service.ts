/**
 * Notifications (issue 43): every notice a domain sends a member goes through `notify` with its
 * kind, and reaches the member the ways they chose for that kind: the inbox, an e-mail at once (the
 * `notifications.mail` job), the daily digest (`notifications.digest`, one mail a day with what
 * waited) and push to their devices (`notifications.push`, one job per device). Mails go only to a
 * verified address and carry a one-click unsubscribe (RFC 8058) through a signed token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_CHANNELS,
  DEFAULT_REMINDER_HOURS,
  NOTIFICATION_DETAILS,
  NOTIFICATION_KIND_TEXTS,
  NOTIFICATION_KINDS,
  type NotificationChannels,
  type NotificationKind,
  mentionedUsernames,
  UNSUBSCRIBE_PATH,
  unsubscribeTokenParts,
} from '@wegrow/contract/notifications';
import { isKnownTimeZone } from '@wegrow/contract/communities';
import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { badRequest, unprocessable } from '../../platform/errors';
import { defineJob, defineScheduledJob, every, type JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { users } from '../../platform/schema';
import { clip, type Delivery, type InboxService } from '../inbox';
import type { PushSender, VapidKeys } from './push';
import {
  notificationDigestItems,
  notificationSettings,
  pushSubscriptions,
  type StoredChannels,
} from './schema';

/** A notice for one kind: the inbox message, and the page it is about (for mails and push). */
export interface Notice extends Delivery {
  /** A path of the site (`/WeTalk`), or none. */
  path?: string | null;
}

/** One kind's way to tell members, shaped like the inbox's `deliver` (what domains called before). */
export interface NoticeChannel {
  deliver(userId: number, notice: Notice, options?: { db?: Db }): Promise<void>;
}

/** A member's settings, every kind filled in. */
export interface MemberSettings {
  channels: Record<NotificationKind, StoredChannels>;
  timeZone: string;
  reminderHours: number;
}

interface MailPayload {
  [key: string]: string | number | null;
  userId: number;
  kind: NotificationKind;
  subject: string;
  content: string;
  path: string | null;
}

interface PushPayload {
  [key: string]: string | number;
  subscriptionId: number;
  title: string;
  body: string;
  path: string;
}

function record(payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new Error('expected an object');
  return payload as Record<string, unknown>;
}
const text = (value: unknown, name: string): string => {
  if (typeof value !== 'string') throw new Error(`${name}: expected a string`);
  return value;
};
const whole = (value: unknown, name: string): number => {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new Error(`${name}: expected a whole number`);
  return value;
};
const kindOf = (value: unknown): NotificationKind => {
  const kind = NOTIFICATION_KINDS.find((k) => k === value);
  if (!kind) throw new Error('kind: not a notification kind');
  return kind;
};

export const mailJob = defineJob<MailPayload>('notifications.mail', {
  parse(payload) {
    const p = record(payload);
    return {
      userId: whole(p['userId'], 'userId'),
      kind: kindOf(p['kind']),
      subject: text(p['subject'], 'subject'),
      content: text(p['content'], 'content'),
      path: p['path'] === null || p['path'] === undefined ? null : text(p['path'], 'path'),
    };
  },
});

export const pushJob = defineJob<PushPayload>('notifications.push', {
  parse(payload) {
    const p = record(payload);
    return {
      subscriptionId: whole(p['subscriptionId'], 'subscriptionId'),
      title: text(p['title'], 'title'),
      body: text(p['body'], 'body'),
      path: text(p['path'], 'path'),
    };
  },
});

/**
 * The daily digest: a slot every hour, run once by whichever process claims it; each run mails the
 * members for whom it is DIGEST_HOUR in their own time zone, so each gets it once a day.
 */
export const digestJob = defineScheduledJob('notifications.digest');
export const DIGEST_SCHEDULE = every(3_600_000);

/** The hour (0–23) a moment is in a time zone. */
export function hourIn(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 0);
}

/** A push's text: the subject, and the content cut to a phone's lock screen. */
const PUSH_BODY_MAX = 180;

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  inbox: InboxService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  siteUrl: string;
  /** The hour of the digest, in each member's time zone (DIGEST_HOUR). */
  digestHour: number;
  /** Signs the unsubscribe tokens. */
  unsubscribeKey: Buffer;
  /** Null when push is off (WEB_PUSH=false). */
  push: { keys: VapidKeys; sender: PushSender } | null;
}

export class NotificationsService {
  constructor(private readonly deps: NotificationsDeps) {}

  // ------------------------------------------------------------------ settings

  /** The settings of these members (the defaults for any who never changed them), by id. */
  async settingsOf(
    userIds: readonly number[],
    db: Db = this.deps.db,
  ): Promise<Map<number, MemberSettings>> {
    const ids = [...new Set(userIds)];
    const rows = ids.length
      ? await db
          .select()
          .from(notificationSettings)
          .where(inArray(notificationSettings.userId, ids))
      : [];
    const byId = new Map(rows.map((row) => [row.userId, row]));
    return new Map(
      ids.map((id) => {
        const row = byId.get(id);
        const channels = {} as Record<NotificationKind, StoredChannels>;
        for (const kind of NOTIFICATION_KINDS)
          channels[kind] = { ...DEFAULT_CHANNELS[kind], ...row?.channels[kind] };
        return [
          id,
          {
            channels,
            timeZone: row?.timeZone ?? 'UTC',
            reminderHours: row?.reminderHours ?? DEFAULT_REMINDER_HOURS,
          },
        ];
      }),
    );
  }

  private async settingsFor(userId: number, db: Db = this.deps.db): Promise<MemberSettings> {
    const settings = (await this.settingsOf([userId], db)).get(userId);
    if (!settings) throw new Error('settingsOf answers every id');
    return settings;
  }

  /** The contract's `NotificationPreferences` of a member. */
  async preferences(userId: number) {
    const { db } = this.deps;
    const settings = await this.settingsFor(userId);
    const [user] = await db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId));
    const [devices] = await db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return {
      kinds: NOTIFICATION_KINDS.map((kind): NotificationChannels => ({
        kind,
        ...settings.channels[kind],
      })),
      time_zone: settings.timeZone,
      reminder_hours: settings.reminderHours,
      email_verified: user?.verifiedAt != null,
      push_public_key: this.deps.push?.keys.publicKey ?? null,
      push_devices: devices?.n ?? 0,
    };
  }

  /** Changes the kinds given, the zone and the reminder lead; refuses a kind twice or an unknown zone. */
  async update(
    userId: number,
    change: {
      kinds?: readonly NotificationChannels[];
      time_zone?: string;
      reminder_hours?: number;
    },
  ) {
    const kinds = change.kinds ?? [];
    if (new Set(kinds.map((entry) => entry.kind)).size !== kinds.length)
      throw unprocessable(NOTIFICATION_DETAILS.kindTwice);
    if (change.time_zone !== undefined && !isKnownTimeZone(change.time_zone))
      throw unprocessable(NOTIFICATION_DETAILS.unknownTimeZone);
    await this.deps.db.transaction(async (tx) => {
      const current = await this.settingsFor(userId, tx);
      const channels = { ...current.channels };
      for (const { kind, ...rest } of kinds) channels[kind] = rest;
      await this.save(tx, userId, {
        channels,
        timeZone: change.time_zone ?? current.timeZone,
        reminderHours: change.reminder_hours ?? current.reminderHours,
      });
    });
    return this.preferences(userId);
  }

  private async save(db: Db, userId: number, settings: MemberSettings): Promise<void> {
    const values = { ...settings, updatedAt: this.deps.clock() };
    await db
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  }

  // ------------------------------------------------------------------ unsubscribe

  private signature(userId: number, kind: NotificationKind | null): Buffer {
    return createHmac('sha256', this.deps.unsubscribeKey)
      .update(`${userId}.${kind ?? 'all'}`)
      .digest();
  }

  /** The token of a mail's unsubscribe link: one kind, or every kind (null, the digest's). */
  unsubscribeToken(userId: number, kind: NotificationKind | null): string {
    return `${userId}.${kind ?? 'all'}.${this.signature(userId, kind).toString('base64url')}`;
  }

  /** Turns e-mail off for the token's kind (or every kind); 400 for a token not signed here. */
  async unsubscribe(token: string): Promise<{ kind: NotificationKind | null }> {
    const parts = unsubscribeTokenParts(token);
    const given = parts ? Buffer.from(parts.signature, 'base64url') : Buffer.alloc(0);
    const expected = parts ? this.signature(parts.userId, parts.kind) : Buffer.alloc(32);
    if (!parts || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw badRequest(NOTIFICATION_DETAILS.badToken);
    await this.deps.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, parts.userId));
      if (!user) throw badRequest(NOTIFICATION_DETAILS.badToken);
      const current = await this.settingsFor(parts.userId, tx);
      const channels = { ...current.channels };
      for (const kind of NOTIFICATION_KINDS)
        if (parts.kind === null || parts.kind === kind)
          channels[kind] = { ...channels[kind], email: 'off' };
      await this.save(tx, parts.userId, { ...current, channels });
    });
    return { kind: parts.kind };
  }

  // ------------------------------------------------------------------ sending

  /**
   * Tells the members a text mentions (`@username`, any case) that `author` mentioned them: each
   * once, never the author, and only those `canRead` lets read the place. Answers who was told, so
   * the caller does not also tell them of the same text another way. For an edit, `before` is the
   * text as it was: only those it did not mention yet are told (the others heard of it then).
   */
  async mentions(
    author: { id: number; name: string },
    text: string,
    place: { sender: Delivery['sender']; where: string; path: string | null },
    options: {
      db?: Db;
      canRead?: (userIds: number[]) => Promise<number[]>;
      before?: string;
    } = {},
  ): Promise<number[]> {
    const told = new Set(options.before === undefined ? [] : mentionedUsernames(options.before));
    const names = mentionedUsernames(text).filter((name) => !told.has(name));
    if (names.length === 0) return [];
    const db = options.db ?? this.deps.db;
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, names));
    let ids = rows.map((row) => row.id).filter((id) => id !== author.id);
    if (options.canRead && ids.length > 0) ids = await options.canRead(ids);
    if (ids.length === 0) return [];
    await this.notify(
      ids,
      'mentions',
      {
        sender: place.sender,
        subject: NOTIFICATION_DETAILS.mentionSubject(author.name),
        content: `${author.name} mentioned you in ${place.where}: “${clip(text, 300)}”`,
        path: place.path,
      },
      options.db ? { db: options.db } : {},
    );
    return ids;
  }

  /** `notify` for one kind, for a domain that tells members of one kind only. */
  channel(kind: NotificationKind): NoticeChannel {
    return {
      deliver: (userId, notice, options = {}) => this.notify(userId, kind, notice, options),
    };
  }

  /**
   * Tells these members (each once) a notice of one kind, the ways each chose. With `db` (the
   * caller's transaction), everything is written in it: the inbox message, the digest item and the
   * jobs that mail and push, so a rolled-back change tells nobody.
   */
  async notify(
    userIds: number | readonly number[],
    kind: NotificationKind,
    notice: Notice,
    options: { db?: Db } = {},
  ): Promise<void> {
    const db = options.db ?? this.deps.db;
    const ids = typeof userIds === 'number' ? [userIds] : [...new Set(userIds)];
    if (ids.length === 0) return;
    const settings = await this.settingsOf(ids, db);
    const path = notice.path ?? null;
    const pushed = this.deps.push
      ? await db
          .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(inArray(pushSubscriptions.userId, ids))
          .orderBy(asc(pushSubscriptions.id))
      : [];
    let queued = false;
    for (const userId of ids) {
      const channels = settings.get(userId)?.channels[kind] ?? DEFAULT_CHANNELS[kind];
      if (channels.in_app) await this.deps.inbox.deliver(userId, notice, { db });
      if (channels.email === 'immediately') {
        await this.deps.jobs.enqueue(
          mailJob,
          { userId, kind, subject: notice.subject, content: notice.content, path },
          { db },
        );
        queued = true;
      } else if (channels.email === 'daily')
        await db.insert(notificationDigestItems).values({
          userId,
          kind,
          subject: notice.subject,
          content: notice.content,
          path,
          createdAt: this.deps.clock(),
        });
      if (channels.push)
        for (const device of pushed.filter((row) => row.userId === userId)) {
          await this.deps.jobs.enqueue(
            pushJob,
            {
              subscriptionId: device.id,
              title: notice.subject,
              body: clip(notice.content, PUSH_BODY_MAX),
              path: path ?? '/Account?tab=inbox',
            },
            { db },
          );
          queued = true;
        }
    }
    // In a transaction the jobs are visible at its commit: the worker's next poll finds them then.
    if (queued && !options.db) this.deps.jobs.wake();
  }

  /** The mail of one notice (the `notifications.mail` job). */
  async mail(payload: MailPayload): Promise<void> {
    const { db, mailer, siteUrl } = this.deps;
    const [user] = await db
      .select({ email: users.email, username: users.username, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, payload.userId));
    // Gone, unverified, or changed their mind since: nothing to send.
    if (!user || user.verifiedAt === null) return;
    const settings = await this.settingsFor(payload.userId);
    if (settings.channels[payload.kind].email !== 'immediately') return;
    const token = this.unsubscribeToken(payload.userId, payload.kind);
    mailer.send({
      to: user.email,
      ...(user.username ? { toName: user.username } : {}),
      subject: payload.subject,
      text: [
        `Hello ${user.username ?? 'there'},`,
        '',
        payload.content,
        '',
        ...(payload.path ? [`Open it on WeGrow: ${siteUrl}${payload.path}`, ''] : []),
        ...this.footer(payload.kind, token),
      ].join('\n'),
      headers: this.unsubscribeHeaders(token),
    });
  }

  /**
   * The daily digest of each member with waiting items for whom the slot is the digest's hour in
   * their time zone (the `notifications.digest` job, hourly).
   */
  async digest(slot: string): Promise<void> {
    const { db, mailer, siteUrl } = this.deps;
    const until = new Date(slot);
    const waiting = await db
      .selectDistinct({ userId: notificationDigestItems.userId })
      .from(notificationDigestItems)
      .where(lte(notificationDigestItems.createdAt, until));
    // Each member's settings, read once: their zone and which kinds still go to the digest.
    const zones = await this.settingsOf(waiting.map((row) => row.userId));
    for (const { userId } of waiting) {
      const zone = zones.get(userId)?.timeZone ?? 'UTC';
      if (hourIn(until, zone) !== this.deps.digestHour) continue;
      const items = await db
        .delete(notificationDigestItems)
        .where(
          and(
            eq(notificationDigestItems.userId, userId),
            lte(notificationDigestItems.createdAt, until),
          ),
        )
        .returning();
      const [user] = await db
        .select({ email: users.email, username: users.username, verifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || user.verifiedAt === null) continue;
      const settings = zones.get(userId);
      if (!settings) continue;
      const wanted = items
        .filter((item) => settings.channels[item.kind].email === 'daily')
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      if (wanted.length === 0) continue;
      const lines: string[] = [
        `Hello ${user.username ?? 'there'},`,
        '',
        'Here is what happened on WeGrow since the last digest.',
      ];
      for (const kind of NOTIFICATION_KINDS) {
        const ofKind = wanted.filter((item) => item.kind === kind);
        if (ofKind.length === 0) continue;
        lines.push('', `${NOTIFICATION_KIND_TEXTS[kind].label} (${ofKind.length})`, '');
        for (const item of ofKind) {
          lines.push(`- ${item.subject}: ${item.content}`);
          if (item.path) lines.push(`  ${siteUrl}${item.path}`);
        }
      }
      const token = this.unsubscribeToken(userId, null);
      lines.push('', ...this.footer(null, token));
      mailer.send({
        to: user.email,
        ...(user.username ? { toName: user.username } : {}),
        subject: NOTIFICATION_DETAILS.digestSubject,
        text: lines.join('\n'),
        headers: this.unsubscribeHeaders(token),
      });
    }
  }

  private footer(kind: NotificationKind | null, token: string): string[] {
    const { siteUrl } = this.deps;
    return [
      '—',
      `${NOTIFICATION_DETAILS.mailFooter}${siteUrl}/Account?tab=notifications`,
      `${NOTIFICATION_DETAILS.unsubscribeLine}${siteUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      ...(kind === null ? [] : [`(${NOTIFICATION_KIND_TEXTS[kind].label})`]),
    ];
  }

  /** RFC 8058: the one-click address (the API, posted to by the mail client) and its Post header. */
  private unsubscribeHeaders(token: string): Record<string, string> {
    return {
      'List-Unsubscribe': `<${this.deps.siteUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  // ------------------------------------------------------------------ push

  /** Keeps a device's subscription (the same endpoint again moves it to this member, new keys). */
  async addPush(
    userId: number,
    subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  ): Promise<{ devices: number }> {
    let endpoint: URL;
    try {
      endpoint = new URL(subscription.endpoint);
    } catch {
      throw unprocessable('The push endpoint is not an address.');
    }
    if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:')
      throw unprocessable('The push endpoint must be an https address.');
    const values = {
      userId,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: this.deps.clock(),
    };
    await this.deps.db
      .insert(pushSubscriptions)
      .values({ endpoint: subscription.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    return this.devices(userId);
  }

  async removePush(userId: number, endpoint: string): Promise<{ devices: number }> {
    await this.deps.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    return this.devices(userId);
  }

  private async devices(userId: number): Promise<{ devices: number }> {
    const [row] = await this.deps.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    return { devices: row?.n ?? 0 };
  }

  /** One push to one device (the `notifications.push` job); a gone subscription is removed. */
  async pushTo(payload: PushPayload): Promise<void> {
    const push = this.deps.push;
    if (!push) return;
    const [target] = await this.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, payload.subscriptionId));
    if (!target) return;
    const outcome = await push.sender.send(target, {
      title: payload.title,
      body: payload.body,
      path: payload.path,
    });
    if (outcome === 'gone') {
      await this.deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      this.deps.log.info({ subscription: target.id }, 'push subscription gone: removed');
    } else if (outcome !== 'sent') throw new Error(outcome.failed);
  }
}
