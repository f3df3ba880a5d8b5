/** The words of the Awakening adventure (`/TextGame`; spec 3 §2). */
export const adventureTexts = {
  title: 'Awakening',
  intro: 'A short dream you walk through by choosing. Your progress stays in this browser.',
  choices: 'What do you do?',
  restartDream: 'Restart Dream',
  beginAgain: 'Begin again',
  beginAgainHint: 'Begin again forgets everything you collected.',
  sigils: 'Sigils',
  beliefs: 'Beliefs',
  noSigils: 'No sigils yet.',
  noBeliefs: 'No beliefs yet.',
  visited: (count: number, total: number) => `Places visited: ${String(count)} of ${String(total)}`,
} as const;
