import {
  FORUM_CATEGORY_DESCRIPTION_MAX,
  FORUM_CATEGORY_NAME_MAX,
  toApiError,
  useApi,
  type ForumCategory,
  type ForumCategoryColour,
  type ForumCategoryRef,
} from '@wegrow/api';
import {
  Button,
  Dialog,
  Heading,
  Inline,
  Notice,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
  vars,
  VisuallyHidden,
} from '@wegrow/ui';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { plainList } from '../../shared/styles';
import { categoryTone } from '../rules/forumRules';
import { deleteCategoryQuestion, forumTexts, talkCountText } from '../rules/forumTexts';

/** The palette's colours with their names (the radio labels; the chip shows the name too). */
const COLOURS: readonly { value: ForumCategoryColour; label: string }[] = [
  { value: 'green', label: forumTexts.colourGreen },
  { value: 'blue', label: forumTexts.colourBlue },
  { value: 'amber', label: forumTexts.colourAmber },
  { value: 'red', label: forumTexts.colourRed },
  { value: 'grey', label: forumTexts.colourGrey },
];

/** The forum's categories (public; issue 44). */
export function useForumCategories() {
  const api = useApi();
  return api.useQuery('get', '/forum/categories');
}

function chipStyle(colour: ForumCategoryColour | null): CSSProperties {
  const tone = colour === null ? null : categoryTone(colour);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    padding: `${vars.space['1']} ${vars.space['2']}`,
    borderRadius: vars.radius.full,
    border: `1px solid ${tone === null ? vars.color.border.subtle : vars.color[tone].text}`,
    backgroundColor: tone === null ? vars.color.surface.sunken : vars.color[tone].soft,
    color: tone === null ? vars.color.text.primary : vars.color[tone].text,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
  };
}

/**
 * A talk's category as a chip: its name on its colour's soft background (never colour alone);
 * "Uncategorised" in grey for none.
 */
export function CategoryChip({
  category,
  named = true,
}: {
  category: ForumCategoryRef | null;
  /** Whether screen readers hear "Category:" first (not in the colour choices). */
  named?: boolean;
}) {
  return (
    <span style={chipStyle(category?.colour ?? null)}>
      <span aria-hidden="true">●</span>
      <span>
        {named ? <VisuallyHidden>{forumTexts.category}: </VisuallyHidden> : null}
        {category?.name ?? forumTexts.uncategorised}
      </span>
    </span>
  );
}

/** The options of a category select: "Uncategorised" (value '') then every category by name. */
export function categoryOptions(categories: readonly ForumCategory[] | undefined) {
  return [
    { value: '', label: forumTexts.uncategorised },
    ...(categories ?? []).map((category) => ({ value: String(category.id), label: category.name })),
  ];
}

/** A select's value ('' for none) as a category id. */
export function categoryIdOf(value: string): number | null {
  return value === '' ? null : Number(value);
}

/**
 * Moving a talk to another category (the forum admin, issue 44): a select and Move; the server
 * checks again (403 for anyone else).
 */
export function MoveTalk({
  current,
  onMove,
  moving,
}: {
  current: ForumCategoryRef | null;
  onMove: (categoryId: number | null) => void;
  moving: boolean;
}) {
  const categories = useForumCategories();
  const [choice, setChoice] = useState(current === null ? '' : String(current.id));
  return (
    <form
      aria-label={forumTexts.moveLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onMove(categoryIdOf(choice));
      }}
    >
      <Inline gap="2" align="end" wrap>
        <Select
          label={forumTexts.moveLabel}
          size="sm"
          value={choice}
          options={categoryOptions(categories.data)}
          onChange={(event) => setChoice(event.target.value)}
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          loading={moving}
          disabled={choice === (current === null ? '' : String(current.id))}
        >
          {forumTexts.move}
        </Button>
      </Inline>
    </form>
  );
}

type Editing = { kind: 'new' } | { kind: 'edit'; category: ForumCategory };

/**
 * The forum admin's category manager (issue 44), a dialog: every category as its chip with its
 * description and number of talks, Edit and Delete; a form for a new one or the one being edited
 * (name 1–40 characters, unique; a colour of the palette; an optional description). A refusal
 * (a taken name) shows under the form. Deleting asks first and says where the talks go
 * (Uncategorised: none is deleted).
 */
export function ManageCategories({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const api = useApi();
  const { toast } = useToast();
  const categories = useForumCategories();
  const create = api.useMutation('post', '/forum/categories');
  const update = api.useMutation('patch', '/forum/categories/{id}');
  const remove = api.useMutation('delete', '/forum/categories/{id}');
  const [editing, setEditing] = useState<Editing>({ kind: 'new' });
  const [deleting, setDeleting] = useState<ForumCategory | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync({ params: { path: { id: deleting.id } } });
      if (editing.kind === 'edit' && editing.category.id === deleting.id)
        setEditing({ kind: 'new' });
      setDeleting(null);
      toast({ title: forumTexts.categoryDeleted, tone: 'success' });
    } catch (error) {
      setDeleteError(toApiError(error).detail);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={forumTexts.manageCategories}
      closeLabel={forumTexts.close}
      size="lg"
    >
      <Stack align="stretch" gap="5">
        <Stack align="stretch" gap="3">
          <Heading level={3} size="md">
            {forumTexts.categories}
          </Heading>
          {categories.data && categories.data.length === 0 ? (
            <Text tone="secondary">{forumTexts.noCategories}</Text>
          ) : (
            <Stack
              align="stretch"
              as="ul"
              gap="3"
              style={plainList}
              aria-label={forumTexts.categories}
            >
              {(categories.data ?? []).map((category) => (
                <li key={category.id}>
                  <Stack align="stretch" gap="2">
                    <Inline gap="2" justify="between" align="center" wrap>
                      <Inline gap="2" align="center">
                        <CategoryChip category={category} />
                        <Text as="span" size="sm" tone="secondary">
                          {talkCountText(category.talk_count)}
                        </Text>
                      </Inline>
                      <Inline gap="2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`${forumTexts.editCategory} ${category.name}`}
                          onClick={() => setEditing({ kind: 'edit', category })}
                        >
                          {forumTexts.editCategory}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`${forumTexts.deleteCategory} ${category.name}`}
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(category);
                          }}
                        >
                          {forumTexts.deleteCategory}
                        </Button>
                      </Inline>
                    </Inline>
                    {category.description !== null ? (
                      <Text size="sm" tone="secondary">
                        {category.description}
                      </Text>
                    ) : null}
                    {deleting?.id === category.id ? (
                      <Notice
                        tone="warning"
                        title={deleteCategoryQuestion(category.name, category.talk_count)}
                      >
                        <Stack align="stretch" gap="2">
                          {deleteError !== null ? <Text role="alert">{deleteError}</Text> : null}
                          <Inline gap="2">
                            <Button
                              size="sm"
                              variant="danger"
                              loading={remove.isPending}
                              onClick={() => void confirmDelete()}
                            >
                              {forumTexts.deleteCategory}
                            </Button>
                            <Button size="sm" variant="secondary" onClick={() => setDeleting(null)}>
                              {forumTexts.keepCategory}
                            </Button>
                          </Inline>
                        </Stack>
                      </Notice>
                    ) : null}
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
        <CategoryForm
          key={editing.kind === 'edit' ? editing.category.id : 'new'}
          editing={editing}
          saving={create.isPending || update.isPending}
          onCancel={() => setEditing({ kind: 'new' })}
          onSave={async (body) => {
            if (editing.kind === 'edit')
              await update.mutateAsync({ params: { path: { id: editing.category.id } }, body });
            else await create.mutateAsync({ body });
            setEditing({ kind: 'new' });
          }}
        />
      </Stack>
    </Dialog>
  );
}

interface CategoryBody {
  name: string;
  colour: ForumCategoryColour;
  description?: string;
}

/** The new or edited category's fields; a blank name or a refusal shows under the form. */
function CategoryForm({
  editing,
  saving,
  onSave,
  onCancel,
}: {
  editing: Editing;
  saving: boolean;
  onSave: (body: CategoryBody) => Promise<void>;
  onCancel: () => void;
}) {
  const start = editing.kind === 'edit' ? editing.category : null;
  const [name, setName] = useState(start?.name ?? '');
  const [colour, setColour] = useState<ForumCategoryColour>(start?.colour ?? 'green');
  const [description, setDescription] = useState(start?.description ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = editing.kind === 'edit' ? forumTexts.editCategory : forumTexts.newCategory;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setError(null);
    if (name.trim() === '') {
      setNameError(forumTexts.categoryNameBlank);
      return;
    }
    setNameError(null);
    try {
      await onSave({
        name: name.trim(),
        colour,
        ...(description.trim() === '' ? {} : { description: description.trim() }),
      });
      if (editing.kind === 'new') {
        setName('');
        setDescription('');
      }
    } catch (failure) {
      setError(toApiError(failure).detail);
    }
  }

  return (
    <form aria-label={title} noValidate onSubmit={(event) => void submit(event)}>
      <Stack align="stretch" gap="3">
        <Heading level={3} size="md">
          {title}
        </Heading>
        <TextField
          label={forumTexts.categoryName}
          required
          maxLength={FORUM_CATEGORY_NAME_MAX}
          value={name}
          error={nameError ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <RadioGroup
          label={forumTexts.categoryColour}
          orientation="horizontal"
          value={colour}
          onValueChange={(value) => {
            const found = COLOURS.find((option) => option.value === value);
            if (found) setColour(found.value);
          }}
          options={COLOURS.map((option) => ({
            value: option.value,
            label: (
              <CategoryChip
                named={false}
                category={{ id: 0, name: option.label, colour: option.value }}
              />
            ),
          }))}
        />
        <TextField
          label={forumTexts.categoryDescription}
          maxLength={FORUM_CATEGORY_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        {error !== null ? (
          <Notice tone="error" title={forumTexts.categoryNotSaved}>
            {error}
          </Notice>
        ) : null}
        <Inline gap="2">
          <Button type="submit" loading={saving}>
            {editing.kind === 'edit' ? forumTexts.saveCategory : forumTexts.createCategory}
          </Button>
          {editing.kind === 'edit' ? (
            <Button variant="secondary" onClick={onCancel}>
              {forumTexts.cancel}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
