/** The words of We Learn (spec 3 §2, §4); the section headings are `POLICY_SECTIONS` of the contract. */
export const weLearnTexts = {
  title: 'We Learn',
  intro:
    'Paste a policy or a bill and get a plain-language breakdown: what it says, who it impacts, its pros and cons, where it is contested and why it matters.',
  textLabel: 'Policy text',
  placeholder: 'Paste the text of a policy or a bill...',
  interpret: 'Interpret Policy',
  analyzing: 'Analyzing...',
  /** Beside 'Analyzing...': aborts the request (a local model can be slow; issue 32). */
  cancel: 'Cancel',
  resultTitle: 'Breakdown',
  failed: 'The policy could not be interpreted.',
  backToExperiments: 'Back to Experiments',
  localEngine: 'Written by the built-in engine',
} as const;
