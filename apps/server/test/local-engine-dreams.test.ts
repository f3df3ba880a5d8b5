/**
 * The local engine's dream texts (src/platform/ai/local/dreams.ts): the We Dream mantra from a
 * vision, and the Dream Machine's blend of several dreams. Deterministic, written from the
 * dreamers' own words.
 */
import { describe, expect, it } from 'vitest';
import {
  AiProviderError,
  dreamCollectiveMantraPrompt,
  dreamMantraPrompt,
  dreamSummaryPrompt,
  generate,
  LocalEngine,
} from '../src/platform/ai';
import {
  sharedWords,
  toFirstPersonPlural,
  writeCollectiveMantra,
  writeDreamMantra,
  writeDreamSummary,
} from '../src/platform/ai/local/dreams';

const RIVERSIDE = {
  title: 'I plant what I wish to harvest together.',
  text: 'A riverside where every empty lot is a garden and nobody eats alone.',
};
const ROOFS = {
  title: 'Water finds its way, and so do I.',
  text: 'Every roof catching rain, every street shaded by fruit trees.',
};
const STREETS = {
  title: 'I grow my gardens with my neighbours.',
  text: 'Gardens on every street, and neighbours who share their harvest and their rain barrels.',
};

describe('the We Dream mantra', () => {
  it('carries an intention the vision names', () => {
    expect(writeDreamMantra('I want to open a community bakery on my street.')).toBe(
      'I am ready to open a community bakery on my street, one step at a time.',
    );
  });

  it('holds a short vision as a dream, in the vision’s own words', () => {
    const mantra = writeDreamMantra('Gardens on every corner.');
    expect(mantra).toMatch(
      /^(I hold this dream|Every day I grow toward this|I carry this dream with me): gardens on every corner\.$/,
    );
    // The same vision, the same mantra.
    expect(writeDreamMantra('Gardens on every corner.')).toBe(mantra);
    expect(writeDreamMantra('I see my children laughing.')).toContain(
      ': I see my children laughing.',
    );
  });

  it('falls back on the vision’s key theme when its first sentence is long', () => {
    expect(
      writeDreamMantra(
        'We all have clean water and nobody is hungry, and the rivers run clear again through every town in the whole wide world.',
      ),
    ).toBe('I tend my dream of clean water, a little every day.');
  });
});

describe('the blend', () => {
  it('counts the words two or more dreams share, a plural with its singular', () => {
    expect(sharedWords([RIVERSIDE, ROOFS, STREETS]).slice(0, 3)).toEqual([
      { key: 'garden', word: 'garden', dreams: 2 },
      { key: 'harvest', word: 'harvest', dreams: 2 },
      { key: 'rain', word: 'rain', dreams: 2 },
    ]);
    expect(sharedWords([RIVERSIDE, ROOFS])).toEqual([]);
  });

  it('summarises: how many, the shared words quoted, the dreamers’ own sentences', () => {
    expect(writeDreamSummary([RIVERSIDE, ROOFS, STREETS])).toBe(
      '3 dreams were shared this week. The words they share: "garden" (2 dreams), "harvest" (2 dreams) and "rain" (2 dreams). ' +
        'One dreamer wrote: "Gardens on every street, and neighbours who share their harvest and their rain barrels." ' +
        'Another: "A riverside where every empty lot is a garden and nobody eats alone." ' +
        'And another: "Every roof catching rain, every street shaded by fruit trees." ' +
        "Together they make tonight's collective dream.",
    );
    expect(writeDreamSummary([RIVERSIDE, ROOFS])).toContain(
      'Each reaches somewhere of its own: "riverside" and "roof".',
    );
    expect(writeDreamSummary([RIVERSIDE])).toBe(
      'One dream was shared this week. Its dreamer wrote: "A riverside where every empty lot is a garden and nobody eats alone." ' +
        'They carry it with the words "I plant what I wish to harvest together." It is tonight\'s collective dream.',
    );
  });

  it('makes the collective mantra from the most representative dream, said as "we"', () => {
    expect(writeCollectiveMantra([RIVERSIDE, ROOFS, STREETS])).toBe(
      'We grow our gardens with our neighbours.',
    );
    expect(writeCollectiveMantra([ROOFS])).toBe('Water finds its way, and so do we.');
    expect(toFirstPersonPlural("I'm sure I was right, and my garden is mine")).toBe(
      "We're sure we were right, and our garden is ours",
    );
  });

  it('is what the engine answers for the dream prompts (parts, one per dream)', async () => {
    const engine = new LocalEngine();
    const dreams = [RIVERSIDE, ROOFS, STREETS].map(({ title, text }) => ({
      vision: text,
      mantra: title,
    }));
    const summary = await generate(engine, dreamSummaryPrompt, dreams);
    expect(summary).toEqual({
      text: writeDreamSummary([RIVERSIDE, ROOFS, STREETS]),
      source: 'local',
    });
    const mantra = await generate(engine, dreamCollectiveMantraPrompt, dreams);
    expect(mantra.text).toBe('We grow our gardens with our neighbours.');
    const own = await generate(engine, dreamMantraPrompt, { text: 'Gardens on every corner.' });
    expect(own.text).toBe(writeDreamMantra('Gardens on every corner.'));
  });

  it('tidies what a model adds around a mantra: a label, quotes, a second line', async () => {
    expect(dreamMantraPrompt.clean('Mantra: "I plant the corners of my world."\nBecause…')).toBe(
      'I plant the corners of my world.',
    );
    expect(dreamSummaryPrompt.clean('**Summary:** We dream of gardens.')).toBe(
      'We dream of gardens.',
    );
    expect(dreamCollectiveMantraPrompt.clean('“We grow together.”')).toBe('We grow together.');
    // Nothing usable left is a provider failure, never an empty text.
    const empty = { name: 'm', complete: async () => ({ text: '""', source: 'm' }) };
    await expect(generate(empty, dreamCollectiveMantraPrompt, [])).rejects.toBeInstanceOf(
      AiProviderError,
    );
  });

  it('fences the dreams for a model, each vision cut to 600 characters', () => {
    const long = 'x'.repeat(700);
    const [message] = dreamSummaryPrompt.messages([{ vision: long, mantra: 'I.' }]);
    expect(message?.content).toContain('Here is the one dream a member shared this week.');
    expect(message?.content).toContain(
      `<dream n="1">\nVision: ${'x'.repeat(600)}\nMantra: I.\n</dream>`,
    );
  });
});
