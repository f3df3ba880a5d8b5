import type { Category } from '@wegrow/api';
import {
  Button,
  Card,
  Checkbox,
  Inline,
  NumberStepper,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
  vars,
} from '@wegrow/ui';
import { forwardRef, useId, type FormEvent } from 'react';
import { TextLink } from '../../shared/links/RouterLinks';
import { mealTools } from '../common/mealTools';
import { AMOUNT_PRECISION, toggledCategory, type ItemDraft } from './inventoryDraft';
import { INVENTORY_UNIT_SUGGESTIONS } from './inventoryUnits';

export interface ItemFormProps {
  draft: ItemDraft;
  onChange: (draft: ItemDraft) => void;
  onSave: () => void;
  /** Leaves editing (only while an item is edited). */
  onCancel: () => void;
  /** The user's food categories, each a toggle. */
  foodCategories: readonly Category[];
  /** Why the name cannot be saved. */
  error: string | null;
  saving: boolean;
}

const categoryManager = mealTools.find((tool) => tool.screen === 'categories');
const fieldset = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;
const legend = {
  padding: 0,
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
} as const;

/**
 * The add/edit form of the Food Inventory (spec 1 §2): Item Name, Have and Need (1 and 1 for a new
 * item), the Unit they are in (free text suggesting the units recipes are read in; blank counts
 * things, issue 33) and the food categories as toggles. The ref is the name field.
 */
export const ItemForm = forwardRef<HTMLInputElement, ItemFormProps>(function ItemForm(
  { draft, onChange, onSave, onCancel, foodCategories, error, saving },
  nameRef,
) {
  const editing = draft.id !== undefined;
  const unitsId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A typed Have or Need out of range is not clamped and not sent: its stepper says the range.
    const outOfRange = [...event.currentTarget.elements].find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.type === 'number' && !element.validity.valid,
    );
    if (outOfRange) {
      outOfRange.focus();
      return;
    }
    onSave();
  };
  const title = editing ? 'Edit Item' : 'Add an Item';
  return (
    <Card title={title} titleAs="h2">
      <form onSubmit={submit} aria-label={title} noValidate>
        <Stack align="stretch" gap="4">
          <Inline gap="4" align="start">
            <TextField
              ref={nameRef}
              label="Item Name"
              value={draft.name}
              onChange={(event) => onChange({ ...draft, name: event.target.value })}
              error={error}
              autoComplete="off"
              maxLength={100}
            />
            <NumberStepper
              label="Have"
              value={draft.quantity}
              onValueChange={(quantity) => onChange({ ...draft, quantity })}
              min={0}
              max={1_000_000}
              precision={AMOUNT_PRECISION}
            />
            <NumberStepper
              label="Need"
              value={draft.desiredQuantity}
              onValueChange={(desiredQuantity) => onChange({ ...draft, desiredQuantity })}
              min={0}
              max={1_000_000}
              precision={AMOUNT_PRECISION}
            />
            <TextField
              label="Unit"
              placeholder="g, cups…"
              value={draft.unit}
              onChange={(event) => onChange({ ...draft, unit: event.target.value })}
              list={unitsId}
              autoComplete="off"
              maxLength={30}
              size="md"
              style={{ width: '12rem' }}
            />
            <datalist id={unitsId}>
              {INVENTORY_UNIT_SUGGESTIONS.map((unit) => (
                <option key={unit} value={unit} />
              ))}
            </datalist>
          </Inline>
          <fieldset style={fieldset}>
            <legend style={legend}>Categories</legend>
            <Stack align="stretch" gap="2">
              {foodCategories.length === 0 ? (
                <Text size="sm" tone="secondary">
                  No food categories yet.{' '}
                  {categoryManager ? (
                    <TextLink to={categoryManager.to}>Add some in the Category Manager</TextLink>
                  ) : null}
                </Text>
              ) : (
                <Inline gap="4">
                  {foodCategories.map((category) => {
                    const id = String(category.id);
                    return (
                      <Checkbox
                        key={category.id}
                        label={category.name}
                        checked={draft.categories.includes(id)}
                        onCheckedChange={(checked) =>
                          onChange(toggledCategory(draft, id, checked === true))
                        }
                      />
                    );
                  })}
                </Inline>
              )}
            </Stack>
          </fieldset>
          <Inline gap="3">
            <Button type="submit" loading={saving}>
              {editing ? 'Save Changes' : 'Add Item'}
            </Button>
            {editing ? (
              <Button type="button" variant="secondary" onClick={onCancel}>
                Cancel
                <VisuallyHidden> editing {draft.name}</VisuallyHidden>
              </Button>
            ) : null}
          </Inline>
        </Stack>
      </form>
    </Card>
  );
});
