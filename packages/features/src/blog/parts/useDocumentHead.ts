import { useEffect } from 'react';
import type { PostHead } from '../rules/postHead';

/**
 * While a post is shown, the document's title and `<meta name="description">` are the post's (issue
 * 15: link previews and search engines in the browser read them); they are put back as they were
 * when the post goes. Null leaves the head alone (nothing loaded yet).
 *
 * The server writes the same title and description into a post's first HTML (for link previews and
 * crawlers that do not run scripts: `blogPageHead` in apps/server); this keeps them right as the
 * reader moves between pages.
 */
export function useDocumentHead(head: PostHead | null): void {
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return undefined;
    const previousTitle = document.title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previousDescription = meta.content;
    document.title = title;
    meta.content = description;
    const shown = meta;
    return () => {
      document.title = previousTitle;
      if (created) shown.remove();
      else shown.content = previousDescription;
    };
  }, [title, description]);
}
