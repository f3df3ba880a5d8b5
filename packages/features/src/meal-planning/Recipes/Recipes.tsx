import { keepPreviousData } from '@tanstack/react-query';
import { recipeSelection, toApiError, useApi, type Recipe } from '@wegrow/api';
import {
  Button,
  ConfirmDialog,
  Grid,
  Heading,
  Inline,
  Notice,
  Select,
  Stack,
  Text,
} from '@wegrow/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { LoginRequired } from '../../shared/LoginRequired/LoginRequired';
import { QueryState } from '../../shared/QueryState/QueryState';
import { MealPage } from '../common/MealPage';
import { mealTexts } from '../common/mealTexts';
import { isRefused, useSignedIn } from '../common/session';
import { SignInPrompt } from '../common/SignInPrompt';
import { useMealCategories } from '../common/useMealCategories';
import { useMealToasts } from '../common/useMealToasts';
import {
  countOf,
  countsById,
  selectionSummary,
  selectionText,
  withCount,
  withoutRecipe,
  type RecipeCounts,
} from './recipeCounts';
import { RecipeCard } from './RecipeCard';
import { RecipeFormDialog } from './RecipeFormDialog';
import { RecipeImport } from './RecipeImport';
import {
  canImport,
  canSaveRecipe,
  emptyRecipeForm,
  formOf,
  formOfImport,
  importErrorText,
  recipeRequest,
  type RecipeForm,
} from './recipeRules';

type Failure = { title: string; detail: string } | null;

function toggled(set: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * Recipes (`/Recipes`; spec 1 §2, §4–§8): the category filter, New Recipe and the full-screen
 * form, the URL import box (Import from Link fills an unsaved draft with no category), the recipe
 * cards (a count for the grocery list, Edit, Show/Hide details, Delete) and Generate Grocery List
 * from Selected, which sends each recipe as many times as its count. Creating, editing, importing,
 * deleting and generating need a login: a visitor, or a session the server refused, meets the
 * Login Required modal with the spec's words; the list shows the limited view (spec 1 §6).
 */
export function Recipes() {
  const api = useApi();
  const signedIn = useSignedIn();
  const toasts = useMealToasts();
  const categories = useMealCategories(signedIn);
  const [category, setCategory] = useState('');
  const recipes = api.useQuery(
    'get',
    '/meal-planning/recipes',
    { params: { query: category === '' ? {} : { category } } },
    { enabled: signedIn, placeholderData: keepPreviousData },
  );
  const save = api.useMutation('post', '/meal-planning/recipes');
  const remove = api.useMutation('delete', '/meal-planning/recipes/{id}');
  const importRecipe = api.useMutation('post', '/meal-planning/recipes/import');
  const importAbort = useRef<AbortController | null>(null);
  const [importCancelled, setImportCancelled] = useState(false);
  useEffect(() => () => importAbort.current?.abort(), []);
  const generate = api.useMutation('post', '/grocery-list/from-recipes');

  const [counts, setCounts] = useState<RecipeCounts>({});
  const [openDetails, setOpenDetails] = useState<ReadonlySet<number>>(new Set());
  const [loginMessage, setLoginMessage] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [form, setForm] = useState<RecipeForm>(emptyRecipeForm);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveFailure, setSaveFailure] = useState<Failure>(null);
  const [deleting, setDeleting] = useState<Recipe | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const urlField = useRef<HTMLInputElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const listId = useId();

  const recipeCategories = categories.data?.recipes ?? [];
  const selection = selectionSummary(counts);
  const refused =
    (recipes.isError && isRefused(recipes.error)) ||
    (categories.isError && isRefused(categories.error));

  function rememberFocus() {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  function restoreFocus(event: Event) {
    event.preventDefault();
    const target = returnFocus.current;
    if (target?.isConnected) target.focus();
    else listHeading.current?.focus();
  }

  function openForm(next: RecipeForm) {
    rememberFocus();
    setForm(next);
    setNameError(null);
    setSaveFailure(null);
    setFormOpen(true);
  }

  /** The Login Required modal with the spec's words for what was tried (spec 1 §6). */
  function showLogin(message: string) {
    rememberFocus();
    setLoginMessage(message);
  }

  function newRecipe() {
    if (!signedIn) return showLogin(mealTexts.loginToSave);
    openForm(emptyRecipeForm);
  }

  function saveForm() {
    if (!canSaveRecipe(form)) {
      setNameError('Give the recipe a name.');
      return;
    }
    setSaveFailure(null);
    save.mutate(
      { body: recipeRequest(form) },
      {
        onSuccess: (saved) => {
          setFormOpen(false);
          toasts.success(`Saved “${saved.name}”.`);
        },
        onError: (error) => {
          const { status, detail } = toApiError(error);
          setSaveFailure(
            status === 401
              ? { title: mealTexts.loginToSave, detail }
              : { title: mealTexts.saveRecipeFailed, detail },
          );
        },
      },
    );
  }

  function importFromLink() {
    if (!signedIn) return showLogin(mealTexts.loginToImport);
    if (!canImport(url)) {
      setUrlError('Enter the address of a recipe page.');
      urlField.current?.focus();
      return;
    }
    setUrlError(null);
    setImportCancelled(false);
    // Cancel aborts the request (and leaving the page does too).
    const controller = new AbortController();
    importAbort.current = controller;
    importRecipe.mutate(
      { body: { url: url.trim() }, signal: controller.signal },
      {
        onSuccess: (draft) => {
          setUrl('');
          openForm(formOfImport(draft));
        },
        onError: (error) => {
          if (controller.signal.aborted) return;
          const { status, detail } = toApiError(error);
          if (status === 401) showLogin(mealTexts.loginToImport);
          else toasts.failure(importErrorText(detail));
        },
      },
    );
  }

  function cancelImport() {
    importAbort.current?.abort();
    importAbort.current = null;
    setImportCancelled(true);
    // The Cancel button goes with the import: back to the link.
    urlField.current?.focus();
  }

  function askToDelete(recipe: Recipe) {
    rememberFocus();
    setDeleteFailure(null);
    setDeleting(recipe);
  }

  async function deleteRecipe(recipe: Recipe) {
    setDeleteFailure(null);
    try {
      await remove.mutateAsync({ params: { path: { id: recipe.id } } });
    } catch (error) {
      const { status, detail } = toApiError(error);
      if (status === 401) {
        setDeleting(null);
        showLogin(mealTexts.loginToDelete);
        return;
      }
      setDeleteFailure(detail);
      throw error;
    }
    setCounts((current) => withoutRecipe(current, recipe.id));
    // The card (and the Delete button that had the focus) is gone.
    returnFocus.current = listHeading.current;
  }

  function generateGroceryList() {
    if (!signedIn) return showLogin(mealTexts.loginToGenerate);
    const ids = recipeSelection(countsById(counts));
    if (ids.length === 0) return toasts.note(mealTexts.selectAtLeastOne);
    generate.mutate(
      { body: ids },
      {
        onSuccess: ({ message }) => {
          setCounts({});
          toasts.success(message);
        },
        onError: (error) => {
          if (toApiError(error).status === 401) showLogin(mealTexts.loginToGenerate);
          else toasts.failure(mealTexts.generateFailed, error);
        },
      },
    );
  }

  const filterOptions = [
    { value: '', label: mealTexts.all },
    ...recipeCategories.map((option) => ({ value: option.name, label: option.name })),
  ];

  return (
    <MealPage
      screen="recipes"
      title="Recipes"
      intro="Write your recipes or import them from a link. Choose how many times to cook each, and put their ingredients on your grocery list in one go."
      maxWidth="64rem"
    >
      <Stack align="stretch" gap="6">
        <RecipeImport
          ref={urlField}
          url={url}
          onUrlChange={(next) => {
            setUrl(next);
            setUrlError(null);
          }}
          onImport={importFromLink}
          importing={importRecipe.isPending}
          onCancel={cancelImport}
          cancelled={importCancelled}
          error={urlError}
        />

        <Stack align="stretch" as="section" gap="4" aria-labelledby={listId}>
          <Inline gap="3" align="center" justify="between">
            <Heading level={2} size="lg" id={listId} ref={listHeading} tabIndex={-1}>
              Your Recipes
            </Heading>
            <Button onClick={newRecipe}>{mealTexts.newRecipe}</Button>
          </Inline>
          <Inline gap="4" align="end" justify="between">
            {signedIn && !refused ? (
              <Select
                label="Category"
                value={category}
                options={filterOptions}
                onChange={(event) => setCategory(event.target.value)}
              />
            ) : null}
            <Inline gap="3" align="center">
              <Text size="sm" tone="secondary" aria-live="polite">
                {selection.length === 0
                  ? 'No recipes selected.'
                  : `Selected: ${selectionText(selection)}`}
              </Text>
              <Button
                variant="secondary"
                onClick={generateGroceryList}
                loading={generate.isPending}
              >
                {mealTexts.generateGroceryList}
              </Button>
            </Inline>
          </Inline>

          {!signedIn || refused ? (
            <SignInPrompt ended={refused}>
              Sign in to keep your recipes, import them from links and turn them into grocery lists.
            </SignInPrompt>
          ) : (
            <QueryState
              query={recipes}
              loading="Loading your recipes..."
              error="We could not load your recipes."
              empty={{
                when: (data) => data.length === 0,
                icon: '📖',
                title: category === '' ? 'No recipes yet.' : 'No recipes in this category.',
                description:
                  category === ''
                    ? 'Write one with New Recipe, or import one from a link above.'
                    : 'Choose All to see every recipe.',
                headingLevel: 3,
              }}
            >
              {(data) => (
                <Grid
                  as="ul"
                  minItemWidth="18rem"
                  gap="4"
                  aria-label="Your Recipes"
                  style={{ listStyle: 'none', margin: 0, padding: 0 }}
                >
                  {data.map((recipe) => (
                    <li key={recipe.id}>
                      <RecipeCard
                        recipe={recipe}
                        count={countOf(counts, recipe.id)}
                        onCountChange={(count) =>
                          setCounts((current) => withCount(current, recipe, count))
                        }
                        open={openDetails.has(recipe.id)}
                        onOpenChange={(open) =>
                          setOpenDetails((current) => toggled(current, recipe.id, open))
                        }
                        onEdit={() => openForm(formOf(recipe))}
                        onDelete={() => askToDelete(recipe)}
                      />
                    </li>
                  ))}
                </Grid>
              )}
            </QueryState>
          )}
        </Stack>
      </Stack>

      <RecipeFormDialog
        open={formOpen}
        form={form}
        onChange={(next) => {
          setForm(next);
          if (next.name !== form.name) setNameError(null);
        }}
        onSave={saveForm}
        onCancel={() => setFormOpen(false)}
        recipeCategories={recipeCategories}
        nameError={nameError}
        failure={saveFailure}
        saving={save.isPending}
        onCloseAutoFocus={restoreFocus}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete Recipe"
        message="Are you sure you want to delete this recipe?"
        confirmLabel="Yes, Delete"
        onConfirm={() => (deleting ? deleteRecipe(deleting) : undefined)}
        onCloseAutoFocus={restoreFocus}
      >
        <Stack align="stretch" gap="3">
          {deleting ? <Text weight="bold">“{deleting.name}”</Text> : null}
          {deleteFailure !== null ? (
            <Notice tone="error" title={mealTexts.deleteRecipeFailed}>
              {deleteFailure}
            </Notice>
          ) : null}
        </Stack>
      </ConfirmDialog>

      {loginMessage !== null ? (
        <LoginRequired
          message={loginMessage}
          onContinue={() => {
            setLoginMessage(null);
            // After the modal has gone: back where the visitor was.
            setTimeout(() => returnFocus.current?.focus());
          }}
        />
      ) : null}
    </MealPage>
  );
}
