import { Button, Dialog, DialogClose } from '@wegrow/ui';
import { useId, useState } from 'react';
import { commonTexts } from '../texts';
import { ItemForm, type FieldSpec, type FormProblems, type FormValues } from './ItemForm';

export interface ItemDialogProps<Name extends string> {
  /** "Edit Goal", "Edit Resource"… */
  title: string;
  open: boolean;
  /** The item as saved: the fields start from it at each opening. */
  saved: FormValues<Name>;
  fields: readonly FieldSpec<Name>[];
  validate: (values: FormValues<Name>) => FormProblems<Name>;
  onSave: (values: FormValues<Name>) => void;
  onCancel: () => void;
  saving: boolean;
  serverError: string | null;
  serverErrorTitle: string;
}

function DialogForm<Name extends string>({
  saved,
  formId,
  ...props
}: Omit<ItemDialogProps<Name>, 'open' | 'onCancel' | 'onSave'> & {
  formId: string;
  onSave: (values: FormValues<Name>) => void;
}) {
  const [values, setValues] = useState(saved);
  return (
    <ItemForm
      id={formId}
      label={props.title}
      fields={props.fields}
      values={values}
      onChange={setValues}
      validate={props.validate}
      onSubmit={props.onSave}
      saving={props.saving}
      serverError={props.serverError}
      serverErrorTitle={props.serverErrorTitle}
    />
  );
}

/** Edit an item in a dialog: its fields, Save Changes and Cancel; a refusal keeps what was typed. */
export function ItemDialog<Name extends string>({
  open,
  onCancel,
  ...props
}: ItemDialogProps<Name>) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={props.title}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{commonTexts.cancel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={props.saving}>
            {commonTexts.saveChanges}
          </Button>
        </>
      }
    >
      {open ? <DialogForm formId={formId} {...props} /> : null}
    </Dialog>
  );
}
