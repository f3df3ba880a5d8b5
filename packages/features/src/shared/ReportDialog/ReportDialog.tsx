import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  toApiError,
  useApi,
  type ReportKind,
  type ReportReason,
} from '@wegrow/api';
import {
  Button,
  Dialog,
  DialogClose,
  Notice,
  RadioGroup,
  Stack,
  TextArea,
  useToast,
} from '@wegrow/ui';
import { useId, useState, type FormEvent } from 'react';

/** The dialog's words (issue 33). */
export const reportTexts = {
  title: {
    chat_message: 'Report message',
    forum_talk: 'Report talk',
    forum_comment: 'Report comment',
  },
  description: 'Tell the admins what is wrong. They will look at it and decide.',
  reason: 'Reason',
  note: 'Note (optional)',
  chooseReason: 'Choose a reason.',
  send: 'Send',
  cancel: 'Cancel',
  sent: 'Report sent',
  failed: 'Your report was not sent.',
} as const satisfies Record<string, unknown>;

const OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

export interface ReportDialogProps {
  /** What is reported: a chat message, a talk or a comment, by id. */
  kind: ReportKind;
  id: number;
  open: boolean;
  /** Cancel, Esc, the close button, or the report sent. */
  onOpenChange: (open: boolean) => void;
  /** The report was sent (or had been already): the item shows "Reported" (issue 44). */
  onReported?: () => void;
}

interface ReportFormProps {
  kind: ReportKind;
  id: number;
  formId: string;
  onSent: () => void;
  onSending: (sending: boolean) => void;
}

/** The form inside the dialog; mounted afresh on each opening. */
function ReportForm({ kind, id, formId, onSent, onSending }: ReportFormProps) {
  const api = useApi();
  const { toast } = useToast();
  const send = api.useMutation('post', '/reports');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    if (reason === null) {
      setMissing(true);
      return;
    }
    setError(null);
    onSending(true);
    try {
      const trimmed = note.trim();
      await send.mutateAsync({ body: { kind, id, reason, ...(trimmed ? { note: trimmed } : {}) } });
      toast({ title: reportTexts.sent, tone: 'success' });
      onSent();
    } catch (failure) {
      setError(toApiError(failure).detail);
    } finally {
      onSending(false);
    }
  }

  return (
    <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
      <Stack align="stretch" gap="4">
        <RadioGroup
          label={reportTexts.reason}
          options={OPTIONS}
          value={reason ?? ''}
          onValueChange={(value) => {
            if (isReason(value)) setReason(value);
            setMissing(false);
          }}
          required
          error={missing ? reportTexts.chooseReason : undefined}
        />
        <TextArea
          label={reportTexts.note}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={REPORT_NOTE_MAX}
          rows={3}
        />
        {error !== null ? (
          <Notice tone="error" title={reportTexts.failed}>
            {error}
          </Notice>
        ) : null}
      </Stack>
    </form>
  );
}

/**
 * Report a chat message, talk or comment (issue 33): a reason (required), an optional note
 * (at most 500 characters, counted near the limit), Send. Sent: the dialog closes and says
 * "Report sent"; refused (already reported, own content…): the server's words in the dialog.
 */
export function ReportDialog({ kind, id, open, onOpenChange, onReported }: ReportDialogProps) {
  const formId = useId();
  const [sending, setSending] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={reportTexts.title[kind]}
      description={reportTexts.description}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{reportTexts.cancel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={sending}>
            {reportTexts.send}
          </Button>
        </>
      }
    >
      {open ? (
        <ReportForm
          kind={kind}
          id={id}
          formId={formId}
          onSending={setSending}
          onSent={() => {
            onReported?.();
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}
