/**
 * Awakening, the branching text adventure (spec 3 §3, §4): twelve nodes, their edges exactly as
 * the spec gives them, and the four gains. The spec gives only the node keys; the story text and
 * the choices' words are ours: short, calm, dreamlike.
 */

/** The twelve node keys (spec 3 §3). */
export const NODE_KEYS = [
  'start',
  'glyph',
  'memory',
  'threshold',
  'meadow',
  'mirror',
  'forge',
  'core',
  'dream',
  'heal',
  'sigil',
  'song',
] as const;

export type NodeKey = (typeof NODE_KEYS)[number];

/** What entering a node adds: beliefs and/or sigils. */
export interface Gain {
  readonly beliefs?: readonly string[];
  readonly sigils?: readonly string[];
}

export interface Choice {
  readonly text: string;
  readonly next: NodeKey;
}

export interface StoryNode {
  readonly text: string;
  readonly choices: readonly Choice[];
  readonly gain?: Gain;
}

export type StoryMap = Readonly<Record<NodeKey, StoryNode>>;

const back: Choice = { text: 'Return to the threshold', next: 'threshold' };

/** The story (spec 3 §4's edges; §3's gains). No node is without choices in this data. */
export const story: StoryMap = {
  start: {
    text: 'You wake inside a dream that knows your name. Mist hangs over a path of pale stones, and somewhere ahead a door hums softly.',
    choices: [
      { text: 'Walk toward the humming door', next: 'threshold' },
      { text: 'Kneel to read the glyph in the stone', next: 'glyph' },
    ],
  },
  glyph: {
    text: 'A glyph glows under your fingers, a spiral that seems to turn when you look away. It is asking you to remember something.',
    choices: [
      { text: 'Let the memory come', next: 'memory' },
      { text: 'Leave it and go on to the door', next: 'threshold' },
    ],
  },
  memory: {
    text: 'You remember a day you chose kindness when no one was watching, and how the day bent around it. Time, you see, listens to what we keep.',
    choices: [{ text: 'Carry the memory to the door', next: 'threshold' }],
    gain: { beliefs: ['I shape timelines with remembrance'] },
  },
  threshold: {
    text: 'The door opens onto a round hall with four archways: one breathes grass, one shimmers like glass, one glows with embers, and one is dark and deep.',
    choices: [
      { text: 'The archway of grass', next: 'meadow' },
      { text: 'The archway of glass', next: 'mirror' },
      { text: 'The archway of embers', next: 'forge' },
      { text: 'The deep archway', next: 'core' },
    ],
  },
  meadow: {
    text: 'A meadow of tall, quiet grass. The wind moves through it like slow breathing, and your eyelids grow heavy.',
    choices: [{ text: 'Lie down and dream within the dream', next: 'dream' }, back],
  },
  mirror: {
    text: 'A mirror shows you as you were on your hardest day. The reflection is tired but still standing, and it is waiting for you.',
    choices: [{ text: 'Reach out and hold its hand', next: 'heal' }, back],
  },
  forge: {
    text: 'A forge burns without smoke. On the anvil lies a cooling shape that has not yet decided what it wants to be.',
    choices: [{ text: 'Strike the shape with your memory', next: 'sigil' }, back],
  },
  core: {
    text: 'At the bottom of the dark there is not silence but a low, endless note, the one all other sounds are tuned to.',
    choices: [{ text: 'Listen until you can hum it', next: 'song' }, back],
  },
  dream: {
    text: 'In the deeper dream you walk a village where every door is open. You wake in the meadow lighter, though you cannot say why.',
    choices: [back],
  },
  heal: {
    text: 'As your hands meet, the glass warms. Faces you never noticed stand behind your reflection: everyone who quietly helped you along the way.',
    choices: [back],
    gain: { beliefs: ['I am surrounded by unseen allies'] },
  },
  sigil: {
    text: 'The shape rings once and settles into a sigil of interlocking circles. It is warm in your palm, and it remembers for you.',
    choices: [back],
    gain: { sigils: ['Sigil of Remembrance'] },
  },
  song: {
    text: 'You hum the note, and the dark hums back. You understand that you have never once walked alone.',
    choices: [back],
    gain: { beliefs: ['I walk with the Original Song'] },
  },
};
