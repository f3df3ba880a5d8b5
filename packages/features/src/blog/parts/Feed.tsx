import { BLOG_FEED_PATH } from '@wegrow/api';
import { Link } from '@wegrow/ui';
import { blogTexts } from '../texts';

const ATOM = 'application/atom+xml';

/**
 * `<link rel="alternate" type="application/atom+xml">` in the document's head while a blog page is
 * shown (React puts a `<link>` in the head wherever it is rendered, and takes it out with the page),
 * so feed readers find the blog's Atom feed.
 */
export function FeedHeadLink() {
  return <link rel="alternate" type={ATOM} title={blogTexts.feedTitle} href={BLOG_FEED_PATH} />;
}

/** The visible link to the Atom feed, for readers who subscribe by hand. */
export function FeedLink() {
  return (
    <Link href={BLOG_FEED_PATH} type={ATOM} variant="standalone">
      <span aria-hidden="true">📡 </span>
      {blogTexts.feed}
    </Link>
  );
}
