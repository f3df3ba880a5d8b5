import { Button, Card, Inline, TextField } from '@wegrow/ui';
import { forwardRef, type FormEvent } from 'react';
import { mealTexts } from '../common/mealTexts';
import { AisleField } from './AisleField';

export interface AddGroceryFormProps {
  name: string;
  /** How much, as typed ("2", "1 l", "½ cup"); blank for 1. */
  amount: string;
  onNameChange: (name: string) => void;
  onAmountChange: (amount: string) => void;
  /** Its own aisle, as typed; blank for the one worked out from the food inventory. */
  aisle: string;
  onAisleChange: (aisle: string) => void;
  /** The aisles offered as the aisle is typed (the list's and the food categories). */
  aisleChoices: readonly string[];
  onAdd: () => void;
  error: string | null;
  adding: boolean;
}

/**
 * Add an item (spec 1 §2): its name and, optionally, its amount, read by the server like a recipe
 * line ("1 l" of milk; "milk 1 l" typed as the name reads the same; issue 45), and its aisle (any
 * words, the list's aisles and the food categories offered as it is typed). The ref is the name
 * field.
 */
export const AddGroceryForm = forwardRef<HTMLInputElement, AddGroceryFormProps>(
  function AddGroceryForm(
    {
      name,
      amount,
      onNameChange,
      onAmountChange,
      aisle,
      onAisleChange,
      aisleChoices,
      onAdd,
      error,
      adding,
    },
    nameRef,
  ) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onAdd();
    };
    return (
      <Card title="Add an Item" titleAs="h2">
        <form onSubmit={submit} aria-label="Add an Item" noValidate>
          <Inline gap="3" align="end">
            <TextField
              ref={nameRef}
              label="Item"
              value={name}
              onChange={(event) => onNameChange(event.target.value)}
              error={error}
              autoComplete="off"
              maxLength={100}
            />
            <TextField
              label={mealTexts.amount}
              hint={mealTexts.amountHint}
              value={amount}
              onChange={(event) => onAmountChange(event.target.value)}
              autoComplete="off"
              maxLength={30}
            />
            <AisleField
              value={aisle}
              onValueChange={onAisleChange}
              hint={mealTexts.aisleHint}
              choices={aisleChoices}
            />
            <Button type="submit" loading={adding}>
              Add to List
            </Button>
          </Inline>
        </form>
      </Card>
    );
  },
);
