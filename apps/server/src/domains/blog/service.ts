import { memberLabel } from '@wegrow/contract/communities';
import { NOTIFICATION_DETAILS } from '@wegrow/contract/notifications';
import { desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import { holdsRole, roleHolder } from '../../platform/roles';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { olderThan, type Page, PER_PARENT_MAX, pageSize } from '../../platform/paging';
import { users } from '../../platform/schema';
import type { NotificationsService } from '../notifications';
import { atomFeed, FEED_SIZE } from './feed';
import { blogComments, blogPosts, type BlogPostRow } from './schema';
import {
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
  /** `BlogOwner.name` while the owner has no username (or no account yet). */
  ownerFallbackName: 'the blog owner',
} as const;

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

  /** One page of posts, newest first (`limit`, default 50; after the post `before`). */
  async list(page: Page = {}): Promise<BlogPost[]> {
    const rows = await this.db
      .select()
      .from(blogPosts)
      .where(olderThan(blogPosts, blogPosts.createdAt, blogPosts.id, page.before, 'public'))
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(pageSize(page));
    return rows.map(toBlogPost);
  }

  async get(postId: number): Promise<BlogPost> {
    return toBlogPost(await this.findPost(postId));
  }

  async create(user: AuthUser, input: BlogPostInput): Promise<BlogPost> {
    this.requireOwner(user, BLOG_TEXTS.onlyOwnerPublishes);
    const now = this.clock();
    const [row] = await this.db
      .insert(blogPosts)
      .values({ title: input.title.trim(), content: input.content, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toBlogPost(row);
  }

  async update(user: AuthUser, postId: number, input: BlogPostInput): Promise<BlogPost> {
    this.requireOwner(user, BLOG_TEXTS.onlyOwnerEdits);
    const [row] = await this.db
      .update(blogPosts)
      .set({ title: input.title.trim(), content: input.content, updatedAt: this.clock() })
      .where(eq(blogPosts.id, postId))
      .returning();
    if (!row) throw notFound(BLOG_TEXTS.postNotFound);
    return toBlogPost(row);
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
  async comments(postId: number): Promise<BlogComment[]> {
    await this.findPost(postId);
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
        .where(eq(blogPosts.id, postId))
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
      const place = {
        sender: { kind: 'system', name: 'WeGrow Blog' } as const,
        where: `the comments on “${post.title}”`,
        path: `/blog/${post.id}`,
      };
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

  /** The commenter edits their own comment's text (403 for anyone else, the owner included). */
  async updateComment(user: AuthUser, commentId: number, content: string): Promise<BlogComment> {
    const [row] = await this.db
      .select({ userId: blogComments.userId })
      .from(blogComments)
      .where(eq(blogComments.id, commentId));
    if (!row) throw notFound(BLOG_TEXTS.commentNotFound);
    if (row.userId !== user.id) throw forbidden(BLOG_TEXTS.onlyCommenterEdits);
    const [updated] = await this.db
      .update(blogComments)
      .set({ content })
      .where(eq(blogComments.id, commentId))
      .returning();
    if (!updated) throw notFound(BLOG_TEXTS.commentNotFound);
    const [author] = await this.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, user.id));
    return toBlogComment(updated, author?.username ?? null);
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

  private requireOwner(user: AuthUser, detail: string): void {
    if (!this.isOwner(user)) throw forbidden(detail);
  }

  private async findPost(postId: number): Promise<BlogPostRow> {
    const [row] = await this.db.select().from(blogPosts).where(eq(blogPosts.id, postId));
    if (!row) throw notFound(BLOG_TEXTS.postNotFound);
    return row;
  }

  private newest(limit: number): Promise<BlogPostRow[]> {
    return this.db
      .select()
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(limit);
  }
}
