import type { Recipe } from '@wegrow/api';
import {
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  NumberStepper,
  Stack,
  Text,
  VisuallyHidden,
} from '@wegrow/ui';
import { useId } from 'react';

export interface RecipeCardProps {
  recipe: Recipe;
  /** How many times it goes onto the grocery list (min 0). */
  count: number;
  onCountChange: (count: number) => void;
  /** Ingredients and instructions are shown. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

const instructionsStyle = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/**
 * One recipe (spec 1 §2): its name and category, the count for the grocery list, Edit, Show or
 * Hide details (ingredients and instructions) and Delete, each named with the recipe.
 */
export function RecipeCard({
  recipe,
  count,
  onCountChange,
  open,
  onOpenChange,
  onEdit,
  onDelete,
}: RecipeCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const named = <VisuallyHidden> {recipe.name}</VisuallyHidden>;
  return (
    <Card>
      <Stack align="stretch" as="article" gap="3" aria-labelledby={titleId}>
        <Stack align="stretch" gap="2">
          <Heading level={3} size="md" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {recipe.name}
          </Heading>
          <Inline gap="2">
            {recipe.category ? (
              <Badge variant="success">{recipe.category}</Badge>
            ) : (
              <Badge>No category</Badge>
            )}
            <Text as="span" size="sm" tone="secondary">
              {recipe.ingredients.length === 1
                ? '1 ingredient'
                : `${recipe.ingredients.length} ingredients`}
            </Text>
          </Inline>
        </Stack>
        <NumberStepper
          label="Count"
          hint="Times on the grocery list"
          size="sm"
          min={0}
          max={100}
          value={count}
          onValueChange={onCountChange}
        />
        <Inline gap="2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => onOpenChange(!open)}
          >
            {open ? 'Hide details' : 'Show details'}
            {named}
          </Button>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            Edit{named}
          </Button>
          <Button variant="ghost" size="sm" onClick={onDelete}>
            Delete{named}
          </Button>
        </Inline>
        <div id={detailsId} hidden={!open}>
          {open ? (
            <Stack align="stretch" gap="3">
              <Stack align="stretch" gap="1">
                <Heading level={4} size="xs">
                  Ingredients
                </Heading>
                {recipe.ingredients.length === 0 ? (
                  <Text size="sm" tone="secondary">
                    No ingredients listed.
                  </Text>
                ) : (
                  <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                    {recipe.ingredients.map((ingredient, index) => (
                      <li key={`${index}-${ingredient}`}>
                        <Text as="span" size="sm">
                          {ingredient}
                        </Text>
                      </li>
                    ))}
                  </ul>
                )}
              </Stack>
              <Stack align="stretch" gap="1">
                <Heading level={4} size="xs">
                  Instructions
                </Heading>
                <Text size="sm" style={instructionsStyle}>
                  {recipe.instructions.trim() === '' ? 'No instructions yet.' : recipe.instructions}
                </Text>
              </Stack>
            </Stack>
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}
