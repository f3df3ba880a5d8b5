import { memberLabel } from '@wegrow/contract/communities';
import { FORUM_DETAILS } from '@wegrow/contract/forum';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import { holdsRole, roleHolder } from '../../platform/roles';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { olderThan, type Page, PER_PARENT_MAX, pageSize } from '../../platform/paging';
import { users } from '../../platform/schema';
import { clip } from '../inbox';
import type { NotificationsService } from '../notifications';
import { forumComments, forumSearchVector, forumThreads } from './schema';
import { type ForumComment, type ForumThread, toForumComment, toForumThread } from './views';

/** The forum as the sender of its notices, and its page. */
export const FORUM_SENDER = { kind: 'system', name: 'We Talk' } as const;
/** A talk's own page. */
const talkPath = (threadId: number) => `/WeTalk?talk=${threadId}`;

/** A talk's name in a notice: its title, else the start of its text. */
function talkName(thread: { title: string | null; text: string }): string {
  return thread.title ?? excerpt(thread.text, 60);
}

/** The start of a text, on one line, cut with an ellipsis. */
function excerpt(text: string, max = 200): string {
  return clip(text.replace(/\s+/g, ' '), max);
}

export interface ForumSettings {
  /** FORUM_ADMIN_EMAIL (lower-cased, as every stored e-mail is): may delete any thread or comment. */
  adminEmail: string;
}

/**
 * We Talk: threads and comments read by everyone, written by signed-in users, deleted by their
 * author or the forum admin. Texts arrive validated (not blank, at most 5000 characters) and are
 * stored trimmed, as plain text.
 */
export class ForumService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: ForumSettings,
    private readonly notifications: NotificationsService,
  ) {}

  /**
   * The forum admin's user id (null while no verified account has FORUM_ADMIN_EMAIL), for the
   * screens.
   */
  async admin(): Promise<{ id: number | null }> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(roleHolder(this.settings.adminEmail));
    return { id: row?.id ?? null };
  }

  /** Whether the caller is the forum admin (a verified account with FORUM_ADMIN_EMAIL). */
  isAdmin(user: AuthUser): boolean {
    return holdsRole(user, this.settings.adminEmail);
  }

  /**
   * One page of threads, newest first, with each one's author and number of comments (counted for
   * that page's threads only, not over every comment).
   */
  async threads(page: Page & { q?: string | undefined } = {}): Promise<ForumThread[]> {
    const rows = await this.db
      .select({ thread: forumThreads, username: users.username })
      .from(forumThreads)
      .innerJoin(users, eq(users.id, forumThreads.userId))
      .where(
        and(
          page.q === undefined
            ? undefined
            : sql`${forumSearchVector(forumThreads.title, forumThreads.text)} @@ websearch_to_tsquery('simple'::regconfig, ${page.q})`,
          olderThan(forumThreads, forumThreads.createdAt, forumThreads.id, page.before, 'public'),
        ),
      )
      .orderBy(desc(forumThreads.createdAt), desc(forumThreads.id))
      .limit(pageSize(page));
    if (rows.length === 0) return [];
    const totals = await this.db
      .select({ threadId: forumComments.threadId, total: count() })
      .from(forumComments)
      .where(
        inArray(
          forumComments.threadId,
          rows.map(({ thread }) => thread.id),
        ),
      )
      .groupBy(forumComments.threadId);
    const totalOf = new Map(totals.map(({ threadId, total }) => [threadId, Number(total)]));
    return rows.map(({ thread, username }) =>
      toForumThread(thread, username, totalOf.get(thread.id) ?? 0),
    );
  }

  /** One thread with its whole text, author and number of comments; 404 for an unknown one. */
  async thread(threadId: number): Promise<ForumThread> {
    const [row] = await this.db
      .select({ thread: forumThreads, username: users.username })
      .from(forumThreads)
      .innerJoin(users, eq(users.id, forumThreads.userId))
      .where(eq(forumThreads.id, threadId));
    if (!row) throw notFound(FORUM_DETAILS.threadNotFound);
    const [counted] = await this.db
      .select({ total: count() })
      .from(forumComments)
      .where(eq(forumComments.threadId, threadId));
    return toForumThread(row.thread, row.username, Number(counted?.total ?? 0));
  }

  /** A talk by the caller; a blank title is no title. */
  async createThread(user: AuthUser, text: string, title?: string): Promise<ForumThread> {
    const [row] = await this.db
      .insert(forumThreads)
      .values({
        userId: user.id,
        title: title?.trim() || null,
        text: text.trim(),
        createdAt: this.clock(),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const username = await this.usernameOf(user.id);
    // The forum is public: anyone mentioned can read it.
    await this.notifications.mentions(
      { id: user.id, name: memberLabel(username, user.id) },
      row.text,
      { sender: FORUM_SENDER, where: `the talk “${talkName(row)}”`, path: talkPath(row.id) },
    );
    return toForumThread(row, username, 0);
  }

  /** Deletes the thread; its comments go with it (the foreign key cascades). */
  async removeThread(user: AuthUser, threadId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [thread] = await tx
        .select({ userId: forumThreads.userId })
        .from(forumThreads)
        .where(eq(forumThreads.id, threadId))
        .for('update');
      if (!thread) throw notFound(FORUM_DETAILS.threadNotFound);
      if (thread.userId !== user.id && !this.isAdmin(user))
        throw forbidden(FORUM_DETAILS.onlyAuthorOrAdminDeletesThread);
      await tx.delete(forumThreads).where(eq(forumThreads.id, threadId));
    });
  }

  /** A thread's comments, oldest first, with their authors. */
  async comments(threadId: number): Promise<ForumComment[]> {
    const [thread] = await this.db
      .select({ id: forumThreads.id })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId));
    if (!thread) throw notFound(FORUM_DETAILS.threadNotFound);
    const rows = await this.db
      .select({ comment: forumComments, username: users.username })
      .from(forumComments)
      .innerJoin(users, eq(users.id, forumComments.userId))
      .where(eq(forumComments.threadId, threadId))
      .orderBy(desc(forumComments.createdAt), desc(forumComments.id))
      .limit(PER_PARENT_MAX);
    return rows.reverse().map(({ comment, username }) => toForumComment(comment, username));
  }

  /** A comment by the caller on an existing thread. */
  async comment(user: AuthUser, threadId: number, text: string): Promise<ForumComment> {
    const row = await this.db.transaction(async (tx) => {
      // Locked, so the thread cannot be deleted between this check and the insert.
      const [thread] = await tx
        .select()
        .from(forumThreads)
        .where(eq(forumThreads.id, threadId))
        .for('update');
      if (!thread) throw notFound(FORUM_DETAILS.threadNotFound);
      const [inserted] = await tx
        .insert(forumComments)
        .values({ threadId, userId: user.id, text: text.trim(), createdAt: this.clock() })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      // Those mentioned hear of it as a mention; the talk's author and those who commented before
      // hear of a reply (once each), in this transaction.
      const who = memberLabel(await this.usernameOf(user.id, tx), user.id);
      const where = `the talk “${talkName(thread)}”`;
      const mentioned = await this.notifications.mentions(
        { id: user.id, name: who },
        inserted.text,
        { sender: FORUM_SENDER, where, path: talkPath(threadId) },
        { db: tx },
      );
      const earlier = await tx
        .selectDistinct({ userId: forumComments.userId })
        .from(forumComments)
        .where(eq(forumComments.threadId, threadId));
      const answered = [thread.userId, ...earlier.map((row) => row.userId)].filter(
        (id) => id !== user.id && !mentioned.includes(id),
      );
      await this.notifications.notify(
        answered,
        'replies',
        {
          sender: FORUM_SENDER,
          subject: NOTIFICATION_DETAILS.replySubject(who),
          content: `${who} replied in ${where}: “${excerpt(inserted.text)}”`,
          path: talkPath(threadId),
        },
        { db: tx },
      );
      return inserted;
    });
    return toForumComment(row, await this.usernameOf(user.id));
  }

  async removeComment(user: AuthUser, commentId: number): Promise<void> {
    const [comment] = await this.db
      .select({ userId: forumComments.userId })
      .from(forumComments)
      .where(eq(forumComments.id, commentId));
    if (!comment) throw notFound(FORUM_DETAILS.commentNotFound);
    if (comment.userId !== user.id && !this.isAdmin(user))
      throw forbidden(FORUM_DETAILS.onlyAuthorOrAdminDeletesComment);
    await this.db.delete(forumComments).where(eq(forumComments.id, commentId));
  }

  /**
   * A member leaving WeGrow (account deletion): their talks and comments stay for the others who
   * answered them, under `heirId` (the "Deleted member" account).
   */
  async handOver(userId: number, heirId: number): Promise<void> {
    await this.db
      .update(forumThreads)
      .set({ userId: heirId })
      .where(eq(forumThreads.userId, userId));
    await this.db
      .update(forumComments)
      .set({ userId: heirId })
      .where(eq(forumComments.userId, userId));
  }

  private async usernameOf(userId: number, db: Db = this.db): Promise<string | null> {
    const [row] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, userId));
    return row?.username ?? null;
  }
}
