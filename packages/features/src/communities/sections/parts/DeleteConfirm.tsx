import { ConfirmDialog, Notice, Stack, Text } from '@wegrow/ui';
import { commonTexts } from '../texts';

export interface DeleteConfirmProps {
  open: boolean;
  /** "Are you sure you want to delete this goal and all its tasks?" */
  question: string;
  /** The item's name, shown under the question. */
  name: string;
  /** Deletes; a rejection keeps the dialog open with `error`. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** The server's refusal of the last try. */
  error: string | null;
}

/** The deletion's confirm dialog, titled "Confirm Deletion" (spec 2 §5), with "Yes, Delete". */
export function DeleteConfirm({
  open,
  question,
  name,
  onConfirm,
  onClose,
  error,
}: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={commonTexts.confirmDeletion}
      message={question}
      confirmLabel={commonTexts.confirmDelete}
      cancelLabel={commonTexts.cancel}
      onConfirm={onConfirm}
    >
      <Stack align="stretch" gap="3">
        <Text weight="bold" style={{ overflowWrap: 'anywhere' }}>
          “{name}”
        </Text>
        {error !== null ? <Notice tone="error">{error}</Notice> : null}
      </Stack>
    </ConfirmDialog>
  );
}
