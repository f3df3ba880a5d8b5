import type { FoodItem } from '@wegrow/api';
import { IconButton, Inline, NumberStepper } from '@wegrow/ui';
import { PencilIcon, TrashIcon } from '../common/icons';
import { AMOUNT_PRECISION } from './inventoryDraft';

export interface ItemRowActions {
  /** Saves the item with a new Have or Need (the row's − and +, or a typed number). */
  onAmountChange: (item: FoodItem, field: 'quantity' | 'desiredQuantity', value: number) => void;
  onEdit: (item: FoodItem) => void;
  onDelete: (item: FoodItem) => void;
  /** The id of the item being deleted, if any. */
  deleting: number | null;
}

/** Have or Need of a row, between − and + (its column or its card names it). */
export function AmountStepper({
  item,
  field,
  onAmountChange,
  hideLabel = true,
}: {
  item: FoodItem;
  field: 'quantity' | 'desiredQuantity';
  onAmountChange: ItemRowActions['onAmountChange'];
  hideLabel?: boolean;
}) {
  return (
    <NumberStepper
      label={field === 'quantity' ? 'Have' : 'Need'}
      hideLabel={hideLabel}
      size="sm"
      min={0}
      max={1_000_000}
      precision={AMOUNT_PRECISION}
      value={item[field]}
      onValueChange={(value) => onAmountChange(item, field, value)}
    />
  );
}

/** Edit and delete of a row, named with the item. */
export function ItemButtons({
  item,
  onEdit,
  onDelete,
  deleting,
}: { item: FoodItem } & Pick<ItemRowActions, 'onEdit' | 'onDelete' | 'deleting'>) {
  return (
    <Inline gap="1" wrap={false}>
      <IconButton
        label={`Edit ${item.name}`}
        variant="ghost"
        size="sm"
        onClick={() => onEdit(item)}
      >
        <PencilIcon />
      </IconButton>
      <IconButton
        label={`Delete ${item.name}`}
        variant="ghost"
        size="sm"
        disabled={deleting === item.id}
        onClick={() => onDelete(item)}
      >
        <TrashIcon />
      </IconButton>
    </Inline>
  );
}
