import { toApiError, useApi, type Category, type CategoryType } from '@wegrow/api';
import { ConfirmDialog, Grid, Stack } from '@wegrow/ui';
import { useRef, useState } from 'react';
import { QueryState } from '../../shared/QueryState/QueryState';
import { MealPage } from '../common/MealPage';
import { mealTexts } from '../common/mealTexts';
import { isRefused, useSignedIn } from '../common/session';
import { SignInPrompt } from '../common/SignInPrompt';
import { useMealCategories } from '../common/useMealCategories';
import { useMealToasts } from '../common/useMealToasts';
import { AddCategoryForm } from './AddCategoryForm';
import { CategoryList } from './CategoryList';
import { categoryProblem, tidyName } from './categoryRules';

const typeNames: Record<CategoryType, string> = { food: 'food', recipe: 'recipe' };

/**
 * The Category Manager (`/CategoryManager`; spec 1 §2, §5): add a category with its type (food or
 * recipe); the food and recipe lists, each category with delete; links to the other meal screens.
 * 'Category already exists!' shows under the name both from the client's check and from the
 * server's 409. A visitor, or a member whose session the server refused (401), gets the limited
 * view: the page and a sign-in prompt (spec 1 §6).
 */
export function CategoryManager() {
  const api = useApi();
  const signedIn = useSignedIn();
  const toasts = useMealToasts();
  const categories = useMealCategories(signedIn);
  const create = api.useMutation('post', '/meal-planning/categories');
  const remove = api.useMutation('delete', '/meal-planning/categories/{id}');

  const [name, setName] = useState('');
  const [type, setType] = useState<CategoryType>('food');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  // The category whose Delete was pressed: asked about first (it cannot be restored, and it
  // silently leaves its items or recipes without it).
  const [confirming, setConfirming] = useState<Category | null>(null);
  const deleted = useRef<Category | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const foodHeading = useRef<HTMLHeadingElement>(null);
  const recipeHeading = useRef<HTMLHeadingElement>(null);

  function refuse(reason: string) {
    setError(reason);
    nameField.current?.focus();
  }

  function add() {
    const problem = categoryProblem(name, type, categories.data);
    if (problem === 'blank') return refuse('Enter a name for the category.');
    if (problem === 'exists') return refuse(mealTexts.categoryExists);
    const added = tidyName(name);
    setError(null);
    create.mutate(
      { body: { categories: [added], type } },
      {
        onSuccess: () => {
          setName('');
          toasts.success(`Added “${added}” to your ${typeNames[type]} categories.`);
        },
        onError: (failure) => {
          const { status, detail } = toApiError(failure);
          if (status === 409) refuse(mealTexts.categoryExists);
          else if (status === 422) refuse(detail);
          else toasts.failure('Could not add the category.', failure);
        },
      },
    );
  }

  async function deleteCategory(category: Category): Promise<void> {
    setDeleting(category.id);
    try {
      await remove.mutateAsync({ params: { path: { id: category.id } } });
      deleted.current = category;
    } catch (failure) {
      toasts.failure(`Could not delete “${category.name}”.`, failure);
      throw failure;
    } finally {
      setDeleting(null);
    }
  }

  const refused = categories.isError && isRefused(categories.error);

  return (
    <MealPage
      screen="categories"
      title="Category Manager"
      intro="Name the groups your food and recipes fall into: food categories sort your inventory, recipe categories sort your recipes."
    >
      {!signedIn || refused ? (
        <SignInPrompt ended={refused}>
          Sign in to keep your own food and recipe categories.
        </SignInPrompt>
      ) : (
        <Stack align="stretch" gap="5">
          <AddCategoryForm
            ref={nameField}
            name={name}
            type={type}
            onNameChange={(next) => {
              setName(next);
              setError(null);
            }}
            onTypeChange={(next) => {
              setType(next);
              setError(null);
            }}
            onAdd={add}
            error={error}
            adding={create.isPending}
          />
          <QueryState
            query={categories}
            loading="Loading your categories..."
            error="We could not load your categories."
          >
            {(data) => (
              <Grid minItemWidth="18rem" gap="5">
                <CategoryList
                  ref={foodHeading}
                  title="Food Categories"
                  empty="No food categories yet."
                  categories={data.food}
                  deleting={deleting}
                  onDelete={setConfirming}
                />
                <CategoryList
                  ref={recipeHeading}
                  title="Recipe Categories"
                  empty="No recipe categories yet."
                  categories={data.recipes}
                  deleting={deleting}
                  onDelete={setConfirming}
                />
              </Grid>
            )}
          </QueryState>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Confirm Deletion"
        message={confirming ? mealTexts.deleteCategoryQuestion(confirming) : ''}
        confirmLabel="Yes, Delete"
        onConfirm={() => (confirming ? deleteCategory(confirming) : undefined)}
        onCloseAutoFocus={(event) => {
          // Deleted: the button that had the focus is gone, so the focus goes to its list.
          const category = deleted.current;
          if (!category) return;
          deleted.current = null;
          event.preventDefault();
          (category.type === 'food' ? foodHeading : recipeHeading).current?.focus();
        }}
      />
    </MealPage>
  );
}
