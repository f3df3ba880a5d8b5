import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, fixtures, loadingHandler, users } from '@wegrow/api/mocks';
import { Heading } from '@wegrow/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
  pasteInto,
} from '../../testing';
import { BlogListScreen } from '../BlogListScreen/BlogListScreen';
import { BlogPostScreen } from './BlogPostScreen';

const LONG = { timeout: 5000 };
const maya: TestSession = { userId: users.maya.id };
/** The blog's owner (the fakes' `blogOwner`). */
const shea: TestSession = { userId: users.shea.id };
const dates = { locale: 'en-GB', timeZone: 'UTC' } as const;

/** Waits for the post's article (by its title) and returns it. */
async function postShown(canvas: StoryCanvas, title = 'Our first garden blitz') {
  return canvas.findByRole('article', { name: title }, LONG);
}

/**
 * The header row (the Blog heading and All posts) spans exactly the article's column: same left
 * and right edges, whatever the width.
 */
async function expectHeaderAlignedWithArticle(canvas: StoryCanvas, post: HTMLElement) {
  const row = canvas.getByRole('link', { name: /All posts/ }).parentElement;
  if (!row) throw new Error('No header row');
  const header = row.getBoundingClientRect();
  const article = post.getBoundingClientRect();
  await expect([header.left, header.right]).toEqual([article.left, article.right]);
}

function commentsList(canvas: StoryCanvas) {
  return canvas.findByRole('list', { name: 'Comments' }, LONG);
}

async function expectAt(canvas: StoryCanvas, href: string) {
  await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe(href), LONG);
}

/**
 * A post at `/blog/{id}` (the garden blitz, `/blog/7`, with Maya's and Lena's comments, unless a
 * story starts elsewhere); the blog list is the real screen. Dates read in
 * en-GB, UTC.
 */
const meta = {
  title: 'Post',
  component: BlogPostScreen,
  ...screenStory({
    route: 'blogPost',
    start: '/blog/7',
    routes: {
      blog: <BlogListScreen {...dates} />,
      login: <Heading level={1}>Login page</Heading>,
    },
  }),
  args: dates,
} satisfies Meta<typeof BlogPostScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- reading

/**
 * A visitor: the post with its date and paragraphs, the comments with their authors, and "Sign in
 * required to comment." where the form would be. The post titles the document and describes it.
 */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    const post = await postShown(canvas);
    await expect(within(post).getByText('3 January 2026')).toBeVisible();
    await expect(post.querySelectorAll('p:not(:has(time))')).toHaveLength(2);
    await expectHeaderAlignedWithArticle(canvas, post);
    const list = await commentsList(canvas);
    const comments = within(list).getAllByRole('article');
    await expect(comments.map((comment) => comment.getAttribute('aria-label'))).toEqual([
      'Comment by maya',
      'Comment by lena',
    ]);
    await expect(
      within(comments[0] as HTMLElement).getByText(
        'The pizza oven was the real hero. Count me in for the next one!',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Sign in required to comment.')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Add a comment' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete Comment' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Our first garden blitz · WeGrow'));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Forty neighbours, six raised beds and one very patient pizza oven. On Saturday we turned an empty…',
    );
    await expect(document.head.querySelector('link[rel="alternate"]')).toHaveAttribute(
      'href',
      '/api/blog/feed.xml',
    );
  },
};

/** A signed-in member, on a post without comments: the comment form, and no owner's buttons. */
export const MemberNoComments: Story = {
  parameters: { session: maya, screen: { start: '/blog/5' } },
  play: async ({ canvas }) => {
    await postShown(canvas, 'Soup night recipes');
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'No comments yet. Be the first to share your thoughts.' },
        LONG,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Add a comment' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  },
};

/** The owner: Edit and Delete on the post, Delete Comment on each comment. */
export const Owner: Story = {
  parameters: { session: shea },
  play: async ({ canvas }) => {
    const post = await postShown(canvas);
    await expect(await within(post).findByRole('link', { name: 'Edit' }, LONG)).toHaveAttribute(
      'href',
      '/blog/7/edit',
    );
    await expect(within(post).getByRole('button', { name: 'Delete' })).toBeEnabled();
    const list = await commentsList(canvas);
    await expect(within(list).getAllByRole('button', { name: 'Delete Comment' })).toHaveLength(2);
  },
};

/** While the post loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { blog: [loadingHandler('get', '/blog/{id}')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  },
};

/** A post that does not exist: "Error loading post.", then the blog. */
export const ErrorLoadingPost: Story = {
  name: 'Error',
  parameters: { screen: { start: '/blog/999' } },
  play: async ({ canvas }) => {
    await expectAt(canvas, '/blog');
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Error loading post.');
    await expect(await canvas.findByRole('list', { name: 'Posts' }, LONG)).toBeVisible();
  },
};

/**
 * Plain text, shown safely: paragraphs and line breaks kept, markup shown as the text it is (no
 * element is made of it).
 */
export const PlainTextSafely: Story = {
  beforeEach: () => {
    db.blogPosts.push({
      id: 40,
      title: 'Markup <b>stays</b> text',
      content:
        'First paragraph,\nwith a line break.\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked = true">\n\n<b>Not bold</b> & not <i>italic</i>.',
      created_at: '2026-01-04T09:00:00Z',
      updated_at: '2026-01-04T09:00:00Z',
      draft: false,
      published_at: '2026-01-04T09:00:00Z',
      tags: [],
      cover_alt: null,
      cover: null,
    });
  },
  parameters: { screen: { start: '/blog/40' } },
  play: async ({ canvas }) => {
    const post = await postShown(canvas, 'Markup <b>stays</b> text');
    await expect(post.querySelectorAll('p:not(:has(time))')).toHaveLength(3);
    await expect(post.querySelectorAll('br')).toHaveLength(1);
    await expect(post.querySelector('script, img, b, i')).toBeNull();
    await expect(within(post).getByText('<b>Not bold</b> & not <i>italic</i>.')).toBeVisible();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

/**
 * A post written in Markdown: its headings sit below the post's title, with emphasis, a list, a
 * quote, code and links that open in a new tab with `rel="nofollow ugc noopener"`.
 */
export const FormattedPost: Story = {
  beforeEach: () => {
    db.blogPosts.push({
      id: 41,
      title: 'Seed swap recap',
      content: [
        '## What we swapped',
        '',
        'We traded **42 packets** of *heirloom* seeds. Bring your own `envelopes` next time.',
        '',
        '- Tomatoes',
        '- Runner beans',
        '',
        '> Save the best fruit for next year.',
        '',
        'Photos: [the album](https://example.org/album) or https://example.org/swap.',
      ].join('\n'),
      created_at: '2026-01-05T09:00:00Z',
      updated_at: '2026-01-05T09:00:00Z',
      draft: false,
      published_at: '2026-01-05T09:00:00Z',
      tags: [],
      cover_alt: null,
      cover: null,
    });
  },
  parameters: { screen: { start: '/blog/41' } },
  play: async ({ canvas }) => {
    const post = await postShown(canvas, 'Seed swap recap');
    await expect(within(post).getByRole('heading', { name: 'What we swapped' })).toBeVisible();
    await expect(within(post).getByText('42 packets').tagName).toBe('STRONG');
    const links = within(post).getAllByRole('link', { name: /album|swap/ });
    await expect(links).toHaveLength(2);
    for (const link of links) await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  },
};

// ---------------------------------------------------------------- comments

/** A member's comment: posted, listed last with their name; the field empties. */
export const CommentPosted: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await commentsList(canvas);
    const field = canvas.getByRole('textbox', { name: 'Add a comment' });
    await pasteInto(field, 'Next time I will bring\nthe seedlings.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3), LONG);
    const added = within(list).getAllByRole('article')[2] as HTMLElement;
    await expect(added).toHaveAccessibleName('Comment by maya');
    await expect(added.querySelectorAll('br')).toHaveLength(1);
    await expect(field).toHaveValue('');
  },
};

/** A blank comment is not sent: the field says so and keeps the focus. */
export const CommentBlank: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await commentsList(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    const field = canvas.getByRole('textbox', { name: 'Add a comment' });
    await expect(field).toHaveAccessibleErrorMessage('Write a comment first.');
    await expect(field).toHaveFocus();
  },
};

/** A refused comment: "Failed to post comment." with the server's reason; the text is kept. */
export const CommentFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        blog: [errorHandler('post', '/blog/comment', 429, 'Too many requests. Wait a minute.')],
      },
    },
  },
  play: async ({ canvas }) => {
    await commentsList(canvas);
    const field = canvas.getByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(field, 'Count me in!');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Failed to post comment.');
    await expect(alert).toHaveTextContent('Too many requests. Wait a minute.');
    await expect(field).toHaveValue('Count me in!');
  },
};

/** The session ended before the comment went: "Sign in required to comment." with Go to Login. */
export const CommentSessionEnded: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        blog: [errorHandler('post', '/blog/comment', 401, 'Not authenticated')],
      },
    },
  },
  play: async ({ canvas }) => {
    await commentsList(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment' }), 'Count me in!');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Sign in required to comment.');
    await expect(within(alert).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

// ---------------------------------------------------------------- the owner's actions

/** Delete asks first: "Delete this post?", naming it; Cancel has the focus. */
export const DeleteDialog: Story = {
  parameters: { session: shea },
  play: async ({ canvas }) => {
    const post = await postShown(canvas);
    await userEvent.click(await within(post).findByRole('button', { name: 'Delete' }, LONG));
    const dialog = await openedDialog('alertdialog', 'Delete Post');
    await expect(dialog).toHaveAccessibleDescription('Delete this post?');
    await expect(within(dialog).getByText('“Our first garden blitz”')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Delete confirmed: the blog, saying "Deleted", without the post. */
export const Deleted: Story = {
  parameters: { session: shea },
  play: async ({ canvas }) => {
    const post = await postShown(canvas);
    await userEvent.click(await within(post).findByRole('button', { name: 'Delete' }, LONG));
    const dialog = await openedDialog('alertdialog', 'Delete Post');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectAt(canvas, '/blog');
    await expect(await canvas.findByRole('status', {}, LONG)).toHaveTextContent('Deleted');
    const list = await canvas.findByRole('list', { name: 'Posts' }, LONG);
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(within(list).queryByText('Our first garden blitz')).not.toBeInTheDocument();
  },
};

/** A refused delete: "Failed to delete post." with the reason, in the dialog, which stays open. */
export const DeleteFailed: Story = {
  parameters: {
    session: shea,
    msw: {
      handlers: { blog: [errorHandler('delete', '/blog/{id}', 500, 'Database unavailable')] },
    },
  },
  play: async ({ canvas }) => {
    const post = await postShown(canvas);
    await userEvent.click(await within(post).findByRole('button', { name: 'Delete' }, LONG));
    const dialog = await openedDialog('alertdialog', 'Delete Post');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const alert = await within(dialog).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Failed to delete post.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

/** Delete Comment, confirmed: the comment is gone; the focus goes to Comments. */
export const CommentDeleted: Story = {
  parameters: { session: shea },
  play: async ({ canvas }) => {
    const list = await commentsList(canvas);
    const lenas = within(list).getByRole('article', { name: 'Comment by lena' });
    await userEvent.click(
      await within(lenas).findByRole('button', { name: 'Delete Comment' }, LONG),
    );
    const dialog = await openedDialog('alertdialog', 'Delete Comment');
    await expect(dialog).toHaveAccessibleDescription('Delete this comment?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1), LONG);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Comments' })).toHaveFocus(),
    );
  },
};

/**
 * The commenter edits their own comment in place: the text area starts with it, and
 * Preview shows the Markdown as it will read; Save Comment and Cancel below.
 */
export const CommentBeingEdited: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await commentsList(canvas);
    const mayas = within(list).getByRole('article', { name: 'Comment by maya' });
    await expect(
      within(within(list).getByRole('article', { name: 'Comment by lena' })).queryByRole('button'),
    ).toBeNull();
    await userEvent.click(await within(mayas).findByRole('button', { name: 'Edit Comment' }, LONG));
    const field = within(mayas).getByRole('textbox', { name: 'Edit your comment' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, ' **Really.**');
    const preview = within(mayas).getByRole('button', { name: 'Preview' });
    await expect(preview).toHaveAttribute('aria-expanded', 'false');
    preview.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(mayas).getByRole('button', { name: 'Hide Preview' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const region = within(mayas).getByRole('region', { name: 'Preview' });
    await expect(within(region).getByText('Really.').tagName).toBe('STRONG');
    await expect(within(mayas).getByRole('button', { name: 'Save Comment' })).toBeVisible();
  },
};

// ---------------------------------------------------------------- narrow

/** 320 px, the owner: the post, its buttons and the comments in one narrow column. */
export const Narrow: Story = narrow({
  parameters: { session: shea },
  play: async ({ canvas }) => {
    const post = await postShown(canvas);
    await within(post).findByRole('button', { name: 'Delete' }, LONG);
    await commentsList(canvas);
    await expectHeaderAlignedWithArticle(canvas, post);
  },
});

/**
 * A post with a cover and tags, and a comment its author edited: the cover sized
 * before it loads, the tags linking to their pages, "(edited)" with the edit's time.
 */
export const CoverAndEditedComment: Story = {
  beforeEach: () => {
    db.blogPosts.push({
      id: 42,
      title: 'Planting day at Mill Street',
      content: 'Forty neighbours, six raised beds and a lot of leeks.',
      created_at: '2026-03-01T09:00:00Z',
      updated_at: '2026-03-01T09:00:00Z',
      draft: false,
      published_at: '2026-03-02T09:00:00Z',
      tags: ['gardens', 'community'],
      cover_alt: 'Raised beds full of seedlings on a sunny day',
      cover: fixtures.sampleBlogCover(),
    });
    db.blogComments.push({
      id: 90,
      post_id: 42,
      user_id: users.lena.id,
      content: 'I can bring rain barrels next time.',
      created_at: '2026-03-02T12:00:00Z',
      edited_at: '2026-03-02T12:30:00Z',
    });
  },
  parameters: { screen: { start: '/blog/42' } },
  play: async ({ canvas }) => {
    const post = within(await postShown(canvas, 'Planting day at Mill Street'));
    await expect(post.getByText('2 March 2026')).toBeVisible();
    const cover = post.getByRole('img', { name: 'Raised beds full of seedlings on a sunny day' });
    await expect(cover).toHaveAttribute('width', '480');
    await waitFor(() => expect((cover as HTMLImageElement).complete).toBe(true), LONG);
    await expect(post.getByRole('link', { name: '#community' })).toHaveAttribute(
      'href',
      '/blog/tag/community',
    );
    const comments = await canvas.findByRole('list', { name: 'Comments' }, LONG);
    const edited = within(comments).getByText('(edited)').closest('time');
    await expect(edited).toHaveAttribute('dateTime', '2026-03-02T12:30:00Z');
    await expect(edited).toHaveAttribute('title', 'Edited 2 March 2026 at 12:30');
  },
};
