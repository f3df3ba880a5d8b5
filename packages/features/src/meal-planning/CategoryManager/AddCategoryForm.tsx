import type { CategoryType } from '@wegrow/api';
import { Button, Card, Inline, Select, TextField } from '@wegrow/ui';
import { forwardRef, type FormEvent } from 'react';
import { categoryTypeOptions, isCategoryType } from './categoryRules';

export interface AddCategoryFormProps {
  name: string;
  type: CategoryType;
  onNameChange: (name: string) => void;
  onTypeChange: (type: CategoryType) => void;
  onAdd: () => void;
  /** Why the name cannot be added, e.g. 'Category already exists!'. */
  error: string | null;
  adding: boolean;
}

/** Add a Category: its name and type (food or recipe). The ref is the name field. */
export const AddCategoryForm = forwardRef<HTMLInputElement, AddCategoryFormProps>(
  function AddCategoryForm(
    { name, type, onNameChange, onTypeChange, onAdd, error, adding },
    nameRef,
  ) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onAdd();
    };
    return (
      <Card title="Add a Category" titleAs="h2">
        <form onSubmit={submit} aria-label="Add a Category" noValidate>
          <Inline gap="3" align="end">
            <TextField
              ref={nameRef}
              label="Category Name"
              value={name}
              onChange={(event) => onNameChange(event.target.value)}
              error={error}
              autoComplete="off"
              maxLength={100}
              style={{ minWidth: '14rem' }}
            />
            <Select
              label="Type"
              value={type}
              options={categoryTypeOptions}
              onChange={(event) => {
                if (isCategoryType(event.target.value)) onTypeChange(event.target.value);
              }}
            />
            <Button type="submit" loading={adding}>
              Add Category
            </Button>
          </Inline>
        </form>
      </Card>
    );
  },
);
