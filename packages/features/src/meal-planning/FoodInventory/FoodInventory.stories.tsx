import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toastShown } from '../common/storybook';
import {
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
} from '../../testing';
import { addCategory, emptyPantry, inventoryFailsAfterFirstLoad } from '../common/mealFakes';
import { FoodInventory } from './FoodInventory';

const maya: TestSession = { userId: users.maya.id };
/** A brand-new account: no items, no categories. */
const ivy: TestSession = { userId: users.ivy.id };
const LONG = { timeout: 5000 };

/** Waits for the items and returns their table. */
async function itemsShown(canvas: StoryCanvas) {
  return canvas.findByRole('table', { name: 'Your items' }, LONG);
}

/** The row of an item, by its name (the row's header). */
function rowOf(table: HTMLElement, name: string) {
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const row = header.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

function itemNames(table: HTMLElement) {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);
}

function mayaItem(name: string) {
  return db.foodItems.find((item) => item.user_id === users.maya.id && item.name === name);
}

/**
 * The Food Inventory at `/FoodInventory`: Maya's six items, one at each
 * level of the colour rule and more (Carrots out, Brown rice and Garlic low, Oat milk stocked,
 * Cumin and Kale extra; Garlic has no category).
 */
const meta = {
  title: 'Food Inventory',
  component: FoodInventory,
  ...screenStory({ route: 'foodInventory' }),
  args: { openSearch: fn() },
} satisfies Meta<typeof FoodInventory>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- the page

/**
 * Maya's inventory, by name: each level in its colour and in words (Out, Low, Stocked, Extra), the
 * legend counting them, Have and Need between − and +.
 */
export const Populated: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    await expect(itemNames(table)).toEqual([
      'Brown rice',
      'Carrots',
      'Cumin',
      'Garlic',
      'Kale',
      'Oat milk',
    ]);
    await expect(rowOf(table, 'Carrots')).toHaveTextContent('Out');
    await expect(rowOf(table, 'Brown rice')).toHaveTextContent('Low');
    await expect(rowOf(table, 'Oat milk')).toHaveTextContent('Stocked');
    await expect(rowOf(table, 'Cumin')).toHaveTextContent('Extra');
    const legend = canvas.getByRole('list', { name: 'Stock levels' });
    await expect(legend).toHaveTextContent('1 none left');
    await expect(legend).toHaveTextContent('2 less than you need');
    await expect(legend).toHaveTextContent('1 just what you need');
    await expect(legend).toHaveTextContent('2 more than you need');
    await expect(
      within(rowOf(table, 'Carrots')).getByRole('spinbutton', { name: 'Have' }),
    ).toHaveValue(0);
    // The form starts a new item with have 1 and need 1.
    const form = canvas.getByRole('form', { name: 'Add an Item' });
    await expect(within(form).getByRole('spinbutton', { name: 'Have' })).toHaveValue(1);
    await expect(within(form).getByRole('spinbutton', { name: 'Need' })).toHaveValue(1);
    await expect(within(form).getByRole('checkbox', { name: 'Vegetables' })).not.toBeChecked();
  },
};

/** Nothing in the inventory yet, and no categories. */
export const Empty: Story = {
  parameters: { session: ivy },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your inventory is empty.' }, LONG),
    ).toBeVisible();
    await expect(canvas.getByText('No food categories yet.', { exact: false })).toBeVisible();
  },
};

/** While the inventory loads. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: { 'meal-planning': [loadingHandler('get', '/meal-planning/food-inventory')] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your inventory...')).toBeVisible();
  },
};

/** The inventory failed to load: said so, with Try again. */
export const ListError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('get', '/meal-planning/food-inventory', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load your inventory.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

// ---------------------------------------------------------------- the form

/**
 * Add Item: Basil (have 1, need 1, in bunches, in Spices) is listed as Stocked with its unit (typed
 * "Bunches", stored as the parser's "bunch"); the form starts again.
 */
export const AddItem: Story = {
  // Looks like Populated with more rows.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add an Item' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Item Name' }), '  Basil ');
    await userEvent.type(within(form).getByRole('combobox', { name: /^Unit/ }), 'Bunches');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Spices' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(rowOf(table, 'Basil')).toHaveTextContent('Stocked'), LONG);
    await expect(rowOf(table, 'Basil')).toHaveTextContent('Spices');
    await expect(rowOf(table, 'Basil')).toHaveTextContent('Unit: bunches');
    await expect(mayaItem('Basil')).toMatchObject({ unit: 'bunch' });
    await expect(within(form).getByRole('combobox', { name: /^Unit/ })).toHaveValue('');
    await expect(within(form).getByRole('textbox', { name: 'Item Name' })).toHaveValue('');
    await expect(within(form).getByRole('textbox', { name: 'Item Name' })).toHaveFocus();
    // A quarter kilo of butter is kept exactly and reads as 250 g (issue 45).
    await userEvent.type(within(form).getByRole('textbox', { name: 'Item Name' }), 'Butter');
    await userEvent.type(within(form).getByRole('combobox', { name: /^Unit/ }), 'kg');
    const have = within(form).getByRole('spinbutton', { name: 'Have' });
    await userEvent.clear(have);
    await userEvent.type(have, '0.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    await waitFor(
      () => expect(rowOf(table, 'Butter')).toHaveTextContent('Have 250 g · Need 1 kg'),
      LONG,
    );
    await expect(mayaItem('Butter')).toMatchObject({ quantity: 0.25, unit: 'kilogram' });
  },
};

/** A blank name is not saved: the field asks for one. */
export const BlankName: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await itemsShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add an Item' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Item Name' }), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Item' }));
    await expect(
      within(form).getByRole('textbox', { name: 'Item Name' }),
    ).toHaveAccessibleErrorMessage('Enter a name for the item.');
  },
};

/** Edit fills the form with the item: Edit Item, its amounts and categories, Save Changes. */
export const EditForm: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    await userEvent.click(
      within(rowOf(table, 'Brown rice')).getByRole('button', { name: 'Edit Brown rice' }),
    );
    const form = canvas.getByRole('form', { name: 'Edit Item' });
    await expect(within(form).getByRole('textbox', { name: 'Item Name' })).toHaveValue(
      'Brown rice',
    );
    await expect(within(form).getByRole('spinbutton', { name: 'Have' })).toHaveValue(1);
    await expect(within(form).getByRole('spinbutton', { name: 'Need' })).toHaveValue(3);
    await expect(within(form).getByRole('checkbox', { name: 'Grains' })).toBeChecked();
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Item Name' })).toHaveFocus(),
    );
  },
};

/** Save Changes: the row shows the new amounts and unit; the focus is back on its Edit button. */
export const EditSaved: Story = {
  // Looks like Populated with other numbers in one row.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    await userEvent.click(
      within(rowOf(table, 'Garlic')).getByRole('button', { name: 'Edit Garlic' }),
    );
    const form = canvas.getByRole('form', { name: 'Edit Item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Increase Have' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Increase Have' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Increase Have' }));
    await userEvent.type(within(form).getByRole('combobox', { name: /^Unit/ }), 'cloves');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(rowOf(table, 'Garlic')).toHaveTextContent('Stocked'), LONG);
    await expect(rowOf(table, 'Garlic')).toHaveTextContent('Unit: cloves');
    await expect(mayaItem('Garlic')).toMatchObject({
      quantity: 5,
      desiredQuantity: 5,
      unit: 'clove',
    });
    await expect(canvas.getByRole('form', { name: 'Add an Item' })).toBeVisible();
    await waitFor(() =>
      expect(
        within(rowOf(table, 'Garlic')).getByRole('button', { name: 'Edit Garlic' }),
      ).toHaveFocus(),
    );
  },
};

// ---------------------------------------------------------------- the rows

/**
 * + on Have, twice quickly: both count (Carrots goes 0 → 2, from Out to Low) and reach the server
 * in order.
 */
export const HaveStepped: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    const carrots = rowOf(table, 'Carrots');
    await userEvent.click(within(carrots).getByRole('button', { name: 'Increase Have' }));
    await userEvent.click(within(carrots).getByRole('button', { name: 'Increase Have' }));
    await expect(within(carrots).getByRole('spinbutton', { name: 'Have' })).toHaveValue(2);
    await expect(carrots).toHaveTextContent('Low');
    await waitFor(() => expect(mayaItem('Carrots')?.quantity).toBe(2), LONG);
    // − on Need: Kale needs 1 now.
    const kale = rowOf(table, 'Kale');
    await userEvent.click(within(kale).getByRole('button', { name: 'Decrease Need' }));
    await waitFor(() => expect(mayaItem('Kale')?.desiredQuantity).toBe(1), LONG);
  },
};

/** A refused save: the amount goes back, and a toast says which item and why. */
export const StepFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('post', '/meal-planning/food-inventory', 503, 'Try again in a minute.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    const carrots = rowOf(table, 'Carrots');
    await userEvent.click(within(carrots).getByRole('button', { name: 'Increase Have' }));
    await toastShown('Could not save “Carrots”.');
    await expect(screen.getByText('Try again in a minute.')).toBeVisible();
    await waitFor(() =>
      expect(within(carrots).getByRole('spinbutton', { name: 'Have' })).toHaveValue(0),
    );
  },
};

/** Delete asks first (a deleted item cannot be restored), naming the item; Cancel has the focus. */
export const DeleteConfirmation: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    await userEvent.click(
      within(rowOf(table, 'Kale')).getByRole('button', { name: 'Delete Kale' }),
    );
    const dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete “Kale” from your inventory? This cannot be undone.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Cancel keeps the item and returns to its Delete; Yes, Delete removes it, focus on Your Inventory. */
export const DeleteItem: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    const deleteKale = () =>
      within(rowOf(table, 'Kale')).getByRole('button', { name: 'Delete Kale' });
    await userEvent.click(deleteKale());
    let dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(deleteKale()).toHaveFocus());
    await expect(itemNames(table)).toContain('Kale');
    await expect(mayaItem('Kale')).toBeDefined();

    await userEvent.click(deleteKale());
    dialog = await openedDialog('alertdialog', 'Confirm Deletion');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(itemNames(table)).not.toContain('Kale'), LONG);
    await expect(mayaItem('Kale')).toBeUndefined();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Your Inventory' })).toHaveFocus(),
    );
  },
};

// ---------------------------------------------------------------- filter and sort

/** The filter at No Category: only Garlic, the one item without a category. */
export const NoCategoryFilter: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    const filter = canvas.getByRole('combobox', { name: 'Category' });
    await expect(
      [...(filter as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual(['No Category', 'All', 'Dairy & alternatives', 'Grains', 'Spices', 'Vegetables']);
    await userEvent.selectOptions(filter, 'No Category');
    await expect(itemNames(table)).toEqual(['Garlic']);
  },
};

/** A category without items says so. */
export const EmptyCategory: Story = {
  parameters: { session: maya },
  beforeEach: () => {
    addCategory(users.maya.id, 'Frozen');
  },
  play: async ({ canvas }) => {
    await itemsShown(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Frozen');
    await expect(canvas.getByText('No items in this category.')).toBeVisible();
  },
};

/** Sorted by Need (smallest first, then by name), and by Category (uncategorised last). */
export const Sorted: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const table = await itemsShown(canvas);
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sort, 'Need');
    await expect(itemNames(table)).toEqual([
      'Cumin',
      'Kale',
      'Oat milk',
      'Brown rice',
      'Carrots',
      'Garlic',
    ]);
    await userEvent.selectOptions(sort, 'Category');
    await expect(itemNames(table)).toEqual([
      'Oat milk',
      'Brown rice',
      'Cumin',
      'Carrots',
      'Kale',
      'Garlic',
    ]);
  },
};

// ---------------------------------------------------------------- to the grocery list, and recipes

/** Add Shortfalls to Grocery List: the server's message (Carrots, Brown rice and Garlic added). */
export const ShortfallsAdded: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await itemsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Shortfalls to Grocery List' }));
    await toastShown('Added 3 items to your grocery list.');
  },
};

/** Run again, nothing doubles: the server says nothing was added. */
export const ShortfallsAgain: Story = {
  // The same page as ShortfallsAdded with another toast.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    await itemsShown(canvas);
    const button = canvas.getByRole('button', { name: 'Add Shortfalls to Grocery List' });
    await userEvent.click(button);
    await screen.findByText('Added 3 items to your grocery list.', {}, LONG);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await toastShown(
      'Nothing to add: your inventory and grocery list already cover what you need.',
    );
  },
};

/** The shortfalls could not be added: 'Failed to add inventory shortfalls to grocery list.' */
export const ShortfallsFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'grocery-list': [
          errorHandler(
            'post',
            '/grocery-list/grocery-list/from-inventory',
            500,
            'Database unavailable',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await itemsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Shortfalls to Grocery List' }));
    await toastShown('Failed to add inventory shortfalls to grocery list.');
  },
};

/** Find Recipes: a web search for what is in stock (not Carrots, which is out), in a new tab. */
export const FindRecipes: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas, args }) => {
    await itemsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Recipes' }));
    await waitFor(() => expect(args.openSearch).toHaveBeenCalledTimes(1), LONG);
    const [url] = (args.openSearch as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(new URL(String(url)).searchParams.get('q')).toBe(
      'Brown rice, Oat milk, Cumin, Garlic, Kale What can I make with these ingredients?',
    );
  },
};

/** Nothing in stock: 'You have no ingredients with quantity > 0.' and no search. */
export const NothingInStock: Story = {
  parameters: { session: maya },
  beforeEach: () => {
    emptyPantry(users.maya.id);
  },
  play: async ({ canvas, args }) => {
    await itemsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Recipes' }));
    await toastShown('You have no ingredients with quantity > 0.');
    await expect(args.openSearch).not.toHaveBeenCalled();
  },
};

/** The inventory could not be fetched again: 'Failed to fetch inventory.' and no search. */
export const FindRecipesFailed: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { 'meal-planning': [inventoryFailsAfterFirstLoad()] } },
  },
  play: async ({ canvas, args }) => {
    await itemsShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Find Recipes' }));
    await toastShown('Failed to fetch inventory.');
    await expect(args.openSearch).not.toHaveBeenCalled();
  },
};

// ---------------------------------------------------------------- visitors, and narrow

/** A visitor: the limited view, the page and a sign-in prompt; nothing is loaded. */
export const LoggedOut: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Food Inventory' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Sign in for full access');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** The server refused the session (401): the limited view says the session ended. */
export const SessionRefused: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'meal-planning': [
          errorHandler('get', '/meal-planning/food-inventory', 401, 'This session has ended.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your session has ended', {}, LONG)).toBeVisible();
  },
};

/** 320 px: each item a card, its level in words, Have and Need labelled, − and + in reach. */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your items' }, LONG);
    const carrots = within(list).getByRole('heading', { name: 'Carrots' }).closest('li');
    if (!carrots) throw new Error('No Carrots');
    await expect(carrots).toHaveTextContent('Out');
    await expect(within(carrots).getByRole('spinbutton', { name: 'Have' })).toBeVisible();
    await expect(within(carrots).getByRole('button', { name: 'Increase Need' })).toBeVisible();
  },
});
