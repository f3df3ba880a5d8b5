/**
 * We Learn's breakdown of a policy text: its six sections (spec 3 §2, in the screen's order and
 * words) and every `detail` the server sends, shared with the MSW fakes.
 */

/** The longest policy text, in characters. */
export const POLICY_TEXT_MAX = 8000;

/** The sections of a breakdown: the `PolicyBreakdown` field and the heading the screen shows. */
export const POLICY_SECTIONS = [
  { key: 'what', title: 'What it says' },
  { key: 'impact', title: 'Who it impacts' },
  { key: 'pros', title: 'Pros' },
  { key: 'cons', title: 'Cons' },
  { key: 'controversy', title: 'Controversy' },
  { key: 'importance', title: 'Why it matters' },
] as const;

export type PolicySectionKey = (typeof POLICY_SECTIONS)[number]['key'];

/** Error `detail`s. */
export const WE_LEARN_DETAILS = {
  /** 422: the text is empty or only spaces (the contract's own sentence). */
  textBlank: 'Text must not be blank.',
} as const;
