/**
 * The local engine's small vocabulary: feeling words grouped into families (what the writer feels,
 * and what to offer back), and the common words that never make a theme.
 */

export type FeelingFamily =
  | 'calm'
  | 'joy'
  | 'gratitude'
  | 'connection'
  | 'hope'
  | 'pride'
  | 'sadness'
  | 'loneliness'
  | 'worry'
  | 'tiredness'
  | 'frustration'
  | 'doubt'
  | 'uncertainty';

export interface Feeling {
  /** How the reflection names it ("It sounds like worry is close…"). */
  name: string;
  positive: boolean;
  /** What the mantra affirms: "I am …". */
  quality: string;
}

export const FEELINGS: Readonly<Record<FeelingFamily, Feeling>> = {
  calm: { name: 'calm', positive: true, quality: 'calm and steady' },
  joy: { name: 'joy', positive: true, quality: 'open to joy' },
  gratitude: { name: 'gratitude', positive: true, quality: 'grateful for what I have' },
  connection: {
    name: 'a sense of being held',
    positive: true,
    quality: 'held by the people around me',
  },
  hope: { name: 'hope', positive: true, quality: 'hopeful about what is growing' },
  pride: { name: 'pride', positive: true, quality: 'capable of more than I think' },
  sadness: { name: 'sadness', positive: false, quality: 'gentle with my own heart' },
  loneliness: { name: 'loneliness', positive: false, quality: 'worthy of connection' },
  worry: { name: 'worry', positive: false, quality: 'safe to take one breath at a time' },
  tiredness: { name: 'tiredness', positive: false, quality: 'allowed to rest' },
  frustration: { name: 'frustration', positive: false, quality: 'allowed to ask for what is fair' },
  doubt: { name: 'self-doubt', positive: false, quality: 'enough as I am' },
  uncertainty: { name: 'uncertainty', positive: false, quality: 'finding my way, step by step' },
};

/** Feeling words (lower case) by family. */
const FEELING_WORDS: Readonly<Record<FeelingFamily, string>> = {
  calm: `calm calmer peace peaceful settled settles settle steady stillness relaxed serene grounded quiet rested safe`,
  joy: `happy happier happiness joy joyful glad delighted excited exciting elated alive fun laughed laughing smiled smiling wonderful lovely`,
  gratitude: `grateful gratitude thankful thanks blessed appreciate appreciated`,
  connection: `held loved connected supported belong belonging welcomed understood warmth`,
  hope: `hope hopeful optimistic eager curious inspired motivated`,
  pride: `proud accomplished capable strong confident brave managed`,
  sadness: `sad sadness grief grieving heavy cried cry crying tears miss missing hurt hurts heartbroken lost empty`,
  loneliness: `lonely loneliness alone isolated invisible unseen excluded`,
  worry: `anxious anxiety worried worry worrying nervous afraid scared fear fearful panic uneasy restless tense stressed stress dread overthinking`,
  tiredness: `tired exhausted drained overwhelmed overwhelming burned burnt busy stretched sleepless weary fatigue`,
  frustration: `angry anger frustrated frustrating annoyed irritated furious resentful mad unfair`,
  doubt: `ashamed shame embarrassed guilty guilt stupid failure failed inadequate insecure doubt worthless useless`,
  uncertainty: `confused stuck unsure uncertain torn undecided lost`,
};

/** The families, strongest claim first: a word listed in two families belongs to the first. */
export const FEELING_FAMILIES: readonly FeelingFamily[] = [
  'calm',
  'joy',
  'gratitude',
  'connection',
  'hope',
  'pride',
  'sadness',
  'loneliness',
  'worry',
  'tiredness',
  'frustration',
  'doubt',
  'uncertainty',
];

/** Word → family ("lost" is sadness before uncertainty). */
export const FEELING_OF: ReadonlyMap<string, FeelingFamily> = (() => {
  const map = new Map<string, FeelingFamily>();
  for (const family of FEELING_FAMILIES)
    for (const word of FEELING_WORDS[family].split(' ')) if (!map.has(word)) map.set(word, family);
  return map;
})();

/** Words that undo a feeling word that follows closely ("not calm", "never felt safe"). */
export const NEGATIONS: ReadonlySet<string> = new Set(
  `not no never don't dont didn't didnt wasn't wasnt isn't isnt can't cant without hardly barely
  haven't won't nothing`.split(/\s+/),
);

/** Common words that never make a theme: function words, everyday verbs, vague nouns. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all almost along already also although always am among an and
  another any anyone anything are around as at away back be became because become been before being
  below between both but by came can cannot could day days did do does doing done down during each
  either else enough even ever every everyone everything few first for from get gets getting go goes
  going gone good got had has have having he her here hers herself him himself his how however i if in
  instead into is it its itself just keep kept kind know knew last later least less let lets like
  little lot lots made make makes making many may me might more most much must my myself need needed
  needs never new next no nor not nothing now of off often oh ok okay on once one only or other others
  our ours ourselves out over own perhaps quite rather really right said same saw say says see seem
  seemed seems she should since so some someone something sometimes soon still such sure take taken
  takes than that the their theirs them themselves then there these they thing things think thinking
  thought this those though through time times to today told too took toward towards tried try trying
  under until up upon us use used very want wanted wants was way we well went were what whatever when
  where whether which while who whole whom whose why will with within without would yes yet you your
  yours yourself yourselves felt feel feeling feels again ago actually finally maybe tonight tomorrow
  yesterday morning evening night week weeks month year years bit able get also anyway usual usually
  started start starting stop stopped put came come comes coming look looked looking find found give
  gave tell asked ask talked talk talking wrote write writing read reading wonder wondering woke wake
  waking sat sit sitting stood stand walked walk brought bring left leave stayed stay turned turn
  guess probably definitely exactly whatever else almost enough mostly keeps gets makes goes says
  seems takes gives tells asks comes looks finds wants needs feels knows thinks hear hears heard
  smell smells seemed tried means meant happen happens happened let's great good bad nice perfect
  cold hot warm big small long short hard easy fine best better worse real true full old young high
  low lot sure different same other important okay alright amazing awful terrible fast slow early
  late much many most monday tuesday wednesday thursday friday saturday sunday january february
  march april june july august september october november december spent met bought ran ate drank
  slept sent paid built grew won kept`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that may precede a theme as part of its phrase ("the seed library", "my sister"). */
export const DETERMINERS: ReadonlySet<string> = new Set(
  'the my our this that these those his her their a an'.split(' '),
);
