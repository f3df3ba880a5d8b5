import { describe, expect, it } from 'vitest';
import {
  AUTOSAVE_DELAY_MS,
  isCompleteDream,
  sameDream,
  savedMessage,
  saveRequest,
  shouldAutosave,
} from './dreamRules';

const dream = { vision: 'Gardens on every street.', mantra: 'I plant together.' };

describe('the personal dream (spec 2 §4, §5, §9)', () => {
  it('autosaves one second after a change', () => {
    expect(AUTOSAVE_DELAY_MS).toBe(1000);
  });

  it.each([
    [{ vision: '', mantra: '' }, false],
    [{ vision: 'A garden', mantra: '  ' }, false],
    [{ vision: ' \n ', mantra: 'I grow' }, false],
    [{ vision: 'A garden', mantra: 'I grow' }, true],
  ])('%o is complete: %s', (draft, complete) => {
    expect(isCompleteDream(draft)).toBe(complete);
  });

  it('sends both texts trimmed, and compares dreams as they are sent', () => {
    expect(saveRequest({ vision: '  A garden \n', mantra: ' I grow ' })).toEqual({
      vision: 'A garden',
      mantra: 'I grow',
    });
    expect(sameDream(dream, { vision: ` ${dream.vision} `, mantra: dream.mantra })).toBe(true);
    expect(sameDream(dream, { ...dream, mantra: 'I plant alone.' })).toBe(false);
  });

  it('autosaves only signed in, both texts non-empty, and changed since the last save', () => {
    expect(shouldAutosave(false, dream, null)).toBe(false);
    expect(shouldAutosave(true, { ...dream, mantra: '' }, null)).toBe(false);
    expect(shouldAutosave(true, { ...dream, vision: ' ' }, null)).toBe(false);
    expect(shouldAutosave(true, dream, null)).toBe(true);
    expect(shouldAutosave(true, dream, dream)).toBe(false);
    expect(shouldAutosave(true, { ...dream, vision: `${dream.vision} ` }, dream)).toBe(false);
    expect(shouldAutosave(true, { ...dream, vision: 'Rain on every roof.' }, dream)).toBe(true);
  });

  it("says the server's message after a save, or 'Saved!' without one", () => {
    expect(savedMessage('Dream saved.')).toBe('Dream saved.');
    expect(savedMessage('')).toBe('Saved!');
    expect(savedMessage(undefined)).toBe('Saved!');
    expect(savedMessage(null)).toBe('Saved!');
  });
});
