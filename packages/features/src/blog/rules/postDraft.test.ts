import { describe, expect, it } from 'vitest';
import { emptyPostDraft, firstProblem, postProblems, postRequest } from './postDraft';

const draft = (
  title: string,
  content: string,
  more: { tags?: string; coverAlt?: string } = {},
) => ({
  ...emptyPostDraft,
  title,
  content,
  ...more,
});

describe('the post editor (spec 2 §5: title and content required)', () => {
  it('needs a title and a content that are not blank', () => {
    expect(postProblems(emptyPostDraft)).toEqual({
      title: 'Title is required.',
      content: 'Content is required.',
    });
    expect(postProblems(draft(' ', 'Text'))).toEqual({ title: 'Title is required.' });
    expect(postProblems(draft('Title', ' \n '))).toEqual({
      content: 'Content is required.',
    });
    expect(postProblems(draft('Title', 'Text'))).toEqual({});
  });

  it('takes up to 5 tag slugs, and alt text while there is a cover (issue 44)', () => {
    expect(postProblems(draft('T', 'x', { tags: 'Seed-Saving, compost compost' }))).toEqual({});
    expect(postProblems(draft('T', 'x', { tags: 'seeds, no_way' }))).toEqual({
      tags: '“no_way” is not a tag: use lowercase letters, digits and hyphens, at most 30.',
    });
    expect(postProblems(draft('T', 'x', { tags: 'a b c d e f' }))).toEqual({
      tags: 'A post has at most 5 tags.',
    });
    expect(postProblems(draft('T', 'x'), { hasCover: true })).toEqual({
      coverAlt: 'Describe the cover image: its alt text is required.',
    });
    expect(postProblems(draft('T', 'x', { coverAlt: 'Leeks' }), { hasCover: true })).toEqual({});
  });

  it('names the first field to fix', () => {
    expect(firstProblem(postProblems(emptyPostDraft))).toBe('title');
    expect(firstProblem({ content: 'Content is required.' })).toBe('content');
    expect(firstProblem({ coverAlt: 'x', tags: 'y' })).toBe('tags');
    expect(firstProblem({})).toBeNull();
  });

  it('sends the title trimmed, the content as typed, the tags as slugs and the alt trimmed', () => {
    expect(
      postRequest(
        draft('  Spring swap ', 'Bring seeds.\n\n', { tags: 'Seeds, swap', coverAlt: ' A ' }),
      ),
    ).toEqual({
      title: 'Spring swap',
      content: 'Bring seeds.\n\n',
      draft: false,
      tags: ['seeds', 'swap'],
      cover_alt: 'A',
    });
    expect(postRequest(draft('T', 'x'), true)).toMatchObject({ draft: true, tags: [] });
  });
});
