/**
 * The local engine's dream texts (src/platform/ai/local/dreams.ts): the We Dream mantra from a
 * vision, and the Dream Machine's blend of several dreams. Deterministic; the blend, shown to
 * everyone, never quotes a dream.
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
import { verbatimRun, withoutMarkup } from '../src/platform/ai/verbatim';

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

  it('summarises: how many, the shared words, what the dreams are about in theme words', () => {
    expect(writeDreamSummary([RIVERSIDE, ROOFS, STREETS])).toBe(
      '3 dreams were shared this week. The words they share: "garden" (2 dreams), "harvest" (2 dreams) and "rain" (2 dreams). ' +
        'One speaks of gardens, neighbours and street. ' +
        'Another of riverside, garden and nobody. ' +
        'And another of roof, street and fruit. ' +
        "Together they make tonight's collective dream.",
    );
    expect(writeDreamSummary([RIVERSIDE, ROOFS])).toContain(
      'Each reaches somewhere of its own: "riverside" and "roof".',
    );
    expect(writeDreamSummary([RIVERSIDE])).toBe(
      "One dream was shared this week. It speaks of riverside, garden and nobody. It is tonight's collective dream.",
    );
  });

  it('never quotes a dream to everyone: no run of 5 words of any dream, no markup', () => {
    const dreams = [
      {
        title: 'I <b>build</b> the <i>lantern</i> workshop with my own hands.',
        text: 'A lantern workshop above the old ferry station where <b>every child</b> learns to solder copper wire. <script>alert(1)</script>',
      },
      {
        title: 'My <a href="https://x.example">ferry</a> carries the lantern makers home.',
        text: 'The ferry station becomes a lantern museum run by retired welders who solder copper wire every Sunday.',
      },
      {
        title: 'I solder copper wire into little stars.',
        text: 'Little copper stars in every window of the ferry station, soldered by children at night.',
      },
    ];
    for (const some of [dreams, dreams.slice(0, 1), dreams.slice(1)]) {
      const summary = writeDreamSummary(some);
      expect(summary).not.toContain('<');
      expect(summary).not.toContain('>');
      expect(
        verbatimRun(
          summary,
          some.flatMap(({ title, text }) => [title, text]),
          5,
        ),
      ).toBeNull();
      const mantra = writeCollectiveMantra(some);
      expect(mantra).not.toContain('<');
      expect(
        verbatimRun(
          mantra,
          some.flatMap(({ title, text }) => [title, text]),
          5,
        ),
      ).toBeNull();
    }
    // The summary still says what the dreams are about.
    expect(writeDreamSummary(dreams)).toMatch(/^3 dreams were shared this week\. .*lantern/);
  });

  it('finds a run of words a text repeats, whatever the case, punctuation and markup', () => {
    const dream = 'A lantern workshop above the <b>old</b> ferry station.';
    expect(verbatimRun('We dream of a Lantern workshop, above the old ferry!', [dream], 5)).toBe(
      'a lantern workshop above the',
    );
    expect(verbatimRun('We dream of lanterns above the old ferry.', [dream], 5)).toBeNull();
    expect(withoutMarkup('<p>Hello <b>you</b></p> <x')).toBe('Hello you x');
  });

  it('makes the collective mantra from the most representative dream, said as "we"', () => {
    expect(writeCollectiveMantra([RIVERSIDE, ROOFS, STREETS])).toBe(
      'We grow our gardens with our neighbours.',
    );
    // "…and so do we" would repeat the dream's "Water finds its way, and so do": its words instead.
    expect(writeCollectiveMantra([ROOFS])).toBe('We dream together, and together we grow.');
    expect(writeCollectiveMantra([RIVERSIDE, STREETS])).toBe(
      'We plant what we wish to harvest together.',
    );
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
