import { getHref, type RouteId } from '../../routes/paths';
import { toolNames } from '../../routes/toolNames';

/** A link of the lab index. */
export interface LabLink {
  readonly route: RouteId;
  /** The spelling of spec 3 §2 ("/welearn", "/weplan"… in lower case, as the index writes them). */
  readonly href: string;
  readonly emoji: string;
  readonly title: string;
  readonly description: string;
}

/**
 * The links of the lab index: the ten of spec 3 §2 in its order, under the tools' one names
 * (`toolNames`) where they have one, then Lyra (issue 45: nothing led to her).
 */
export const labLinks: readonly LabLink[] = [
  {
    route: 'textGame',
    href: getHref('textGame'),
    emoji: '🌀',
    title: 'Awakening',
    description: 'A branching text adventure through dreams, sigils and beliefs.',
  },
  {
    route: 'tarot',
    href: getHref('tarot'),
    emoji: '🃏',
    title: 'Zen Tarot Readings',
    description: 'Weekly live readings and private sessions.',
  },
  {
    route: 'meditation',
    href: getHref('meditation'),
    emoji: '🧘',
    title: toolNames.meditation,
    description: 'Count down to the next global meditation.',
  },
  {
    route: 'weChoose',
    href: getHref('weChoose'),
    emoji: '🗳️',
    title: 'We Choose',
    description: 'The bills before parliament, and civic tools to come.',
  },
  {
    route: 'weLearn',
    href: getHref('weLearn', { spelling: '/welearn' }),
    emoji: '📜',
    title: 'We Learn',
    description: 'Paste a policy and get a plain-words breakdown.',
  },
  {
    route: 'wePlan',
    href: getHref('wePlan', { spelling: '/weplan' }),
    emoji: '💡',
    title: 'We Plan',
    description: 'Propose ideas and discuss them together.',
  },
  {
    route: 'weGreen',
    href: getHref('weGreen', { spelling: '/wegreen' }),
    emoji: '🌱',
    title: toolNames.weGreen,
    description: 'Gardens, and SEED tokens for the hands that grow them.',
  },
  {
    route: 'weHelp',
    href: getHref('weHelp', { spelling: '/wehelp' }),
    emoji: '🤝',
    title: 'We Help',
    description: 'A mutual-aid board: ask for a hand.',
  },
  {
    route: 'weDo',
    href: getHref('weDo', { spelling: '/wedo' }),
    emoji: '🔁',
    title: 'We Do',
    description: 'Offers and requests, side by side.',
  },
  {
    route: 'sheasPage',
    href: getHref('sheasPage'),
    emoji: '✨',
    title: 'Manifestation',
    description: 'A short read on turning intention into action.',
  },
  {
    route: 'lyraHome',
    href: getHref('lyraHome', { spelling: '/lyra' }),
    emoji: '🌙',
    title: 'Lyra',
    description: "WeGrow's AI companion: her dreams, her soul, and a conversation.",
  },
];
