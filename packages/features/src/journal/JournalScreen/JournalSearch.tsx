import type { JournalFilters } from '@wegrow/api';
import { Button, Inline, TextField } from '@wegrow/ui';
import { useState, type FormEvent } from 'react';
import { useTypedSearch } from '../../shared/SearchMarks/useTypedSearch';
import { journalSearchTexts } from './journalSearchTexts';

export interface JournalSearchProps {
  filters: JournalFilters;
  onChange: (filters: JournalFilters) => void;
  /** The search as it is typed (issue 45), once the typing pauses; the focus stays in the box. */
  onType?: (filters: JournalFilters) => void;
}

/** Whether the journal list is narrowed by a search or a tag. */
export const isFiltered = (filters: JournalFilters) =>
  filters.q !== undefined || filters.tag !== undefined;

/**
 * The journal's search box (issue 33): full text over titles, entries and tags (Enter or Search,
 * or a pause in the typing, issue 45); a blank search shows every entry again. "Show all entries" drops the search and the tag filter.
 */
export function JournalSearch({ filters, onChange, onType }: JournalSearchProps) {
  const [typed, setTyped] = useState(filters.q ?? '');
  useTypedSearch(typed, filters.q, (q) => {
    const { q: _old, ...rest } = filters;
    onType?.(q === undefined ? rest : { ...rest, q });
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = typed.trim();
    const { q: _old, ...rest } = filters;
    onChange(q === '' ? rest : { ...rest, q });
  }

  return (
    <form role="search" aria-label={journalSearchTexts.searchForm} onSubmit={submit}>
      <Inline gap="2" align="end" wrap>
        <TextField
          label={journalSearchTexts.search}
          type="search"
          value={typed}
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {journalSearchTexts.searchButton}
        </Button>
        {isFiltered(filters) ? (
          <Button
            variant="ghost"
            onClick={() => {
              setTyped('');
              onChange({});
            }}
          >
            {journalSearchTexts.clear}
          </Button>
        ) : null}
      </Inline>
    </form>
  );
}
