import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { Heading } from '@wegrow/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
  pasteInto,
} from '../../testing';
import { addCategory, addLongRecipe, addPancakes } from '../common/mealFakes';
import { toastShown } from '../common/storybook';
import { Recipes } from './Recipes';

const maya: TestSession = { userId: users.maya.id };
/** A brand-new account: no recipes, no categories. */
const ivy: TestSession = { userId: users.ivy.id };
const LONG = { timeout: 5000 };

/** Waits for the recipes and returns their list. */
async function recipesShown(canvas: StoryCanvas) {
  return canvas.findByRole('list', { name: 'Your Recipes' }, LONG);
}

function recipeNamed(list: HTMLElement, name: string) {
  return within(list).getByRole('article', { name });
}

function recipeNames(list: HTMLElement) {
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

async function importLink(canvas: StoryCanvas, url: string) {
  const field = canvas.getByRole('textbox', { name: 'Recipe link' });
  await userEvent.clear(field);
  if (url) await pasteInto(field, url);
  await userEvent.click(canvas.getByRole('button', { name: 'Import from Link' }));
}

/** The Login Required modal, with the spec's sentence. */
async function loginRequired(message: string) {
  const dialog = await openedDialog('dialog', 'Login Required', LONG);
  await expect(dialog).toHaveAccessibleDescription(message);
  await expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
    'href',
    '/login',
  );
  return dialog;
}

/**
 * Recipes at `/Recipes`: Maya's four recipes (Carrot ginger soup, Lentil
 * salad without a category, Overnight oats, Veggie fried rice). An import answers a fixed
 * draft (Sourdough pancakes), and `no-recipe` in the address gives the server's 422.
 */
const meta = {
  title: 'Recipes',
  component: Recipes,
  ...screenStory({ route: 'recipes', routes: { login: <Heading level={1}>Login page</Heading> } }),
} satisfies Meta<typeof Recipes>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- the page

/** Maya's recipes by name: each with its category, a count of 0, Show details, Edit and Delete. */
export const Populated: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    await expect(recipeNames(list)).toEqual([
      'Carrot ginger soup',
      'Lentil salad',
      'Overnight oats',
      'Veggie fried rice',
    ]);
    const oats = recipeNamed(list, 'Overnight oats');
    await expect(oats).toHaveTextContent('Breakfast');
    await expect(within(oats).getByRole('spinbutton', { name: 'Count' })).toHaveValue(0);
    await expect(recipeNamed(list, 'Lentil salad')).toHaveTextContent('No category');
    await expect(canvas.getByText('No recipes selected.')).toBeVisible();
  },
};

/** No recipes yet. */
export const Empty: Story = {
  parameters: { session: ivy },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No recipes yet.' }, LONG),
    ).toBeVisible();
  },
};

/** While the recipes load. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { 'meal-planning': [loadingHandler('get', '/meal-planning/recipes')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your recipes...')).toBeVisible();
  },
};

/** The recipes failed to load: said so, with Try again. */
export const ListError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('get', '/meal-planning/recipes', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load your recipes.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

/** Show details: the ingredients and the instructions; Hide details closes them again. */
export const Details: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    const oats = recipeNamed(list, 'Overnight oats');
    const show = within(oats).getByRole('button', { name: 'Show details Overnight oats' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    await expect(within(oats).getByText('chia seeds')).toBeVisible();
    await expect(within(oats).getByText(/Leave in the fridge overnight/)).toBeVisible();
    await expect(
      within(oats).getByRole('button', { name: 'Hide details Overnight oats' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * A recipe for 4 (Serves 4) read into amounts and foods ("Eggs 3" → 3 Eggs, "Butter," → Butter,
 * "Vitamin B12" whole), scaled to 6 servings by the Servings stepper: 3 cups flour, ¾ tsp salt,
 * 4½ Eggs, 3–4½ tomatoes. The saved recipe does not change.
 */
export const ServingsScaled: Story = {
  parameters: { session: maya },
  beforeEach: () => {
    addPancakes(users.maya.id);
  },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    const pancakes = recipeNamed(list, 'Pancakes');
    await expect(within(pancakes).getByText('Serves 4')).toBeVisible();
    await userEvent.click(within(pancakes).getByRole('button', { name: 'Show details Pancakes' }));
    const ingredients = within(pancakes).getAllByRole('listitem');
    await expect(ingredients.map((item) => item.textContent)).toEqual([
      '2 cups flour',
      '3 Eggs',
      '½ tsp salt',
      'Butter',
      'Vitamin B12',
      '2–3 tomatoes',
    ]);
    const increase = within(pancakes).getByRole('button', { name: 'Increase Servings' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(within(pancakes).getByRole('spinbutton', { name: 'Servings' })).toHaveValue(6);
    await expect(ingredients.map((item) => item.textContent)).toEqual([
      '3 cups flour',
      '4½ Eggs',
      '¾ tsp salt',
      'Butter',
      'Vitamin B12',
      '3–4½ tomatoes',
    ]);
    await expect(db.recipes.find((row) => row.name === 'Pancakes')?.servings).toBe(4);
  },
};

/** The category filter: Breakfast shows Overnight oats alone. */
export const FilteredByCategory: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    const filter = canvas.getByRole('combobox', { name: 'Category' });
    await expect(
      [...(filter as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual(['All', 'Breakfast', 'Dinner', 'Soups']);
    await userEvent.selectOptions(filter, 'Breakfast');
    await waitFor(() => expect(recipeNames(list)).toEqual(['Overnight oats']), LONG);
  },
};

/** A category with no recipes says so. */
export const EmptyCategory: Story = {
  parameters: { session: maya },
  beforeEach: () => {
    addCategory(users.maya.id, 'Desserts', 'recipe');
  },
  play: async ({ canvas }) => {
    await recipesShown(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Desserts');
    await expect(
      await canvas.findByRole('heading', { name: 'No recipes in this category.' }, LONG),
    ).toBeVisible();
  },
};

// ---------------------------------------------------------------- writing recipes

/** New Recipe: the full-screen form, empty, with the category None. */
export const NewRecipeForm: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await recipesShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New Recipe' }));
    const dialog = await openedDialog('dialog', 'New Recipe');
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus();
    await expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await expect(
      within(dialog).getByRole('option', { name: 'None', selected: true }),
    ).toBeInTheDocument();
  },
};

/** Save Recipe: the new recipe is listed, its ingredients split at the commas. */
export const NewRecipeSaved: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New Recipe' }));
    const dialog = await openedDialog('dialog', 'New Recipe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Miso soup');
    await pasteInto(
      within(dialog).getByRole('textbox', { name: 'Ingredients' }),
      '1 tbsp miso, 2 cups water , tofu,',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Instructions' }), 'Warm.');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Category' }),
      'Soups',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LONG);
    const miso = await within(list).findByRole('article', { name: 'Miso soup' }, LONG);
    await expect(miso).toHaveTextContent('3 ingredients');
    await expect(miso).toHaveTextContent('Soups');
    await toastShown('Saved “Miso soup”.');
    // The focus is back on New Recipe.
    await expect(canvas.getByRole('button', { name: 'New Recipe' })).toHaveFocus();
  },
};

/** A recipe needs a name: Save Recipe asks for one and sends nothing. */
export const NameRequired: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    await recipesShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New Recipe' }));
    const dialog = await openedDialog('dialog', 'New Recipe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    await expect(
      within(dialog).getByRole('textbox', { name: /Name/ }),
    ).toHaveAccessibleErrorMessage('Give the recipe a name.');
  },
};

/** A refused save: 'Failed to save recipe.' in the form, with the server's reason; the text stays. */
export const SaveFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('post', '/meal-planning/recipes', 503, 'Saving is paused for maintenance.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await recipesShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New Recipe' }));
    const dialog = await openedDialog('dialog', 'New Recipe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Miso soup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    const alert = await within(dialog).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Failed to save recipe.');
    await expect(alert).toHaveTextContent('Saving is paused for maintenance.');
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Miso soup');
  },
};

/** The session ended while writing: 'You must be logged in to create or edit recipes.' in the form. */
export const SaveSessionEnded: Story = {
  parameters: {
    session: maya,
    // Like SaveFailed with another sentence.
    visual: { disable: true },
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('post', '/meal-planning/recipes', 401, 'This session has ended.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await recipesShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'New Recipe' }));
    const dialog = await openedDialog('dialog', 'New Recipe');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Miso soup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    await expect(await within(dialog).findByRole('alert', {}, LONG)).toHaveTextContent(
      'You must be logged in to create or edit recipes.',
    );
  },
};

/** Edit: the form holds the recipe (its ingredients, its category); the change is saved. */
export const EditRecipe: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    await userEvent.click(
      within(recipeNamed(list, 'Carrot ginger soup')).getByRole('button', {
        name: 'Edit Carrot ginger soup',
      }),
    );
    const dialog = await openedDialog('dialog', 'Edit Recipe');
    await expect(within(dialog).getByRole('textbox', { name: 'Ingredients' })).toHaveValue(
      '6 carrots, 1 onion, 2 cm ginger, 1 l vegetable stock, salt',
    );
    await expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('Soups');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await pasteInto(name, 'Carrot and ginger soup');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    await expect(
      await within(list).findByRole('article', { name: 'Carrot and ginger soup' }, LONG),
    ).toBeVisible();
    await expect(recipeNames(list)).toHaveLength(4);
  },
};

// ---------------------------------------------------------------- import

/** Import from Link fills an unsaved draft (no category) in the form; nothing is saved yet. */
export const ImportedDraft: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await recipesShown(canvas);
    await importLink(canvas, 'https://recipes.example.org/sourdough-pancakes');
    const dialog = await openedDialog('dialog', 'New Recipe', LONG);
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue(
      'Sourdough pancakes',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Ingredients' })).toHaveValue(
      '1 cup sourdough starter, 1 egg, 1 tbsp sugar, 1/2 tsp baking soda, pinch of salt',
    );
    await expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await expect(db.recipes.some((recipe) => recipe.name === 'Sourdough pancakes')).toBe(false);
  },
};

/** Saving the draft posts it: listed with no category. */
export const ImportedAndSaved: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    await importLink(canvas, 'https://recipes.example.org/sourdough-pancakes');
    const dialog = await openedDialog('dialog', 'New Recipe', LONG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    const pancakes = await within(list).findByRole('article', { name: 'Sourdough pancakes' }, LONG);
    await expect(pancakes).toHaveTextContent('No category');
    await expect(pancakes).toHaveTextContent('5 ingredients');
    await expect(canvas.getByRole('textbox', { name: 'Recipe link' })).toHaveValue('');
  },
};

/** The page has no recipe: 'Error importing recipe: ' and the server's detail. */
export const ImportFailed: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await recipesShown(canvas);
    await importLink(canvas, 'https://recipes.example.org/no-recipe-here');
    await toastShown('Error importing recipe: No recipe found at that address.');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/**
 * While the page is fetched: Import from Link busy (disabled), a status line saying so, and Cancel,
 * which aborts the request: 'Import cancelled.', no error, the focus back on the link.
 */
export const ImportInProgress: Story = {
  parameters: {
    visual: { busy: true },
    session: maya,
    msw: {
      handlers: { 'meal-planning': [loadingHandler('post', '/meal-planning/recipes/import')] },
    },
  },
  play: async ({ canvas, step }) => {
    await recipesShown(canvas);
    await importLink(canvas, 'https://recipes.example.org/sourdough-pancakes');
    const form = canvas.getByRole('form', { name: 'Import a Recipe' });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Importing the recipe from the link…',
    );
    await expect(within(form).getByRole('button', { name: /Import from Link/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(form).toHaveAttribute('aria-busy', 'true');
    const cancel = within(form).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeEnabled();
    await step('Cancel aborts the request', async () => {
      await userEvent.click(cancel);
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent('Import cancelled.'),
      );
      await expect(within(form).queryByRole('button', { name: 'Cancel' })).toBeNull();
      await expect(within(form).getByRole('button', { name: 'Import from Link' })).toBeEnabled();
      await expect(canvas.getByRole('textbox', { name: 'Recipe link' })).toHaveFocus();
      await expect(screen.queryByText(/Error importing recipe/)).toBeNull();
    });
    // Imported again, busy again (the screenshot shows the state in progress).
    await userEvent.click(within(form).getByRole('button', { name: 'Import from Link' }));
    await expect(within(form).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A blank link is not sent: the field asks for an address. */
export const ImportBlank: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    await recipesShown(canvas);
    await importLink(canvas, '   ');
    const field = canvas.getByRole('textbox', { name: 'Recipe link' });
    await expect(field).toHaveAccessibleErrorMessage('Enter the address of a recipe page.');
    await expect(field).toHaveFocus();
  },
};

// ---------------------------------------------------------------- to the grocery list

/**
 * Counts: Overnight oats × 2 and Lentil salad × 1 are sent as repeated ids; the server's message
 * says what was added (the oats counted twice: 2 cups of rolled oats), and the counts go back to 0.
 */
export const GroceryListGenerated: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    const oats = recipeNamed(list, 'Overnight oats');
    await userEvent.click(within(oats).getByRole('button', { name: 'Increase Count' }));
    await userEvent.click(within(oats).getByRole('button', { name: 'Increase Count' }));
    await userEvent.click(
      within(recipeNamed(list, 'Lentil salad')).getByRole('button', { name: 'Increase Count' }),
    );
    await expect(canvas.getByText('Selected: Lentil salad × 1, Overnight oats × 2')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Generate Grocery List from Selected' }),
    );
    await toastShown(/^Added 13 ingredients from 3 recipes to your grocery list/);
    const rolledOats = db.groceries.find(
      (item) => item.user_id === users.maya.id && item.name === 'rolled oats',
    );
    await expect(rolledOats).toMatchObject({ quantity: 2, unit: 'cup' });
    await expect(canvas.getByText('No recipes selected.')).toBeVisible();
    await expect(within(oats).getByRole('spinbutton', { name: 'Count' })).toHaveValue(0);
  },
};

/** Nothing selected: 'Please select at least one recipe.' and nothing is sent. */
export const NothingSelected: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await recipesShown(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Generate Grocery List from Selected' }),
    );
    await toastShown('Please select at least one recipe.');
  },
};

/** The list could not be made: 'Failed to generate grocery list.' */
export const GenerateFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'grocery-list': [
          errorHandler('post', '/grocery-list/from-recipes', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    await userEvent.click(
      within(recipeNamed(list, 'Lentil salad')).getByRole('button', { name: 'Increase Count' }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Generate Grocery List from Selected' }),
    );
    await toastShown('Failed to generate grocery list.');
  },
};

// ---------------------------------------------------------------- deleting

/** Delete asks first, naming the recipe. */
export const DeleteDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    await userEvent.click(
      within(recipeNamed(list, 'Lentil salad')).getByRole('button', {
        name: 'Delete Lentil salad',
      }),
    );
    const dialog = await openedDialog('alertdialog', 'Delete Recipe');
    await expect(within(dialog).getByText('“Lentil salad”')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Yes, Delete: the recipe is gone; the focus goes to Your Recipes. */
export const RecipeDeleted: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    await userEvent.click(
      within(recipeNamed(list, 'Lentil salad')).getByRole('button', {
        name: 'Delete Lentil salad',
      }),
    );
    const dialog = await openedDialog('alertdialog', 'Delete Recipe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(recipeNames(list)).not.toContain('Lentil salad'), LONG);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Your Recipes' })).toHaveFocus(),
    );
  },
};

/** A refused delete: 'Failed to delete recipe.' in the dialog, which stays open. */
export const DeleteFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('delete', '/meal-planning/recipes/{id}', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    await userEvent.click(
      within(recipeNamed(list, 'Lentil salad')).getByRole('button', {
        name: 'Delete Lentil salad',
      }),
    );
    const dialog = await openedDialog('alertdialog', 'Delete Recipe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    const alert = await within(dialog).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Failed to delete recipe.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

/** The session ended before a delete: 'You must be logged in to delete a recipe.' */
export const DeleteSessionEnded: Story = {
  parameters: {
    session: maya,
    visual: { disable: true },
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('delete', '/meal-planning/recipes/{id}', 401, 'This session has ended.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    await userEvent.click(
      within(recipeNamed(list, 'Lentil salad')).getByRole('button', {
        name: 'Delete Lentil salad',
      }),
    );
    const dialog = await openedDialog('alertdialog', 'Delete Recipe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await loginRequired('You must be logged in to delete a recipe.');
  },
};

// ---------------------------------------------------------------- visitors

/** A visitor: the limited view (a sign-in prompt instead of recipes), the tools still there. */
export const LoggedOut: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible();
    await expect(canvas.getByText('Sign in for full access')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import from Link' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
  },
};

/** A visitor's New Recipe: 'You must be logged in to create or edit recipes.' */
export const LoggedOutNewRecipe: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New Recipe' }));
    const dialog = await loginRequired('You must be logged in to create or edit recipes.');
    // Continue Browsing closes the modal and stays; the focus is back on New Recipe.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue Browsing' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New Recipe' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'New Recipe' }));
    await loginRequired('You must be logged in to create or edit recipes.');
  },
};

/** A visitor's import: 'You must be logged in to import recipes.' */
export const LoggedOutImport: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await importLink(canvas, 'https://recipes.example.org/soup');
    await loginRequired('You must be logged in to import recipes.');
  },
};

/** A visitor's Generate: 'Login required to generate grocery list.' */
export const LoggedOutGenerate: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Generate Grocery List from Selected' }),
    );
    await loginRequired('Login required to generate grocery list.');
  },
};

/** The server refused the session (401): tolerated, the limited view. */
export const SessionRefused: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('get', '/meal-planning/recipes', 401, 'This session has ended.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your session has ended', {}, LONG)).toBeVisible();
  },
};

/** 320 px: the cards in one column; a long recipe opened wraps its name and lines. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  beforeEach: () => {
    addLongRecipe(users.maya.id);
  },
  play: async ({ canvas }) => {
    const list = await recipesShown(canvas);
    const long = within(list).getAllByRole('article')[1];
    if (!long) throw new Error('No long recipe');
    await userEvent.click(within(long).getByRole('button', { name: /^Show details/ }));
    await expect(within(long).getByText('carrots, in rounds')).toBeVisible();
  },
});
