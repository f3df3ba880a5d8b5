import { toApiError, useApi } from '@wegrow/api';
import { Button, Card, Field, List, ListItem, Notice, Stack, Text } from '@wegrow/ui';
import { useState } from 'react';
import { formatMessageTime, type MessageTimeOptions } from '../Inbox/messageTime';
import { IMPORT_MAX, type ImportedEntry, readJournalFile } from './journalImport';

/** The words of "Import a journal". */
export const JOURNAL_IMPORT_TEXTS = {
  title: 'Import a journal',
  intro:
    'Bring entries back from a WeGrow export (its ZIP or a Markdown file) or from Day One (its JSON export). Entries already in your journal are not added twice.',
  file: 'Journal file',
  hint: '.zip, .md or .json',
  nothing: 'This file holds no journal entries we can read.',
  unreadable: 'This file could not be read. Choose a WeGrow export or a Day One JSON export.',
  tooMany: `One import takes at most ${IMPORT_MAX} entries; the oldest ${IMPORT_MAX} are imported.`,
} as const;

/** "Imported 10 entries; 2 were already in your journal." */
export function importOutcome(imported: number, skipped: number): string {
  const added = imported === 1 ? 'Imported 1 entry' : `Imported ${imported} entries`;
  if (skipped === 0) return `${added}.`;
  return `${added}; ${skipped === 1 ? '1 was' : `${skipped} were`} already in your journal.`;
}

const PREVIEW_COUNT = 5;

/**
 * "Import a journal" (`POST /journal/import`): a file is read in the browser (WeGrow's export, one
 * of its Markdown files, or Day One's JSON), its entries previewed (how many, from when to when,
 * the first titles), then imported with their dates and tags; the answer says how many were added
 * and how many were already there.
 */
export function JournalImport(times: MessageTimeOptions) {
  const api = useApi();
  const importing = api.useMutation('post', '/journal/import');
  const [entries, setEntries] = useState<ImportedEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    importing.reset();
    setEntries(null);
    setProblem(null);
    if (!file) return;
    try {
      const read = await readJournalFile(file);
      if (read.length === 0) setProblem(JOURNAL_IMPORT_TEXTS.nothing);
      else setEntries(read);
    } catch {
      setProblem(JOURNAL_IMPORT_TEXTS.unreadable);
    }
  }

  const sent = entries?.slice(0, IMPORT_MAX) ?? [];
  const first = sent[0];
  const last = sent[sent.length - 1];
  return (
    <Card title={JOURNAL_IMPORT_TEXTS.title} titleAs="h2">
      <form
        aria-label={JOURNAL_IMPORT_TEXTS.title}
        onSubmit={(event) => {
          event.preventDefault();
          if (sent.length > 0 && !importing.isPending)
            importing.mutate({ body: { entries: sent } });
        }}
      >
        <Stack align="stretch" gap="3">
          <Text>{JOURNAL_IMPORT_TEXTS.intro}</Text>
          <Field label={JOURNAL_IMPORT_TEXTS.file} hint={JOURNAL_IMPORT_TEXTS.hint} error={problem}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept=".zip,.md,.markdown,.json,application/zip,application/json,text/markdown"
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            )}
          </Field>
          {first && last ? (
            <Stack align="stretch" gap="2">
              <Text>
                {sent.length === 1 ? '1 entry' : `${sent.length} entries`}, from{' '}
                {formatMessageTime(first.created_at, times)} to{' '}
                {formatMessageTime(last.created_at, times)}:
              </Text>
              <List aria-label="Entries to import">
                {sent.slice(0, PREVIEW_COUNT).map((entry, i) => (
                  <ListItem key={`${entry.created_at}-${i}`}>{entry.title}</ListItem>
                ))}
              </List>
              {sent.length > PREVIEW_COUNT ? (
                <Text tone="secondary">and {sent.length - PREVIEW_COUNT} more.</Text>
              ) : null}
              {(entries?.length ?? 0) > IMPORT_MAX ? (
                <Notice tone="warning">{JOURNAL_IMPORT_TEXTS.tooMany}</Notice>
              ) : null}
              <div>
                <Button type="submit" loading={importing.isPending} disabled={importing.isSuccess}>
                  {sent.length === 1 ? 'Import 1 entry' : `Import ${sent.length} entries`}
                </Button>
              </div>
            </Stack>
          ) : null}
          {importing.isSuccess ? (
            <Notice tone="success">
              {importOutcome(importing.data.imported, importing.data.skipped)}
            </Notice>
          ) : null}
          {importing.isError ? (
            <Notice tone="error">{toApiError(importing.error).detail || 'Import failed'}</Notice>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
