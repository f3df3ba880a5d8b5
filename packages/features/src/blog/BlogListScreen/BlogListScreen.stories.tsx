import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, fixtures, jsonHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenStory, type StoryCanvas, type TestSession, narrow } from '../../testing';
import { BlogListScreen } from './BlogListScreen';

const LONG = { timeout: 5000 };
/** The blog's owner (the fakes' `blogOwner`). */
const shea: TestSession = { userId: users.shea.id };

async function postsShown(canvas: StoryCanvas) {
  return canvas.findByRole('list', { name: 'Posts' }, LONG);
}

/**
 * The blog at `/blog`: three posts by Shea, the owner. Dates read in en-GB,
 * UTC, so screenshots are stable.
 */
const meta = {
  title: 'Post list',
  component: BlogListScreen,
  ...screenStory({ route: 'blog' }),
  args: { locale: 'en-GB', timeZone: 'UTC' },
} satisfies Meta<typeof BlogListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What every reader sees: the posts newest first, each title linking to its post, its date and
 * its first 100 characters with "…"; the Atom feed linked, and announced in the document's head.
 */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = await postsShown(canvas);
    const posts = within(list).getAllByRole('article');
    await expect(posts.map((post) => within(post).getByRole('heading').textContent)).toEqual([
      'Our first garden blitz',
      'Why we grow',
      'Soup night recipes',
    ]);
    const first = posts[0] as HTMLElement;
    await expect(
      within(first).getByRole('link', { name: 'Our first garden blitz' }),
    ).toHaveAttribute('href', '/blog/7');
    await expect(within(first).getByText('3 January 2026')).toHaveAttribute(
      'datetime',
      '2026-01-03T12:00:00Z',
    );
    await expect(
      within(first).getByText(
        'Forty neighbours, six raised beds and one very patient pizza oven. On Saturday we turned an empty…',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Subscribe to the Atom feed/ })).toHaveAttribute(
      'href',
      '/api/blog/feed.xml',
    );
    const alternate = document.head.querySelector('link[rel="alternate"]');
    await expect(alternate).toHaveAttribute('type', 'application/atom+xml');
    await expect(alternate).toHaveAttribute('href', '/api/blog/feed.xml');
    await expect(canvas.queryByRole('link', { name: /New Post/ })).not.toBeInTheDocument();
  },
};

/** The owner also gets New Post. */
export const Owner: Story = {
  parameters: { session: shea },
  play: async ({ canvas }) => {
    await postsShown(canvas);
    await expect(await canvas.findByRole('link', { name: /New Post/ }, LONG)).toHaveAttribute(
      'href',
      '/blog/new',
    );
  },
};

/** No post yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { blog: [jsonHandler('get', '/blog', [])] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No posts yet.' }, LONG)).toBeVisible();
  },
};

/** While the posts load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { blog: [loadingHandler('get', '/blog')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading posts...')).toBeVisible();
  },
};

/** The list failed: said so, with the server's reason and Try again. */
export const ListError: Story = {
  name: 'Error',
  parameters: {
    msw: { handlers: { blog: [errorHandler('get', '/blog', 500, 'Database unavailable')] } },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load the blog.');
    await expect(alert).toHaveTextContent('Database unavailable');
    await waitFor(() =>
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled(),
    );
  },
};

/** 320 px: the heading, the feed link and the posts in one column. */
export const Narrow: Story = narrow({
  play: async ({ canvas }) => {
    await postsShown(canvas);
  },
});

/**
 * More posts than one page (50 newer ones seeded): Show more loads the older page, the first newly
 * shown post takes the focus, and the button goes once the last page came back short.
 */
export const MoreToShow: Story = {
  // A behaviour story: its picture (53 like cards) would weigh ~0.4 MB of the baseline budget and
  // show nothing the populated stories do not; the garden directory's MoreToShow keeps one.
  parameters: { visual: { disable: true } },
  beforeEach: () => {
    for (let n = 1; n <= 50; n += 1) {
      const at = `2026-02-${String(Math.ceil(n / 2)).padStart(2, '0')}T${n % 2 ? '09' : '18'}:00:00Z`;
      db.blogPosts.push({
        id: 100 + n,
        title: `Garden diary, week ${n}`,
        content: 'Watered, weeded and waited.',
        created_at: at,
        updated_at: at,
        draft: false,
        published_at: at,
        tags: [],
        cover_alt: null,
        cover: null,
      });
    }
  },
  play: async ({ canvas }) => {
    const list = await postsShown(canvas);
    await expect(within(list).getAllByRole('article')).toHaveLength(50);
    await expect(canvas.queryByRole('link', { name: 'Soup night recipes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(
      await canvas.findByRole('link', { name: 'Soup night recipes' }, LONG),
    ).toBeVisible();
    const posts = within(list).getAllByRole('article');
    await expect(posts).toHaveLength(53);
    await expect(posts[50]?.closest('li')).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

const tagged = (id: number, title: string, at: string, tags: string[]) => ({
  id,
  title,
  content: 'Notes from the beds: what grew, what did not, and what we will try next.',
  created_at: at,
  updated_at: at,
  draft: false,
  published_at: at,
  tags,
  cover_alt: null,
  cover: null,
});

/**
 * The owner's own view: their draft listed with the posts, marked "Draft" and dated by
 * its creation, with its cover; tags link to their pages. No one else is ever shown it.
 */
export const OwnerSeesDraft: Story = {
  parameters: { session: shea },
  beforeEach: () => {
    db.blogPosts.push({
      ...tagged(60, 'Seed library plans', '2026-03-10T08:00:00Z', ['seed-saving', 'community']),
      draft: true,
      published_at: null,
      cover_alt: 'Raised beds full of seedlings on a sunny day',
      cover: fixtures.sampleBlogCover(),
    });
  },
  play: async ({ canvas }) => {
    const list = await postsShown(canvas);
    const [first] = within(list).getAllByRole('article');
    const draft = within(first as HTMLElement);
    await expect(draft.getByRole('link', { name: 'Seed library plans' })).toBeVisible();
    await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
    const cover = draft.getByRole('img', { name: 'Raised beds full of seedlings on a sunny day' });
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('width', '480');
    await expect(cover).toHaveAttribute('height', '270');
    await waitFor(() => expect((cover as HTMLImageElement).complete).toBe(true), LONG);
    await expect(draft.getByRole('link', { name: '#seed-saving' })).toHaveAttribute(
      'href',
      '/blog/tag/seed-saving',
    );
  },
};

/** A tag's page (`/blog/tag/gardens`): "Posts tagged “gardens”", only those posts. */
export const TagPage: Story = {
  args: { tag: 'gardens' },
  parameters: { screen: { route: 'blogTag', start: '/blog/tag/gardens' } },
  beforeEach: () => {
    db.blogPosts.push(
      tagged(61, 'Mulch, explained', '2026-03-01T09:00:00Z', ['gardens', 'soil']),
      tagged(62, 'Winter greens', '2026-02-20T09:00:00Z', ['gardens']),
      tagged(63, 'Compost night', '2026-02-25T09:00:00Z', ['community']),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Posts tagged “gardens”' }, LONG);
    const list = await postsShown(canvas);
    const titles = within(list)
      .getAllByRole('article')
      .map((post) => within(post).getByRole('heading').textContent);
    await expect(titles).toEqual(['Mulch, explained', 'Winter greens']);
    await expect(canvas.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  },
};

/** A tag no published post has: its empty state, and the way back to every post. */
export const TagPageEmpty: Story = {
  args: { tag: 'beekeeping' },
  parameters: { screen: { route: 'blogTag', start: '/blog/tag/beekeeping' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Posts tagged “beekeeping”' }, LONG);
    await expect(await canvas.findByText('No posts with this tag yet.', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All posts' })).toBeVisible();
  },
};
