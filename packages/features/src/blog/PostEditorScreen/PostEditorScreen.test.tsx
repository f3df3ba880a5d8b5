import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '@wegrow/api/mocks';
import { describe, expect, it } from 'vitest';
import {
  currentLocation,
  recordRequests,
  renderScreen,
  type TestSession,
} from '../../testing/unit';
import { PostEditorScreen } from './PostEditorScreen';

const maya: TestSession = { userId: users.maya.id };
/** The blog's owner (the fakes' `blogOwner`). */
const shea: TestSession = { userId: users.shea.id };
const WAIT = { timeout: 5000 };

function renderEditor(mode: 'new' | 'edit', session: TestSession | null) {
  return renderScreen(<PostEditorScreen mode={mode} />, {
    route: mode === 'new' ? 'blogNew' : 'blogEdit',
    start: mode === 'new' ? '/blog/new' : '/blog/7/edit',
    routes: { blogPost: <h1>Post page</h1>, blog: <h1>Blog page</h1> },
    ...(session ? { session } : {}),
  });
}

describe('PostEditorScreen', () => {
  it('sends nothing blank, then the title trimmed and the content as typed', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderEditor('new', shea);
    const title = await screen.findByRole('textbox', { name: 'Title' }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    expect(title).toHaveFocus();
    expect(requests.of('POST /blog')).toHaveLength(0);

    await user.type(title, '  Spring swap ');
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Bring seeds.');
    await user.click(screen.getByRole('button', { name: 'Publish Post' }));
    await waitFor(() => expect(currentLocation()).toBe('/blog/8'), WAIT);
    const [sent] = requests.of('POST /blog');
    expect(await sent?.json()).toEqual({
      title: 'Spring swap',
      content: 'Bring seeds.',
      draft: false,
      tags: [],
      cover_alt: '',
    });
  });

  it('unpublishes a published post (draft: true) and updates it as published (draft: false)', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderEditor('edit', shea);
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }, WAIT));
    await waitFor(() => expect(currentLocation()).toBe('/blog/7'), WAIT);
    const [sent] = requests.of('PUT /blog/7');
    expect(await sent?.json()).toMatchObject({ title: 'Our first garden blitz', draft: true });
  });

  it("tells a member only the owner edits, with the server's name, and loads no post", async () => {
    const requests = recordRequests();
    renderEditor('edit', maya);
    expect(await screen.findByText('Only shea can edit posts.', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    expect(requests.calls()).not.toContain('GET /blog/7');
  });
});
