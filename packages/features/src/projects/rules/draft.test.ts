import { describe, expect, it } from 'vitest';
import { draftOf, emptyProjectDraft, nameProblem, placeSaveError, projectRequest } from './draft';
import { linkRowsOf } from './links';

const LINK_SENTENCE = 'Each link must be a full web address starting with http:// or https://.';

describe('the project form (spec 2 §2, §7)', () => {
  it('starts empty, or from the saved project', () => {
    expect(emptyProjectDraft).toEqual({ name: '', description: '', links: [] });
    expect(
      draftOf({ name: 'Seed library', description: 'Seeds.', links: ['https://a.example'] }),
    ).toEqual({
      name: 'Seed library',
      description: 'Seeds.',
      links: [{ key: 1, value: 'https://a.example' }],
    });
  });

  it('sends name, description and links, trimmed, without empty link rows', () => {
    expect(
      projectRequest({
        name: '  Seed library ',
        description: ' Seeds for all. ',
        links: linkRowsOf(['', ' https://a.example ']),
      }),
    ).toEqual({
      name: 'Seed library',
      description: 'Seeds for all.',
      links: ['https://a.example'],
    });
  });

  it('needs a name', () => {
    expect(nameProblem({ ...emptyProjectDraft, name: '   ' })).toBe('Name is required.');
    expect(nameProblem({ ...emptyProjectDraft, name: 'A' })).toBeNull();
  });

  it("puts the server's links refusal on each refused row, in its words", () => {
    const draft = {
      name: 'Links',
      description: '',
      links: linkRowsOf(['https://ok.example', 'javascript:alert(1)', 'ftp://x.example']),
    };
    expect(placeSaveError(draft, { status: 422, detail: LINK_SENTENCE })).toEqual({
      form: null,
      rows: { 2: LINK_SENTENCE, 3: LINK_SENTENCE },
    });
  });

  it('puts any other refusal on the form', () => {
    const draft = { name: 'Links', description: '', links: linkRowsOf(['https://ok.example']) };
    // A links refusal that no row explains (too many links).
    expect(
      placeSaveError(draft, { status: 422, detail: 'Links must have at most 50 items.' }),
    ).toEqual({ form: 'Links must have at most 50 items.', rows: {} });
    expect(placeSaveError(draft, { status: 500, detail: 'Database unavailable' })).toEqual({
      form: 'Database unavailable',
      rows: {},
    });
    const refusedRow = { ...draft, links: linkRowsOf(['nope']) };
    expect(placeSaveError(refusedRow, { status: 422, detail: 'Name must not be blank.' })).toEqual({
      form: 'Name must not be blank.',
      rows: {},
    });
  });
});
