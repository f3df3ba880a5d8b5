import { Heading, Stack } from '@wegrow/ui';
import type { ReactNode } from 'react';
import { plainList } from '../../shared/styles';

export interface HeadedGroupProps {
  /** The group's heading (an aisle of the grocery list, a meal of a day of the week plan). */
  heading: string;
  /** The heading's level in the page's outline. */
  level: 3 | 4;
  /** The accessible name of the group's list. @default heading */
  listLabel?: string;
  /** The group's items: `li` elements. */
  children: ReactNode;
}

/**
 * One group of a grouped list, itself an item of the outer list: a small heading over the list of
 * its items (the grocery list's aisles, the week plan's meals of a day).
 */
export function HeadedGroup({ heading, level, listLabel = heading, children }: HeadedGroupProps) {
  return (
    <Stack align="stretch" as="li" gap="2">
      <Heading level={level} size="sm">
        {heading}
      </Heading>
      <Stack align="stretch" as="ul" gap="2" style={plainList} aria-label={listLabel}>
        {children}
      </Stack>
    </Stack>
  );
}
