/** The insight kinds (spec 1 §9: reflect → reflection, mantra, next_action), as the contract names them. */
import type { components } from '@wegrow/api/schema';

export type InsightKind = components['schemas']['InsightKind'];

export const INSIGHT_KINDS = [
  'reflection',
  'mantra',
  'next_action',
] as const satisfies readonly InsightKind[];

export function isInsightKind(value: unknown): value is InsightKind {
  return INSIGHT_KINDS.some((kind) => kind === value);
}
