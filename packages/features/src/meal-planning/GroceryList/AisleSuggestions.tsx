export interface AisleSuggestionsProps {
  /** The id the aisle field's `list` names. */
  id: string;
  choices: readonly string[];
}

/** The aisles a browser offers under an aisle field as it is typed (any other words are fine). */
export function AisleSuggestions({ id, choices }: AisleSuggestionsProps) {
  return (
    <datalist id={id}>
      {choices.map((choice) => (
        <option key={choice} value={choice} />
      ))}
    </datalist>
  );
}
