import { Button, Card, Inline, NumberStepper, TextField } from '@wegrow/ui';
import { forwardRef, useRef, type FormEvent } from 'react';
import { groceryQuantityLimits } from './groceryQuantity';

export interface AddGroceryFormProps {
  name: string;
  quantity: number;
  onNameChange: (name: string) => void;
  onQuantityChange: (quantity: number) => void;
  onAdd: () => void;
  error: string | null;
  adding: boolean;
}

/** Add an item (spec 1 §2): its name and quantity (1 unless changed). The ref is the name field. */
export const AddGroceryForm = forwardRef<HTMLInputElement, AddGroceryFormProps>(
  function AddGroceryForm(
    { name, quantity, onNameChange, onQuantityChange, onAdd, error, adding },
    nameRef,
  ) {
    const quantityField = useRef<HTMLInputElement>(null);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      // A typed quantity out of range (10^12) is not clamped and not sent: the stepper shows the
      // range under it, and the focus goes there so Add to List visibly answers.
      const quantityInput = quantityField.current;
      if (quantityInput && !quantityInput.validity.valid) {
        quantityInput.focus();
        return;
      }
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
            <NumberStepper
              ref={quantityField}
              label="Quantity"
              value={quantity}
              onValueChange={onQuantityChange}
              min={groceryQuantityLimits.min}
              max={groceryQuantityLimits.max}
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
