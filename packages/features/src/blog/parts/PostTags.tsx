import { Inline } from '@wegrow/ui';
import { getHref } from '../../routes/paths';
import { TextLink } from '../../shared/links/RouterLinks';
import { plainList } from '../../shared/styles';
import { blogTexts } from '../texts';

/** A post's tags, each a link to its tag's page (`/blog/tag/{tag}`); nothing when it has none. */
export function PostTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Inline as="ul" gap="2" aria-label={blogTexts.postTags} style={plainList}>
      {tags.map((tag) => (
        <li key={tag}>
          <TextLink to={getHref('blogTag', { tag })} variant="standalone">
            #{tag}
          </TextLink>
        </li>
      ))}
    </Inline>
  );
}
