import { excerpt, type BlogPost } from '@wegrow/api';

/** What the document's head says while a post is shown. */
export interface PostHead {
  /** The document title: "{post title} · WeGrow", like every page's "{page} · WeGrow". */
  readonly title: string;
  /** The `<meta name="description">`: the post's excerpt (the list's 100 characters). */
  readonly description: string;
}

/** The head of a post's page: its title, and its excerpt as the description. */
export function postHead(post: Pick<BlogPost, 'title' | 'content'>): PostHead {
  return { title: `${post.title} · WeGrow`, description: excerpt(post.content) };
}
