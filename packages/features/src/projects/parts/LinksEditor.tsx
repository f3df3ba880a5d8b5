import { Button, Inline, Stack, Text, TextField } from '@wegrow/ui';
import { useEffect, useRef } from 'react';
import {
  addLinkRow,
  changeLinkRow,
  LINK_MAX_LENGTH,
  removeLinkRow,
  type LinkRow,
} from '../rules/links';
import { projectsTexts } from '../texts';

export interface LinksEditorProps {
  /** The rows as typed. */
  rows: readonly LinkRow[];
  /** Called with the changed rows (a row typed in, added or removed). */
  onChange: (rows: LinkRow[]) => void;
  /** The server's refusal per row key, shown under that row. */
  errors?: Readonly<Record<number, string>>;
  /** The rows cannot be changed (a save is on its way). @default false */
  disabled?: boolean;
}

/**
 * The editable list of a project's links (spec 2 §2): one field per link with its Remove button,
 * and Add Link. The focus follows: to a new row's field, and after a removal to the next row (or
 * Add Link when none is left below).
 */
export function LinksEditor({ rows, onChange, errors = {}, disabled = false }: LinksEditorProps) {
  const fields = useRef(new Map<number, HTMLInputElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the changed rows have rendered: a row's key, 'add', or nowhere.
  const focusTarget = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    focusTarget.current = null;
    if (target === 'add') addButton.current?.focus();
    else fields.current.get(target)?.focus();
  });

  function add() {
    const next = addLinkRow(rows);
    onChange(next);
    focusTarget.current = next.at(-1)?.key ?? null;
  }

  function remove(index: number, key: number) {
    onChange(removeLinkRow(rows, key));
    focusTarget.current = rows[index + 1]?.key ?? 'add';
  }

  return (
    <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Text as="legend" size="sm" weight="bold" style={{ padding: 0, marginBottom: '0.5rem' }}>
        {projectsTexts.links}
      </Text>
      <Stack align="stretch" gap="3">
        {rows.length === 0 ? (
          <Text size="sm" tone="secondary">
            No links yet. Add a web address starting with http:// or https://.
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Inline key={row.key} gap="2" align="start" wrap={false}>
            <div style={{ flex: '1 1 auto', minWidth: 0 }}>
              <TextField
                ref={(element) => {
                  if (element) fields.current.set(row.key, element);
                  else fields.current.delete(row.key);
                }}
                label={`Link ${index + 1}`}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder="https://"
                maxLength={LINK_MAX_LENGTH}
                value={row.value}
                error={errors[row.key]}
                onChange={(event) => onChange(changeLinkRow(rows, row.key, event.target.value))}
              />
            </div>
            <Button
              variant="ghost"
              size="sm"
              // Level with the field, under its label.
              style={{ marginTop: '1.75rem', flex: 'none' }}
              aria-label={`Remove link ${index + 1}`}
              onClick={() => remove(index, row.key)}
            >
              Remove
            </Button>
          </Inline>
        ))}
        <div>
          <Button ref={addButton} variant="secondary" size="sm" onClick={add}>
            Add Link
          </Button>
        </div>
      </Stack>
    </fieldset>
  );
}
