import type { Meta, StoryObj } from '@storybook/react-vite';
import { db, errorHandler, loadingHandler, users } from '@wegrow/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  screenStory,
  type StoryCanvas,
  type TestSession,
  narrow,
  openedDialog,
} from '../../testing';
import { addUnitGroceries, uncheckGroceries } from '../common/mealFakes';
import { toastShown } from '../common/storybook';
import { GroceryList } from './GroceryList';

const maya: TestSession = { userId: users.maya.id };
/** A brand-new account: an empty list. */
const ivy: TestSession = { userId: users.ivy.id };
const LONG = { timeout: 5000 };

/** Waits for the list and returns it. */
async function listShown(canvas: StoryCanvas) {
  return canvas.findByRole('list', { name: 'Your List' }, LONG);
}

function itemOf(list: HTMLElement, name: string) {
  const item = within(list).getByRole('checkbox', { name }).closest('li');
  if (!item) throw new Error(`No item ${name}`);
  return item;
}

function mayaGroceries() {
  return db.groceries.filter((item) => item.user_id === users.maya.id);
}

/**
 * The Grocery List at `/GroceryList`: Maya's four items, Oat milk (1 l) and
 * Lemons in the cart, Tomatoes and Sourdough bread not.
 */
const meta = {
  title: 'Grocery List',
  component: GroceryList,
  ...screenStory({ route: 'groceryList' }),
} satisfies Meta<typeof GroceryList>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---------------------------------------------------------------- the page

/** Maya's list: each item red or green with its words, quantities with units, two in the cart. */
export const Populated: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    const tomatoes = itemOf(list, 'Tomatoes');
    await expect(tomatoes).toHaveTextContent('Not in cart');
    await expect(within(tomatoes).getByRole('checkbox')).not.toBeChecked();
    await expect(within(tomatoes).getByRole('checkbox')).toHaveAccessibleDescription('Quantity: 3');
    const oatMilk = itemOf(list, 'Oat milk');
    await expect(oatMilk).toHaveTextContent('In cart');
    await expect(within(oatMilk).getByRole('checkbox')).toHaveAccessibleDescription(
      'Quantity: 1 l',
    );
    await expect(canvas.getByText('2 of 4 items in the cart')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Import In-Cart Items to Food Inventory' }),
    ).toBeEnabled();
    // Grouped by aisle: oat milk under its inventory category, the rest under Other, last.
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Dairy & alternatives', 'Other']);
    await expect(
      within(canvas.getByRole('list', { name: 'Dairy & alternatives' })).getByText('Oat milk'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Other' })).getByText('Tomatoes'),
    ).toBeVisible();
  },
};

/** An empty list: said so, with where items come from. */
export const Empty: Story = {
  parameters: { session: ivy },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your grocery list is empty.' }, LONG),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Clear Entire List' }),
    ).not.toBeInTheDocument();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: {
    session: maya,
    msw: { handlers: { 'grocery-list': [loadingHandler('get', '/grocery-list/grocery-list')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your grocery list...')).toBeVisible();
  },
};

/** The list failed to load: said so, with Try again. */
export const ListError: Story = {
  name: 'Error',
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'grocery-list': [
          errorHandler('get', '/grocery-list/grocery-list', 500, 'Database unavailable'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('We could not load your grocery list.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

// ---------------------------------------------------------------- adding, ticking, deleting

/**
 * Add to List: Basil with the amount 2 is listed, not in the cart, and the form starts again empty;
 * "tomato" goes onto the Tomatoes line (any case or plural) instead of a second one.
 */
export const AddItem: Story = {
  // Looks like Populated with one more row.
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add an Item' });
    const name = within(form).getByRole('textbox', { name: 'Item' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.type(name, 'Basil');
    await userEvent.type(amount, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to List' }));
    const basil = await waitFor(() => itemOf(list, 'Basil'), LONG);
    await expect(basil).toHaveTextContent('Not in cart');
    await expect(within(basil).getByRole('checkbox')).toHaveAccessibleDescription('Quantity: 2');
    await expect(name).toHaveValue('');
    await expect(amount).toHaveValue('');
    await userEvent.type(name, 'tomato');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to List' }));
    await waitFor(
      () =>
        expect(within(itemOf(list, 'Tomatoes')).getByRole('checkbox')).toHaveAccessibleDescription(
          'Quantity: 4',
        ),
      LONG,
    );
    await expect(within(list).queryByRole('checkbox', { name: 'tomato' })).toBeNull();
  },
};

/** A blank name is not sent: the field asks for one. */
export const BlankName: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add an Item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add to List' }));
    await expect(within(form).getByRole('textbox', { name: 'Item' })).toHaveAccessibleErrorMessage(
      'Enter a name for the item.',
    );
  },
};

/**
 * Amounts read like recipe lines and added exactly: "½ l" of olive oil, then "olive oil
 * 250 ml" typed as the name, make one line of 750 ml.
 */
export const AmountsAddUp: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add an Item' });
    const name = within(form).getByRole('textbox', { name: 'Item' });
    await userEvent.type(name, 'Olive oil');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Amount' }), '½ l');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to List' }));
    const oil = await waitFor(() => itemOf(list, 'Olive oil'), LONG);
    await expect(within(oil).getByRole('checkbox')).toHaveAccessibleDescription('Quantity: 0.5 l');
    await userEvent.type(name, 'olive oil 250 ml');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to List' }));
    await waitFor(
      () =>
        expect(within(itemOf(list, 'Olive oil')).getByRole('checkbox')).toHaveAccessibleDescription(
          'Quantity: 750 ml',
        ),
      LONG,
    );
    await expect(canvas.getByText('2 of 5 items in the cart')).toBeVisible();
  },
};

/**
 * An item added with an aisle of its own: Paper towels under Household (its own heading), where the
 * food inventory knows nothing of it.
 */
export const AddWithAisle: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listShown(canvas);
    const form = canvas.getByRole('form', { name: 'Add an Item' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Item' }), 'Paper towels');
    const aisle = within(form).getByRole('combobox', { name: 'Aisle' });
    await expect(aisle).toHaveAccessibleDescription('Optional: where you find it');
    await userEvent.type(aisle, ' Household ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add to List' }));
    const household = await canvas.findByRole('list', { name: 'Household' }, LONG);
    await expect(within(household).getByRole('checkbox', { name: 'Paper towels' })).toBeVisible();
    await expect(aisle).toHaveValue('');
    await expect(mayaGroceries().find((item) => item.name === 'Paper towels')?.aisle).toBe(
      'Household',
    );
  },
};

/** Move on a row: the dialog with its Aisle field, filled with the aisle the item is under. */
export const MoveDialog: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    await userEvent.click(
      within(itemOf(list, 'Oat milk')).getByRole('button', {
        name: 'Move Oat milk to another aisle',
      }),
    );
    const dialog = await openedDialog('dialog', 'Move “Oat milk”');
    const field = within(dialog).getByRole('combobox', { name: 'Aisle' });
    await expect(field).toHaveValue('Dairy & alternatives');
    await expect(field).toHaveFocus();
  },
};

/**
 * Moving items: Tomatoes to a new aisle (under its heading at once), then Oat milk's aisle emptied,
 * back under its food category; Cancel changes nothing and focus returns to Move.
 */
export const MoveToAisle: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    const move = (name: string) =>
      within(itemOf(list, name)).getByRole('button', { name: `Move ${name} to another aisle` });
    await userEvent.click(move('Tomatoes'));
    let dialog = await openedDialog('dialog', 'Move “Tomatoes”');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Aisle' }), 'Market stall');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    const stall = await canvas.findByRole('list', { name: 'Market stall' }, LONG);
    await expect(within(stall).getByRole('checkbox', { name: 'Tomatoes' })).toBeVisible();
    await waitFor(() =>
      expect(mayaGroceries().find((item) => item.name === 'Tomatoes')?.aisle).toBe('Market stall'),
    );

    await userEvent.click(move('Oat milk'));
    dialog = await openedDialog('dialog', 'Move “Oat milk”');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(move('Oat milk')).toHaveFocus());

    await userEvent.click(move('Tomatoes'));
    dialog = await openedDialog('dialog', 'Move “Tomatoes”');
    await userEvent.clear(within(dialog).getByRole('combobox', { name: 'Aisle' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Market stall' })).toBeNull());
    await expect(
      within(canvas.getByRole('list', { name: 'Other' })).getByRole('checkbox', {
        name: 'Tomatoes',
      }),
    ).toBeVisible();
    await waitFor(() =>
      expect(mayaGroceries().find((item) => item.name === 'Tomatoes')?.aisle).toBeNull(),
    );
  },
};

/** The check toggle: Tomatoes into the cart (green, In cart), Lemons out (red); saved at once. */
export const CheckToggle: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    await userEvent.click(within(itemOf(list, 'Tomatoes')).getByRole('checkbox'));
    await expect(itemOf(list, 'Tomatoes')).toHaveTextContent('In cart');
    await userEvent.click(within(itemOf(list, 'Lemons')).getByRole('checkbox'));
    await expect(itemOf(list, 'Lemons')).toHaveTextContent('Not in cart');
    await waitFor(
      () =>
        expect(
          mayaGroceries()
            .filter((item) => item.checked)
            .map((item) => item.name),
        ).toEqual(['Tomatoes', 'Oat milk']),
      LONG,
    );
    await expect(canvas.getByText('2 of 4 items in the cart')).toBeVisible();
  },
};

/**
 * A row's quantity stepper: + twice quickly, then a typed 0 (kept in the field, not sent) and 7;
 * the row shows each number at once and the server ends with the last one.
 */
export const QuantityEdit: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    const increase = within(itemOf(list, 'Tomatoes')).getByRole('button', {
      name: 'Increase Quantity of Tomatoes',
    });
    await userEvent.click(increase);
    await userEvent.click(increase);
    const field = within(itemOf(list, 'Tomatoes')).getByRole('spinbutton', {
      name: 'Quantity of Tomatoes',
    });
    await expect(field).toHaveValue(5);
    await expect(
      within(itemOf(list, 'Tomatoes')).getByRole('checkbox'),
    ).toHaveAccessibleDescription('Quantity: 5');
    await waitFor(
      () => expect(mayaGroceries().find((item) => item.name === 'Tomatoes')?.quantity).toBe(5),
      LONG,
    );
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await expect(field).toHaveValue(0);
    await expect(mayaGroceries().find((item) => item.name === 'Tomatoes')?.quantity).toBe(5);
    await userEvent.clear(field);
    await userEvent.type(field, '7');
    await waitFor(
      () => expect(mayaGroceries().find((item) => item.name === 'Tomatoes')?.quantity).toBe(7),
      LONG,
    );
    await expect(field).toHaveValue(7);
  },
};

/** A refused toggle goes back, and a toast says so. */
export const CheckFailed: Story = {
  parameters: {
    session: maya,
    visual: { disable: true },
    msw: {
      handlers: {
        'grocery-list': [
          errorHandler(
            'put',
            '/grocery-list/grocery-list/item/{id}',
            503,
            'Try again in a minute.',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    await userEvent.click(within(itemOf(list, 'Tomatoes')).getByRole('checkbox'));
    await toastShown('Could not update “Tomatoes”.');
    await waitFor(() => expect(itemOf(list, 'Tomatoes')).toHaveTextContent('Not in cart'));
  },
};

/** Delete: the item leaves the list; the focus goes to Your List. */
export const DeleteItem: Story = {
  parameters: { session: maya, visual: { disable: true } },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    await userEvent.click(
      within(itemOf(list, 'Sourdough bread')).getByRole('button', {
        name: 'Delete Sourdough bread',
      }),
    );
    await waitFor(
      () => expect(within(list).queryByText('Sourdough bread')).not.toBeInTheDocument(),
      LONG,
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: 'Your List' })).toHaveFocus(),
    );
  },
};

// ---------------------------------------------------------------- into the inventory

/** Nothing in the cart: Import In-Cart Items to Food Inventory is disabled, and says why. */
export const NothingInCart: Story = {
  parameters: { session: maya },
  beforeEach: () => {
    uncheckGroceries(users.maya.id);
  },
  play: async ({ canvas }) => {
    await listShown(canvas);
    const button = canvas.getByRole('button', { name: 'Import In-Cart Items to Food Inventory' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Tick what is in your cart to bring it into your food inventory.',
    );
    await expect(canvas.getByText('0 of 4 items in the cart')).toBeVisible();
  },
};

/**
 * Import: the server's message; the in-cart items leave the list (Oat milk added to the one in the
 * inventory, Lemons new there).
 */
export const ImportedToInventory: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Import In-Cart Items to Food Inventory' }),
    );
    await toastShown('Imported 2 items into your food inventory: 1 new, 1 added to items you had.');
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(2), LONG);
    const oatMilk = db.foodItems.find(
      (item) => item.user_id === users.maya.id && item.name === 'Oat milk',
    );
    await expect(oatMilk?.quantity).toBe(3);
  },
};

/** The import failed: 'Could not import to inventory.' */
export const ImportFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'grocery-list': [
          errorHandler(
            'post',
            '/grocery-list/grocery-list/import-to-inventory',
            500,
            'Database unavailable',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await listShown(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Import In-Cart Items to Food Inventory' }),
    );
    await toastShown('Could not import to inventory.');
  },
};

// ---------------------------------------------------------------- clearing

/** Clear Entire List asks first: 'Are you sure you want to clear the entire grocery list?' */
export const ClearConfirm: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Entire List' }));
    const dialog = await openedDialog('alertdialog', 'Clear Grocery List');
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to clear the entire grocery list?',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Yes, Clear: the server's message, and the list is empty. */
export const Cleared: Story = {
  parameters: { session: maya },
  play: async ({ canvas }) => {
    await listShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Entire List' }));
    const dialog = await openedDialog('alertdialog', 'Clear Grocery List');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Clear' }));
    await toastShown('Cleared your grocery list (4 items removed).');
    await expect(
      await canvas.findByRole('heading', { name: 'Your grocery list is empty.' }, LONG),
    ).toBeVisible();
  },
};

/** The list could not be cleared: 'Error clearing grocery list.' in the dialog, which stays. */
export const ClearFailed: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'grocery-list': [
          errorHandler(
            'delete',
            '/grocery-list/grocery-list/grocery-list/clear',
            500,
            'Database unavailable',
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await listShown(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Entire List' }));
    const dialog = await openedDialog('alertdialog', 'Clear Grocery List');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Clear' }));
    const alert = await within(dialog).findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Error clearing grocery list.');
    await expect(alert).toHaveTextContent('Database unavailable');
  },
};

// ---------------------------------------------------------------- visitors, and narrow

/** A visitor: read-only and not loaded, a sign-in prompt instead. */
export const LoggedOut: Story = {
  name: 'Signed Out',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Grocery List' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sign in to see and change your grocery list.',
    );
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Your List' })).not.toBeInTheDocument();
  },
};

/** The server refused the session (401): the limited view says the session ended. */
export const SessionRefused: Story = {
  parameters: {
    session: maya,
    msw: {
      handlers: {
        'grocery-list': [
          errorHandler('get', '/grocery-list/grocery-list', 401, 'This session has ended.'),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your session has ended', {}, LONG)).toBeVisible();
  },
};

/** 320 px, with items from recipes: quantities in words (2 cups, 250 g, 3 cloves). */
export const Narrow: Story = narrow({
  parameters: { session: maya },
  beforeEach: () => {
    addUnitGroceries(users.maya.id);
  },
  play: async ({ canvas }) => {
    const list = await listShown(canvas);
    await expect(
      within(itemOf(list, 'red lentils')).getByRole('checkbox'),
    ).toHaveAccessibleDescription('Quantity: 2 cups');
    await expect(within(itemOf(list, 'tofu')).getByRole('checkbox')).toHaveAccessibleDescription(
      'Quantity: 250 g',
    );
    await expect(within(itemOf(list, 'garlic')).getByRole('checkbox')).toHaveAccessibleDescription(
      'Quantity: 3 cloves',
    );
  },
});
