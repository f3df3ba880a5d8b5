import {
  filterInventory,
  sortInventory,
  useApi,
  type FoodItem,
  type InventorySort,
} from '@wegrow/api';
import { Button, ConfirmDialog, Heading, Inline, Select, Stack, Text } from '@wegrow/ui';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { QueryState } from '../../shared/QueryState/QueryState';
import { MealPage } from '../common/MealPage';
import { mealTexts } from '../common/mealTexts';
import { isRefused, useSignedIn } from '../common/session';
import { SignInPrompt } from '../common/SignInPrompt';
import { useMealCategories } from '../common/useMealCategories';
import { useMealToasts } from '../common/useMealToasts';
import { useNarrow } from '../common/useNarrow';
import { useQueuedSaves } from '../common/useQueuedSaves';
import { inStockNames, recipeSearchUrl } from './findRecipes';
import { InventoryCards } from './InventoryCards';
import {
  canSaveItem,
  draftOf,
  emptyItemDraft,
  itemRequest,
  withAmount,
  type ItemDraft,
} from './inventoryDraft';
import { levelCounts } from './inventoryLevels';
import { filterChoices, filterOf, isInventorySort, sortChoices } from './inventoryOptions';
import { InventoryTable } from './InventoryTable';
import { ItemForm } from './ItemForm';
import { StockLegend } from './StockLegend';

export interface FoodInventoryProps {
  /**
   * Opens Find Recipes' web search. @default a new tab, without opener or referrer (stories and
   * tests record the address instead)
   */
  openSearch?: (url: string) => void;
}

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Below this width the items are cards instead of a five-column table. */
const NARROW_PX = 640;

/**
 * The Food Inventory (`/FoodInventory`; spec 1 §2, §4, §5, §7, §8): the add/edit form (Item Name,
 * Have, Need — 1 and 1 for a new item — and the food categories), the items with − and + on Have
 * and Need, edit and delete, each showing its level in colour and in words (out, low, stocked,
 * extra); the category filter and the sort; Add Shortfalls to Grocery List (the server's message);
 * Find Recipes (a web search for what is in stock, in a new tab). A visitor, or a refused session,
 * gets the limited view.
 */
export function FoodInventory({ openSearch = openInNewTab }: FoodInventoryProps) {
  const api = useApi();
  const signedIn = useSignedIn();
  const toasts = useMealToasts();
  const categories = useMealCategories(signedIn);
  const inventory = api.useQuery('get', '/meal-planning/food-inventory', undefined, {
    enabled: signedIn,
  });
  const save = api.useMutation('post', '/meal-planning/food-inventory');
  // The rows' − and + save on their own (the form's button does not spin for them).
  const saveRow = api.useMutation('post', '/meal-planning/food-inventory');
  const remove = api.useMutation('delete', '/meal-planning/food-inventory/{id}');
  const shortfalls = api.useMutation('post', '/grocery-list/grocery-list/from-inventory');

  const [draft, setDraft] = useState<ItemDraft>(emptyItemDraft);
  const [nameError, setNameError] = useState<string | null>(null);
  const [filterValue, setFilterValue] = useState('all');
  const [sort, setSort] = useState<InventorySort>('name');
  const [deleting, setDeleting] = useState<number | null>(null);
  // The item whose Delete was pressed, asked about before it goes (it cannot be restored).
  const [confirming, setConfirming] = useState<FoodItem | null>(null);
  const deleted = useRef(false);
  const [finding, setFinding] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  // Where the focus was when editing began (the row's Edit button), to go back to.
  const returnFocus = useRef<HTMLElement | null>(null);
  const itemsId = useId();
  const [measure, narrow] = useNarrow<HTMLDivElement>(NARROW_PX);

  const onSaveError = useCallback(
    (error: unknown, item: FoodItem) => toasts.failure(`Could not save “${item.name}”.`, error),
    [toasts],
  );
  const saveAmounts = saveRow.mutateAsync;
  const amounts = useQueuedSaves(
    useCallback(
      (item: FoodItem) => saveAmounts({ body: { items: [itemRequest(draftOf(item))] } }),
      [saveAmounts],
    ),
    onSaveError,
  );

  const foodCategories = useMemo(() => categories.data?.food ?? [], [categories.data]);
  const filter = filterOf(filterValue, foodCategories);
  const shownItems = useMemo(
    () => (inventory.data?.items ?? []).map(amounts.shownItem),
    [inventory.data, amounts.shownItem],
  );
  const rows = useMemo(
    () => filterInventory(sortInventory(shownItems, sort, foodCategories), filter),
    [shownItems, sort, foodCategories, filter],
  );

  function backToWhereEditingBegan() {
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
    else nameField.current?.focus();
  }

  function saveDraft() {
    if (!canSaveItem(draft)) {
      setNameError('Enter a name for the item.');
      nameField.current?.focus();
      return;
    }
    const editing = draft.id !== undefined;
    save.mutate(
      { body: { items: [itemRequest(draft)] } },
      {
        onSuccess: () => {
          setDraft(emptyItemDraft);
          if (editing) backToWhereEditingBegan();
          else nameField.current?.focus();
        },
        onError: (error) => toasts.failure(`Could not save “${draft.name.trim()}”.`, error),
      },
    );
  }

  function startEditing(item: FoodItem) {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setNameError(null);
    setDraft(draftOf(item));
    // After the form has its values: the name field, in view.
    setTimeout(() => {
      nameField.current?.focus();
      nameField.current?.scrollIntoView?.({ block: 'center' });
    });
  }

  function cancelEditing() {
    setDraft(emptyItemDraft);
    setNameError(null);
    backToWhereEditingBegan();
  }

  async function deleteItem(item: FoodItem): Promise<void> {
    setDeleting(item.id);
    try {
      await remove.mutateAsync({ params: { path: { id: item.id } } });
      if (draft.id === item.id) setDraft(emptyItemDraft);
      deleted.current = true;
    } catch (error) {
      toasts.failure(`Could not delete “${item.name}”.`, error);
      throw error;
    } finally {
      setDeleting(null);
    }
  }

  function addShortfalls() {
    shortfalls.mutate(undefined, {
      onSuccess: ({ message }) => toasts.success(message),
      onError: (error) => toasts.failure(mealTexts.shortfallsFailed, error),
    });
  }

  async function findRecipes() {
    setFinding(true);
    try {
      // Asked afresh (spec 1 §7: the inventory is fetched first).
      const result = await inventory.refetch();
      if (result.isError || result.data === undefined) {
        toasts.failure(mealTexts.inventoryFetchFailed, result.error ?? undefined);
        return;
      }
      const names = inStockNames(result.data.items);
      if (names.length === 0) toasts.note(mealTexts.noIngredientsInStock);
      else openSearch(recipeSearchUrl(names));
    } finally {
      setFinding(false);
    }
  }

  const refused =
    (inventory.isError && isRefused(inventory.error)) ||
    (categories.isError && isRefused(categories.error));
  const listProps = {
    items: rows,
    foodCategories,
    deleting,
    onEdit: startEditing,
    onDelete: setConfirming,
    onAmountChange: (item: FoodItem, field: 'quantity' | 'desiredQuantity', value: number) =>
      amounts.change(withAmount(item, field, value)),
  };

  return (
    <MealPage
      screen="inventory"
      title="Food Inventory"
      intro="What you have beside what you need. Press − and + as you cook and shop; whatever runs short can go straight onto your grocery list."
      maxWidth="64rem"
    >
      {!signedIn || refused ? (
        <SignInPrompt ended={refused}>
          Sign in to keep track of the food you have and the food you need.
        </SignInPrompt>
      ) : (
        <Stack align="stretch" gap="6">
          <ItemForm
            ref={nameField}
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              if (next.name !== draft.name) setNameError(null);
            }}
            onSave={saveDraft}
            onCancel={cancelEditing}
            foodCategories={foodCategories}
            error={nameError}
            saving={save.isPending}
          />

          <Stack align="stretch" as="section" gap="4" aria-labelledby={itemsId} ref={measure}>
            <Inline gap="3" align="center" justify="between">
              <Heading level={2} size="lg" id={itemsId} ref={itemsHeading} tabIndex={-1}>
                Your Inventory
              </Heading>
              <Inline gap="3">
                <Button variant="secondary" onClick={() => void findRecipes()} loading={finding}>
                  {mealTexts.findRecipes}
                </Button>
                <Button onClick={addShortfalls} loading={shortfalls.isPending}>
                  {mealTexts.addShortfalls}
                </Button>
              </Inline>
            </Inline>
            <Inline gap="4" align="end">
              <Select
                label="Category"
                value={filterValue}
                options={filterChoices(foodCategories)}
                onChange={(event) => setFilterValue(event.target.value)}
              />
              <Select
                label="Sort by"
                value={sort}
                options={sortChoices}
                onChange={(event) => {
                  if (isInventorySort(event.target.value)) setSort(event.target.value);
                }}
              />
            </Inline>
            <QueryState
              query={inventory}
              loading="Loading your inventory..."
              error="We could not load your inventory."
              empty={{
                when: (data) => data.items.length === 0,
                icon: '🥕',
                title: 'Your inventory is empty.',
                description:
                  'Add what you have at home above: its name, how many you have and how many you need.',
                headingLevel: 3,
              }}
            >
              {() => (
                <Stack align="stretch" gap="4">
                  <StockLegend counts={levelCounts(shownItems)} />
                  {rows.length === 0 ? (
                    <Text tone="secondary">No items in this category.</Text>
                  ) : narrow ? (
                    <InventoryCards {...listProps} />
                  ) : (
                    <InventoryTable {...listProps} />
                  )}
                </Stack>
              )}
            </QueryState>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Confirm Deletion"
        message={
          confirming
            ? mealTexts.deleteItemQuestion(confirming.name)
            : mealTexts.deleteItemQuestion('')
        }
        confirmLabel="Yes, Delete"
        onConfirm={() => (confirming ? deleteItem(confirming) : undefined)}
        onCloseAutoFocus={(event) => {
          // Deleted: its row (and the Delete button) went, so the list's heading; cancelled: back on
          // the Delete button (the dialog's own rule).
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          {
            itemsHeading.current?.focus();
          }
        }}
      />
    </MealPage>
  );
}
