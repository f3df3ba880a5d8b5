import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, fixtures, loadingHandler, users } from '@wegrow/api/mocks';
import { Heading } from '@wegrow/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fill, screenStory, type StoryCanvas, type TestSession, narrow } from '../../testing';
import { BlogListScreen } from '../BlogListScreen/BlogListScreen';
import { BlogPostScreen } from '../BlogPostScreen/BlogPostScreen';
import { PostEditorScreen } from './PostEditorScreen';

const LONG = { timeout: 5000 };
const maya: TestSession = { userId: users.maya.id };
/** The blog's owner (the fakes' `blogOwner`). */
const shea: TestSession = { userId: users.shea.id };
const dates = { locale: 'en-GB', timeZone: 'UTC' } as const;
/** The garden blitz post, in edit mode. */
const editBlitz = { route: 'blogEdit', start: '/blog/7/edit' } as const;

async function expectAt(canvas: StoryCanvas, href: string) {
  await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe(href), LONG);
}

/**
 * The post editor: `/blog/new` (New Post), or `/blog/{id}/edit` (Edit Post); Shea owns the blog. The post and list pages are the real screens.
 */
const meta = {
  title: 'Post editor',
  component: PostEditorScreen,
  ...screenStory({
    route: 'blogNew',
    routes: {
      blogPost: <BlogPostScreen {...dates} />,
      blog: <BlogListScreen {...dates} />,
      login: <Heading level={1}>Login page</Heading>,
    },
  }),
  args: { mode: 'new' },
} satisfies Meta<typeof PostEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- a new post

/** The owner's New Post: Title and Content, Publish Post and Cancel. */
export const NewPost: Story = {
  parameters: { session: shea },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Publish Post' }, LONG);
    await expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(within(form).getByRole('textbox', { name: 'Content' })).toHaveValue('');
    await expect(within(form).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

/** Title and content are required: nothing is sent, both say so, the focus goes to Title. */
export const Required: Story = {
  parameters: { session: shea },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Publish Post' }, LONG));
    await userEvent.click(form.getByRole('button', { name: 'Publish Post' }));
    const title = form.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAccessibleErrorMessage('Title is required.');
    await expect(form.getByRole('textbox', { name: 'Content' })).toHaveAccessibleErrorMessage(
      'Content is required.',
    );
    await expect(title).toHaveFocus();
  },
};

/** Publish Post: the new post's page, saying "Post created!". */
export const Created: Story = {
  parameters: { session: shea },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Publish Post' }, LONG));
    await fill(form, 'Title', 'Spring seed swap');
    await fill(form, 'Content', 'Bring seeds, take seeds.\n\nSunday at ten, by the shed.');
    await userEvent.click(form.getByRole('button', { name: 'Publish Post' }));
    await expectAt(canvas, '/blog/8');
    await expect(await canvas.findByRole('status', {}, LONG)).toHaveTextContent('Post created!');
    const post = await canvas.findByRole('article', { name: 'Spring seed swap' }, LONG);
    await expect(post.querySelectorAll('p:not(:has(time))')).toHaveLength(2);
  },
};

/** A refused post: "Something went wrong while posting." with the server's reason; the text is kept. */
export const CreateFailed: Story = {
  parameters: {
    session: shea,
    msw: { handlers: { blog: [errorHandler('post', '/blog', 500, 'Database unavailable')] } },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Publish Post' }, LONG));
    await fill(form, 'Title', 'Spring seed swap');
    await fill(form, 'Content', 'Bring seeds, take seeds.');
    await userEvent.click(form.getByRole('button', { name: 'Publish Post' }));
    const alert = await form.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Something went wrong while posting.');
    await expect(alert).toHaveTextContent('Database unavailable');
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Spring seed swap');
  },
};

/** A member who opens /blog/new: "Only shea can post.", the name from the server. */
export const MemberCannotPost: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only shea can post.', {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

/** A visitor: the same words, and Go to Login for the owner. */
export const VisitorCannotPost: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only shea can post.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** While the server says who owns the blog. */
export const Loading: Story = {
  parameters: {
    session: shea,
    msw: { handlers: { blog: [loadingHandler('get', '/blog/owner')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading...')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible();
  },
};

// ---------------------------------------------------------------- an edit

/**
 * The owner's Edit Post: the post's title and content, Update Post, Unpublish (the post is
 * published), Cancel back to the post.
 */
export const EditPost: Story = {
  args: { mode: 'edit' },
  parameters: { session: shea, screen: editBlitz },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    const form = within(await canvas.findByRole('form', { name: 'Update Post' }, LONG));
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Our first garden blitz',
    );
    await expect(
      (form.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement).value,
    ).toMatch(/^Forty neighbours/);
    await expect(form.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(form.queryByRole('button', { name: 'Save Draft' })).toBeNull();
    await expect(form.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/blog/7');
  },
};

/** Unpublish: the post's page, a draft again (marked Draft), saying so. */
export const Unpublished: Story = {
  args: { mode: 'edit' },
  parameters: { session: shea, screen: editBlitz },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Update Post' }, LONG));
    await userEvent.click(form.getByRole('button', { name: 'Unpublish' }));
    await expectAt(canvas, '/blog/7');
    await expect(await canvas.findByRole('status', {}, LONG)).toHaveTextContent(
      'Post unpublished: it is a draft again, seen by you only.',
    );
    const article = await canvas.findByRole('article', { name: 'Our first garden blitz' }, LONG);
    await expect(await within(article).findByText('Draft', { exact: true }, LONG)).toBeVisible();
  },
};

/** Update Post: the post's page, saying "Post updated!", with the new title. */
export const Updated: Story = {
  args: { mode: 'edit' },
  parameters: { session: shea, screen: editBlitz },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Update Post' }, LONG));
    await fill(form, 'Title', 'Our first garden blitz, in pictures');
    await userEvent.click(form.getByRole('button', { name: 'Update Post' }));
    await expectAt(canvas, '/blog/7');
    await expect(await canvas.findByRole('status', {}, LONG)).toHaveTextContent('Post updated!');
    await expect(
      await canvas.findByRole('article', { name: 'Our first garden blitz, in pictures' }, LONG),
    ).toBeVisible();
  },
};

/** A refused edit: "Unauthorized or error updating." with the server's reason. */
export const UpdateFailed: Story = {
  args: { mode: 'edit' },
  parameters: {
    session: shea,
    screen: editBlitz,
    msw: {
      handlers: {
        blog: [errorHandler('put', '/blog/{id}', 403, 'Only the blog owner can edit posts.')],
      },
    },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Update Post' }, LONG));
    await userEvent.click(form.getByRole('button', { name: 'Update Post' }));
    const alert = await form.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Unauthorized or error updating.');
    await expect(alert).toHaveTextContent('Only the blog owner can edit posts.');
  },
};

/** A member who opens the edit page: "Only shea can edit posts." and the way back to the post. */
export const MemberCannotEdit: Story = {
  args: { mode: 'edit' },
  parameters: { session: maya, screen: editBlitz },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only shea can edit posts.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the post' })).toHaveAttribute(
      'href',
      '/blog/7',
    );
  },
};

/** The owner edits a post that does not exist: "Error loading post.", then the blog. */
export const EditMissingPost: Story = {
  // Behaviour only: it ends on the blog with the notice, as BlogPostScreen's ErrorLoadingPost.
  args: { mode: 'edit' },
  parameters: {
    session: shea,
    screen: { route: 'blogEdit', start: '/blog/999/edit' },
    visual: { disable: true },
  },
  play: async ({ canvas }) => {
    await expectAt(canvas, '/blog');
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Error loading post.',
    );
  },
};

// ---------------------------------------------------------------- narrow

/** 320 px: the owner's New Post form. */
export const Narrow: Story = narrow({
  parameters: { session: shea },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Publish Post' }, LONG);
  },
});

/**
 * Tags and a cover: a tag that is not a slug and a cover without its alt text are
 * refused before anything is sent, each saying why, the focus on the first; Save Draft beside.
 */
export const TagsAndCoverRefused: Story = {
  parameters: { session: shea },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'Publish Post' }, LONG));
    await fill(form, 'Title', 'Seed library plans');
    await fill(form, 'Content', 'Paper envelopes, a shelf.');
    await fill(form, 'Tags', 'seed-saving, Seed Library!');
    const { bytes } = fixtures.sampleBlogCover();
    await userEvent.upload(
      form.getByLabelText('Cover image'),
      new File([bytes.slice()], 'cover.webp', { type: 'image/webp' }),
    );
    await expect(form.getByRole('button', { name: 'Save Draft' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Publish Post' }));
    const tags = form.getByRole('textbox', { name: 'Tags' });
    await expect(tags).toHaveAccessibleErrorMessage(
      '“library!” is not a tag: use lowercase letters, digits and hyphens, at most 30.',
    );
    await expect(tags).toHaveFocus();
    await expect(
      form.getByRole('textbox', { name: 'Cover alt text' }),
    ).toHaveAccessibleErrorMessage('Describe the cover image: its alt text is required.');
    await expect(form.getByRole('button', { name: 'Remove Cover' })).toBeVisible();
    const preview = form.getByRole('img', { name: 'Cover image' });
    await waitFor(() => expect((preview as HTMLImageElement).complete).toBe(true), LONG);
  },
};
