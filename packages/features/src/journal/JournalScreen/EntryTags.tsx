import { checkTags, type JournalEntry } from '@wegrow/api';
import { markSearch } from '@wegrow/contract/search';
import { Button, Inline, Stack, Text, TextField } from '@wegrow/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SearchMarks } from '../../shared/SearchMarks/SearchMarks';
import { plainList } from '../../shared/styles';
import { journalSearchTexts, removeTag, showTagged } from './journalSearchTexts';

export interface EntryTagsProps {
  entry: JournalEntry;
  /** Shows only the entries with this tag. */
  onFilter: (tag: string) => void;
  /** Saves the entry's new tags; resolves to the server's refusal, or null when saved. */
  onChange: (tags: string[]) => Promise<string | null>;
  /**
   * The search the list shows the results of (issue 45): in a found entry, a tag whose words it
   * names is marked as the matched words of its text are (`<mark>`, bold on a soft fill).
   */
  search?: string;
}

/** A tag's words as a search marks them, or null when the search names none of them. */
export function tagMarks(tag: string, search: string | undefined) {
  if (search === undefined) return null;
  const parts = markSearch(tag, search);
  return parts.some((part) => part.match) ? parts : null;
}

const row = { ...plainList, display: 'flex', flexWrap: 'wrap', gap: '0.5rem' } as const;

/**
 * An entry's tags (issue 33): each a chip that filters the journal by it, with a remove button,
 * and a field to add one. Tags are checked with the server's rules before they are sent (the
 * server checks again); a refused tag stays in the field with the reason.
 */
export function EntryTags({ entry, onFilter, onChange, search }: EntryTagsProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Add tag opens the field with the focus in it.
  useEffect(() => {
    if (adding) field.current?.focus();
  }, [adding]);

  async function save(tags: string[]): Promise<boolean> {
    const checked = checkTags(tags);
    if (!checked.ok) {
      setError(checked.detail);
      return false;
    }
    setSaving(true);
    const refused = await onChange(checked.tags);
    setSaving(false);
    setError(refused);
    return refused === null;
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (typed.trim() === '' || saving) return;
    if (await save([...entry.tags, typed])) {
      setTyped('');
      setAdding(false);
    }
  }

  return (
    <Stack align="stretch" gap="2">
      <Inline gap="2" align="center" wrap>
        {entry.tags.length > 0 ? (
          <ul aria-label={journalSearchTexts.tags} style={row}>
            {entry.tags.map((tag) => {
              const marks = entry.search_match ? tagMarks(tag, search) : null;
              return (
                <li key={tag}>
                  <Inline gap="0" align="center">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={showTagged(tag)}
                      onClick={() => onFilter(tag)}
                    >
                      {marks === null ? (
                        <>#{tag}</>
                      ) : (
                        // One piece of text, as the button lays its children out apart.
                        <span>
                          #<SearchMarks parts={marks} />
                        </span>
                      )}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={removeTag(tag)}
                      disabled={saving}
                      onClick={() => void save(entry.tags.filter((kept) => kept !== tag))}
                    >
                      ×
                    </Button>
                  </Inline>
                </li>
              );
            })}
          </ul>
        ) : null}
        {adding ? null : (
          <Button size="sm" variant="ghost" icon="+" onClick={() => setAdding(true)}>
            {journalSearchTexts.addTagButton}
          </Button>
        )}
      </Inline>
      {adding ? (
        <form
          aria-label={`${journalSearchTexts.addTag}: ${entry.title}`}
          onSubmit={(event) => void add(event)}
          noValidate
        >
          <Inline gap="2" align="start">
            <TextField
              size="sm"
              label={journalSearchTexts.addTag}
              hideLabel
              placeholder={journalSearchTexts.addTag}
              value={typed}
              maxLength={60}
              ref={field}
              error={error ?? undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(null);
              }}
            />
            <Button size="sm" variant="secondary" type="submit" loading={saving}>
              {journalSearchTexts.saveTag}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setAdding(false);
                setTyped('');
                setError(null);
              }}
            >
              {journalSearchTexts.cancel}
            </Button>
          </Inline>
        </form>
      ) : error !== null ? (
        <Text size="sm" tone="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
