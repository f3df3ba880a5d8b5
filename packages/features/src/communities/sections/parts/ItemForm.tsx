import {
  Button,
  DatePicker,
  isIsoDate,
  Notice,
  Select,
  Stack,
  TextArea,
  TextField,
  TimeField,
} from '@wegrow/ui';
import { useRef, useState, type FormEvent } from 'react';

/** One field of an item's form. */
export interface FieldSpec<Name extends string> {
  name: Name;
  label: string;
  hint?: string;
  /** A TextArea instead of a one-line field. @default false */
  multiline?: boolean;
  /** Marked required (the `validate` rule decides). @default false */
  required?: boolean;
  /** A native select of these choices instead of a text field. */
  options?: readonly { value: string; label: string }[];
  /**
   * A `date` (`yyyy-MM-dd`, typed or chosen in a calendar: DatePicker) or a `time` (`HH:mm`,
   * 24-hour: TimeField) instead of a plain text field. The value stays the text as typed.
   */
  kind?: 'date' | 'time';
  /** For a `date`: the field whose date (when it is one) is the first day the calendar offers. */
  minFrom?: Name;
}

export type FormValues<Name extends string> = Record<Name, string>;
export type FormProblems<Name extends string> = Partial<Record<Name, string>>;

export interface ItemFormProps<Name extends string> {
  /** Names the form for assistive technology (e.g. "Add a goal"). */
  label: string;
  fields: readonly FieldSpec<Name>[];
  values: FormValues<Name>;
  onChange: (values: FormValues<Name>) => void;
  /** What is wrong with the values, by field; empty when they may be sent. */
  validate: (values: FormValues<Name>) => FormProblems<Name>;
  /** Called with values `validate` accepts. */
  onSubmit: (values: FormValues<Name>) => void;
  saving: boolean;
  /** The server's refusal of the last save (its detail); what was typed stays. */
  serverError: string | null;
  /** Its title, e.g. "Could not add the goal." */
  serverErrorTitle: string;
  /** The submit button's text; left out when the button is elsewhere (a dialog's footer). */
  submitLabel?: string;
  /** For a submit button outside the form (`form=` attribute). */
  id?: string;
  /** The day the date fields' calendars mark as today (`yyyy-MM-dd`). @default the viewer's */
  today?: string;
}

/**
 * The form of a goal, a resource or an event: its fields, each problem under its field once the
 * person tried to send (the focus goes to the first), and the server's refusal under the fields.
 * Nothing is sent while a problem remains.
 */
export function ItemForm<Name extends string>({
  label,
  fields,
  values,
  onChange,
  validate,
  onSubmit,
  saving,
  serverError,
  serverErrorTitle,
  submitLabel,
  id,
  today,
}: ItemFormProps<Name>) {
  const [tried, setTried] = useState(false);
  const refs = useRef(new Map<Name, HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>());
  const problems: FormProblems<Name> = tried ? validate(values) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setTried(true);
    const found = validate(values);
    const first = fields.find((field) => found[field.name] !== undefined);
    if (first) {
      refs.current.get(first.name)?.focus();
      return;
    }
    setTried(false);
    onSubmit(values);
  }

  return (
    <form id={id} aria-label={label} onSubmit={submit} noValidate>
      <Stack align="stretch" gap="3">
        {fields.map((field) => {
          const common = {
            label: field.label,
            hint: field.hint,
            required: field.required ?? false,
            error: problems[field.name],
            value: values[field.name],
          };
          const setRef = (node: HTMLInputElement | null) => {
            if (node) refs.current.set(field.name, node);
          };
          const set = (value: string) => onChange({ ...values, [field.name]: value });
          if (field.kind === 'date') {
            const from = field.minFrom === undefined ? '' : values[field.minFrom].trim();
            return (
              <DatePicker
                key={field.name}
                {...common}
                ref={setRef}
                today={today}
                min={isIsoDate(from) ? from : undefined}
                onChange={set}
              />
            );
          }
          if (field.kind === 'time')
            return <TimeField key={field.name} {...common} ref={setRef} onChange={set} />;
          if (field.options)
            return (
              <Select
                key={field.name}
                {...common}
                options={field.options}
                ref={(node) => {
                  if (node) refs.current.set(field.name, node);
                }}
                onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
              />
            );
          return field.multiline ? (
            <TextArea
              key={field.name}
              {...common}
              rows={3}
              ref={(node) => {
                if (node) refs.current.set(field.name, node);
              }}
              onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
            />
          ) : (
            <TextField
              key={field.name}
              {...common}
              ref={(node) => {
                if (node) refs.current.set(field.name, node);
              }}
              onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
            />
          );
        })}
        {serverError !== null ? (
          <Notice tone="error" title={serverErrorTitle}>
            {serverError}
          </Notice>
        ) : null}
        {submitLabel ? (
          <div>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </div>
        ) : null}
      </Stack>
    </form>
  );
}
