/**
 * No text freezes the local engine: every regular expression that reads a person's words runs in
 * linear time, so a 20,000-character pathological entry (long runs of spaces, of one word, of
 * punctuation, "I" followed by nothing but spaces…) is answered in a few milliseconds by every
 * task the engine writes (issue 30: one journal entry stalled the server's health check for 4 s).
 */
import { describe, expect, it } from 'vitest';
import { LocalEngine } from '../src/platform/ai';
import { stripWrapping } from '../src/platform/ai/prompts/prompt';
import { prerenderedFile } from '../src/platform/site';
import type { AiRequest, AiSubject, AiUse } from '../src/platform/ai/provider';
import { workMs, workMsAsync } from './helpers/work-time';
import { POSTGRES_PASS } from './helpers/passes';

const LENGTH = 20_000;
const BUDGET_MS = 100;
/** The longest vision a dream may have (openapi: SaveDreamRequest.vision). */
const VISION_LENGTH = 5_000;

const fill = (unit: string, length = LENGTH) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Texts that make a backtracking regular expression with overlapping quantifiers go quadratic. */
const PATHOLOGICAL: Readonly<Record<string, string>> = {
  'spaces after "I"': `I${' '.repeat(LENGTH - 10)}x`,
  'spaces after "we", then "thinking"': `we${' '.repeat(LENGTH - 20)}thinkingx`,
  'only spaces between two words': `a${' '.repeat(LENGTH - 2)}b`,
  'tabs and spaces after "I keep"': `I keep${fill(' \t', LENGTH - 10)}x`,
  'a repeated "I "': fill('I '),
  'a repeated "I keep "': fill('I keep '),
  'a repeated "I want "': fill('I want '),
  'a repeated "we should "': fill('we should '),
  'a repeated word': fill('seed '),
  'a repeated "and "': fill('grow and '),
  'one long word': 'a'.repeat(LENGTH),
  'one long capitalised word': `A${'a'.repeat(LENGTH - 1)}`,
  'full stops, then a letter': `${'.'.repeat(LENGTH - 1)}x`,
  'mixed punctuation, then a letter': `${fill('.!?…')}x`,
  'a figure full of separators': `1${fill('.,', LENGTH - 2)}1`,
  'commas and spaces': `a${fill(', ')}b`,
  'apostrophes inside a word': `a${fill("'a")}`,
  'a repeated "$ "': fill('$ '),
  'digits and commas': fill('1,'),
  'line breaks and spaces': `a${fill(' \n')}b`,
  mixed: fill('I  keep   thinking about ,,, the... seed   library!!! and and '),
};

const SINGLE_SUBJECT_USES: readonly AiUse[] = [
  'journal.reflection',
  'journal.mantra',
  'journal.next-action',
  'dream.mantra',
  'dream.summary',
  'dream.collective-mantra',
  'lyra.chat',
  'policy.breakdown',
];

function request(use: AiUse, subject: AiSubject, parts?: readonly AiSubject[]): AiRequest {
  return {
    system: '',
    messages: [{ role: 'user', content: subject.text }],
    maxTokens: 400,
    task: { use, promptVersion: 1, subject, ...(parts ? { parts } : {}) },
  };
}

const engine = new LocalEngine();

/**
 * The fastest of three calls after a warm-up call (the first run of a regular expression compiles
 * it), as helpers/work-time.ts counts it (neither a busy machine nor the process's other threads
 * stretch it).
 */
async function timed(req: AiRequest): Promise<number> {
  expect((await engine.complete(req)).text.length).toBeGreaterThan(0);
  let best = Infinity;
  for (let run = 0; run < 3; run++)
    best = Math.min(best, await workMsAsync(() => engine.complete(req)));
  return best;
}

describe.skipIf(POSTGRES_PASS)(
  'the local engine reads a pathological 20,000-character text in linear time',
  () => {
    for (const [name, text] of Object.entries(PATHOLOGICAL)) {
      it(`answers every task quickly for ${name}`, async () => {
        expect(text.length).toBeGreaterThanOrEqual(LENGTH - 10);
        const slow: string[] = [];
        const check = async (what: string, req: AiRequest) => {
          const ms = await timed(req);
          if (ms >= BUDGET_MS) slow.push(`${what}: ${ms.toFixed(0)} ms`);
        };
        const vision = text.slice(0, VISION_LENGTH);
        for (const use of SINGLE_SUBJECT_USES)
          await check(
            use,
            request(use, { title: 'A day', text: use.startsWith('dream.') ? vision : text }),
          );
        // Lyra with a belief as long; the nightly blend of three dreams (a dream's text is at most
        // a vision's 5,000 characters).
        await check(
          'lyra.chat with a belief',
          request('lyra.chat', { title: '', text }, [{ title: '', text }]),
        );
        const dreams = [
          { title: vision.slice(0, 200), text: vision },
          { title: 'I hold this dream.', text: vision },
          { title: 'We grow.', text: `${vision.slice(0, VISION_LENGTH - 7)} garden` },
        ];
        for (const use of ['dream.summary', 'dream.collective-mantra'] as const)
          await check(`${use} of three dreams`, request(use, { title: 'blend', text: '' }, dreams));
        expect(slow).toEqual([]);
      });
    }
  },
);

describe.skipIf(POSTGRES_PASS)(
  'other regular expressions on text from outside run in linear time',
  () => {
    const quick = (run: () => unknown) => {
      run();
      return workMs(run);
    };

    it('a model answer full of asterisks is unwrapped quickly', () => {
      const answer = `x${'*'.repeat(LENGTH)}x`;
      expect(quick(() => stripWrapping(answer))).toBeLessThan(BUDGET_MS);
      expect(stripWrapping('**I am calm.**')).toBe('I am calm.');
    });

    it('a page path full of slashes is looked up quickly', () => {
      const site = { pages: new Map([['/journal', 'journal.html']]) };
      expect(quick(() => prerenderedFile(site, `/a${'/'.repeat(LENGTH)}x`))).toBeLessThan(
        BUDGET_MS,
      );
      expect(prerenderedFile(site, '/Journal//')).toBe('journal.html');
    });
  },
);
