import type { Category, FoodItem } from '@wegrow/api';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  VisuallyHidden,
} from '@wegrow/ui';
import { categoryNames } from './inventoryOptions';
import { readableAmounts, unitNote } from './inventoryUnits';
import { levelOf } from './inventoryLevels';
import { AmountStepper, ItemButtons, type ItemRowActions } from './ItemControls';
import { levelBackground, LevelTag } from './LevelTag';

export interface InventoryListProps extends ItemRowActions {
  /** The items to show, filtered and sorted, with the amounts on their way. */
  items: readonly FoodItem[];
  foodCategories: readonly Category[];
}

/** The inventory as a table (wide screens): one row per item, tinted by its level. */
export function InventoryTable({ items, foodCategories, ...actions }: InventoryListProps) {
  return (
    <Table caption="Your items" hideCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Item</TableHeaderCell>
          <TableHeaderCell>Stock</TableHeaderCell>
          <TableHeaderCell>Have</TableHeaderCell>
          <TableHeaderCell>Need</TableHeaderCell>
          <TableHeaderCell>
            <VisuallyHidden>Actions</VisuallyHidden>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => {
          const level = levelOf(item);
          const categories = categoryNames(item.categories, foodCategories);
          const unit = unitNote(item.unit);
          const amounts = readableAmounts(item);
          return (
            <TableRow key={item.id} style={levelBackground(level)}>
              <TableHeaderCell scope="row" style={{ whiteSpace: 'normal' }}>
                {item.name}
                {categories.length > 0 ? (
                  <Text size="xs" tone="secondary" weight="regular">
                    {categories.join(', ')}
                  </Text>
                ) : null}
                {unit ? (
                  <Text size="xs" tone="secondary" weight="regular">
                    {unit}
                  </Text>
                ) : null}
                {amounts ? (
                  <Text size="xs" tone="secondary" weight="regular">
                    {amounts}
                  </Text>
                ) : null}
              </TableHeaderCell>
              <TableCell>
                <LevelTag view={level} />
              </TableCell>
              <TableCell>
                <AmountStepper
                  item={item}
                  field="quantity"
                  onAmountChange={actions.onAmountChange}
                />
              </TableCell>
              <TableCell>
                <AmountStepper
                  item={item}
                  field="desiredQuantity"
                  onAmountChange={actions.onAmountChange}
                />
              </TableCell>
              <TableCell>
                <ItemButtons item={item} {...actions} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
