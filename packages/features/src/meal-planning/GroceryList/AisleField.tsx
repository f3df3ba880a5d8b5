import { TextField } from '@wegrow/ui';
import { forwardRef, useId, type ReactNode } from 'react';
import { mealTexts } from '../common/mealTexts';
import { AISLE_MAX_LENGTH } from './groceryAisles';

export interface AisleFieldProps {
  value: string;
  onValueChange: (aisle: string) => void;
  hint: ReactNode;
  /** The aisles the browser offers as it is typed (any other words are fine). */
  choices: readonly string[];
}

/** A grocery item's aisle, typed: the list's aisles and the food categories offered under it. */
export const AisleField = forwardRef<HTMLInputElement, AisleFieldProps>(function AisleField(
  { value, onValueChange, hint, choices },
  ref,
) {
  const suggestionsId = useId();
  return (
    <>
      <TextField
        ref={ref}
        label={mealTexts.aisle}
        hint={hint}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        list={suggestionsId}
        autoComplete="off"
        maxLength={AISLE_MAX_LENGTH}
      />
      <datalist id={suggestionsId}>
        {choices.map((choice) => (
          <option key={choice} value={choice} />
        ))}
      </datalist>
    </>
  );
});
