/** Rows → the contract's shapes. */
import type { components } from '@wegrow/api/schema';
import type { CollectiveDreamRow, DreamRow } from './schema';

export type CollectiveDream = components['schemas']['CollectiveDream'];
export type DreamEntry = components['schemas']['DreamEntry'];
export type ManifestResponse = components['schemas']['ManifestResponse'];

/** What `getCollectiveDream` answers before the first run. */
export const NO_COLLECTIVE_DREAM: CollectiveDream = {
  summary: '',
  mantra: '',
  count: 0,
  updated_at: null,
  source: null,
};

export function toCollectiveDream(row: CollectiveDreamRow | undefined): CollectiveDream {
  if (!row) return { ...NO_COLLECTIVE_DREAM };
  return {
    summary: row.summary,
    mantra: row.mantra,
    count: row.count,
    updated_at: row.createdAt.toISOString(),
    source: row.source,
  };
}

export function toDreamEntry(row: DreamRow | undefined): DreamEntry {
  return row
    ? { exists: true, vision: row.vision, mantra: row.mantra }
    : { exists: false, vision: null, mantra: null };
}
