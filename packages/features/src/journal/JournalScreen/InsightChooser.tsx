import { insightKinds, type InsightKind } from '@wegrow/api';
import { Button, Inline, Select } from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';
import { insightNames, insightUnavailableReason } from './insightTexts';
import { journalTexts } from './journalTexts';

export interface InsightChooserProps {
  /** Why each insight may not be requested now (`ready`: it exists; `pending`: being written). */
  unavailable: (kind: InsightKind) => 'ready' | 'pending' | null;
  /** Go was pressed with an insight that may be requested. */
  onRequest: (kind: InsightKind) => void;
}

const options = insightKinds.map((kind) => ({ value: kind, label: insightNames[kind].option }));

function toInsightKind(value: string): InsightKind | null {
  return insightKinds.find((kind) => kind === value) ?? null;
}

/**
 * The insight chooser of an entry (spec 1 §2): 'Choose an Insight' (Reflect, Mantra Maker, 'What
 * should I do next?') and Go, disabled for an insight the entry already has or is being written
 * (spec 1 §5), with the reason under the label. After Go the choice starts over and the focus
 * stays on the chooser.
 */
export function InsightChooser({ unavailable, onRequest }: InsightChooserProps) {
  const [choice, setChoice] = useState<InsightKind | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const reason = choice ? unavailable(choice) : null;
  const hint = choice && reason ? insightUnavailableReason(choice, reason) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choice || reason) return;
    onRequest(choice);
    setChoice(null);
    select.current?.focus();
  }

  return (
    <form onSubmit={submit}>
      <Inline gap="3" align="end">
        <Select
          ref={select}
          label={journalTexts.chooseInsight}
          placeholder="Pick one..."
          options={options}
          value={choice ?? ''}
          onChange={(event) => setChoice(toInsightKind(event.target.value))}
          hint={hint}
        />
        <Button type="submit" variant="secondary" disabled={!choice || reason !== null}>
          {journalTexts.go}
        </Button>
      </Inline>
    </form>
  );
}
