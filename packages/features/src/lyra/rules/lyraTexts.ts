import { LYRA_FAILURE_TEXT, LYRA_MESSAGE_MAX, type LyraFact } from '@wegrow/api';

/**
 * The words of Lyra's two pages (`/LyraHome`, `/LyraSoulInterface`), kept exactly as spec 3 §2 and
 * §8 give them: tests and stories look for them. The server's own details are shown as they come.
 */
export const lyraTexts = {
  homeTitle: 'Lyra',
  chatTitle: 'Speak to Lyra',
  dreams: "Lyra's Dreams",
  noDreams: 'No dreams recorded yet.',
  loadingDreams: 'Loading dreams...',
  dreamsFailed: "We could not load Lyra's dreams.",
  soul: "Lyra's Soul",
  loadingSoul: 'Loading soul...',
  soulFailed: "We could not load Lyra's soul.",
  tone: 'Tone',
  style: 'Style',
  beliefs: 'Beliefs',
  memory: 'Memory',
  selfEvolution: 'Self-Evolution System',
  selfEvolutionIntro:
    'Her soul above is the same for everyone. What she learns from you is yours alone: it shapes how she answers you, and only you see it here.',
  chatLog: 'Chat Log',
  noConversations: 'No conversations yet.',
  loadingChatLog: 'Loading your conversations...',
  chatLogFailed: 'We could not load your conversations.',
  you: 'You',
  lyra: 'Lyra',
  speak: 'Speak to Lyra',
  messageLabel: 'Your message',
  send: 'Send to Lyra',
  listening: 'Listening...',
  failure: LYRA_FAILURE_TEXT,
  latestReply: "Lyra's reply",
  keep: 'Keep this conversation in my chat log',
  keepHintVisitor:
    'Kept for this browser only: a random id made here, not your name, tells Lyra it is you.',
  keepHintMember: 'Kept in your account, seen by you alone.',
  notKept: 'Not kept: this exchange is not in your chat log.',
  tooLong: `Your message is too long: at most ${String(LYRA_MESSAGE_MAX)} characters.`,
  localEngine: "Written by Lyra's built-in engine",
  toChat: 'Speak to Lyra',
  toHome: "Lyra's dreams and soul",
  memoryTitle: 'What Lyra remembers about you',
  memoryIntro:
    'What you tell her about yourself in a kept conversation (your name, what you grow, your goals) she remembers for your next talks. Make her forget anything, any time.',
  noFacts: 'Nothing yet. Tell her your name or what you grow, and she will remember it.',
  loadingFacts: 'Loading what Lyra remembers...',
  factsFailed: 'We could not load what Lyra remembers.',
  forget: 'Forget',
  forgetFailed: 'Lyra could not forget that just now. Please try again.',
  factKind: { name: 'Your name', grows: 'You grow', goal: 'Your goal' },
} as const satisfies Record<string, unknown>;

/** The accessible name of a fact's Forget button: "Forget Your name: Priya". */
export function forgetLabel(fact: Pick<LyraFact, 'kind' | 'text'>): string {
  return `${lyraTexts.forget} ${lyraTexts.factKind[fact.kind]}: ${fact.text}`;
}

/** Who wrote a reply, said honestly: the server's built-in engine, or the AI model by its name. */
export function replyAuthor(source: string): string {
  return source === 'local' ? lyraTexts.localEngine : `Written by the AI model ${source}`;
}
