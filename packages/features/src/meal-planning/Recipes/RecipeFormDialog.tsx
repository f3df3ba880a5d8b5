import type { Category } from '@wegrow/api';
import {
  Button,
  Dialog,
  DialogClose,
  Inline,
  Notice,
  NumberStepper,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@wegrow/ui';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { mealTexts } from '../common/mealTexts';
import type { RecipeForm } from './recipeRules';

export interface RecipeFormDialogProps {
  open: boolean;
  form: RecipeForm;
  onChange: (form: RecipeForm) => void;
  onSave: () => void;
  onCancel: () => void;
  recipeCategories: readonly Category[];
  /** Why the name cannot be saved. */
  nameError: string | null;
  /** The save failed: the spec's words and the server's reason. */
  failure: { title: string; detail: ReactNode } | null;
  saving: boolean;
  /** Where the focus goes when the form closes (e.g. back to New Recipe). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The whole viewport: the spec's form is full-screen, with room to write instructions. */
const fullScreen = {
  width: '100vw',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: '100dvh',
  borderRadius: 0,
  border: 'none',
} as const;

const column = { width: '100%', maxWidth: '48rem', marginInline: 'auto' } as const;

/**
 * The full-screen New/Edit Recipe form (spec 1 §2): name, ingredients (comma-separated, or one per
 * line), instructions and a category with None. A new recipe, an imported draft (not saved until
 * Save Recipe) or a saved recipe being edited.
 */
export function RecipeFormDialog({
  open,
  form,
  onChange,
  onSave,
  onCancel,
  recipeCategories,
  nameError,
  failure,
  saving,
  onCloseAutoFocus,
}: RecipeFormDialogProps) {
  const formId = useId();
  const nameField = useRef<HTMLInputElement>(null);
  const title = form.id === undefined ? mealTexts.newRecipe : 'Edit Recipe';
  const names = recipeCategories.map((category) => category.name);
  // A category the list does not have (not loaded yet, or renamed) stays choosable.
  const categoryOptions = [
    { value: '', label: mealTexts.none },
    ...(form.category && !names.includes(form.category)
      ? [{ value: form.category, label: form.category }]
      : []),
    ...names.map((name) => ({ value: name, label: name })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      size="lg"
      style={fullScreen}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        nameField.current?.focus();
      }}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      footer={
        <Inline gap="3" justify="end" style={column}>
          <DialogClose>
            <Button variant="secondary" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            Save Recipe
          </Button>
        </Inline>
      }
    >
      <form id={formId} onSubmit={submit} aria-label={title} noValidate style={column}>
        <Stack align="stretch" gap="4">
          {failure ? (
            <Notice tone="error" title={failure.title}>
              {failure.detail}
            </Notice>
          ) : null}
          <TextField
            ref={nameField}
            label="Name"
            value={form.name}
            onChange={(event) => onChange({ ...form, name: event.target.value })}
            error={nameError}
            required
            maxLength={200}
            autoComplete="off"
          />
          <TextArea
            label="Ingredients"
            hint="Separate them with commas, or put each on its own line."
            rows={6}
            value={form.ingredients}
            onChange={(event) => onChange({ ...form, ingredients: event.target.value })}
          />
          <NumberStepper
            label="Servings"
            hint="How many people it serves; 0 when you would rather not say."
            min={0}
            max={100}
            value={form.servings}
            onValueChange={(servings) => onChange({ ...form, servings })}
          />
          <TextArea
            label="Instructions"
            rows={8}
            value={form.instructions}
            onChange={(event) => onChange({ ...form, instructions: event.target.value })}
            maxLength={20000}
          />
          <Select
            label="Category"
            value={form.category}
            options={categoryOptions}
            onChange={(event) => onChange({ ...form, category: event.target.value })}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
