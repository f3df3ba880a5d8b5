import { describe, expect, it } from 'vitest';
import {
  canSaveEntry,
  countCharacters,
  draftChanged,
  entryRequest,
  firstBlankField,
  formatCharacterCount,
} from './entryRules';

describe('an entry before it is sent (spec 1 §5)', () => {
  it.each([
    [{ title: '', content: '' }, 'title'],
    [{ title: '   ', content: 'Some words' }, 'title'],
    [{ title: 'Soil', content: '' }, 'content'],
    [{ title: 'Soil', content: ' \n\t ' }, 'content'],
    [{ title: 'Soil', content: 'Turned the compost.' }, null],
  ] as const)('%o: first blank field %s', (draft, blank) => {
    expect(firstBlankField(draft)).toBe(blank);
    expect(canSaveEntry(draft)).toBe(blank === null);
  });

  it('sends both fields trimmed', () => {
    expect(entryRequest({ title: '  Soil ', content: '\n Turned the compost.  \n' })).toEqual({
      title: 'Soil',
      content: 'Turned the compost.',
    });
  });

  it('sees an edit only when the trimmed text differs', () => {
    const saved = { title: 'Soil', content: 'Turned the compost.' };
    expect(draftChanged({ title: ' Soil ', content: 'Turned the compost. ' }, saved)).toBe(false);
    expect(draftChanged({ title: 'Soil!', content: 'Turned the compost.' }, saved)).toBe(true);
  });
});

describe('the character count', () => {
  it('counts what a person sees as one character once', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('Soil')).toBe(4);
    expect(countCharacters('café')).toBe(4);
    expect(countCharacters('🌱 grow')).toBe(6);
    expect(countCharacters('line one\nline two')).toBe(17);
  });

  it('reads "1 character", "312 characters", with grouped digits', () => {
    expect(formatCharacterCount(0, 'en-GB')).toBe('0 characters');
    expect(formatCharacterCount(1, 'en-GB')).toBe('1 character');
    expect(formatCharacterCount(312, 'en-GB')).toBe('312 characters');
    expect(formatCharacterCount(20_000, 'en-GB')).toBe('20,000 characters');
  });
});
