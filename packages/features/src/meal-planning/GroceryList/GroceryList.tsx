import { hasItemsInCart, toApiError, useApi, type GroceryItem } from '@wegrow/api';
import { Button, ConfirmDialog, Heading, Inline, Notice, Stack, Text } from '@wegrow/ui';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { OfflineBanner } from '../../offline';
import { useSession } from '../../session/SessionProvider';
import { QueryState } from '../../shared/QueryState/QueryState';
import { plainList } from '../../shared/styles';
import { HeadedGroup } from '../common/HeadedGroup';
import { MealPage } from '../common/MealPage';
import { mealTexts } from '../common/mealTexts';
import { isRefused, useSignedIn } from '../common/session';
import { SignInPrompt } from '../common/SignInPrompt';
import { useMealCategories } from '../common/useMealCategories';
import { useMealToasts } from '../common/useMealToasts';
import { useQueuedSaves } from '../common/useQueuedSaves';
import { AddGroceryForm } from './AddGroceryForm';
import { aisleChoices, aisleGroups, hasAisles, movedItem, typedAisle } from './groceryAisles';
import {
  canAddGrocery,
  cartSummary,
  toggledItem,
  typedLine,
  withQuantity,
} from './groceryQuantity';
import { GroceryRow } from './GroceryRow';
import { MoveAisleDialog } from './MoveAisleDialog';
import { useOfflineGroceries } from './useOfflineGroceries';

/**
 * The Grocery List (`/GroceryList`; spec 1 §2, §4, §5, §7, §8): add an item (name, and an amount read like a recipe line),
 * the list with a check toggle (red not in cart, green in cart, said in words too) and delete,
 * quantities with their units, grouped under headings by aisle (the inventory's food category of
 * the same name; Other last) when any item has one; Import In-Cart Items to Food Inventory (only with something in the
 * cart; the server's message) and Clear Entire List after 'Are you sure you want to clear the
 * entire grocery list?'. A visitor's list is read-only and not loaded: a sign-in prompt instead.
 *
 * Each row's quantity is edited with a stepper, saved like the check toggle: quick presses are
 * sent one request at a time, the latest value last (`useQueuedSaves`). An item has an aisle of its
 * own when one is typed as it is added, or after Move (emptied: its food category's again).
 *
 * Offline (docs/offline.md): the last loaded list shows; adding, checking, unchecking, editing a
 * quantity, moving and deleting are queued on the device and shown at once, then sent in order when the network is back.
 */
export function GroceryList() {
  const api = useApi();
  const signedIn = useSignedIn();
  const { userId } = useSession();
  const toasts = useMealToasts();
  const list = api.useQuery('get', '/grocery-list/grocery-list', undefined, {
    enabled: signedIn,
  });
  const add = api.useMutation('post', '/grocery-list/grocery-list/item');
  const update = api.useMutation('put', '/grocery-list/grocery-list/item/{id}');
  const remove = api.useMutation('delete', '/grocery-list/grocery-list/item/{id}');
  const importToInventory = api.useMutation(
    'post',
    '/grocery-list/grocery-list/import-to-inventory',
  );
  const clear = api.useMutation('delete', '/grocery-list/grocery-list/grocery-list/clear');
  const { refetch } = list;
  const offline = useOfflineGroceries(
    api,
    signedIn ? userId : null,
    list.data?.items,
    useCallback(() => refetch(), [refetch]),
  );

  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [aisle, setAisle] = useState('');
  const [moving, setMoving] = useState<GroceryItem | null>(null);
  const categories = useMealCategories(signedIn);
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [clearFailure, setClearFailure] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const listId = useId();
  const importHintId = useId();

  const updateItem = update.mutateAsync;
  const checks = useQueuedSaves(
    useCallback(
      (item: GroceryItem) => updateItem({ params: { path: { id: item.id } }, body: item }),
      [updateItem],
    ),
    useCallback(
      (error: unknown, item: GroceryItem) =>
        toasts.failure(`Could not update “${item.name}”.`, error),
      [toasts],
    ),
  );
  const shownList = offline.items;
  const items = useMemo(
    () => (shownList ?? []).map(checks.shownItem),
    [shownList, checks.shownItem],
  );
  const listQuery = { ...list, data: shownList === undefined ? list.data : { items: shownList } };
  const anyInCart = hasItemsInCart(items);
  const foodCategories = categories.data?.food;
  const choices = useMemo(
    () =>
      aisleChoices(
        items,
        (foodCategories ?? []).map((category) => category.name),
      ),
    [items, foodCategories],
  );

  function addItem() {
    if (!canAddGrocery(name)) {
      setNameError('Enter a name for the item.');
      nameField.current?.focus();
      return;
    }
    const added = name.trim();
    const line = typedLine(name, amount);
    const own = typedAisle(aisle);
    const reset = () => {
      setName('');
      setAmount('');
      setAisle('');
      nameField.current?.focus();
    };
    if (offline.queueing) {
      void offline.add(line, own);
      reset();
      return;
    }
    add.mutate(
      { body: own === null ? { name: line } : { name: line, aisle: own } },
      {
        onSuccess: reset,
        onError: (error) => toasts.failure(`Could not add “${added}”.`, error),
      },
    );
  }

  function deleteItem(item: GroceryItem) {
    if (offline.queueing) {
      void offline.remove(item);
      listHeading.current?.focus();
      return;
    }
    setDeleting(item.id);
    remove.mutate(
      { params: { path: { id: item.id } } },
      {
        onSuccess: () => listHeading.current?.focus(),
        onError: (error) => toasts.failure(`Could not delete “${item.name}”.`, error),
        onSettled: () => setDeleting(null),
      },
    );
  }

  function importCart() {
    importToInventory.mutate(undefined, {
      onSuccess: ({ message }) => toasts.success(message),
      onError: (error) => toasts.failure(mealTexts.importToInventoryFailed, error),
    });
  }

  /** The list was just cleared (where the focus goes when the dialog closes). */
  const cleared = useRef(false);
  async function clearList() {
    setClearFailure(null);
    try {
      const { message } = await clear.mutateAsync({});
      cleared.current = true;
      toasts.success(message);
    } catch (error) {
      setClearFailure(toApiError(error).detail);
      throw error;
    }
  }

  const refused = list.isError && isRefused(list.error) && offline.online;

  const row = (item: GroceryItem) => (
    <GroceryRow
      key={item.id}
      item={item}
      onCheckedChange={(checked) =>
        offline.queueing
          ? void offline.update(item, { checked })
          : checks.change(toggledItem(item, checked))
      }
      onQuantityChange={(quantity) =>
        offline.queueing
          ? void offline.update(item, { quantity })
          : checks.change(withQuantity(item, quantity))
      }
      onMove={() => setMoving(item)}
      onDelete={() => deleteItem(item)}
      deleting={deleting === item.id}
    />
  );

  return (
    <MealPage
      screen="groceries"
      title="Grocery List"
      intro="Everything to buy. Tick items off as they go in the cart, then bring them home into your food inventory in one go."
    >
      {!signedIn || refused ? (
        <SignInPrompt ended={refused}>Sign in to see and change your grocery list.</SignInPrompt>
      ) : (
        <Stack align="stretch" gap="6">
          <OfflineBanner {...offline.banner} />
          <AddGroceryForm
            ref={nameField}
            name={name}
            amount={amount}
            onNameChange={(next) => {
              setName(next);
              setNameError(null);
            }}
            onAmountChange={setAmount}
            aisle={aisle}
            onAisleChange={setAisle}
            aisleChoices={choices}
            onAdd={addItem}
            error={nameError}
            adding={add.isPending}
          />

          <Stack align="stretch" as="section" gap="4" aria-labelledby={listId}>
            <Inline gap="3" align="center" justify="between">
              <Heading level={2} size="lg" id={listId} ref={listHeading} tabIndex={-1}>
                Your List
              </Heading>
              {items.length > 0 ? (
                <Text size="sm" tone="secondary" aria-live="polite">
                  {cartSummary(items)}
                </Text>
              ) : null}
            </Inline>
            <QueryState
              query={listQuery}
              loading="Loading your grocery list..."
              error="We could not load your grocery list."
              empty={{
                when: (data) => data.items.length === 0,
                icon: '🛒',
                title: 'Your grocery list is empty.',
                description:
                  'Add items above, or send them here from your inventory’s shortfalls or from your recipes.',
                headingLevel: 3,
              }}
            >
              {() => (
                <Stack align="stretch" gap="4">
                  {hasAisles(items) ? (
                    <Stack align="stretch" as="ul" gap="4" style={plainList} aria-label="Your List">
                      {aisleGroups(items).map(({ aisle, items: inAisle }) => {
                        const heading = aisle ?? mealTexts.otherAisle;
                        return (
                          <HeadedGroup key={heading} heading={heading} level={3}>
                            {inAisle.map(row)}
                          </HeadedGroup>
                        );
                      })}
                    </Stack>
                  ) : (
                    <Stack align="stretch" as="ul" gap="2" style={plainList} aria-label="Your List">
                      {items.map(row)}
                    </Stack>
                  )}
                  <Inline gap="3" align="center">
                    <Button
                      onClick={importCart}
                      disabled={!anyInCart || !offline.online}
                      loading={importToInventory.isPending}
                      aria-describedby={anyInCart ? undefined : importHintId}
                    >
                      {mealTexts.importToInventory}
                    </Button>
                    <Button
                      variant="danger"
                      disabled={!offline.online}
                      onClick={() => {
                        setClearFailure(null);
                        setConfirmClear(true);
                      }}
                    >
                      {mealTexts.clearList}
                    </Button>
                  </Inline>
                  {anyInCart ? null : (
                    <Text size="sm" tone="secondary" id={importHintId}>
                      Tick what is in your cart to bring it into your food inventory.
                    </Text>
                  )}
                </Stack>
              )}
            </QueryState>
          </Stack>
        </Stack>
      )}

      <MoveAisleDialog
        item={moving}
        aisleChoices={choices}
        onMove={(item, typed) => {
          const moved = movedItem(item, typed);
          if (offline.queueing) void offline.update(item, { aisle: moved.aisle });
          else checks.change(moved);
        }}
        onClose={() => setMoving(null)}
      />

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear Grocery List"
        message={mealTexts.clearListQuestion}
        confirmLabel="Yes, Clear"
        onConfirm={clearList}
        onCloseAutoFocus={(event) => {
          // Cancelled: back on Clear Entire List (the dialog's own rule). Cleared: that button goes
          // with the list, so the list's heading.
          if (!cleared.current) return;
          cleared.current = false;
          event.preventDefault();
          listHeading.current?.focus();
        }}
      >
        {clearFailure !== null ? (
          <Notice tone="error" title={mealTexts.clearListFailed}>
            {clearFailure}
          </Notice>
        ) : null}
      </ConfirmDialog>
    </MealPage>
  );
}
