import { memberLabel } from '@wegrow/contract/communities';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { BLOG_DETAILS } from '@wegrow/contract/blog';
import { randomBytes } from 'node:crypto';
import { and, arrayContains, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import { holdsRole, roleHolder } from '../../platform/roles';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { forbidden, notFound, unprocessable } from '../../platform/errors';
import { normalizeImage } from '../../platform/images';
import { type Page, PER_PARENT_MAX, pageSize } from '../../platform/paging';
import { users } from '../../platform/schema';
import type { NotificationsService } from '../notifications';
import { atomFeed, FEED_SIZE } from './feed';
import { blogComments, blogCovers, blogPosts, type BlogPostRow } from './schema';
import {
  type CoverRef,
  type BlogComment,
  type BlogOwner,
  type BlogPost,
  type BlogPostInput,
  toBlogComment,
  toBlogPost,
} from './views';

/** The `detail`s of this domain's answers (the MSW fakes send the same words). */
export const BLOG_TEXTS = {
  postNotFound: 'Post not found.',
  commentNotFound: 'Comment not found.',
  onlyOwnerPublishes: 'Only the blog owner can publish posts.',
  onlyOwnerEdits: 'Only the blog owner can edit posts.',
  onlyOwnerDeletesPosts: 'Only the blog owner can delete posts.',
  onlyOwnerDeletesComments: 'Only the blog owner can delete comments.',
  onlyCommenterEdits: 'Only the commenter can edit this comment.',
  ...BLOG_DETAILS,
  /** `BlogOwner.name` while the owner has no username (or no account yet). */
  ownerFallbackName: 'the blog owner',
} as const;

/** A cover is fitted within this many pixels each way (never enlarged). */
export const COVER_MAX_SIDE = 1600;

/** The date a post is listed by: its publication, or a draft's creation. */
const listedAt = sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;

/** A post row with what its view needs of its cover. */
const postColumns = {
  post: blogPosts,
  coverKey: blogCovers.key,
  coverWidth: blogCovers.width,
  coverHeight: blogCovers.height,
};

interface PostWithCover {
  post: BlogPostRow;
  coverKey: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
}

function viewOf({ post, coverKey, coverWidth, coverHeight }: PostWithCover): BlogPost {
  const cover: CoverRef | null =
    coverKey === null || coverWidth === null || coverHeight === null
      ? null
      : { key: coverKey, width: coverWidth, height: coverHeight };
  return toBlogPost(post, cover);
}

/** A post's comments as a notice names them: who sends it, where the text is, the post's address. */
function commentsPlace(post: { id: number; title: string }) {
  return {
    sender: { kind: 'system', name: 'WeGrow Blog' } as const,
    where: `the comments on “${post.title}”`,
    path: `/blog/${post.id}`,
  };
}

/** The listing filter of a page of posts. */
export interface PostQuery extends Page {
  /** Only the posts with this tag. */
  tag?: string | undefined;
}

export interface BlogSettings {
  /** BLOG_OWNER_EMAIL (lower-cased, as every stored e-mail is). */
  ownerEmail: string;
  /** PUBLIC_SITE_URL, for the feed's links. */
  siteUrl: string;
}

/**
 * The blog: posts written by one owner account (the one with BLOG_OWNER_EMAIL), read by everyone,
 * and comments from signed-in users. The owner rule is checked here, on every call, before the post
 * or comment is looked up (so a refusal says nothing about which ids exist).
 */
export class BlogService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: BlogSettings,
    private readonly notifications: NotificationsService,
  ) {}

  /** Whether the caller is the blog owner (a verified account with BLOG_OWNER_EMAIL). */
  isOwner(user: AuthUser): boolean {
    return holdsRole(user, this.settings.ownerEmail);
  }

  /** The owner's id and name, for the screens; never their e-mail. */
  async owner(): Promise<BlogOwner> {
    const [row] = await this.db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(roleHolder(this.settings.ownerEmail));
    return row
      ? { id: row.id, name: row.username ?? BLOG_TEXTS.ownerFallbackName }
      : { id: null, name: BLOG_TEXTS.ownerFallbackName };
  }

  /**
   * One page of posts, newest first (by publication, a draft by creation; `limit`, default 50;
   * after the post `before`), only those with `tag` when given. Drafts are listed only to the
   * blog owner.
   */
  async list(query: PostQuery = {}, user: AuthUser | null = null): Promise<BlogPost[]> {
    const shown = this.visibleTo(user);
    const rows = await this.db
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(blogCovers, eq(blogCovers.postId, blogPosts.id))
      .where(
        and(
          shown,
          query.tag === undefined ? undefined : arrayContains(blogPosts.tags, [query.tag]),
          query.before === undefined ? undefined : this.after(query.before, shown),
        ),
      )
      .orderBy(desc(listedAt), desc(blogPosts.id))
      .limit(pageSize(query));
    return rows.map(viewOf);
  }

  /** A post; a draft only for the blog owner (404 for anyone else, as an unknown id). */
  async get(postId: number, user: AuthUser | null = null): Promise<BlogPost> {
    const [row] = await this.db
      .select(postColumns)
      .from(blogPosts)
      .leftJoin(blogCovers, eq(blogCovers.postId, blogPosts.id))
      .where(and(eq(blogPosts.id, postId), this.visibleTo(user)));
    if (!row) throw notFound(BLOG_TEXTS.postNotFound);
    return viewOf(row);
  }

  /** Publishes a post now, or saves it as a draft (`draft: true`). */
  async create(user: AuthUser, input: BlogPostInput): Promise<BlogPost> {
    this.requireOwner(user, BLOG_TEXTS.onlyOwnerPublishes);
    const now = this.clock();
    const draft = input.draft ?? false;
    const [row] = await this.db
      .insert(blogPosts)
      .values({
        title: input.title.trim(),
        content: input.content,
        createdAt: now,
        updatedAt: now,
        draft,
        publishedAt: draft ? null : now,
        tags: input.tags ?? [],
        coverAlt: altOf(input.cover_alt),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toBlogPost(row, null);
  }

  /**
   * Replaces title and content, and the tags, the draft state and the cover's alt text when
   * given. Publishing a draft dates it now; a post with a cover keeps an alt text (422).
   */
  async update(user: AuthUser, postId: number, input: BlogPostInput): Promise<BlogPost> {
    this.requireOwner(user, BLOG_TEXTS.onlyOwnerEdits);
    await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ post: blogPosts, coverKey: blogCovers.key })
        .from(blogPosts)
        .leftJoin(blogCovers, eq(blogCovers.postId, blogPosts.id))
        .where(eq(blogPosts.id, postId))
        .for('update', { of: blogPosts });
      if (!found) throw notFound(BLOG_TEXTS.postNotFound);
      const { post } = found;
      const now = this.clock();
      const draft = input.draft ?? post.draft;
      const coverAlt = input.cover_alt === undefined ? post.coverAlt : altOf(input.cover_alt);
      if (found.coverKey !== null && coverAlt === null)
        throw unprocessable(BLOG_TEXTS.coverAltRequired);
      await tx
        .update(blogPosts)
        .set({
          title: input.title.trim(),
          content: input.content,
          updatedAt: now,
          draft,
          // Published now when it was a draft; a published post keeps its date.
          publishedAt: draft ? null : post.draft ? now : post.publishedAt,
          tags: input.tags ?? post.tags,
          coverAlt,
        })
        .where(eq(blogPosts.id, postId));
    });
    return this.get(postId, user);
  }

  /**
   * Sets the post's cover: the upload goes through the profile pictures' pipeline (its type told
   * by its bytes, decoded a few at a time, re-encoded without metadata), fitted within
   * 1600 × 1600, and is kept in the database under a new random key. The post needs its alt text
   * first (422).
   */
  async setCover(user: AuthUser, postId: number, bytes: Buffer): Promise<BlogPost> {
    this.requireOwner(user, BLOG_TEXTS.onlyOwnerEdits);
    const post = await this.findPost(postId);
    if (post.coverAlt === null) throw unprocessable(BLOG_TEXTS.coverAltRequired);
    const image = await normalizeImage(bytes, COVER_MAX_SIDE);
    const cover = {
      key: randomBytes(16).toString('base64url'),
      contentType: image.contentType,
      data: image.data,
      width: image.width,
      height: image.height,
      updatedAt: this.clock(),
    };
    // The post may have been deleted while its image was decoded: the foreign key says so.
    const [exists] = await this.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.id, postId));
    if (!exists) throw notFound(BLOG_TEXTS.postNotFound);
    await this.db
      .insert(blogCovers)
      .values({ postId, ...cover })
      .onConflictDoUpdate({ target: blogCovers.postId, set: cover });
    return this.get(postId, user);
  }

  /** Removes the post's cover (nothing changes when it has none). */
  async removeCover(user: AuthUser, postId: number): Promise<BlogPost> {
    this.requireOwner(user, BLOG_TEXTS.onlyOwnerEdits);
    await this.findPost(postId);
    await this.db.delete(blogCovers).where(eq(blogCovers.postId, postId));
    return this.get(postId, user);
  }

  /** The cover image at its address (404 for any key but the current one). */
  async cover(postId: number, key: string): Promise<{ contentType: string; data: Buffer }> {
    const [row] = await this.db
      .select({ contentType: blogCovers.contentType, data: blogCovers.data })
      .from(blogCovers)
      .where(and(eq(blogCovers.postId, postId), eq(blogCovers.key, key)));
    if (!row) throw notFound(BLOG_TEXTS.noCover);
    return row;
  }

  /** Deletes the post; its comments go with it (the foreign key cascades). */
  async remove(user: AuthUser, postId: number): Promise<void> {
    this.requireOwner(user, BLOG_TEXTS.onlyOwnerDeletesPosts);
    const deleted = await this.db
      .delete(blogPosts)
      .where(eq(blogPosts.id, postId))
      .returning({ id: blogPosts.id });
    if (deleted.length === 0) throw notFound(BLOG_TEXTS.postNotFound);
  }

  /** A post's comments, oldest first, with their authors. */
  async comments(postId: number, user: AuthUser | null = null): Promise<BlogComment[]> {
    await this.get(postId, user);
    const rows = await this.db
      .select({ comment: blogComments, username: users.username })
      .from(blogComments)
      .innerJoin(users, eq(users.id, blogComments.userId))
      .where(eq(blogComments.postId, postId))
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(PER_PARENT_MAX);
    return rows.reverse().map(({ comment, username }) => toBlogComment(comment, username));
  }

  /** A comment by the caller (any signed-in user) on an existing post. */
  async comment(user: AuthUser, postId: number, content: string): Promise<BlogComment> {
    return this.db.transaction(async (tx) => {
      // Locked, so the post cannot be deleted between this check and the insert.
      const [post] = await tx
        .select({ id: blogPosts.id, title: blogPosts.title })
        .from(blogPosts)
        .where(and(eq(blogPosts.id, postId), this.visibleTo(user)))
        .for('update');
      if (!post) throw notFound(BLOG_TEXTS.postNotFound);
      const [row] = await tx
        .insert(blogComments)
        .values({ postId, userId: user.id, content, createdAt: this.clock() })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const [author] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, user.id));
      // Those mentioned hear of it as a mention (the blog is public); the owner of the blog hears
      // of a comment on their post, in this transaction.
      const who = memberLabel(author?.username, user.id);
      const place = commentsPlace(post);
      const mentioned = await this.notifications.mentions(
        { id: user.id, name: who },
        content,
        place,
        {
          db: tx,
        },
      );
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(roleHolder(this.settings.ownerEmail));
      if (owner && owner.id !== user.id && !mentioned.includes(owner.id))
        await this.notifications.notify(
          owner.id,
          'blog_comments',
          {
            sender: place.sender,
            subject: NOTIFICATION_DETAILS.blogCommentSubject(who),
            content: `${who} commented on “${post.title}”: “${content.trim().slice(0, 300)}”`,
            path: place.path,
          },
          { db: tx },
        );
      return toBlogComment(row, author?.username ?? null);
    });
  }

  /** The blog owner deletes any comment; a commenter their own (403 for anyone else). */
  async removeComment(user: AuthUser, commentId: number): Promise<void> {
    const owner = this.isOwner(user);
    const [row] = await this.db
      .select({ userId: blogComments.userId })
      .from(blogComments)
      .where(eq(blogComments.id, commentId));
    // Comments are public, so an unknown id reveals nothing: 404 for anyone.
    if (!row) throw notFound(BLOG_TEXTS.commentNotFound);
    if (!owner && row.userId !== user.id) throw forbidden(BLOG_TEXTS.onlyOwnerDeletesComments);
    const deleted = await this.db
      .delete(blogComments)
      .where(eq(blogComments.id, commentId))
      .returning({ id: blogComments.id });
    if (deleted.length === 0) throw notFound(BLOG_TEXTS.commentNotFound);
  }

  /**
   * The commenter edits their own comment's text (403 for anyone else, the owner included). Those
   * the text newly mentions hear of it.
   */
  async updateComment(user: AuthUser, commentId: number, content: string): Promise<BlogComment> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ userId: blogComments.userId, content: blogComments.content })
        .from(blogComments)
        .where(eq(blogComments.id, commentId))
        .for('update');
      if (!row) throw notFound(BLOG_TEXTS.commentNotFound);
      if (row.userId !== user.id) throw forbidden(BLOG_TEXTS.onlyCommenterEdits);
      const [updated] = await tx
        .update(blogComments)
        .set({ content, editedAt: this.clock() })
        .where(eq(blogComments.id, commentId))
        .returning();
      if (!updated) throw notFound(BLOG_TEXTS.commentNotFound);
      const [author] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, user.id));
      const [post] = await tx
        .select({ id: blogPosts.id, title: blogPosts.title })
        .from(blogPosts)
        .where(eq(blogPosts.id, updated.postId));
      if (post)
        await this.notifications.mentions(
          { id: user.id, name: memberLabel(author?.username, user.id) },
          updated.content,
          commentsPlace(post),
          { db: tx, before: row.content },
        );
      return toBlogComment(updated, author?.username ?? null);
    });
  }

  /** The Atom feed of the newest posts, its links below `siteUrl` (default PUBLIC_SITE_URL). */
  async feed(siteUrl = this.settings.siteUrl): Promise<string> {
    const [posts, owner] = await Promise.all([this.newest(FEED_SIZE), this.owner()]);
    return atomFeed({
      siteUrl,
      ownerName: owner.name,
      posts,
      now: this.clock(),
    });
  }

  /**
   * A member leaving WeGrow (account deletion): their comments stay under `heirId` (the "Deleted
   * member" account). Posts belong to the blog (its owner's role), not to an account: they stay.
   */
  async handOver(userId: number, heirId: number): Promise<void> {
    await this.db
      .update(blogComments)
      .set({ userId: heirId })
      .where(eq(blogComments.userId, userId));
  }

  /** Who sees which posts: the owner every one, anyone else the published ones. */
  private visibleTo(user: AuthUser | null): SQL | undefined {
    return user !== null && this.isOwner(user) ? undefined : eq(blogPosts.draft, false);
  }

  /** The posts listed after the post `before` (the cursor row read among those shown). */
  private after(before: number, shown: SQL | undefined): SQL {
    // The subquery reads the table under its own name, so its columns name the cursor row there.
    const within = shown === undefined ? sql`` : sql` and ${shown}`;
    return sql`(${listedAt}, ${blogPosts.id}) < (select ${listedAt}, ${blogPosts.id} from ${blogPosts} where ${blogPosts.id} = ${before}${within})`;
  }

  private requireOwner(user: AuthUser, detail: string): void {
    if (!this.isOwner(user)) throw forbidden(detail);
  }

  private async findPost(postId: number): Promise<BlogPostRow> {
    const [row] = await this.db.select().from(blogPosts).where(eq(blogPosts.id, postId));
    if (!row) throw notFound(BLOG_TEXTS.postNotFound);
    return row;
  }

  /** The newest published posts (a draft is never in the feed). */
  private newest(limit: number): Promise<BlogPostRow[]> {
    return this.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.draft, false))
      .orderBy(desc(listedAt), desc(blogPosts.id))
      .limit(limit);
  }
}

/** The alt text as stored: trimmed, null when blank or left out. */
function altOf(alt: string | undefined): string | null {
  const trimmed = alt?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
