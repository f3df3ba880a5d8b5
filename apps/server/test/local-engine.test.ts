/**
 * The built-in local engine: deterministic, offline, writing from the entry's own words (a quote
 * and its feelings, an "I am…" mantra from its themes, one concrete step), never empty.
 */
import { describe, expect, it } from 'vitest';
import {
  generate,
  journalMantraPrompt,
  journalNextActionPrompt,
  journalReflectionPrompt,
  LocalEngine,
  type JournalText,
} from '../src/platform/ai';
import { read } from '../src/platform/ai/local/analysis';
import { toSecondPerson } from '../src/platform/ai/local/engine';

const engine = new LocalEngine();
const PROMPTS = {
  reflection: journalReflectionPrompt,
  mantra: journalMantraPrompt,
  next_action: journalNextActionPrompt,
} as const;

async function insights(entry: JournalText) {
  const [reflection, mantra, next_action] = await Promise.all([
    generate(engine, PROMPTS.reflection, entry),
    generate(engine, PROMPTS.mantra, entry),
    generate(engine, PROMPTS.next_action, entry),
  ]);
  return { reflection, mantra, next_action };
}

const seeds: JournalText = {
  title: 'Morning pages',
  content:
    'Woke before the alarm and sat with tea by the window. The frost made lace on the cold frame. I keep thinking about the seed library: what if we started it at the spring swap instead of waiting for the perfect shelf?',
};
const meeting: JournalText = {
  title: 'After the community meeting',
  content:
    'Twelve people came to the rain garden meeting. Sam brought maps, Lena brought soup. I talked too fast again, but people stayed after to sign up for tasks. I felt held.',
};
const work: JournalText = {
  title: 'Sunday dread',
  content:
    "I am so tired. The deadline at work keeps moving and my manager keeps adding tasks. I feel anxious every Sunday night and I can't sleep.",
};
const mum: JournalText = {
  title: 'Mum',
  content:
    'I miss my mum. It has been a year and I still cry when I hear her songs. I want to call my sister more often.',
};

describe('the local engine', () => {
  it('labels every text as local', async () => {
    for (const answer of Object.values(await insights(seeds))) expect(answer.source).toBe('local');
  });

  it('is deterministic: the same entry, the same words', async () => {
    expect(await insights(meeting)).toEqual(await insights({ ...meeting }));
  });

  it('reflects by quoting the writer and naming the feelings they wrote', async () => {
    const { reflection } = await insights(meeting);
    expect(reflection.text).toContain('"I felt held."');
    expect(reflection.text).toContain('being held');
    const tired = (await insights(work)).reflection.text;
    expect(tired).toContain('"I feel anxious every Sunday night and I can\'t sleep."');
    expect(tired).toMatch(/tiredness.*worry/);
    expect(tired).toMatch(/\?$/);
  });

  it('leaves a negated feeling out ("not calm")', () => {
    const reading = read('Talk', 'I was not calm at all during the talk. I felt stupid.');
    expect(reading.feelings).toEqual(['doubt']);
  });

  it('writes an "I am…" mantra from the entry’s themes', async () => {
    expect((await insights(seeds)).mantra.text).toBe(
      'I am ready to take the first step toward the seed library.',
    );
    expect((await insights(work)).mantra.text).toBe(
      // Tiredness and worry: gentle, and none of the entry's words in the mantra.
      'I am allowed to rest, today and for as long as it takes.',
    );
    const soil = await generate(engine, journalMantraPrompt, {
      title: 'Soil',
      content:
        'Turned the compost. It smells like forest now. Something in me settles when my hands are in the soil.',
    });
    // A garden entry: its feeling's quality, and a line that fits a garden (issue 45).
    expect(soil.text).toBe('I am calm and steady, and I grow along with what I plant.');
    for (const entry of [seeds, meeting, work, mum])
      expect((await insights(entry)).mantra.text).toMatch(/^I am .{5,}\.$/);
  });

  it('suggests one concrete step in the writer’s own terms', async () => {
    expect((await insights(mum)).next_action.text).toBe(
      'Set aside twenty minutes tomorrow for what you said you want to do: call your sister more often. Write down the very first step, then do only that.',
    );
    expect((await insights(meeting)).next_action.text).toMatch(/^Send Sam and Lena /);
    expect((await insights(seeds)).next_action.text).toContain('the seed library');
  });

  it('never answers empty, even for an entry with no words', async () => {
    for (const entry of [
      { title: '…', content: '!!!' },
      { title: 'x', content: '42' },
      { title: 'Long', content: 'word '.repeat(5000) },
    ]) {
      for (const answer of Object.values(await insights(entry))) {
        expect(answer.text.trim().length).toBeGreaterThan(20);
        expect(answer.text.length).toBeLessThanOrEqual(4000);
      }
    }
  });

  it('shortens a long quote at a clause', () => {
    const reading = read(
      'Run-on',
      `I felt calm, ${'and the river kept going past the old mill, '.repeat(8)}until dusk.`,
    );
    expect(reading.quote.length).toBeLessThanOrEqual(161);
    expect(reading.quote.endsWith('…')).toBe(true);
  });

  it('speaks to the writer in the second person', () => {
    expect(toSecondPerson('call my sister and tell me')).toBe('call your sister and tell you');
  });
});
