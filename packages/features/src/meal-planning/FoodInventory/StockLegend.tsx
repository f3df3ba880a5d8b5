import type { InventoryLevel } from '@wegrow/api';
import { Inline, Text } from '@wegrow/ui';
import { plainList } from '../../shared/styles';
import { levelOrder, levelViews } from './inventoryLevels';
import { LevelTag } from './LevelTag';

/** How many items are at each level, with the words the colours stand for (the legend). */
export function StockLegend({ counts }: { counts: Record<InventoryLevel, number> }) {
  return (
    <Inline as="ul" gap="4" style={plainList} aria-label="Stock levels">
      {levelOrder.map((level) => {
        const view = levelViews[level];
        return (
          <li key={level}>
            <Inline gap="2" align="center" wrap={false}>
              <LevelTag view={view} />
              <Text as="span" size="sm" tone="secondary">
                {counts[level]} {view.description}
              </Text>
            </Inline>
          </li>
        );
      })}
    </Inline>
  );
}
