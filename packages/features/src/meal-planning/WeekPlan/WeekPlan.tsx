import { useApi, type WeekPlanEntry } from '@wegrow/api';
import {
  DEFAULT_MEAL_SLOT,
  MAX_MEAL_SERVINGS,
  MEAL_SLOTS,
  type MealSlot,
} from '@wegrow/contract/week-plan';
import { Button, Card, Heading, Inline, NumberStepper, Select, Stack, Text } from '@wegrow/ui';
import { useCallback, useId, useRef, useState } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { plainList } from '../../shared/styles';
import { HeadedGroup } from '../common/HeadedGroup';
import { MealPage } from '../common/MealPage';
import { mealTexts } from '../common/mealTexts';
import { isRefused, useSignedIn } from '../common/session';
import { SignInPrompt } from '../common/SignInPrompt';
import { useMealToasts } from '../common/useMealToasts';
import { useQueuedSaves } from '../common/useQueuedSaves';
import { addDays, dayLabel, thisMonday, weekDates, weekLabel } from './weekDays';

const slotOptions = MEAL_SLOTS.map((slot) => ({ value: slot, label: mealTexts.slots[slot] }));

/** What a day's picker will plan: a recipe, its meal and (once changed) its servings. */
interface Choice {
  recipeId: string;
  slot: MealSlot;
  servings?: number;
}

export interface WeekPlanProps {
  /** The Monday of the week shown first. @default this week's Monday */
  initialStart?: string;
}

/**
 * The Week Plan (`/WeekPlan`; issue 33): the seven days of a week (Monday to Sunday), the week
 * chosen by Previous week / Next week; a recipe put on a day from the member's recipes, taken off
 * with Remove; Make Grocery List adds the ingredients of every planned recipe to the grocery list,
 * merged as the Recipes screen's Generate Grocery List does (the server's message).
 *
 * Each planned recipe is for a meal (breakfast, lunch, dinner, snack; a day shows them in that
 * order) and a number of servings (the recipe's unless chosen), both chosen when planning and
 * changed on the row (saved at once, quick presses in order); the grocery list scales each
 * recipe by its servings (issue 45).
 */
export function WeekPlan({ initialStart }: WeekPlanProps) {
  const api = useApi();
  const signedIn = useSignedIn();
  const toasts = useMealToasts();
  const [start, setStart] = useState(() => initialStart ?? thisMonday());
  const [chosen, setChosen] = useState<Record<string, Choice>>({});
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
  const change = api.useMutation('patch', '/meal-planning/week-plan/entries/{id}');
  const changeEntry = change.mutateAsync;
  const changes = useQueuedSaves(
    useCallback(
      (entry: WeekPlanEntry) =>
        changeEntry({
          params: { path: { id: entry.id } },
          body: { slot: entry.slot, servings: entry.servings },
        }),
      [changeEntry],
    ),
    useCallback(
      (error: unknown, entry: WeekPlanEntry) =>
        toasts.failure(mealTexts.changeFailed(entry.recipeName), error),
      [toasts],
    ),
  );
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

  const choiceOn = (date: string): Choice =>
    chosen[date] ?? { recipeId: '', slot: DEFAULT_MEAL_SLOT };
  const choose = (date: string, choice: Partial<Choice>) =>
    setChosen((current) => ({ ...current, [date]: { ...choiceOn(date), ...choice } }));
  /** The servings a day's picker shows: as changed, else the chosen recipe's, else 1. */
  const servingsOf = (choice: Choice) =>
    choice.servings ??
    recipes.data?.find((recipe) => String(recipe.id) === choice.recipeId)?.servings ??
    1;

  function planOn(date: string) {
    const choice = choiceOn(date);
    const recipeId = Number(choice.recipeId);
    if (!recipeId) {
      toasts.failure('Choose a recipe to plan.');
      return;
    }
    plan.mutate(
      {
        body: {
          date,
          recipeId,
          slot: choice.slot,
          ...(choice.servings === undefined ? {} : { servings: choice.servings }),
        },
      },
      {
        onSuccess: () => choose(date, { recipeId: '', servings: undefined }),
        onError: (error) => toasts.failure(mealTexts.planFailed, error),
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
                    const planned = data.entries
                      .filter((entry) => entry.date === date)
                      .map(changes.shownItem);
                    const label = dayLabel(date);
                    const choice = choiceOn(date);
                    return (
                      <li key={date}>
                        <Card title={label} titleAs="h3" padding="sm">
                          <Stack align="stretch" gap="3">
                            {planned.length > 0 ? (
                              <Stack
                                align="stretch"
                                as="ul"
                                gap="3"
                                style={plainList}
                                aria-label={`Planned on ${label}`}
                              >
                                {MEAL_SLOTS.map((slot) => {
                                  const meals = planned.filter((entry) => entry.slot === slot);
                                  if (meals.length === 0) return null;
                                  return (
                                    <HeadedGroup
                                      key={slot}
                                      heading={mealTexts.slots[slot]}
                                      level={4}
                                      listLabel={`${mealTexts.slots[slot]} on ${label}`}
                                    >
                                      {meals.map((entry) => (
                                        <li key={entry.id}>
                                          <PlannedMeal
                                            entry={entry}
                                            day={label}
                                            onChange={(changed) =>
                                              changes.change({ ...entry, ...changed })
                                            }
                                            onRemove={() => unplan(entry)}
                                          />
                                        </li>
                                      ))}
                                    </HeadedGroup>
                                  );
                                })}
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
                                  value={choice.recipeId}
                                  onChange={(event) =>
                                    choose(date, {
                                      recipeId: event.target.value,
                                      servings: undefined,
                                    })
                                  }
                                />
                                <Select
                                  label={`${mealTexts.meal} for ${label}`}
                                  hideLabel
                                  size="sm"
                                  options={slotOptions}
                                  value={choice.slot}
                                  onChange={(event) =>
                                    choose(date, { slot: event.target.value as MealSlot })
                                  }
                                />
                                <ServingsStepper
                                  label={`${mealTexts.servings} for ${label}`}
                                  value={servingsOf(choice)}
                                  onValueChange={(servings) => choose(date, { servings })}
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

/**
 * A compact servings stepper: its full label ("Servings of … on Monday…") names it for a screen
 * reader, and the word after the number ("2 servings") says on screen what it counts.
 */
function ServingsStepper({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: number;
  onValueChange: (servings: number) => void;
}) {
  return (
    <Inline gap="1" align="center" wrap={false}>
      <NumberStepper
        label={label}
        hideLabel
        size="sm"
        min={1}
        max={MAX_MEAL_SERVINGS}
        value={value}
        onValueChange={onValueChange}
      />
      <Text size="sm" tone="secondary" aria-hidden="true">
        {value === 1 ? 'serving' : 'servings'}
      </Text>
    </Inline>
  );
}

interface PlannedMealProps {
  entry: WeekPlanEntry;
  /** The day's label ("Monday 23 November"), naming the row's controls. */
  day: string;
  onChange: (changed: Pick<WeekPlanEntry, 'slot' | 'servings'>) => void;
  onRemove: () => void;
}

/** One planned recipe: its name, its meal and servings (changed in place) and Remove. */
function PlannedMeal({ entry, day, onChange, onRemove }: PlannedMealProps) {
  const of = `${entry.recipeName} on ${day}`;
  return (
    <Inline gap="2" align="center" justify="between">
      <Text>{entry.recipeName}</Text>
      <Inline gap="2" align="center">
        <Select
          label={`${mealTexts.meal} for ${of}`}
          hideLabel
          size="sm"
          options={slotOptions}
          value={entry.slot}
          onChange={(event) =>
            onChange({ slot: event.target.value as MealSlot, servings: entry.servings })
          }
        />
        <ServingsStepper
          label={`${mealTexts.servings} of ${of}`}
          value={entry.servings}
          onValueChange={(servings) => onChange({ slot: entry.slot, servings })}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${entry.recipeName} from ${day}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </Inline>
    </Inline>
  );
}
