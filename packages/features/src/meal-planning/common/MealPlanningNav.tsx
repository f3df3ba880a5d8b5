import { Inline, Link } from '@wegrow/ui';
import { Link as RouterLink } from 'react-router';
import { plainList } from '../../shared/styles';
import { hubLink, mealTools, type MealScreen } from './mealTools';

export interface MealPlanningNavProps {
  /** The screen showing it: marked as the current page. */
  current: MealScreen;
}

/** The links between the meal-planning screens: the hub and the five tools, the current marked. */
export function MealPlanningNav({ current }: MealPlanningNavProps) {
  const links = [
    { screen: 'hub' as const, label: 'Meal Planning', to: hubLink },
    ...mealTools.map((tool) => ({ screen: tool.screen, label: tool.short, to: tool.to })),
  ];
  return (
    <nav aria-label="Meal planning">
      <Inline as="ul" gap="4" style={plainList}>
        {links.map((link) => (
          <li key={link.screen}>
            <Link
              asChild
              variant="standalone"
              tone={link.screen === current ? 'neutral' : 'accent'}
            >
              <RouterLink
                to={link.to}
                aria-current={link.screen === current ? 'page' : undefined}
                style={link.screen === current ? { fontWeight: 700 } : undefined}
              >
                {link.label}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
