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
import { useId, useState } from 'react';
import { scaledIngredient, scaleFactor } from './scaling';

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
 * Hide details (ingredients and instructions) and Delete, each named with the recipe. The details
 * show each ingredient read into amount and food, scaled by a Servings stepper (from the servings
 * the recipe is written for, or 1); the saved recipe does not change.
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
  const [servings, setServings] = useState(recipe.servings ?? 1);
  const factor = scaleFactor(recipe.servings, servings);
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
            {recipe.servings === null ? null : <Badge>{`Serves ${recipe.servings}`}</Badge>}
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
                {recipe.parsedIngredients.length === 0 ? (
                  <Text size="sm" tone="secondary">
                    No ingredients listed.
                  </Text>
                ) : (
                  <>
                    <NumberStepper
                      label="Servings"
                      hint={
                        recipe.servings === null
                          ? 'Scales the amounts shown; the recipe does not say how many it serves.'
                          : `Scales the amounts shown; the recipe serves ${recipe.servings}.`
                      }
                      size="sm"
                      min={1}
                      max={100}
                      value={servings}
                      onValueChange={setServings}
                    />
                    <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                      {recipe.parsedIngredients.map((ingredient, index) => {
                        const shown = scaledIngredient(ingredient, factor);
                        return (
                          <li key={`${index}-${ingredient.original}`}>
                            <Text as="span" size="sm">
                              {shown.amount === null ? null : <strong>{`${shown.amount} `}</strong>}
                              {shown.food}
                            </Text>
                          </li>
                        );
                      })}
                    </ul>
                  </>
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
