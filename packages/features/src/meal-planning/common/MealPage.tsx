import { Heading, Stack, Text } from '@wegrow/ui';
import type { ReactNode } from 'react';
import { readable } from '../../shared/styles';
import { MealPlanningNav } from './MealPlanningNav';
import type { MealScreen } from './mealTools';

export interface MealPageProps {
  /** Which screen this is (its link in the sub-navigation is marked current). */
  screen: Exclude<MealScreen, 'hub'>;
  /** The page's heading (its `h1`). */
  title: string;
  /** A sentence under the heading. */
  intro: ReactNode;
  /** The widest the page grows. @default '56rem' */
  maxWidth?: string;
  children: ReactNode;
}

/** The frame of a meal-planning screen: the heading, a line on what it does, the links, the rest. */
export function MealPage({ screen, title, intro, maxWidth = '56rem', children }: MealPageProps) {
  return (
    <Stack align="stretch" gap="6" style={{ width: '100%', maxWidth }}>
      <Stack align="stretch" gap="3">
        <Stack align="stretch" gap="1">
          <Text size="sm" weight="bold" tone="secondary">
            Meal planning
          </Text>
          <Heading level={1}>{title}</Heading>
        </Stack>
        <Text tone="secondary" style={readable}>
          {intro}
        </Text>
        <MealPlanningNav current={screen} />
      </Stack>
      {children}
    </Stack>
  );
}
