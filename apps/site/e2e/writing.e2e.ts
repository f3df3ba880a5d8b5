/**
 * End to end, writing with formatting (issue 33) on the real server, in Debian's Chromium: a member
 * writes a blog comment with a link and emphasis, previews it, sees it rendered (the link with
 * `rel="nofollow ugc noopener"`, raw HTML as text), edits it in place and deletes it after the
 * confirmation. Run after `pnpm --filter @wegrow/site build`:
 * `pnpm exec vitest run --project e2e apps/site/e2e/writing.e2e.ts` (from the repository root).
 */
import { describe, expect, it } from 'vitest';
import { DEMO, setupSite } from './harness';

const LONG = { timeout: 30_000 };

describe('writing with formatting on the real server', () => {
  const site = setupSite();

  it('a member comments in Markdown, edits and deletes their comment', async () => {
    const owner = await site.login(DEMO.blogOwner);
    const created = await site.api(owner, '/blog', {
      method: 'POST',
      body: JSON.stringify({ title: 'Seed library opens', content: 'Come **borrow** seeds.' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const member = await site.newMember('writer');
    const page = await site.newPage({ session: member });
    await page.goto(`/blog/${id}`);
    const post = page.getByRole('article', { name: 'Seed library opens' });
    await post.waitFor(LONG);
    expect(await post.locator('strong').textContent()).toBe('borrow');

    // Write, preview, post.
    const text =
      'See [the catalogue](https://example.org/seeds), it is *wonderful*. <img src=x onerror=alert(1)>';
    await page.getByRole('textbox', { name: 'Add a comment' }).fill(text);
    await page.getByRole('button', { name: 'Preview' }).press('Enter');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('link', { name: /the catalogue/ }).waitFor(LONG);
    await page.getByRole('button', { name: 'Post Comment' }).click();

    const comments = page.getByRole('list', { name: 'Comments' });
    const mine = comments.getByRole('article', { name: /^Comment by / });
    const link = mine.getByRole('link', { name: /the catalogue/ });
    await link.waitFor(LONG);
    expect(await link.getAttribute('href')).toBe('https://example.org/seeds');
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await mine.locator('em').textContent()).toBe('wonderful');
    expect(await mine.locator('img').count()).toBe(0);
    await mine.getByText('<img src=x onerror=alert(1)>').waitFor(LONG);

    // Edit in place.
    await mine.getByRole('button', { name: 'Edit Comment' }).click();
    const field = mine.getByRole('textbox', { name: 'Edit your comment' });
    await field.fill('Changed my mind: **two** catalogues.');
    await mine.getByRole('button', { name: 'Save Comment' }).click();
    await mine.locator('strong', { hasText: 'two' }).waitFor(LONG);
    const saved = (await (await site.api(null, `/blog/${id}/comments`)).json()) as {
      content: string;
    }[];
    expect(saved.map((comment) => comment.content)).toEqual([
      'Changed my mind: **two** catalogues.',
    ]);

    // Delete, after the confirmation.
    await mine.getByRole('button', { name: 'Delete Comment' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Comment' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No comments yet. Be the first to share your thoughts.').waitFor(LONG);
    expect(await (await site.api(null, `/blog/${id}/comments`)).json()).toEqual([]);
  });

  it('a journal entry and a community description preview their Markdown; the communities list shows the description short, without a link inside the card', async () => {
    const member = await site.newMember('previewer');
    const page = await site.newPage({ session: member });

    // The journal entry's Preview: a `#` heading shows as a heading (h3, below the form's h2).
    await page.goto('/smartjournal');
    await page.getByRole('textbox', { name: 'Title' }).waitFor(LONG);
    await page.getByRole('textbox', { name: 'Title' }).fill('Frost');
    await page
      .getByRole('textbox', { name: 'Entry' })
      .fill('# Cold frame\n\nLace on the **glass** this morning.');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { level: 3, name: 'Cold frame' }).waitFor(LONG);
    expect(await preview.locator('strong').textContent()).toBe('glass');

    // A community whose description is Markdown, on the communities list: short, link-free.
    const description = `# Welcome\n\nWe grow **food** by the river, see https://example.org.\n\n${'Compost and patience. '.repeat(60)}`;
    const created = await site.api(member, '/communities/create', {
      method: 'POST',
      body: JSON.stringify({ name: 'Markdown Growers', description, visibility: 'public' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    await page.goto('/communities');
    const card = page.getByRole('link', { name: /Markdown Growers/ });
    await card.waitFor(LONG);
    expect(await card.locator('strong').textContent()).toBe('food');
    expect(await card.locator('a, h1, h2, h4, ul').count()).toBe(0);
    const box = await card.boundingBox();
    expect(box?.height ?? 0).toBeLessThan(300);
  });
});
