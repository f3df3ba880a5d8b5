import { toApiError } from '@wegrow/api';
import { useCallback, useRef, useState, type FormEvent } from 'react';

/** The parts of a mutation (`api.useMutation(…)`) that {@link useSaveField} drives. */
export interface SaveMutation<Variables> {
  mutate(
    variables: Variables,
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ): void;
  isPending: boolean;
}

export interface SaveFieldOptions<Variables> {
  /** The value the server holds (null: none yet); the field starts with it. */
  saved: string | null;
  /** The mutation that saves the field. */
  mutation: SaveMutation<Variables>;
  /** The mutation's variables for a value, e.g. `(bio) => ({ body: { bio } })`. */
  request: (value: string) => Variables;
  /** What the typed value is saved as (e.g. trimmed); the field shows it once saved. */
  normalise?: (value: string) => string;
  /** Whether the value may be saved now (changed, valid). @default true */
  canSave?: (value: string) => boolean;
  /** Called after a successful save, e.g. to confirm it with a toast (nothing in the page moves). */
  onSaved?: (value: string) => void;
}

/** A single-field form's state and actions; see {@link useSaveField}. */
export interface SaveField {
  /** The value as typed. */
  value: string;
  /** Call on every keystroke: clears the server's error and the success notice. */
  change: (value: string) => void;
  /** The form's submit handler: saves a value that may be saved, once at a time. */
  submit: (event?: FormEvent) => void;
  /** The server's refusal of the last save (its `detail`), shown under the field. */
  serverError: string | null;
  /** The last save succeeded: show the success notice. */
  done: boolean;
  /** Hides the success notice. */
  dismissDone: () => void;
  /** A save is on its way. */
  saving: boolean;
  /** The field's `ref`: it takes the focus back when a save fails. */
  inputRef: (field: HTMLElement | null) => void;
}

/**
 * One field saved on its own (a username, a bio): the value, the server's error, the success
 * notice and the save. A failed save keeps what was typed, shows the server's detail and gives the
 * focus back to the field.
 */
export function useSaveField<Variables>({
  saved,
  mutation,
  request,
  normalise = (value) => value,
  canSave = () => true,
  onSaved,
}: SaveFieldOptions<Variables>): SaveField {
  const field = useRef<HTMLElement | null>(null);
  const inputRef = useCallback((node: HTMLElement | null) => {
    field.current = node;
  }, []);
  const [value, setValue] = useState(saved ?? '');
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSave(value) || mutation.isPending) return;
    setDone(false);
    const toSave = normalise(value);
    mutation.mutate(request(toSave), {
      onSuccess: () => {
        setValue(toSave);
        setDone(true);
        onSaved?.(toSave);
      },
      onError: (error) => {
        setServerError(toApiError(error).detail);
        field.current?.focus();
      },
    });
  }

  return {
    value,
    change: (next) => {
      setValue(next);
      setServerError(null);
      setDone(false);
    },
    submit,
    serverError,
    done,
    dismissDone: () => setDone(false),
    saving: mutation.isPending,
    inputRef,
  };
}
