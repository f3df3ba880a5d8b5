/**
 * End to end, personal projects and the blog (issue 15) on the real server, in Debian's Chromium:
 * a member creates a project with a link, adds, completes and deletes tasks, edits the project and
 * deletes it; the blog's owner (the seed's demo account) writes a post in the browser and edits it,
 * a member comments, a visitor reads the post and its comment and meets "Sign in required to
 * comment.", the member's attempts on the post through the API get 403, and the owner deletes the
 * comment and the post; a draft stays the owner's until published with a tag and a cover, its tag's
 * page lists it, an edited comment says "(edited)", and Unpublish makes it a draft again (issue
 * 44). Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/projects-blog.e2e.ts` (from the repository root).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, setupSite, type Member, type Site } from './harness';

const LONG = { timeout: 30_000 };

interface ApiProject {
  id: number;
  name: string;
  description: string;
  links: string[];
  tasks: { id: number; content: string; completed: boolean }[];
}

interface ApiPost {
  id: number;
  title: string;
  content: string;
  draft?: boolean;
  published_at?: string | null;
  tags?: string[];
  cover?: { url: string; alt: string; width: number; height: number } | null;
}

/** A valid 1×1 PNG. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function projectOf(site: Site, member: Member, id: number): Promise<ApiProject> {
  return json<ApiProject>(await site.api(member, `/projects/${id}`));
}

function idIn(page: Page, pattern: RegExp): number {
  const match = pattern.exec(new URL(page.url()).pathname);
  expect(match, page.url()).not.toBeNull();
  return Number(match?.[1]);
}

describe('personal projects and the blog on the real server', () => {
  const site = setupSite();

  it('creates a project with a link, adds, completes and deletes tasks, edits and deletes it', async () => {
    const member = await site.newMember('projects');
    const page = await site.newPage({ session: member });
    await page.goto('/projects');
    // A new account has no username yet.
    await page.getByRole('heading', { level: 1, name: 'Your Projects' }).waitFor(LONG);
    await page.getByText('No projects yet. Start building something great.').waitFor(LONG);

    // New Project: name, description and a link; then the project's page.
    await page.getByRole('button', { name: 'New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Rain garden');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Slow the water down.');
    await dialog.getByRole('button', { name: 'Add Link' }).click();
    await dialog.getByRole('textbox', { name: 'Link 1' }).fill('https://rain.example.org/guide');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await page.waitForURL((url) => /^\/projects\/\d+$/.test(url.pathname), LONG);
    const id = idIn(page, /^\/projects\/(\d+)$/);
    await page.getByRole('heading', { level: 1, name: 'Rain garden' }).waitFor(LONG);
    await page.getByText('Slow the water down.').waitFor(LONG);

    // The link opens in a new tab, without the opener.
    const link = page
      .getByRole('list', { name: 'Links' })
      .getByRole('link', { name: /rain\.example\.org/ });
    expect(await link.getAttribute('href')).toBe('https://rain.example.org/guide');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    // Tasks: two added, one completed, the other deleted.
    const toDo = page.getByRole('region', { name: 'To-Do' });
    const completed = page.getByRole('region', { name: 'Completed' });
    for (const task of ['Dig the swale', 'Plant the sedges']) {
      await page.getByRole('textbox', { name: 'New task' }).fill(task);
      await page.getByRole('button', { name: 'Add Task' }).click();
      await toDo.getByRole('checkbox', { name: task }).waitFor(LONG);
    }
    await toDo.getByRole('checkbox', { name: 'Dig the swale' }).click();
    await completed.getByRole('checkbox', { name: 'Dig the swale' }).waitFor(LONG);
    await toDo.getByRole('button', { name: 'Delete task “Plant the sedges”' }).click();
    await toDo
      .getByRole('checkbox', { name: 'Plant the sedges' })
      .waitFor({ state: 'detached', ...LONG });
    const withTasks = await projectOf(site, member, id);
    expect(withTasks.tasks.map(({ content, completed: done }) => ({ content, done }))).toEqual([
      { content: 'Dig the swale', done: true },
    ]);

    // The server refuses a link that is not a web address, and changes nothing.
    const refused = await site.api(member, `/projects/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ name: 'Rain garden', links: ['javascript:alert(1)'] }),
    });
    expect(refused.status).toBe(422);
    expect((await projectOf(site, member, id)).links).toEqual(['https://rain.example.org/guide']);

    // Edit mode: a new name, saved.
    await page.getByRole('button', { name: 'Edit Project' }).click();
    expect(new URL(page.url()).search).toBe('?edit=true');
    const form = page.getByRole('form', { name: 'Edit Project' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Rain garden by the school');
    await form.getByRole('button', { name: 'Save Project' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rain garden by the school' }).waitFor(LONG);
    expect(await projectOf(site, member, id)).toMatchObject({
      name: 'Rain garden by the school',
      description: 'Slow the water down.',
      links: ['https://rain.example.org/guide'],
    });

    // Another member cannot see it.
    const other = await site.newMember('other');
    expect((await site.api(other, `/projects/${id}`)).status).toBe(404);

    // Back to Projects, then Delete with its confirmation.
    await page.getByRole('link', { name: /Back to Projects/ }).click();
    await page.waitForURL((url) => url.pathname === '/projects', LONG);
    await page.getByRole('button', { name: 'Rain garden by the school' }).click();
    // Pressed from the keyboard: a pointer click can be lost to a layout shift between its down and
    // up (the list's row opening, the header's counts arriving), which once left CI with no dialog.
    await page
      .getByRole('region', { name: 'Rain garden by the school' })
      .getByRole('button', { name: 'Delete' })
      .press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Project' });
    await confirm.getByText('Are you sure you want to delete this project?').waitFor(LONG);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No projects yet. Start building something great.').waitFor(LONG);
    expect(await json<ApiProject[]>(await site.api(member, '/projects'))).toEqual([]);
  }, 180_000);

  const TITLE = 'Seed swap on Sunday';
  const CONTENT =
    'Bring seeds, take seeds.\nLabels and envelopes are on the shed table.\n\n' +
    'We start at <b>ten</b>, by the shed.';

  it('the owner writes and edits a post, a member comments, a visitor reads; only the owner may change it', async () => {
    // The owner writes a post in the browser.
    const owner = await site.login(DEMO.blogOwner);
    const ownerPage = await site.newPage({ session: owner });
    await ownerPage.goto('/blog');
    await ownerPage.getByRole('heading', { level: 1, name: 'Blog' }).waitFor(LONG);
    await ownerPage.getByRole('link', { name: 'Welcome to the WeGrow blog' }).waitFor(LONG);
    await ownerPage.getByRole('link', { name: /New Post/ }).click();
    await ownerPage.waitForURL((url) => url.pathname === '/blog/new', LONG);
    const newPost = ownerPage.getByRole('form', { name: 'Publish Post' });
    await newPost.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await newPost.getByRole('textbox', { name: 'Content' }).fill(CONTENT);
    await newPost.getByRole('button', { name: 'Publish Post' }).click();
    await ownerPage.waitForURL((url) => /^\/blog\/\d+$/.test(url.pathname), LONG);
    const id = idIn(ownerPage, /^\/blog\/(\d+)$/);
    await ownerPage.getByRole('status').getByText('Post created!').waitFor(LONG);
    await ownerPage.getByRole('article', { name: TITLE }).waitFor(LONG);
    await expect(ownerPage.title()).resolves.toBe(`${TITLE} · WeGrow`);

    // … and edits it.
    await ownerPage.getByRole('link', { name: 'Edit', exact: true }).click();
    await ownerPage.waitForURL((url) => url.pathname === `/blog/${id}/edit`, LONG);
    const edit = ownerPage.getByRole('form', { name: 'Update Post' });
    await edit.getByRole('textbox', { name: 'Title' }).fill(`${TITLE}, at ten`);
    await edit.getByRole('button', { name: 'Update Post' }).click();
    await ownerPage.waitForURL((url) => url.pathname === `/blog/${id}`, LONG);
    await ownerPage.getByRole('status').getByText('Post updated!').waitFor(LONG);
    const title = `${TITLE}, at ten`;
    await ownerPage.getByRole('article', { name: title }).waitFor(LONG);
    expect(await json<ApiPost>(await site.api(null, `/blog/${id}`))).toMatchObject({
      title,
      content: CONTENT,
    });
    // The post's first HTML, before any script runs, already names it (link previews, crawlers).
    const firstHtml = await (await fetch(`${site.baseUrl}/blog/${id}`)).text();
    expect(firstHtml).toContain(`<title>${title} · WeGrow</title>`);

    // A member comments, and cannot write or change posts.
    const member = await site.newMember('reader');
    const memberPage = await site.newPage({ session: member });
    await memberPage.goto(`/blog/${id}`);
    await memberPage.getByRole('article', { name: title }).waitFor(LONG);
    expect(await memberPage.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await memberPage.getByRole('textbox', { name: 'Add a comment' }).fill('Count me in!');
    await memberPage.getByRole('button', { name: 'Post Comment' }).click();
    const comments = memberPage.getByRole('list', { name: 'Comments' });
    await comments.getByText('Count me in!').waitFor(LONG);
    await memberPage.goto('/blog/new');
    await memberPage.getByText('Only blog_owner can post.').waitFor(LONG);
    expect(await memberPage.getByRole('form').count()).toBe(0);

    const attempt = { title: 'Not mine', content: 'Let me in.' };
    const post = await site.api(member, '/blog', {
      method: 'POST',
      body: JSON.stringify(attempt),
    });
    expect(post.status).toBe(403);
    expect(((await post.json()) as { detail: string }).detail).toBeTruthy();
    const put = await site.api(member, `/blog/${id}`, {
      method: 'PUT',
      body: JSON.stringify(attempt),
    });
    expect(put.status).toBe(403);
    expect((await site.api(member, `/blog/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect(await json<ApiPost>(await site.api(null, `/blog/${id}`))).toMatchObject({
      title,
      content: CONTENT,
    });
    expect(
      (await json<ApiPost[]>(await site.api(null, '/blog'))).map((p) => p.title),
    ).not.toContain('Not mine');

    // A visitor reads it in the list and on its page (markup shown as text), with the comment,
    // and is asked to sign in to comment.
    const visitorPage = await site.newPage();
    await visitorPage.goto('/blog');
    const feed = visitorPage.getByRole('link', { name: /Subscribe to the Atom feed/ });
    expect(await feed.getAttribute('href')).toBe('/api/blog/feed.xml');
    await visitorPage.getByRole('link', { name: title }).click();
    await visitorPage.waitForURL((url) => url.pathname === `/blog/${id}`, LONG);
    const article = visitorPage.getByRole('article', { name: title });
    await article.getByText('We start at <b>ten</b>, by the shed.').waitFor(LONG);
    expect(await article.locator('b').count()).toBe(0);
    await visitorPage
      .getByRole('list', { name: 'Comments' })
      .getByText('Count me in!')
      .waitFor(LONG);
    await visitorPage.getByText('Sign in required to comment.').waitFor(LONG);
    expect(await visitorPage.getByRole('textbox', { name: 'Add a comment' }).count()).toBe(0);
    const description = visitorPage.locator('meta[name="description"]');
    expect(await description.getAttribute('content')).toMatch(/^Bring seeds, take seeds\./);
    await visitorPage.getByRole('link', { name: 'Go to Login' }).click();
    await visitorPage.waitForURL((url) => url.pathname === '/login', LONG);
    // The post's title leaves the document with the post.
    await expect.poll(() => visitorPage.title()).toBe('Login · WeGrow');
    const atom = await site.api(null, '/blog/feed.xml');
    expect(atom.status).toBe(200);
    expect(await atom.text()).toContain(title);

    // The owner deletes the comment, then the post.
    await ownerPage.reload();
    const ownerComments = ownerPage.getByRole('list', { name: 'Comments' });
    await ownerComments.getByText('Count me in!').waitFor(LONG);
    await ownerComments.getByRole('button', { name: 'Delete Comment' }).click();
    const confirmComment = ownerPage.getByRole('alertdialog', { name: 'Delete Comment' });
    await confirmComment.getByRole('button', { name: 'Delete' }).click();
    await ownerPage
      .getByText('No comments yet. Be the first to share your thoughts.')
      .waitFor(LONG);
    await ownerPage
      .getByRole('article', { name: title })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    const confirmPost = ownerPage.getByRole('alertdialog', { name: 'Delete Post' });
    await confirmPost.getByText('Delete this post?').waitFor(LONG);
    await confirmPost.getByRole('button', { name: 'Delete' }).click();
    await ownerPage.waitForURL((url) => url.pathname === '/blog', LONG);
    await ownerPage.getByRole('status').getByText('Deleted').waitFor(LONG);
    await expect.poll(() => ownerPage.title()).toBe('Blog · WeGrow');
    expect((await site.api(null, `/blog/${id}`)).status).toBe(404);
  }, 180_000);

  it("a draft is the owner's until published with a tag and a cover; its tag page lists it; an edited comment is marked", async () => {
    const owner = await site.login(DEMO.blogOwner);
    const ownerPage = await site.newPage({ session: owner });
    const stamp = Date.now().toString(36);
    const draftTitle = `Seed library, draft ${stamp}`;
    const tag = `seeds-${stamp}`;

    // Save Draft: the post's page, marked Draft, for the owner only.
    await ownerPage.goto('/blog/new');
    const newPost = ownerPage.getByRole('form', { name: 'Publish Post' });
    await newPost.getByRole('textbox', { name: 'Title' }).fill(draftTitle);
    await newPost.getByRole('textbox', { name: 'Content' }).fill('Bring seeds in paper envelopes.');
    await newPost.getByRole('button', { name: 'Save Draft' }).click();
    await ownerPage.waitForURL((url) => /^\/blog\/\d+$/.test(url.pathname), LONG);
    const id = idIn(ownerPage, /^\/blog\/(\d+)$/);
    await ownerPage.getByRole('status').getByText('Draft saved.').waitFor(LONG);
    const article = ownerPage.getByRole('article', { name: draftTitle });
    await article.getByText('Draft', { exact: true }).waitFor(LONG);

    // Another member finds it nowhere: not in the list, not at its address, not in the feed.
    const member = await site.newMember('drafts');
    const memberPage = await site.newPage({ session: member });
    await memberPage.goto('/blog');
    await memberPage.getByRole('link', { name: 'Welcome to the WeGrow blog' }).waitFor(LONG);
    expect(await memberPage.getByRole('link', { name: draftTitle }).count()).toBe(0);
    const listed = await json<ApiPost[]>(await site.api(member, '/blog?limit=100'));
    expect(listed.map((p) => p.id)).not.toContain(id);
    expect((await site.api(member, `/blog/${id}`)).status).toBe(404);
    expect(await (await site.api(null, '/blog/feed.xml')).text()).not.toContain(draftTitle);

    // Published with a tag and a cover (alt text required).
    await ownerPage.goto(`/blog/${id}/edit`);
    const editor = ownerPage.getByRole('form', { name: 'Publish Post' });
    await editor.getByRole('textbox', { name: 'Tags' }).fill(`${tag}, Gardens`);
    await editor.getByLabel('Cover image').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
    await editor.getByRole('button', { name: 'Publish Post' }).click();
    const alt = editor.getByRole('textbox', { name: 'Cover alt text' });
    await editor.getByText('Describe the cover image: its alt text is required.').waitFor(LONG);
    await alt.fill('Paper seed envelopes on a table');
    await editor.getByRole('button', { name: 'Publish Post' }).click();
    await ownerPage.waitForURL((url) => url.pathname === `/blog/${id}`, LONG);
    await ownerPage.getByRole('status').getByText('Post updated!').waitFor(LONG);
    await article.getByRole('img', { name: 'Paper seed envelopes on a table' }).waitFor(LONG);
    const published = await json<ApiPost>(await site.api(null, `/blog/${id}`));
    expect(published).toMatchObject({ draft: false, tags: [tag, 'gardens'] });
    expect(published.published_at).toBeTruthy();
    expect(published.cover?.alt).toBe('Paper seed envelopes on a table');
    expect((await fetch(`${site.baseUrl}${published.cover?.url ?? ''}`)).status).toBe(200);

    // The member follows the tag from the post to its page, which lists it.
    await memberPage.goto(`/blog/${id}`);
    await memberPage.getByRole('article', { name: draftTitle }).waitFor(LONG);
    await memberPage.getByRole('link', { name: `#${tag}` }).click();
    await memberPage.waitForURL((url) => url.pathname === `/blog/tag/${tag}`, LONG);
    await memberPage.getByRole('heading', { name: `Posts tagged “${tag}”` }).waitFor(LONG);
    await memberPage.getByRole('link', { name: draftTitle }).waitFor(LONG);

    // The member comments, then edits the comment: "(edited)".
    await memberPage.goto(`/blog/${id}`);
    await memberPage.getByRole('textbox', { name: 'Add a comment' }).fill('Lovley idea');
    await memberPage.getByRole('button', { name: 'Post Comment' }).click();
    const comments = memberPage.getByRole('list', { name: 'Comments' });
    await comments.getByText('Lovley idea').waitFor(LONG);
    await comments.getByRole('button', { name: 'Edit Comment' }).click();
    await comments.getByRole('textbox', { name: 'Edit your comment' }).fill('Lovely idea');
    await comments.getByRole('button', { name: 'Save Comment' }).click();
    await comments.getByText('Lovely idea').waitFor(LONG);
    await comments.getByText('(edited)').waitFor(LONG);

    // Unpublished: a draft again, the owner's only.
    await ownerPage.goto(`/blog/${id}/edit`);
    await ownerPage.getByRole('button', { name: 'Unpublish' }).click();
    await ownerPage
      .getByRole('status')
      .getByText('Post unpublished: it is a draft again, seen by you only.')
      .waitFor(LONG);
    await article.getByText('Draft', { exact: true }).waitFor(LONG);
    expect((await site.api(member, `/blog/${id}`)).status).toBe(404);

    expect((await site.api(owner, `/blog/${id}`, { method: 'DELETE' })).status).toBe(204);
  }, 180_000);
});
