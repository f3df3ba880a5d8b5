/** The words of the journal's search and tags (issue 33). */
export const journalSearchTexts = {
  searchForm: 'Search your journal',
  search: 'Search entries',
  searchButton: 'Search',
  clear: 'Show all entries',
  tags: 'Tags',
  addTag: 'Add a tag',
  addTagButton: 'Add tag',
  saveTag: 'Save tag',
  cancel: 'Cancel',
  tagFailed: 'The tag was not saved.',
} as const;

/** "Entries matching “seeds”", "Entries tagged “garden”", or both. */
export function filterTitle(filters: { q?: string; tag?: string }): string {
  const parts = [
    filters.q === undefined ? null : `matching “${filters.q}”`,
    filters.tag === undefined ? null : `tagged “${filters.tag}”`,
  ].filter((part) => part !== null);
  return `Entries ${parts.join(' and ')}`;
}

/** "No entries match “seeds”." (the search or tag found nothing). */
export function noEntriesText(filters: { q?: string; tag?: string }): string {
  return `No ${filterTitle(filters).toLowerCase()}.`;
}

/** The name of a tag's filter button: "Show entries tagged garden". */
export const showTagged = (tag: string) => `Show entries tagged ${tag}`;
/** The name of a tag's remove button: "Remove tag garden". */
export const removeTag = (tag: string) => `Remove tag ${tag}`;
