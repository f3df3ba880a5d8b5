import { Button, Card, Inline, TextField } from '@wegrow/ui';
import { forwardRef, type FormEvent } from 'react';
import { mealTexts } from '../common/mealTexts';

export interface RecipeImportProps {
  url: string;
  onUrlChange: (url: string) => void;
  onImport: () => void;
  importing: boolean;
  /** Why the address cannot be sent (blank). */
  error: string | null;
}

/** The URL import box (spec 1 §2): a recipe page's address and Import from Link. */
export const RecipeImport = forwardRef<HTMLInputElement, RecipeImportProps>(function RecipeImport(
  { url, onUrlChange, onImport, importing, error },
  fieldRef,
) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onImport();
  };
  return (
    <Card title="Import a Recipe" titleAs="h2">
      <form onSubmit={submit} aria-label="Import a Recipe" noValidate>
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
        </Inline>
      </form>
    </Card>
  );
});
