import { HELPLINE_DIRECTORY_URL, type Helpline } from '@wegrow/contract/journal';

/**
 * What the journal says when an entry speaks of self-harm or of not wanting to live (issue 45):
 * gently, once, where to get help now.
 */
export const crisisTexts = {
  title: 'You do not have to carry this alone',
  intro:
    'What you wrote sounds very heavy, and it matters that you wrote it down. If you are in danger or thinking about ending your life, please reach out now:',
  directory: 'Find a helpline in any country: findahelpline.com',
  directoryUrl: HELPLINE_DIRECTORY_URL,
  someoneYouTrust: 'Or tell someone you trust, right now.',
  country: 'Your country',
  countryHint: 'So we can name the line near you.',
  anotherCountry: 'Another country',
  countryFailed: 'Your country could not be saved.',
  /** The card of such an entry: the help on request, in place of its insights. */
  showHelp: 'Where to get help now',
  hideHelp: 'Hide where to get help',
} as const;

/** "Samaritans (the United Kingdom): call 116 123" */
export function helplineText(line: Helpline): string {
  return `${line.name} (${line.country}): ${line.reach}`;
}

/** "Emergency services: call 999", or the local number when the country is not known. */
export function emergencyText(line: Helpline | undefined): string {
  return line
    ? `Emergency services: call ${line.emergency}`
    : 'Emergency services: call your local emergency number';
}
