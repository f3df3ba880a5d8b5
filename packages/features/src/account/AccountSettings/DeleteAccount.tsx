import { toApiError, useApi } from '@wegrow/api';
import { Button, Card, Dialog, DialogClose, Notice, Stack, Text, TextField } from '@wegrow/ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { getHref } from '../../routes/paths';
import { signOutOnArrival } from '../../session/signOutOnArrival';

/** The words of "Delete your account". */
export const DELETE_ACCOUNT_TEXTS = {
  title: 'Delete your account',
  open: 'Delete account…',
  dialog: 'Delete your account for good?',
  removed:
    'Removed: your journal and insights, meal planning, grocery list and week plan, projects, dreams, farm save, Lyra’s log, inbox, picture, memberships and sessions.',
  kept: 'Kept for the people who answered you, shown as “Deleted member”: your forum talks and comments, blog comments, and community chat, goals, tasks, resources and events. A community nobody else belongs to is deleted; one you created passes to another admin.',
  confirmLabel: 'Type DELETE to confirm',
  confirmWord: 'DELETE',
  confirmProblem: 'Type DELETE to confirm.',
  passwordProblem: 'Enter your password to delete your account.',
  submit: 'Delete my account',
  cancel: 'Keep my account',
  deleted: 'Your account was deleted.',
} as const;

/** The dialog's form: password and the typed word, checked before anything is sent. */
function DeleteForm({
  formId,
  onDeleting,
}: {
  formId: string;
  onDeleting: (busy: boolean) => void;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const remove = api.useMutation('post', '/auth/account/delete');
  const [password, setPassword] = useState('');
  const [word, setWord] = useState('');
  const [problems, setProblems] = useState<{ password?: string; word?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(password ? {} : { password: DELETE_ACCOUNT_TEXTS.passwordProblem }),
      ...(word.trim() === DELETE_ACCOUNT_TEXTS.confirmWord
        ? {}
        : { word: DELETE_ACCOUNT_TEXTS.confirmProblem }),
    };
    setProblems(found);
    if (found.password || found.word) return;
    onDeleting(true);
    remove.mutate(
      { body: { password, confirmation: 'DELETE' } },
      {
        onSuccess: () => {
          // Home, where the shell ends the session once the page shows and says the account
          // was deleted (ended here, the Account page's login guard would send the member to
          // /login first).
          void navigate(getHref('home'), {
            replace: true,
            state: signOutOnArrival(DELETE_ACCOUNT_TEXTS.deleted),
          });
        },
        onSettled: () => onDeleting(false),
      },
    );
  }

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label={DELETE_ACCOUNT_TEXTS.dialog}>
      <Stack align="stretch" gap="3">
        <Text>{DELETE_ACCOUNT_TEXTS.removed}</Text>
        <Text>{DELETE_ACCOUNT_TEXTS.kept}</Text>
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={problems.password}
          onChange={(event) => {
            setPassword(event.target.value);
            remove.reset();
          }}
        />
        <TextField
          label={DELETE_ACCOUNT_TEXTS.confirmLabel}
          autoComplete="off"
          value={word}
          error={problems.word}
          onChange={(event) => setWord(event.target.value)}
        />
        {remove.isError ? (
          <Notice tone="error">{toApiError(remove.error).detail || 'Request failed'}</Notice>
        ) : null}
      </Stack>
    </form>
  );
}

/**
 * "Delete your account" (`POST /auth/account/delete`): what goes and what stays, then a dialog that
 * asks for the password and the typed word DELETE. Deleted, the session ends and the home page
 * says so; refused (wrong password, the only admin of a community), the server's words stay in
 * the dialog.
 */
export function DeleteAccount() {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Card title={DELETE_ACCOUNT_TEXTS.title} titleAs="h2">
      <Stack align="stretch" gap="3">
        <Text>
          Deleting your account removes what is yours alone at once. What others answered stays,
          without your name.
        </Text>
        <div>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={DELETE_ACCOUNT_TEXTS.dialog}
            trigger={<Button variant="danger">{DELETE_ACCOUNT_TEXTS.open}</Button>}
            footer={
              <>
                <DialogClose>
                  <Button variant="secondary">{DELETE_ACCOUNT_TEXTS.cancel}</Button>
                </DialogClose>
                <Button type="submit" form={formId} variant="danger" loading={deleting}>
                  {DELETE_ACCOUNT_TEXTS.submit}
                </Button>
              </>
            }
          >
            {open ? <DeleteForm formId={formId} onDeleting={setDeleting} /> : null}
          </Dialog>
        </div>
      </Stack>
    </Card>
  );
}
