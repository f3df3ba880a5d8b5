import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import {
  currentLocation,
  recordRequests,
  renderScreen,
  type TestSession,
} from '../../testing/unit';
import { BlogPostScreen } from './BlogPostScreen';

const maya: TestSession = { userId: users.maya.id };
/** The blog's owner (the fakes' `blogOwner`). */
const shea: TestSession = { userId: users.shea.id };
const WAIT = { timeout: 5000 };

function renderPost(start = '/blog/7', session: TestSession | null = maya) {
  return renderScreen(<BlogPostScreen locale="en-GB" timeZone="UTC" />, {
    route: 'blogPost',
    start,
    routes: { blog: <h1>Blog page</h1> },
    ...(session ? { session } : {}),
  });
}

async function bodies(requests: ReturnType<typeof recordRequests>, call: string) {
  return Promise.all(requests.of(call).map((request) => request.json() as Promise<unknown>));
}

describe('BlogPostScreen', () => {
  it("sends a member's comment with the post's id, and nothing for a blank one", async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPost();
    const list = await screen.findByRole('list', { name: 'Comments' }, WAIT);
    const field = screen.getByRole('textbox', { name: 'Add a comment' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(field).toHaveAccessibleErrorMessage('Write a comment first.');
    expect(requests.of('POST /blog/comment')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'See you there.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3), WAIT);
    expect(await bodies(requests, 'POST /blog/comment')).toEqual([
      { post_id: 7, content: 'See you there.' },
    ]);
    // A member is not the owner: none of the owner's buttons.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // … but the commenter edits and deletes their own comments, and no one else's (issue 33).
    const lenas = within(list).getByRole('article', { name: 'Comment by lena' });
    expect(within(lenas).queryByRole('button')).toBeNull();
    const mine = within(list).getAllByRole('article').at(-1);
    if (!mine) throw new Error('no comment');
    expect(within(mine).getByRole('button', { name: 'Edit Comment' })).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Delete Comment' })).toBeVisible();
  });

  it("shows a visitor the post and 'Sign in required to comment.' instead of the form", async () => {
    renderPost('/blog/7', null);
    await screen.findByRole('article', { name: 'Our first garden blitz' }, WAIT);
    expect(screen.getByText('Sign in required to comment.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('deletes the post as the owner, and does not ask for it again', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPost('/blog/7', shea);
    const post = await screen.findByRole('article', { name: 'Our first garden blitz' }, WAIT);
    await user.click(await within(post).findByRole('button', { name: 'Delete' }, WAIT));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentLocation()).toBe('/blog'), WAIT);
    expect(requests.calls()).toContain('DELETE /blog/7');
    const afterDelete = requests.calls().slice(requests.calls().indexOf('DELETE /blog/7') + 1);
    expect(afterDelete.filter((call) => call.startsWith('GET /blog/7'))).toEqual([]);
  });

  it('asks nothing for an address that is not a post id, and goes to the blog', async () => {
    const requests = recordRequests();
    renderPost('/blog/abc');
    expect(await screen.findByRole('heading', { name: 'Blog page' }, WAIT)).toBeVisible();
    expect(currentLocation()).toBe('/blog');
    // No post or comments asked for (who owns the blog may be asked).
    expect(requests.calls().filter((call) => /^GET \/blog\/(?!owner$)/.test(call))).toEqual([]);
  });
});
