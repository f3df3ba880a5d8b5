import { DatePicker } from '@wegrow/ui';
import type { Ref } from 'react';
import { entryDateTexts } from './entryDate';

export interface EntryDateFieldProps {
  /** The day chosen, `yyyy-MM-dd`. */
  value: string;
  /** The writer's today (`localDateOf`): the last day offered, marked in the calendar. */
  today: string;
  /** Why the day cannot be sent (`entryDateError`), or null. */
  error: string | null;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An entry's Date (issue 45: writing about yesterday), in the new-entry form and the Edit Entry
 * dialog alike: a day up to today, with the hint and the refusal under it.
 */
export function EntryDateField({ value, today, error, onChange, ref }: EntryDateFieldProps) {
  return (
    <DatePicker
      ref={ref}
      label={entryDateTexts.label}
      hint={entryDateTexts.hint}
      size="sm"
      value={value}
      max={today}
      today={today}
      error={error ?? undefined}
      onChange={onChange}
    />
  );
}
