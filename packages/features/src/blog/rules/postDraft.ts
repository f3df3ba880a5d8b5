import type { BlogPostInput } from '@wegrow/api';
import { blogTexts } from '../texts';

/** A post as typed in the editor. */
export interface PostDraft {
  readonly title: string;
  readonly content: string;
}

export const emptyPostDraft: PostDraft = { title: '', content: '' };

/** The fields the editor has. */
export type PostField = keyof PostDraft;

/** Why each field cannot be sent as it is (spec 2 §5: title and content are required). */
export function postProblems(draft: PostDraft): Partial<Record<PostField, string>> {
  const problems: Partial<Record<PostField, string>> = {};
  if (draft.title.trim() === '') problems.title = blogTexts.titleRequired;
  if (draft.content.trim() === '') problems.content = blogTexts.contentRequired;
  return problems;
}

/** The first field with a problem (it takes the focus), or null. */
export function firstProblem(problems: Partial<Record<PostField, string>>): PostField | null {
  if (problems.title) return 'title';
  if (problems.content) return 'content';
  return null;
}

/** The body of `POST /blog` and `PUT /blog/{id}`: the title trimmed, the content as typed. */
export function postRequest(draft: PostDraft): BlogPostInput {
  return { title: draft.title.trim(), content: draft.content };
}
