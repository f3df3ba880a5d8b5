/**
 * The words of We Dream and the Dream Machine: every `detail` and `message` the server sends for
 * this domain, sent in the same words by the MSW fakes (the conformance suite compares them).
 * Screens show the messages as they come (spec 2 §8: after saving, "the server's message or
 * 'Saved!'").
 */

/** Success messages (`{ message }`). */
export const WE_DREAM_MESSAGES = {
  /** 200 from `saveMyDream`. */
  saved: "Dream saved. It joins tonight's collective dream.",
  /** 200 from `clearMyDream` (also when there was none). */
  cleared: 'Your dream was cleared.',
} as const;

/** Error `detail`s. */
export const WE_DREAM_DETAILS = {
  /** 422: the vision (`text` of the manifest call, or `vision` of a save) is blank. */
  visionBlank: 'Vision must not be blank.',
  /** 422: the mantra of a save is blank. */
  mantraBlank: 'Mantra must not be blank.',
  /** 403: `runDreamMachine` by an account `OPERATOR_EMAILS` does not list. */
  onlyOperators: 'Only an operator can run the Dream Machine now.',
} as const;

/** How many days a saved or changed dream keeps joining the nightly blend. */
export const DREAM_WINDOW_DAYS = 7;
