import type { GroceryItem } from '@wegrow/api';
import { Button, Dialog, DialogClose, Inline } from '@wegrow/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { mealTexts } from '../common/mealTexts';
import { AisleField } from './AisleField';

export interface MoveAisleDialogProps {
  /** The item being moved; null when the dialog is closed. */
  item: GroceryItem | null;
  /** The aisles offered as the aisle is typed. */
  aisleChoices: readonly string[];
  /** Moves the item to the aisle typed (blank: back to the one worked out). */
  onMove: (item: GroceryItem, aisle: string) => void;
  onClose: () => void;
}

/**
 * Move a grocery item to another aisle: one field, filled with the aisle it is shown under (the
 * list's aisles and the food categories offered as it is typed); emptied, the item goes back to the
 * aisle of its food category (or Other). Focus starts in the field and returns to the row's Move.
 */
export function MoveAisleDialog({ item, aisleChoices, onMove, onClose }: MoveAisleDialogProps) {
  const [aisle, setAisle] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const formId = useId();
  // Filled with the item's aisle each time the dialog opens for an item.
  const [filledFor, setFilledFor] = useState<GroceryItem | null>(null);
  if (item !== filledFor) {
    setFilledFor(item);
    if (item) setAisle(item.aisle ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!item) return;
    onMove(item, aisle);
    onClose();
  };
  const title = item ? `Move “${item.name}”` : 'Move';
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="sm"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        field.current?.select();
      }}
      footer={
        <Inline gap="3" justify="end">
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId}>
            Move
          </Button>
        </Inline>
      }
    >
      <form id={formId} onSubmit={submit} aria-label={title} noValidate>
        <AisleField
          ref={field}
          value={aisle}
          onValueChange={setAisle}
          hint={mealTexts.moveAisleHint}
          choices={aisleChoices}
        />
      </form>
    </Dialog>
  );
}
