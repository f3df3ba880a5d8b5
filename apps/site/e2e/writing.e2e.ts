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
});
