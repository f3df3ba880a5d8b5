import type { Meta, StoryObj } from '@storybook/react-vite';
import { WEEK_PLAN_DETAILS } from '@wegrow/contract/week-plan';
import {
  db,
  errorHandler,
  fixtures,
  handlersByDomain,
  loadingHandler,
  users,
} from '@wegrow/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { narrow, screenStory, type TestSession } from '../../testing';
import { toastShown } from '../common/storybook';
import { WeekPlan } from './WeekPlan';

const maya: TestSession = { userId: users.maya.id };
const LONG = { timeout: 5000 };
const { recipeIds } = fixtures;

/** The week the stories show: Monday 23 November 2026. */
const START = '2026-11-23';

/**
 * The Week Plan at `/WeekPlan`: Maya's recipes (Overnight oats, Carrot soup,
 * Veggie fried rice, Lentil salad) put on the days of the week of 23 November 2026.
 */
const meta = {
  title: 'Week Plan',
  component: WeekPlan,
  args: { initialStart: START },
  ...screenStory({ route: 'weekPlan' }),
} satisfies Meta<typeof WeekPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing planned yet: each day offers Maya's recipes; Make Grocery List waits for a plan. */
export const EmptyWeek: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Nothing is planned for this week yet.', {}, LONG),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Week of 23 November 2026' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sunday 29 November' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Make Grocery List' })).toBeDisabled();
  },
};

/**
 * Recipes planned on Monday (breakfast and a dinner for 2, its servings raised to 3) and
 * Wednesday, a lunch for 3 added on Friday from its picker; Make Grocery List answers with the
 * server's message.
 */
export const PlannedWeek: Story = {
  parameters: { session: maya },
  beforeEach: () => {
    db.weekPlan.push(
      {
        id: 1,
        user_id: users.maya.id,
        date: START,
        recipeId: recipeIds.overnightOats,
        slot: 'breakfast',
      },
      { id: 2, user_id: users.maya.id, date: START, recipeId: recipeIds.carrotSoup, servings: 2 },
      { id: 3, user_id: users.maya.id, date: '2026-11-25', recipeId: recipeIds.carrotSoup },
    );
  },
  play: async ({ canvas }) => {
    const monday = await canvas.findByRole('list', { name: 'Planned on Monday 23 November' }, LONG);
    await expect(within(monday).getByText('Overnight oats')).toBeVisible();
    // A day's meals in order: breakfast before dinner, each under its heading.
    await expect(
      within(monday)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Breakfast', 'Dinner']);
    const dinner = canvas.getByRole('list', { name: 'Dinner on Monday 23 November' });
    const soupServings = within(dinner).getByRole('spinbutton', {
      name: 'Servings of Carrot ginger soup on Monday 23 November',
    });
    await expect(soupServings).toHaveValue(2);
    // The number says what it counts on screen too.
    await expect(within(dinner).getByText('servings')).toBeVisible();
    // Changed in place, saved at once.
    await userEvent.click(
      within(dinner).getByRole('button', {
        name: 'Increase Servings of Carrot ginger soup on Monday 23 November',
      }),
    );
    await waitFor(() => expect(db.weekPlan.find((row) => row.id === 2)?.servings).toBe(3), LONG);
    // The pickers come with the recipes, which may answer after the week.
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Recipe for Friday 27 November' }, LONG),
      String(recipeIds.friedRice),
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Meal for Friday 27 November' }),
      'lunch',
    );
    const servings = canvas.getByRole('spinbutton', { name: 'Servings for Friday 27 November' });
    await userEvent.clear(servings);
    await userEvent.type(servings, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Friday 27 November' }));
    const friday = await canvas.findByRole('list', { name: 'Lunch on Friday 27 November' }, LONG);
    await expect(within(friday).getByText('Veggie fried rice')).toBeVisible();
    await expect(db.weekPlan.at(-1)).toMatchObject({ slot: 'lunch', servings: 3 });
    const make = canvas.getByRole('button', { name: 'Make Grocery List' });
    await userEvent.click(make);
    await toastShown(/from 4 recipes/);
    // The toast comes a render before the button leaves its busy state: wait for that too.
    await waitFor(() => expect(make).not.toHaveAttribute('aria-busy'), LONG);
  },
};

/** The week cannot be loaded: the error with the server's detail and Try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('get', '/meal-planning/week-plan', 500, 'Database unavailable'),
          ...handlersByDomain['meal-planning'],
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load your week plan.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

/** While the week loads: said so under the week's heading. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          loadingHandler('get', '/meal-planning/week-plan'),
          ...handlersByDomain['meal-planning'],
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your week...', {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Week of 23 November 2026' })).toBeVisible();
  },
};

/**
 * The server refuses a recipe for a day (the day is full): a toast says so with the server's
 * detail, nothing is added and the recipe stays chosen to try again.
 */
export const AddFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('post', '/meal-planning/week-plan/entries', 422, WEEK_PLAN_DETAILS.dayFull),
          ...handlersByDomain['meal-planning'],
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole(
      'combobox',
      { name: 'Recipe for Tuesday 24 November' },
      LONG,
    );
    await userEvent.selectOptions(picker, String(recipeIds.carrotSoup));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Tuesday 24 November' }));
    await toastShown('Could not plan the recipe.');
    await expect(screen.getByText(WEEK_PLAN_DETAILS.dayFull)).toBeVisible();
    await expect(
      canvas.queryByRole('list', { name: 'Planned on Tuesday 24 November' }),
    ).not.toBeInTheDocument();
    await expect(picker).toHaveValue(String(recipeIds.carrotSoup));
    await expect(db.weekPlan).toHaveLength(0);
  },
};

/** A 320 px phone: a planned week. */
export const Narrow: Story = narrow({ ...PlannedWeek });
