import type { GroceryItem } from '@wegrow/api';
import { Button, Checkbox, IconButton, Inline, NumberStepper, vars } from '@wegrow/ui';
import { TrashIcon } from '../common/icons';
import { formatQuantity, groceryQuantityLimits } from './groceryQuantity';

export interface GroceryRowProps {
  item: GroceryItem;
  onCheckedChange: (checked: boolean) => void;
  onQuantityChange: (quantity: number) => void;
  /** Opens the move to another aisle. */
  onMove: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** Red with "Not in cart", green with "In cart" (spec 1 §4), the word always beside the colour. */
const cartStates = {
  in: {
    word: 'In cart',
    symbol: '✓',
    colour: vars.color.success.text,
    edge: vars.color.success.solid,
  },
  out: {
    word: 'Not in cart',
    symbol: '○',
    colour: vars.color.danger.text,
    edge: vars.color.danger.solid,
  },
} as const;

/**
 * One grocery item: the check toggle (its name, and the quantity in words: 3, 2 cups, 250 g), where
 * it stands in red or green with a word, its quantity's stepper ("Quantity of Tomatoes"), Move (to
 * another aisle) and delete.
 */
export function GroceryRow({
  item,
  onCheckedChange,
  onQuantityChange,
  onMove,
  onDelete,
  deleting,
}: GroceryRowProps) {
  const state = item.checked ? cartStates.in : cartStates.out;
  return (
    <li
      style={{
        padding: `${vars.space['2']} ${vars.space['3']}`,
        borderInlineStart: `4px solid ${state.edge}`,
        borderRadius: vars.radius.sm,
        backgroundColor: vars.color.surface.raised,
      }}
    >
      <Inline gap="3" justify="between" align="center">
        <div style={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          <Checkbox
            label={item.name}
            description={`Quantity: ${formatQuantity(item.quantity, item.unit)}`}
            checked={item.checked}
            onCheckedChange={(checked) => onCheckedChange(checked === true)}
          />
        </div>
        <Inline gap="3" align="center">
          <div style={{ flex: 'none' }}>
            <NumberStepper
              label={`Quantity of ${item.name}`}
              hideLabel
              size="sm"
              value={item.quantity}
              onValueChange={onQuantityChange}
              min={Math.min(groceryQuantityLimits.min, item.quantity)}
              max={groceryQuantityLimits.max}
              precision={groceryQuantityLimits.precision}
            />
          </div>
          <Inline gap="3" align="center" wrap={false}>
            <span
              style={{
                color: state.colour,
                fontSize: vars.fontSize.sm,
                fontWeight: vars.fontWeight.bold,
                whiteSpace: 'nowrap',
              }}
            >
              <span aria-hidden="true">{state.symbol} </span>
              {state.word}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move ${item.name} to another aisle`}
              onClick={onMove}
            >
              Move
            </Button>
            <IconButton
              label={`Delete ${item.name}`}
              variant="ghost"
              size="sm"
              disabled={deleting}
              onClick={onDelete}
            >
              <TrashIcon />
            </IconButton>
          </Inline>
        </Inline>
      </Inline>
    </li>
  );
}
