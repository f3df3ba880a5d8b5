import { Button, Card, Inline, Text, TextField } from '@wegrow/ui';
import { forwardRef, type FormEvent } from 'react';
import { mealTexts } from '../common/mealTexts';

export interface RecipeImportProps {
  url: string;
  onUrlChange: (url: string) => void;
  onImport: () => void;
  importing: boolean;
  /** Aborts the import under way (its request is cancelled). */
  onCancel: () => void;
  /** The last import was cancelled (said in the status line until the next one). */
  cancelled: boolean;
  /** Why the address cannot be sent (blank). */
  error: string | null;
}

/** What the import's status line says (polite, announced when it changes). */
export const importStatusTexts = {
  importing: 'Importing the recipe from the link…',
  cancelled: 'Import cancelled.',
} as const;

/**
 * The URL import box (spec 1 §2): a recipe page's address and Import from Link. While the page is
 * fetched the button is busy (disabled), a status line says so and Cancel aborts the request.
 */
export const RecipeImport = forwardRef<HTMLInputElement, RecipeImportProps>(function RecipeImport(
  { url, onUrlChange, onImport, importing, onCancel, cancelled, error },
  fieldRef,
) {
  const status = importing
    ? importStatusTexts.importing
    : cancelled
      ? importStatusTexts.cancelled
      : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onImport();
  };
  return (
    <Card title="Import a Recipe" titleAs="h2">
      <form
        onSubmit={submit}
        aria-label="Import a Recipe"
        aria-busy={importing || undefined}
        noValidate
      >
        <Inline gap="3" align="end">
          <TextField
            ref={fieldRef}
            label="Recipe link"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(event) => onUrlChange(event.target.value)}
            hint="The address of a recipe page; you check the recipe before saving it."
            error={error}
            autoComplete="url"
            maxLength={2048}
            style={{ minWidth: 'min(24rem, 70vw)' }}
          />
          <Button type="submit" variant="secondary" loading={importing}>
            {mealTexts.importFromLink}
          </Button>
          {importing ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Inline>
      </form>
      {/* Always rendered, so its words are announced when they change. */}
      <Text
        size="sm"
        tone="secondary"
        role="status"
        style={status === '' ? undefined : { marginTop: '0.75rem' }}
      >
        {status}
      </Text>
    </Card>
  );
});
