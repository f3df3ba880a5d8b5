import { excerpt } from '@wegrow/contract/blog';
import { HttpError } from '../../platform/errors';
import type { PageHead } from '../../platform/site';
import type { BlogService } from './service';

/** A post's page on the site (`/blog/{id}`, any case, an optional trailing slash). */
const POST_PAGE = /^\/blog\/(\d{1,10})\/?$/i;
const MAX_ID = 2147483647;

/**
 * The head of a post's page, as the screen writes it in the browser (`postHead` in
 * packages/features): "{title} · WeGrow", and the list's excerpt as the description. Undefined for
 * a post that does not exist (the app, on the site's own head, says so) and for any other path.
 */
export async function blogPageHead(blog: BlogService, path: string): Promise<PageHead | undefined> {
  const match = POST_PAGE.exec(path);
  if (!match) return undefined;
  const id = Number(match[1]);
  if (id < 1 || id > MAX_ID) return undefined;
  try {
    const post = await blog.get(id);
    return { title: `${post.title} · WeGrow`, description: excerpt(post.content) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}
