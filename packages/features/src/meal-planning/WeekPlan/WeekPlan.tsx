import { useApi, type WeekPlanEntry } from '@wegrow/api';
import { Button, Card, Heading, Inline, Select, Stack, Text } from '@wegrow/ui';
import { useId, useRef, useState } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { plainList } from '../../shared/styles';
import { MealPage } from '../common/MealPage';
import { isRefused, useSignedIn } from '../common/session';
import { SignInPrompt } from '../common/SignInPrompt';
import { useMealToasts } from '../common/useMealToasts';
import { addDays, dayLabel, thisMonday, weekDates, weekLabel } from './weekDays';

export interface WeekPlanProps {
  /** The Monday of the week shown first. @default this week's Monday */
  initialStart?: string;
}

/**
 * The Week Plan (`/WeekPlan`; issue 33): the seven days of a week (Monday to Sunday), the week
 * chosen by Previous week / Next week; a recipe put on a day from the member's recipes, taken off
 * with Remove; Make Grocery List adds the ingredients of every planned recipe to the grocery list,
 * merged as the Recipes screen's Generate Grocery List does (the server's message).
 */
export function WeekPlan({ initialStart }: WeekPlanProps) {
  const api = useApi();
  const signedIn = useSignedIn();
  const toasts = useMealToasts();
  const [start, setStart] = useState(() => initialStart ?? thisMonday());
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const weekHeading = useRef<HTMLHeadingElement>(null);
  const weekId = useId();
  const week = api.useQuery(
    'get',
    '/meal-planning/week-plan',
    { params: { query: { start } } },
    { enabled: signedIn },
  );
  const recipes = api.useQuery(
    'get',
    '/meal-planning/recipes',
    { params: { query: {} } },
    { enabled: signedIn },
  );
  const plan = api.useMutation('post', '/meal-planning/week-plan/entries');
  const remove = api.useMutation('delete', '/meal-planning/week-plan/entries/{id}');
  const toGroceries = api.useMutation('post', '/meal-planning/week-plan/grocery-list');

  const refused =
    (week.isError && isRefused(week.error)) || (recipes.isError && isRefused(recipes.error));
  const recipeOptions = (recipes.data ?? []).map((recipe) => ({
    value: String(recipe.id),
    label: recipe.name,
  }));

  function turn(days: number) {
    setStart((current) => addDays(current, days));
    weekHeading.current?.focus();
  }

  function planOn(date: string) {
    const recipeId = Number(chosen[date] ?? '');
    if (!recipeId) {
      toasts.failure('Choose a recipe to plan.');
      return;
    }
    plan.mutate(
      { body: { date, recipeId } },
      {
        onSuccess: () => setChosen((current) => ({ ...current, [date]: '' })),
        onError: (error) => toasts.failure('Could not plan the recipe.', error),
      },
    );
  }

  function unplan(entry: WeekPlanEntry) {
    remove.mutate(
      { params: { path: { id: entry.id } } },
      {
        onSuccess: () => weekHeading.current?.focus(),
        onError: (error) => toasts.failure(`Could not remove “${entry.recipeName}”.`, error),
      },
    );
  }

  function makeGroceryList() {
    toGroceries.mutate(
      { body: { start } },
      {
        onSuccess: ({ message }) => toasts.success(message),
        onError: (error) => toasts.failure('Could not make the grocery list.', error),
      },
    );
  }

  return (
    <MealPage
      screen="week"
      title="Week Plan"
      intro="Put your recipes on the days of a week, then send everything they need to your grocery list in one go."
    >
      {!signedIn || refused ? (
        <SignInPrompt ended={refused}>Sign in to plan your week.</SignInPrompt>
      ) : (
        <Stack align="stretch" as="section" gap="5" aria-labelledby={weekId}>
          <Inline gap="3" align="center" justify="between">
            <Heading level={2} size="lg" id={weekId} ref={weekHeading} tabIndex={-1}>
              {weekLabel(start)}
            </Heading>
            <Inline gap="2">
              <Button variant="secondary" size="sm" onClick={() => turn(-7)}>
                Previous week
              </Button>
              <Button variant="secondary" size="sm" onClick={() => turn(7)}>
                Next week
              </Button>
            </Inline>
          </Inline>
          <QueryState
            query={week}
            loading="Loading your week..."
            error="We could not load your week plan."
          >
            {(data) => (
              <Stack align="stretch" gap="4">
                {data.entries.length === 0 ? (
                  <Text tone="secondary">Nothing is planned for this week yet.</Text>
                ) : null}
                <Stack align="stretch" as="ul" gap="3" style={plainList} aria-label="Days">
                  {weekDates(start).map((date) => {
                    const planned = data.entries.filter((entry) => entry.date === date);
                    const label = dayLabel(date);
                    return (
                      <li key={date}>
                        <Card title={label} titleAs="h3" padding="sm">
                          <Stack align="stretch" gap="3">
                            {planned.length > 0 ? (
                              <Stack
                                align="stretch"
                                as="ul"
                                gap="2"
                                style={plainList}
                                aria-label={`Planned on ${label}`}
                              >
                                {planned.map((entry) => (
                                  <li key={entry.id}>
                                    <Inline gap="3" align="center" justify="between">
                                      <Text>{entry.recipeName}</Text>
                                      <Button
                                        variant="ghost"
                                        size="sm"
                                        aria-label={`Remove ${entry.recipeName} from ${label}`}
                                        onClick={() => unplan(entry)}
                                      >
                                        Remove
                                      </Button>
                                    </Inline>
                                  </li>
                                ))}
                              </Stack>
                            ) : null}
                            {recipeOptions.length > 0 ? (
                              <Inline gap="2" align="end">
                                <Select
                                  label={`Recipe for ${label}`}
                                  hideLabel
                                  size="sm"
                                  placeholder="Choose a recipe"
                                  options={recipeOptions}
                                  value={chosen[date] ?? ''}
                                  onChange={(event) =>
                                    setChosen((current) => ({
                                      ...current,
                                      [date]: event.target.value,
                                    }))
                                  }
                                />
                                <Button
                                  size="sm"
                                  variant="secondary"
                                  aria-label={`Add to ${label}`}
                                  onClick={() => planOn(date)}
                                >
                                  Add
                                </Button>
                              </Inline>
                            ) : null}
                          </Stack>
                        </Card>
                      </li>
                    );
                  })}
                </Stack>
                {recipes.data && recipeOptions.length === 0 ? (
                  <Text tone="secondary">
                    You have no recipes yet: write or import one on the Recipes screen first.
                  </Text>
                ) : null}
                <Inline gap="3" align="center">
                  <Button
                    onClick={makeGroceryList}
                    disabled={data.entries.length === 0}
                    loading={toGroceries.isPending}
                  >
                    Make Grocery List
                  </Button>
                  <ButtonLink to={getHref('groceryList')} variant="ghost">
                    Open Grocery List
                  </ButtonLink>
                </Inline>
              </Stack>
            )}
          </QueryState>
        </Stack>
      )}
    </MealPage>
  );
}
