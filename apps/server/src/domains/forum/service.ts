import { memberLabel } from '@wegrow/contract/communities';
import {
  FORUM_CATEGORY_DETAILS,
  FORUM_DETAILS,
  FORUM_UNCATEGORISED,
  type ForumCategoryColour,
  type ForumSort,
} from '@wegrow/contract/forum';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { chosenLanguage, searchPassage } from '@wegrow/contract/search';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import { holdsRole, roleHolder } from '../../platform/roles';
import type { Clock } from '../../platform/clock';
import { type Db, isUniqueViolation } from '../../platform/db';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors';
import { type Page, PER_PARENT_MAX, pageSize } from '../../platform/paging';
import { users } from '../../platform/schema';
import { searchHeadlines, searchMatches, searchParts, searchQuery } from '../../platform/search';
import { clip } from '../inbox';
import type { NotificationsService } from '../notifications';
import {
  forumCategories,
  forumCommentLikes,
  forumComments,
  forumSearchText,
  forumSearchVector,
  forumThreadLikes,
  forumThreads,
} from './schema';
import {
  type ForumCategory,
  type ForumComment,
  type ForumLikes,
  type ForumThread,
  type Likes,
  toCategoryRef,
  toForumCategory,
  toForumComment,
  toForumThread,
} from './views';

/** The forum as the sender of its notices, and its page. */
export const FORUM_SENDER = { kind: 'system', name: 'We Talk' } as const;
/** A talk's own page. */
const talkPath = (threadId: number) => `/WeTalk?talk=${threadId}`;

/** A talk's name in a notice: its title, else the start of its text. */
function talkName(thread: { title: string | null; text: string }): string {
  return thread.title ?? excerpt(thread.text, 60);
}

/** A talk as a notice names it: who sends it, where the text is, and the talk's address. */
function talkPlace(thread: { id: number; title: string | null; text: string }) {
  return {
    sender: FORUM_SENDER,
    where: `the talk “${talkName(thread)}”`,
    path: talkPath(thread.id),
  };
}

/** The start of a text, on one line, cut with an ellipsis. */
function excerpt(text: string, max = 200): string {
  return clip(text.replace(/\s+/g, ' '), max);
}

/** A talk's latest activity: the later of its creation and its last comment (`id`, `created_at` of a talk row). */
function activityOf(id: SQL, createdAt: SQL): SQL {
  return sql`greatest(${createdAt}, (select max(c.created_at) from forum_comments c where c.thread_id = ${id}))`;
}

/** How many like the talk with this id. */
function threadLikesOf(id: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from forum_thread_likes l where l.thread_id = ${id})`;
}

/** Whether `viewerId` likes the talk (false without a viewer). */
function likedThread(id: SQL, viewerId: number | null): SQL<boolean> {
  return viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from forum_thread_likes l where l.thread_id = ${id} and l.user_id = ${viewerId})`;
}

/**
 * Whether `viewerId` reported the talk or comment (false without a viewer; issue 44). The reports
 * domain builds on this one, so its table is named here rather than imported.
 */
function reportedBy(
  kind: 'forum_talk' | 'forum_comment',
  id: SQL,
  viewerId: number | null,
): SQL<boolean> {
  return viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from content_reports r where r.kind = ${kind} and r.item_id = ${id} and r.reporter_id = ${viewerId})`;
}

/** The sort key of a talk row (the list's order, newest/most first), as a row of SQL values. */
function sortKey(sort: ForumSort, id: SQL, createdAt: SQL): SQL {
  return sort === 'top'
    ? sql`${threadLikesOf(id)}, ${createdAt}, ${id}`
    : sql`${activityOf(id, createdAt)}, ${id}`;
}

/** The list's request (issue 44: `category`, an id or `none`, and `page`, besides the cursor). */
export type ThreadsQuery = Page & {
  q?: string | undefined;
  sort?: ForumSort | undefined;
  category?: string | undefined;
  page?: number | undefined;
};

/** A category as the admin sends it (checked by the contract: name 1–40, a palette colour). */
export interface CategoryInput {
  name: string;
  colour: ForumCategoryColour;
  description?: string | undefined;
}

/** The category columns a talk is read with (left-joined: null when it is in none). */
const categoryColumns = {
  id: forumCategories.id,
  name: forumCategories.name,
  colour: forumCategories.colour,
};

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
   * One page of threads in the `sort` order (latest activity or most liked first), with each one's
   * author and number of comments (counted for that page's threads only) and likes, and whether
   * `viewerId` likes each. The cursor `before` is looked up with the same sort key (keyset paging
   * over computed keys: an unknown cursor gives an empty page).
   */
  async threads(page: ThreadsQuery = {}, viewerId: number | null = null): Promise<ForumThread[]> {
    if (page.page !== undefined && page.before !== undefined)
      throw unprocessable(FORUM_CATEGORY_DETAILS.pageWithBefore);
    const inCategory = await this.categoryFilter(page.category);
    const sort = page.sort ?? 'latest';
    const id = sql`${forumThreads.id}`;
    const createdAt = sql`${forumThreads.createdAt}`;
    const key = sortKey(sort, id, createdAt);
    const cursorKey = sortKey(sort, sql.raw('cur.id'), sql.raw('cur.created_at'));
    const query = page.q === undefined ? undefined : searchQuery(page.q);
    // A query without any word matches nothing.
    if (query === null) return [];
    // The viewer's search language (issue 45): the talks read in it too.
    const [viewer] =
      page.q === undefined || viewerId === null
        ? []
        : await this.db
            .select({ language: users.searchLanguage })
            .from(users)
            .where(eq(users.id, viewerId));
    const none = sql<string[] | null>`null`;
    const rows = await this.db
      .select({
        titleMarks:
          query === undefined
            ? none
            : searchHeadlines(sql`coalesce(${forumThreads.title}, '')`, query),
        textMarks: query === undefined ? none : searchHeadlines(sql`${forumThreads.text}`, query),
        thread: forumThreads,
        username: users.username,
        likes: threadLikesOf(id),
        mine: likedThread(id, viewerId),
        reported: reportedBy('forum_talk', id, viewerId),
        category: categoryColumns,
      })
      .from(forumThreads)
      .innerJoin(users, eq(users.id, forumThreads.userId))
      .leftJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
      .where(
        and(
          inCategory,
          query === undefined || page.q === undefined
            ? undefined
            : searchMatches(
                forumSearchVector(forumThreads.title, forumThreads.text),
                forumSearchText(forumThreads.title, forumThreads.text),
                query,
                page.q,
                chosenLanguage(viewer?.language),
              ),
          page.before === undefined
            ? undefined
            : sql`(${key}) < (select ${cursorKey} from forum_threads cur where cur.id = ${page.before})`,
        ),
      )
      .orderBy(
        ...(sort === 'top'
          ? [desc(threadLikesOf(id)), desc(forumThreads.createdAt)]
          : [desc(activityOf(id, createdAt))]),
        desc(forumThreads.id),
      )
      .limit(pageSize(page))
      .offset(((page.page ?? 1) - 1) * pageSize(page));
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
    return rows.map(
      ({ thread, username, likes, mine, reported, category, titleMarks, textMarks }) => {
        const talk = toForumThread(
          thread,
          username,
          totalOf.get(thread.id) ?? 0,
          { count: Number(likes), mine: Boolean(mine) },
          toCategoryRef(category),
          Boolean(reported),
        );
        if (titleMarks === null || textMarks === null) return talk;
        return {
          ...talk,
          search_match: {
            title: thread.title === null ? [] : searchParts(titleMarks),
            excerpt: searchPassage(searchParts(textMarks)),
          },
        };
      },
    );
  }

  /**
   * The list's `category` filter as a condition: `none` the uncategorised talks, an id that
   * category's (404 for an id no category has), nothing every talk.
   */
  private async categoryFilter(category: string | undefined): Promise<SQL | undefined> {
    if (category === undefined) return undefined;
    if (category === FORUM_UNCATEGORISED) return isNull(forumThreads.categoryId);
    const categoryId = Number(category);
    const [row] = await this.db
      .select({ id: forumCategories.id })
      .from(forumCategories)
      .where(eq(forumCategories.id, categoryId));
    if (!row) throw notFound(FORUM_CATEGORY_DETAILS.categoryNotFound);
    return eq(forumThreads.categoryId, categoryId);
  }

  /** Every category by name (any case), with how many talks each holds. */
  async categories(): Promise<ForumCategory[]> {
    const rows = await this.db
      .select({
        category: forumCategories,
        talks: sql<number>`(select count(*)::int from forum_threads t where t.category_id = forum_categories.id)`,
      })
      .from(forumCategories)
      .orderBy(asc(sql`lower(${forumCategories.name})`), asc(forumCategories.id))
      .limit(500);
    return rows.map(({ category, talks }) => toForumCategory(category, Number(talks)));
  }

  /** A new category, by the forum admin only (403); 409 for a name another has (any case). */
  async createCategory(user: AuthUser, input: CategoryInput): Promise<ForumCategory> {
    this.requireAdmin(user);
    try {
      const [row] = await this.db
        .insert(forumCategories)
        .values({ ...categoryValues(input), createdAt: this.clock() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toForumCategory(row, 0);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(FORUM_CATEGORY_DETAILS.nameTaken);
      throw error;
    }
  }

  /** Changes a category's name, colour and description (the admin only; 404, 409 as creating). */
  async updateCategory(
    user: AuthUser,
    categoryId: number,
    input: CategoryInput,
  ): Promise<ForumCategory> {
    this.requireAdmin(user);
    try {
      const [row] = await this.db
        .update(forumCategories)
        .set(categoryValues(input))
        .where(eq(forumCategories.id, categoryId))
        .returning();
      if (!row) throw notFound(FORUM_CATEGORY_DETAILS.categoryNotFound);
      const [counted] = await this.db
        .select({ total: count() })
        .from(forumThreads)
        .where(eq(forumThreads.categoryId, categoryId));
      return toForumCategory(row, Number(counted?.total ?? 0));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(FORUM_CATEGORY_DETAILS.nameTaken);
      throw error;
    }
  }

  /** Deletes a category (the admin only); its talks become uncategorised (the foreign key). */
  async removeCategory(user: AuthUser, categoryId: number): Promise<void> {
    this.requireAdmin(user);
    const [row] = await this.db
      .delete(forumCategories)
      .where(eq(forumCategories.id, categoryId))
      .returning({ id: forumCategories.id });
    if (!row) throw notFound(FORUM_CATEGORY_DETAILS.categoryNotFound);
  }

  /**
   * Files a talk in another category (null: none), by the forum admin only (403); 404 for an
   * unknown talk, 422 for an unknown category. Not an edit (`edited_at` stays).
   */
  async moveThread(
    user: AuthUser,
    threadId: number,
    categoryId: number | null,
  ): Promise<ForumThread> {
    if (!this.isAdmin(user)) throw forbidden(FORUM_CATEGORY_DETAILS.onlyAdminMovesTalks);
    await this.db.transaction(async (tx) => {
      const [thread] = await tx
        .select({ id: forumThreads.id })
        .from(forumThreads)
        .where(eq(forumThreads.id, threadId))
        .for('update');
      if (!thread) throw notFound(FORUM_DETAILS.threadNotFound);
      await this.ensureCategory(categoryId, tx);
      await tx.update(forumThreads).set({ categoryId }).where(eq(forumThreads.id, threadId));
    });
    return this.thread(threadId, user.id);
  }

  /** 422 unless `categoryId` is null or a category's (locked, so it is not deleted meanwhile). */
  private async ensureCategory(categoryId: number | null | undefined, db: Db): Promise<void> {
    if (categoryId === null || categoryId === undefined) return;
    const [row] = await db
      .select({ id: forumCategories.id })
      .from(forumCategories)
      .where(eq(forumCategories.id, categoryId))
      .for('share');
    if (!row) throw unprocessable(FORUM_CATEGORY_DETAILS.unknownCategory);
  }

  private requireAdmin(user: AuthUser): void {
    if (!this.isAdmin(user)) throw forbidden(FORUM_CATEGORY_DETAILS.onlyAdminManagesCategories);
  }

  /**
   * One thread with its whole text, author and number of comments and likes (whether `viewerId`
   * likes it); 404 for an unknown one.
   */
  async thread(threadId: number, viewerId: number | null = null): Promise<ForumThread> {
    const id = sql`${forumThreads.id}`;
    const [row] = await this.db
      .select({
        thread: forumThreads,
        username: users.username,
        likes: threadLikesOf(id),
        mine: likedThread(id, viewerId),
        reported: reportedBy('forum_talk', id, viewerId),
        category: categoryColumns,
      })
      .from(forumThreads)
      .innerJoin(users, eq(users.id, forumThreads.userId))
      .leftJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
      .where(eq(forumThreads.id, threadId));
    if (!row) throw notFound(FORUM_DETAILS.threadNotFound);
    const [counted] = await this.db
      .select({ total: count() })
      .from(forumComments)
      .where(eq(forumComments.threadId, threadId));
    return toForumThread(
      row.thread,
      row.username,
      Number(counted?.total ?? 0),
      { count: Number(row.likes), mine: Boolean(row.mine) },
      toCategoryRef(row.category),
      Boolean(row.reported),
    );
  }

  /**
   * Changes a talk's title (blank: none) and text, by its author or the forum admin (else 403);
   * 404 for an unknown one. Marked edited now. Those the text newly mentions hear of it, from the
   * one who edited it.
   */
  async updateThread(
    user: AuthUser,
    threadId: number,
    text: string,
    title?: string,
    categoryId?: number | null,
  ): Promise<ForumThread> {
    await this.db.transaction(async (tx) => {
      const [thread] = await tx
        .select({ userId: forumThreads.userId, text: forumThreads.text })
        .from(forumThreads)
        .where(eq(forumThreads.id, threadId))
        .for('update');
      if (!thread) throw notFound(FORUM_DETAILS.threadNotFound);
      if (thread.userId !== user.id && !this.isAdmin(user))
        throw forbidden(FORUM_DETAILS.onlyAuthorOrAdminEditsThread);
      await this.ensureCategory(categoryId, tx);
      const [updated] = await tx
        .update(forumThreads)
        .set({
          title: title?.trim() || null,
          text: text.trim(),
          editedAt: this.clock(),
          ...(categoryId === undefined ? {} : { categoryId }),
        })
        .where(eq(forumThreads.id, threadId))
        .returning();
      if (!updated) throw notFound(FORUM_DETAILS.threadNotFound);
      await this.notifications.mentions(
        { id: user.id, name: memberLabel(await this.usernameOf(user.id, tx), user.id) },
        updated.text,
        talkPlace(updated),
        { db: tx, before: thread.text },
      );
    });
    return this.thread(threadId, user.id);
  }

  /**
   * Changes a comment's text, by its author only (else 403); 404 for an unknown one. Those the
   * text newly mentions hear of it.
   */
  async updateComment(user: AuthUser, commentId: number, text: string): Promise<ForumComment> {
    const row = await this.db.transaction(async (tx) => {
      const [comment] = await tx
        .select({ userId: forumComments.userId, text: forumComments.text })
        .from(forumComments)
        .where(eq(forumComments.id, commentId))
        .for('update');
      if (!comment) throw notFound(FORUM_DETAILS.commentNotFound);
      if (comment.userId !== user.id) throw forbidden(FORUM_DETAILS.onlyAuthorEditsComment);
      const [updated] = await tx
        .update(forumComments)
        .set({ text: text.trim(), editedAt: this.clock() })
        .where(eq(forumComments.id, commentId))
        .returning();
      if (!updated) throw notFound(FORUM_DETAILS.commentNotFound);
      const [thread] = await tx
        .select()
        .from(forumThreads)
        .where(eq(forumThreads.id, updated.threadId));
      if (thread)
        await this.notifications.mentions(
          { id: user.id, name: memberLabel(await this.usernameOf(user.id, tx), user.id) },
          updated.text,
          talkPlace(thread),
          { db: tx, before: comment.text },
        );
      return updated;
    });
    return toForumComment(
      row,
      await this.usernameOf(row.userId),
      await this.commentLikes(row.id, user.id),
    );
  }

  /**
   * The caller likes (`like`) or no longer likes a talk; 404 for an unknown one. One row per (talk,
   * member): a second like changes nothing, whichever process takes it.
   */
  async likeThread(user: AuthUser, threadId: number, like: boolean): Promise<ForumLikes> {
    const [thread] = await this.db
      .select({ id: forumThreads.id })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId));
    if (!thread) throw notFound(FORUM_DETAILS.threadNotFound);
    if (like)
      await this.db
        .insert(forumThreadLikes)
        .values({ threadId, userId: user.id, createdAt: this.clock() })
        .onConflictDoNothing();
    else
      await this.db
        .delete(forumThreadLikes)
        .where(and(eq(forumThreadLikes.threadId, threadId), eq(forumThreadLikes.userId, user.id)));
    const id = sql`${forumThreads.id}`;
    const [row] = await this.db
      .select({ likes: threadLikesOf(id), mine: likedThread(id, user.id) })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId));
    return { like_count: Number(row?.likes ?? 0), liked_by_me: Boolean(row?.mine) };
  }

  /** The caller likes or no longer likes a comment, as `likeThread`. */
  async likeComment(user: AuthUser, commentId: number, like: boolean): Promise<ForumLikes> {
    const [comment] = await this.db
      .select({ id: forumComments.id })
      .from(forumComments)
      .where(eq(forumComments.id, commentId));
    if (!comment) throw notFound(FORUM_DETAILS.commentNotFound);
    if (like)
      await this.db
        .insert(forumCommentLikes)
        .values({ commentId, userId: user.id, createdAt: this.clock() })
        .onConflictDoNothing();
    else
      await this.db
        .delete(forumCommentLikes)
        .where(
          and(eq(forumCommentLikes.commentId, commentId), eq(forumCommentLikes.userId, user.id)),
        );
    const likes = await this.commentLikes(commentId, user.id);
    return { like_count: likes.count, liked_by_me: likes.mine };
  }

  /** How many like a comment, and whether `viewerId` does. */
  private async commentLikes(commentId: number, viewerId: number): Promise<Likes> {
    const rows = await this.db
      .select({ userId: forumCommentLikes.userId })
      .from(forumCommentLikes)
      .where(eq(forumCommentLikes.commentId, commentId));
    return { count: rows.length, mine: rows.some((row) => row.userId === viewerId) };
  }

  /** A talk by the caller; a blank title is no title. */
  async createThread(
    user: AuthUser,
    text: string,
    title?: string,
    categoryId: number | null = null,
  ): Promise<ForumThread> {
    const row = await this.db.transaction(async (tx) => {
      await this.ensureCategory(categoryId, tx);
      const [inserted] = await tx
        .insert(forumThreads)
        .values({
          userId: user.id,
          title: title?.trim() || null,
          text: text.trim(),
          createdAt: this.clock(),
          categoryId,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    });
    const username = await this.usernameOf(user.id);
    // The forum is public: anyone mentioned can read it.
    await this.notifications.mentions(
      { id: user.id, name: memberLabel(username, user.id) },
      row.text,
      talkPlace(row),
    );
    return categoryId === null ? toForumThread(row, username, 0) : this.thread(row.id, user.id);
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

  /** A thread's comments, oldest first, with their authors and likes (whether `viewerId` likes each). */
  async comments(threadId: number, viewerId: number | null = null): Promise<ForumComment[]> {
    const [thread] = await this.db
      .select({ id: forumThreads.id })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId));
    if (!thread) throw notFound(FORUM_DETAILS.threadNotFound);
    const rows = await this.db
      .select({
        comment: forumComments,
        username: users.username,
        likes: sql<number>`(select count(*)::int from forum_comment_likes l where l.comment_id = ${forumComments.id})`,
        mine:
          viewerId === null
            ? sql<boolean>`false`
            : sql<boolean>`exists (select 1 from forum_comment_likes l where l.comment_id = ${forumComments.id} and l.user_id = ${viewerId})`,
        reported: reportedBy('forum_comment', sql`${forumComments.id}`, viewerId),
      })
      .from(forumComments)
      .innerJoin(users, eq(users.id, forumComments.userId))
      .where(eq(forumComments.threadId, threadId))
      .orderBy(desc(forumComments.createdAt), desc(forumComments.id))
      .limit(PER_PARENT_MAX);
    return rows
      .reverse()
      .map(({ comment, username, likes, mine, reported }) =>
        toForumComment(
          comment,
          username,
          { count: Number(likes), mine: Boolean(mine) },
          Boolean(reported),
        ),
      );
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
      const place = talkPlace(thread);
      const mentioned = await this.notifications.mentions(
        { id: user.id, name: who },
        inserted.text,
        place,
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
          sender: place.sender,
          subject: NOTIFICATION_DETAILS.replySubject(who),
          content: `${who} replied in ${place.where}: “${excerpt(inserted.text)}”`,
          path: place.path,
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

/** The columns of a category as sent: trimmed, a blank description none. */
function categoryValues(input: CategoryInput) {
  return {
    name: input.name.trim(),
    colour: input.colour,
    description: input.description?.trim() || null,
  };
}
