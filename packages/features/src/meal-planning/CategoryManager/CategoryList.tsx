import type { Category } from '@wegrow/api';
import { Card, Heading, IconButton, Inline, Stack, Text, vars } from '@wegrow/ui';
import { forwardRef, useId } from 'react';
import { plainList } from '../../shared/styles';
import { TrashIcon } from '../common/icons';

export interface CategoryListProps {
  /** 'Food Categories' or 'Recipe Categories'. */
  title: string;
  /** What the list says when empty. */
  empty: string;
  categories: readonly Category[];
  /** The id of the category being deleted, if any. */
  deleting: number | null;
  onDelete: (category: Category) => void;
}

const row = {
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
} as const;

/** A long name wraps beside its delete button instead of pushing it out of the card. */
const categoryName = { minWidth: 0, overflowWrap: 'anywhere' } as const;

/**
 * One type's categories, each with its delete button. The ref is the list's heading, where the
 * focus goes when the category it was on is deleted.
 */
export const CategoryList = forwardRef<HTMLHeadingElement, CategoryListProps>(function CategoryList(
  { title, empty, categories, deleting, onDelete },
  headingRef,
) {
  const headingId = useId();
  return (
    <Card>
      <Stack align="stretch" as="section" gap="3" aria-labelledby={headingId}>
        <Inline gap="2" align="center" justify="between">
          <Heading level={2} size="md" id={headingId} ref={headingRef} tabIndex={-1}>
            {title}
          </Heading>
          <Text size="sm" tone="secondary">
            {categories.length === 1 ? '1 category' : `${categories.length} categories`}
          </Text>
        </Inline>
        {categories.length === 0 ? (
          <Text tone="secondary">{empty}</Text>
        ) : (
          <ul aria-label={title} style={plainList}>
            {categories.map((category) => (
              <li key={category.id} style={row}>
                <Inline gap="3" justify="between" align="center" wrap={false}>
                  <Text style={categoryName}>{category.name}</Text>
                  <IconButton
                    label={`Delete ${category.name}`}
                    variant="ghost"
                    size="sm"
                    disabled={deleting === category.id}
                    onClick={() => onDelete(category)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Inline>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Card>
  );
});
