import { POLICY_SECTIONS, type PolicySectionKey } from '@wegrow/api';
import type { PolicyBreakdown } from '@wegrow/api';
import { weLearnTexts } from './weLearnTexts';

/** The `source` of a breakdown written by the server's built-in engine. */
export const LOCAL_POLICY_SOURCE = 'local';

/** The text worth sending: not empty or only spaces (spec 3 §5: does nothing otherwise). */
export function interpretableText(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/** The six sections of a breakdown, in the screen's order, with their headings and texts. */
export function breakdownSections(
  breakdown: PolicyBreakdown,
): { key: PolicySectionKey; title: string; text: string }[] {
  return POLICY_SECTIONS.map(({ key, title }) => ({ key, title, text: breakdown[key] }));
}

/** Who wrote the breakdown, said honestly: the built-in engine or the AI model by its name. */
export function breakdownAuthor(source: string): string {
  return source === LOCAL_POLICY_SOURCE
    ? weLearnTexts.localEngine
    : `Written by the AI model ${source}`;
}
