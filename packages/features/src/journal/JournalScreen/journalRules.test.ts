import { describe, expect, it } from 'vitest';
import {
  deleteInsightQuestion,
  insightAuthor,
  insightNames,
  insightUnavailableReason,
} from './insightTexts';
import { modalEntryId, modalFor, noModal } from './journalModal';
import { journalVariantRules, savedEntryNote, savedEntryNotice } from './journalVariant';

describe('the two variants (spec 1 §2, §7)', () => {
  it('titles them Smart Journal and Journal; only the Smart Journal writes to the inbox', () => {
    expect(journalVariantRules.smart).toEqual({ title: 'Smart Journal', sendsInboxNote: true });
    expect(journalVariantRules.journal).toEqual({ title: 'Journal', sendsInboxNote: false });
    expect(savedEntryNotice('smart')).toBe('Entry saved. A note is waiting in your inbox.');
    expect(savedEntryNotice('journal')).toBe('Entry saved.');
  });

  it("confirms a save in the inbox with the entry's title", () => {
    expect(savedEntryNote('Morning pages')).toBe('Your journal entry "Morning pages" was saved.');
  });
});

describe('insight words', () => {
  it("offers the spec's three choices", () => {
    expect(Object.values(insightNames).map((names) => names.option)).toEqual([
      'Reflect',
      'Mantra Maker',
      'What should I do next?',
    ]);
  });

  it('names the insight in its delete confirmation', () => {
    expect(deleteInsightQuestion('reflection')).toBe(
      'Are you sure you want to delete this reflection?',
    );
    expect(deleteInsightQuestion('next_action')).toBe(
      'Are you sure you want to delete this next action?',
    );
  });

  it('says honestly who wrote an insight', () => {
    expect(insightAuthor('local')).toBe('Written by the built-in engine');
    expect(insightAuthor('llama3.2')).toBe('Written by the AI model llama3.2');
    expect(insightAuthor(null)).toBeNull();
  });

  it('says why Go is disabled', () => {
    expect(insightUnavailableReason('mantra', 'ready')).toBe(
      'This entry already has a mantra. Delete it to ask again.',
    );
    expect(insightUnavailableReason('mantra', 'pending')).toBe(
      'A mantra is being written for this entry.',
    );
    expect(insightUnavailableReason('mantra', 'other')).toBeNull();
  });
});

describe('the one modal at a time (spec 1 §4)', () => {
  it('knows the entry a modal is about', () => {
    expect(modalEntryId(noModal)).toBeNull();
    expect(modalEntryId({ kind: 'edit', entryId: 42 })).toBe(42);
    expect(modalEntryId({ kind: 'deleteInsight', entryId: 41, insight: 'mantra' })).toBe(41);
    expect(modalEntryId({ kind: 'loginRequired' })).toBeNull();
  });

  it('closes a modal whose entry is gone', () => {
    const editing = { kind: 'edit', entryId: 42 } as const;
    expect(modalFor(editing, [43, 42])).toBe(editing);
    expect(modalFor(editing, [43])).toBe(noModal);
    expect(modalFor({ kind: 'loginRequired' }, [])).toEqual({ kind: 'loginRequired' });
  });
});
