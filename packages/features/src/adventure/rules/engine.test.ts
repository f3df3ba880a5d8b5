import { describe, expect, it } from 'vitest';
import {
  ADVENTURE_STORAGE_KEY,
  canRestart,
  choose,
  enter,
  newGame,
  parseProgress,
  restartDream,
  type Progress,
} from './engine';
import { NODE_KEYS, story, type NodeKey, type StoryMap } from './story';

/** Spec 3 §4's edges, written out again so the data is checked against the spec, not itself. */
const SPEC_EDGES: Record<NodeKey, NodeKey[]> = {
  start: ['threshold', 'glyph'],
  glyph: ['memory', 'threshold'],
  memory: ['threshold'],
  threshold: ['meadow', 'mirror', 'forge', 'core'],
  meadow: ['dream', 'threshold'],
  mirror: ['heal', 'threshold'],
  forge: ['sigil', 'threshold'],
  core: ['song', 'threshold'],
  dream: ['threshold'],
  heal: ['threshold'],
  sigil: ['threshold'],
  song: ['threshold'],
};

/** Spec 3 §3's gains. */
const SPEC_GAINS: Partial<Record<NodeKey, { beliefs?: string[]; sigils?: string[] }>> = {
  memory: { beliefs: ['I shape timelines with remembrance'] },
  heal: { beliefs: ['I am surrounded by unseen allies'] },
  sigil: { sigils: ['Sigil of Remembrance'] },
  song: { beliefs: ['I walk with the Original Song'] },
};

const at = (current: NodeKey): Progress => ({
  current,
  visited: [current],
  sigils: [],
  beliefs: [],
});

describe('the story data', () => {
  it('has the twelve nodes of spec 3 §3, each with text', () => {
    expect(Object.keys(story).sort()).toEqual([...NODE_KEYS].sort());
    expect(NODE_KEYS).toHaveLength(12);
    for (const key of NODE_KEYS) expect(story[key].text.length, key).toBeGreaterThan(20);
  });

  it('has exactly the edges of spec 3 §4, in order', () => {
    for (const key of NODE_KEYS)
      expect(
        story[key].choices.map((choice) => choice.next),
        key,
      ).toEqual(SPEC_EDGES[key]);
  });

  it('has exactly the four gains of spec 3 §3', () => {
    for (const key of NODE_KEYS) expect(story[key].gain, key).toEqual(SPEC_GAINS[key]);
  });

  it('has no node without choices', () => {
    for (const key of NODE_KEYS) expect(canRestart(at(key)), key).toBe(false);
  });
});

describe('walking every edge', () => {
  it('each choice enters its node, records it as visited and adds exactly its gain', () => {
    for (const key of NODE_KEYS) {
      story[key].choices.forEach((choice, index) => {
        const after = choose(at(key), index);
        expect(after.current, `${key} → ${choice.next}`).toBe(choice.next);
        expect(after.visited).toEqual(key === choice.next ? [key] : [key, choice.next]);
        expect(after.beliefs).toEqual(SPEC_GAINS[choice.next]?.beliefs ?? []);
        expect(after.sigils).toEqual(SPEC_GAINS[choice.next]?.sigils ?? []);
      });
    }
  });

  it('an unknown choice changes nothing', () => {
    const progress = at('threshold');
    expect(choose(progress, 4)).toBe(progress);
    expect(choose(progress, -1)).toBe(progress);
  });
});

describe('a whole game', () => {
  it('starts at start, visited', () => {
    expect(newGame()).toEqual({ current: 'start', visited: ['start'], sigils: [], beliefs: [] });
  });

  it('collects all four gains once each, however often a node is entered', () => {
    let progress = newGame();
    progress = choose(progress, 1); // glyph
    progress = choose(progress, 0); // memory
    progress = choose(progress, 0); // threshold
    for (const [arch, twice] of [
      [1, 0], // mirror → heal
      [2, 0], // forge → sigil
      [3, 0], // core → song
      [2, 0], // forge → sigil again
    ] as const) {
      progress = choose(progress, arch);
      progress = choose(progress, twice);
      progress = choose(progress, 0); // back to threshold
    }
    expect(progress.current).toBe('threshold');
    expect(progress.beliefs).toEqual([
      'I shape timelines with remembrance',
      'I am surrounded by unseen allies',
      'I walk with the Original Song',
    ]);
    expect(progress.sigils).toEqual(['Sigil of Remembrance']);
    expect(progress.visited).toEqual([
      'start',
      'glyph',
      'memory',
      'threshold',
      'mirror',
      'heal',
      'forge',
      'sigil',
      'core',
      'song',
    ]);
  });
});

describe('Restart Dream (a test-only map with a dead end)', () => {
  const deadEnd: StoryMap = {
    ...story,
    dream: { text: 'The dream ends here.', choices: [], gain: { sigils: ['Dust of Sleep'] } },
  };

  it('is offered at a node without choices, and returns to start keeping what was collected', () => {
    let progress = enter(newGame(deadEnd), 'memory', deadEnd);
    progress = enter(progress, 'meadow', deadEnd);
    progress = choose(progress, 0, deadEnd); // meadow → dream, the dead end
    expect(canRestart(progress, deadEnd)).toBe(true);
    const restarted = restartDream(progress, deadEnd);
    expect(restarted.current).toBe('start');
    expect(restarted.beliefs).toEqual(['I shape timelines with remembrance']);
    expect(restarted.sigils).toEqual(['Dust of Sleep']);
    expect(restarted.visited).toEqual(['start', 'memory', 'meadow', 'dream']);
    expect(canRestart(restarted, deadEnd)).toBe(false);
  });
});

describe('saved progress', () => {
  it('is read back as saved', () => {
    const progress = choose(choose(newGame(), 1), 0);
    expect(parseProgress(JSON.stringify(progress))).toEqual(progress);
    expect(ADVENTURE_STORAGE_KEY).toBe('awakeningProgress');
  });

  it('anything unreadable or off the map starts a new game', () => {
    for (const saved of [
      null,
      'not json',
      '42',
      'null',
      JSON.stringify({ current: 'attic', visited: [], sigils: [], beliefs: [] }),
      JSON.stringify({ current: 'start', visited: ['attic'], sigils: [], beliefs: [] }),
      JSON.stringify({ current: 'start', visited: ['start'], sigils: [1], beliefs: [] }),
      JSON.stringify({ current: 'start', visited: ['start'], sigils: [] }),
    ])
      expect(parseProgress(saved), String(saved)).toEqual(newGame());
  });

  it('drops duplicates from a saved game', () => {
    const saved = JSON.stringify({
      current: 'threshold',
      visited: ['start', 'threshold', 'threshold'],
      sigils: ['Sigil of Remembrance', 'Sigil of Remembrance'],
      beliefs: [],
    });
    expect(parseProgress(saved)).toEqual({
      current: 'threshold',
      visited: ['start', 'threshold'],
      sigils: ['Sigil of Remembrance'],
      beliefs: [],
    });
  });
});
