import { describe, expect, it } from 'vitest';
import { emptyPostDraft, firstProblem, postProblems, postRequest } from './postDraft';

describe('the post editor (spec 2 §5: title and content required)', () => {
  it('needs a title and a content that are not blank', () => {
    expect(postProblems(emptyPostDraft)).toEqual({
      title: 'Title is required.',
      content: 'Content is required.',
    });
    expect(postProblems({ title: ' ', content: 'Text' })).toEqual({ title: 'Title is required.' });
    expect(postProblems({ title: 'Title', content: ' \n ' })).toEqual({
      content: 'Content is required.',
    });
    expect(postProblems({ title: 'Title', content: 'Text' })).toEqual({});
  });

  it('names the first field to fix', () => {
    expect(firstProblem(postProblems(emptyPostDraft))).toBe('title');
    expect(firstProblem({ content: 'Content is required.' })).toBe('content');
    expect(firstProblem({})).toBeNull();
  });

  it('sends the title trimmed and the content as typed', () => {
    expect(postRequest({ title: '  Spring swap ', content: 'Bring seeds.\n\n' })).toEqual({
      title: 'Spring swap',
      content: 'Bring seeds.\n\n',
    });
  });
});
