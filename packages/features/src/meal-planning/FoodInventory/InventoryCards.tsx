import { Heading, Inline, Stack, Text, vars } from '@wegrow/ui';
import { plainList } from '../../shared/styles';
import { categoryNames } from './inventoryOptions';
import { readableAmounts, unitNote } from './inventoryUnits';
import { levelOf } from './inventoryLevels';
import type { InventoryListProps } from './InventoryTable';
import { AmountStepper, ItemButtons } from './ItemControls';
import { levelBackground, LevelTag } from './LevelTag';

const card = {
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
} as const;

/**
 * The inventory as cards (narrow screens, where a five-column table would scroll): the name, its
 * level and categories, then Have and Need with their labels, then edit and delete.
 */
export function InventoryCards({ items, foodCategories, ...actions }: InventoryListProps) {
  return (
    <Stack align="stretch" as="ul" gap="3" style={plainList} aria-label="Your items">
      {items.map((item) => {
        const level = levelOf(item);
        const categories = categoryNames(item.categories, foodCategories);
        const unit = unitNote(item.unit);
        const amounts = readableAmounts(item);
        return (
          <li key={item.id} style={{ ...card, ...levelBackground(level) }}>
            <Stack align="stretch" gap="3">
              <Inline gap="2" justify="between" align="start" wrap={false}>
                <Stack align="stretch" gap="1">
                  <Heading level={3} size="sm">
                    {item.name}
                  </Heading>
                  {categories.length > 0 ? (
                    <Text size="xs" tone="secondary">
                      {categories.join(', ')}
                    </Text>
                  ) : null}
                  {unit ? (
                    <Text size="xs" tone="secondary">
                      {unit}
                    </Text>
                  ) : null}
                  {amounts ? (
                    <Text size="xs" tone="secondary">
                      {amounts}
                    </Text>
                  ) : null}
                </Stack>
                <LevelTag view={level} />
              </Inline>
              <Inline gap="3" align="end" justify="between">
                <AmountStepper
                  item={item}
                  field="quantity"
                  onAmountChange={actions.onAmountChange}
                  hideLabel={false}
                />
                <AmountStepper
                  item={item}
                  field="desiredQuantity"
                  onAmountChange={actions.onAmountChange}
                  hideLabel={false}
                />
                <ItemButtons item={item} {...actions} />
              </Inline>
            </Stack>
          </li>
        );
      })}
    </Stack>
  );
}
