import type { BlogPostInput } from '@wegrow/api';
import { BLOG_TAGS_MAX, isBlogTag, parseBlogTags } from '@wegrow/contract/blog';
import { blogTexts, notATag } from '../texts';

/** A post as typed in the editor. */
export interface PostDraft {
  readonly title: string;
  readonly content: string;
  /** The tags as typed, separated by commas or spaces. */
  readonly tags: string;
  /** The cover image's alt text. */
  readonly coverAlt: string;
}

export const emptyPostDraft: PostDraft = { title: '', content: '', tags: '', coverAlt: '' };

/** The fields the editor has. */
export type PostField = keyof PostDraft;

/** The cover as the editor holds it: whether the post will have one when saved. */
export interface CoverChoice {
  /** A cover is kept or chosen (the alt text is then required). */
  hasCover: boolean;
}

/**
 * Why each field cannot be sent as it is (spec 2 §5: title and content are required; issue 44:
 * at most 5 tags, each a lowercase slug; alt text for a cover).
 */
export function postProblems(
  draft: PostDraft,
  cover: CoverChoice = { hasCover: false },
): Partial<Record<PostField, string>> {
  const problems: Partial<Record<PostField, string>> = {};
  if (draft.title.trim() === '') problems.title = blogTexts.titleRequired;
  if (draft.content.trim() === '') problems.content = blogTexts.contentRequired;
  const tags = parseBlogTags(draft.tags);
  const wrong = tags.find((tag) => !isBlogTag(tag));
  if (wrong !== undefined) problems.tags = notATag(wrong);
  else if (tags.length > BLOG_TAGS_MAX) problems.tags = blogTexts.tooManyTags;
  if (cover.hasCover && draft.coverAlt.trim() === '')
    problems.coverAlt = blogTexts.coverAltRequired;
  return problems;
}

/** The first field with a problem (it takes the focus), or null. */
export function firstProblem(problems: Partial<Record<PostField, string>>): PostField | null {
  const order: readonly PostField[] = ['title', 'content', 'tags', 'coverAlt'];
  return order.find((field) => problems[field] !== undefined) ?? null;
}

/**
 * The body of `POST /blog` and `PUT /blog/{id}`: the title trimmed, the content as typed, the
 * tags as slugs, the alt text trimmed, and whether it is saved as a draft.
 */
export function postRequest(draft: PostDraft, asDraft = false): BlogPostInput {
  return {
    title: draft.title.trim(),
    content: draft.content,
    draft: asDraft,
    tags: parseBlogTags(draft.tags),
    cover_alt: draft.coverAlt.trim(),
  };
}
