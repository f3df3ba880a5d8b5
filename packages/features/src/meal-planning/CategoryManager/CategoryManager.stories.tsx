import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorHandler, jsonHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toastShown } from '../common/storybook';
import {
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
} from '../../testing';
import { CategoryManager } from './CategoryManager';

const maya: TestSession = { userId: users.maya.id };
/** A brand-new account: no categories. */
const ivy: TestSession = { userId: users.ivy.id };
const LONG = { timeout: 5000 };

/** Waits for both lists and returns them. */
async function listsShown(canvas: StoryCanvas) {
  const food = await canvas.findByRole('region', { name: 'Food Categories' }, LONG);
  return { food, recipes: canvas.getByRole('region', { name: 'Recipe Categories' }) };
}

async function addCategory(canvas: StoryCanvas, name: string, type: 'Food' | 'Recipe') {
  const field = canvas.getByRole('textbox', { name: 'Category Name' });
  await userEvent.clear(field);
  if (name) await userEvent.type(field, name);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), type);
  await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
}

/**
 * The Category Manager at `/CategoryManager`: Maya's four food and three
 * recipe categories.
 */
const meta = {
  title: 'Category Manager',
  component: CategoryManager,
  ...screenStory({ route: 'categoryManager' }),
} satisfies Meta<typeof CategoryManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maya's categories: the add form, then the food and the recipe list, each with delete. */
export const Populated: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const { food, recipes } = await listsShown(canvas);
    await expect(
      within(food)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dairy & alternatives', 'Grains', 'Spices', 'Vegetables']);
    await expect(within(recipes).getByRole('button', { name: 'Delete Soups' })).toBeEnabled();
    const nav = canvas.getByRole('navigation', { name: 'Meal planning' });
    await expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Grocery List' })).toHaveAttribute(
      'href',
      '/grocerylist',
    );
  },
};

/** No categories yet: both lists say so. */
export const Empty: Story = {
  parameters: { session: ivy },
  play: async ({ canvas }) => {
    const { food, recipes } = await listsShown(canvas);
    await expect(within(food).getByText('No food categories yet.')).toBeVisible();
    await expect(within(recipes).getByText('No recipe categories yet.')).toBeVisible();
  },
};

/** While the categories load. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: { 'meal-planning': [loadingHandler('get', '/meal-planning/categories')] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your categories...')).toBeVisible();
  },
};

/** The list failed: said so, with Try again. */
export const ListError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('get', '/meal-planning/categories', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load your categories.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

/** Adding a recipe category: listed in its place, the field emptied, a note that it was added. */
export const AddCategory: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const { recipes } = await listsShown(canvas);
    await addCategory(canvas, '  Lunch ', 'Recipe');
    await waitFor(
      () => expect(within(recipes).getByRole('button', { name: 'Delete Lunch' })).toBeVisible(),
      LONG,
    );
    await expect(canvas.getByRole('textbox', { name: 'Category Name' })).toHaveValue('');
    await toastShown('Added “Lunch” to your recipe categories.');
  },
};

/** A name the type already has (any case): 'Category already exists!', before asking the server. */
export const AlreadyExists: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listsShown(canvas);
    await addCategory(canvas, 'spices', 'Food');
    const field = canvas.getByRole('textbox', { name: 'Category Name' });
    await expect(field).toHaveAccessibleErrorMessage('Category already exists!');
    await expect(field).toHaveFocus();
  },
};

/**
 * The server's 409 (another tab added it first) says the same under the field. Looks like
 * AlreadyExists with another name: no baseline of its own.
 */
export const AlreadyExistsOnTheServer: Story = {
  parameters: {
    session: maya,
    visual: { disable: true },
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('post', '/meal-planning/categories', 409, 'Category already exists!'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await listsShown(canvas);
    await addCategory(canvas, 'Legumes', 'Food');
    const field = canvas.getByRole('textbox', { name: 'Category Name' });
    await waitFor(
      () => expect(field).toHaveAccessibleErrorMessage('Category already exists!'),
      LONG,
    );
  },
};

/** A blank name is not sent: the field asks for one. */
export const BlankName: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listsShown(canvas);
    await addCategory(canvas, '', 'Food');
    await expect(
      canvas.getByRole('textbox', { name: 'Category Name' }),
    ).toHaveAccessibleErrorMessage('Enter a name for the category.');
  },
};

/**
 * Delete asks first: a deleted category cannot be restored, and the confirmation says its items
 * lose the category (they are not deleted). Cancel has the focus.
 */
export const DeleteConfirmation: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const { food } = await listsShown(canvas);
    await userEvent.click(within(food).getByRole('button', { name: 'Delete Spices' }));
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete “Spices”? Inventory items in it will no longer have this category (they are not deleted). This cannot be undone.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/**
 * Yes, Delete: the category leaves its list and the focus goes to the list's heading. Looks like
 * Populated without one row: no baseline of its own.
 */
export const DeleteCategory: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const { food } = await listsShown(canvas);
    await userEvent.click(within(food).getByRole('button', { name: 'Delete Spices' }));
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(within(food).queryByText('Spices')).not.toBeInTheDocument(), LONG);
    await waitFor(() =>
      expect(within(food).getByRole('heading', { name: 'Food Categories' })).toHaveFocus(),
    );
  },
};

/** A refused delete: said so in a toast, with the server's reason; the category stays. */
export const DeleteFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('delete', '/meal-planning/categories/{id}', 503, 'Try again in a minute.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const { food } = await listsShown(canvas);
    await userEvent.click(within(food).getByRole('button', { name: 'Delete Grains' }));
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await toastShown('Could not delete “Grains”.');
    await expect(screen.getByText('Try again in a minute.')).toBeVisible();
    // The confirmation stays open to try again; cancelled, the category is still listed.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(food).getByText('Grains')).toBeVisible();
  },
};

/** A visitor: the limited view, the page and a sign-in prompt; nothing is loaded. */
export const LoggedOut: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Category Manager' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sign in for full access');
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByRole('form', { name: 'Add a Category' })).not.toBeInTheDocument();
  },
};

/** The server refused the session (401): tolerated, the limited view says the session ended. */
export const SessionRefused: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler(
            'get',
            '/meal-planning/categories',
            401,
            'This session has ended. Please log in again.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your session has ended', {}, LONG)).toBeVisible();
  },
};

/** A name as long as a name may be (100 characters) wraps inside its card, beside its delete button. */
export const LongName: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          jsonHandler('get', '/meal-planning/categories', {
            food: [{ id: 901, name: 'C'.repeat(100), type: 'food' }],
            recipes: [{ id: 902, name: 'Soups', type: 'recipe' }],
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const { food } = await listsShown(canvas);
    const remove = within(food).getByRole('button', { name: `Delete ${'C'.repeat(100)}` });
    const card = food.getBoundingClientRect();
    const button = remove.getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(card.right);
    await expect(button.left).toBeGreaterThanOrEqual(card.left);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** 320 px: the form's fields and the two lists in one column. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listsShown(canvas);
  },
});
