import type { Meta, StoryObj } from '@storybook/react-vite';
import { users } from '@wegrow/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { expectLocation, screenStory, narrow } from '../../testing';
import { MealPlanningHub } from './MealPlanningHub';

/** The Meal Planning hub at `/MealPlanning`. It calls no API. */
const meta = {
  title: 'Meal Planner home',
  component: MealPlanningHub,
  ...screenStory({ route: 'mealPlanning' }),
} satisfies Meta<typeof MealPlanningHub>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: Back, the five tools (the week plan among them), both feature lists and the note to
 * sign in for full access.
 */
export const Visitor: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meal Planning' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/');
    const tools = canvas.getByRole('list', { name: 'Meal planning tools' });
    const hrefs = [...tools.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    await expect(hrefs).toEqual([
      '/categorymanager',
      '/foodinventory',
      '/recipes',
      '/WeekPlan',
      '/grocerylist',
    ]);
    const available = canvas.getByRole('list', { name: 'Available now' });
    await expect(available.children).toHaveLength(5);
    // The week plan is among the tools, so it is available, not coming.
    await expect(
      within(available).getByRole('link', { name: 'Weekly meal planner with portion control' }),
    ).toHaveAttribute('href', '/WeekPlan');
    const coming = canvas.getByRole('list', { name: 'Coming soon' });
    await expect(coming).toHaveTextContent('AI recipe suggestions from your inventory');
    await expect(coming).not.toHaveTextContent('Weekly meal planner');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sign in for full access');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

/** Signed in: no note, the tools straight away. */
export const SignedIn: Story = {
  parameters: { session: { userId: users.maya.id } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Meal planning tools' })).toBeVisible();
    await expect(canvas.queryByText('Sign in for full access')).not.toBeInTheDocument();
  },
};

/** A tool card goes to its screen. */
export const OpensATool: Story = {
  parameters: {
    session: { userId: users.maya.id },
    // Ends on the harness's stand-in page: the look is not the hub's.
    visual: { disable: true },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /Grocery List/ }));
    await expectLocation(canvas, '/grocerylist');
  },
};

/** A 320 px phone. */
export const Narrow: Story = narrow({ ...Visitor, name: 'Narrow' });
