import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_PAGE_SIZE,
  toApiError,
  useApi,
  type ChatMessage,
  type ChatReadState,
} from '@wegrow/api';
import {
  Button,
  Inline,
  Markdown,
  MentionTextField,
  Notice,
  Stack,
  Text,
  VisuallyHidden,
  vars,
} from '@wegrow/ui';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import { mentionLinks } from '../../../shared/mentions/MentionText';
import { usePeopleSearch } from '../../../shared/mentions/usePeopleSearch';
import { QueryState } from '../../../shared/QueryState/QueryState';
import { ReportDialog } from '../../../shared/ReportDialog';
import { plainList } from '../../../shared/styles';
import {
  formatMessageTime,
  isAtBottom,
  messageToSend,
  noLiveChat,
  visibleMessages,
  type LiveChat,
  type TimeFormat,
} from '../rules/chat';
import { canDeleteMessage, canEditMessage, canReportMessage } from '../rules/permissions';
import { nameOf } from '../rules/tasks';
import { DeleteConfirm } from '../parts/DeleteConfirm';
import { chatTexts } from '../texts';
import type { CommunityMemberRole, CommunitySectionProps, SectionTimeOptions } from '../types';
import type { ChatStreamEvent } from './chatStream';
import { useChatStream } from './useChatStream';

export type ChatSectionProps = CommunitySectionProps &
  SectionTimeOptions & {
    /**
     * The last message the reader had read when the chat opened (the community's
     * `chat_last_read_id`, issue 44): the "New messages" divider goes above the first message of
     * others after it, and the list opens there; seeing the end moves the mark on. Undefined (the
     * section alone): no divider, no mark.
     */
    lastReadId?: number | null | undefined;
    /** The reader's read mark moved (they saw the end of the chat): the server's answer. */
    onRead?: ((state: ChatReadState) => void) | undefined;
  };

/** The first message of others after `lastReadId` (null: read up to the start), or undefined. */
export function firstUnreadId(
  messages: readonly Pick<ChatMessage, 'id' | 'user_id'>[],
  myUserId: number,
  lastReadId: number | null | undefined,
): number | undefined {
  if (lastReadId === undefined) return undefined;
  return messages.find((message) => message.id > (lastReadId ?? 0) && message.user_id !== myUserId)
    ?.id;
}

const divider: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.accent.text,
  listStyle: 'none',
};
const dividerRule: CSSProperties = {
  flex: '1 1 auto',
  borderBlockStart: `1px solid ${vars.color.accent.text}`,
};

/** How much of what was read shows above the divider when the list opens there. */
const DIVIDER_MARGIN_PX = 8;

/** "New messages", between the messages read and the first unread one (issue 44). */
function NewMessagesDivider({ ref }: { ref: React.Ref<HTMLLIElement> }) {
  return (
    <li ref={ref} style={divider}>
      <span style={dividerRule} />
      <Text as="span" size="xs" weight="bold" style={{ color: 'inherit' }}>
        {chatTexts.newMessages}
      </Text>
      <span style={dividerRule} />
    </li>
  );
}

/** Spec 2 §9: the chat list scrolls at a maximum height of 20rem. */
export const CHAT_MAX_HEIGHT = '20rem';

const scrollArea: CSSProperties = {
  // The divider's offsetTop is measured from here.
  position: 'relative',
  maxHeight: CHAT_MAX_HEIGHT,
  overflowY: 'auto',
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
};

const bubble = (mine: boolean): CSSProperties => ({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  backgroundColor: mine ? vars.color.accent.soft : vars.color.surface.raised,
  overflowWrap: 'anywhere',
});

/** The message being edited in place, what its field holds, and why the last save failed. */
interface EditState {
  id: number;
  draft: string;
  error: string | null;
}

interface MessageEditorProps {
  communityId: number;
  edit: EditState;
  saving: boolean;
  onDraft: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * The whole message being edited in view in the chat's scroll area (the editor's buttons and
 * message too), not only the field the focus puts there.
 */
function showWhole(form: HTMLFormElement | null): void {
  (form?.closest('li') ?? form)?.scrollIntoView?.({ block: 'nearest' });
}

/**
 * The author's message opened for editing in place (issue 44): its text in a field that takes the
 * focus, Save (or Enter) and Cancel (or Escape, unless it closes the mention menu first). A blank
 * text or the server's refusal shows under the field, and the text is kept.
 */
function MessageEditor({
  communityId,
  edit,
  saving,
  onDraft,
  onSave,
  onCancel,
}: MessageEditorProps) {
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // Its own look-ups: what is typed here does not open the send box's menu.
  const people = usePeopleSearch({ communityId });
  useEffect(() => {
    const node = field.current;
    if (!node) return;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
    showWhole(form.current);
  }, []);
  useEffect(() => {
    if (edit.error === null) return;
    field.current?.focus();
    showWhole(form.current);
  }, [edit.error]);
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack align="stretch" gap="2">
        <MentionTextField
          {...people}
          ref={field}
          label={chatTexts.editLabel}
          hideLabel
          value={edit.draft}
          error={edit.error ?? undefined}
          onChange={(event) => onDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            onCancel();
          }}
        />
        <Inline gap="2" justify="end">
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            {chatTexts.cancelEdit}
          </Button>
          <Button type="submit" size="sm" loading={saving}>
            {chatTexts.save}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** "(edited)" beside the time, with the edit's time in its tooltip and for screen readers. */
function EditedMark({ at, format }: { at: string; format: TimeFormat }) {
  const time = formatMessageTime(at, format);
  return (
    <Text as="span" size="xs" tone="secondary">
      {' '}
      <time dateTime={at} title={chatTexts.editedAt(time)}>
        <span aria-hidden="true">{chatTexts.edited}</span>
        <VisuallyHidden>({chatTexts.editedAt(time)})</VisuallyHidden>
      </time>
    </Text>
  );
}

interface MessageListProps {
  messages: readonly ChatMessage[];
  role: CommunityMemberRole;
  myUserId: number;
  /** Edit pressed on one of the reader's own messages (issue 44). */
  onEdit: (message: ChatMessage) => void;
  /** The Edit buttons by message, for the focus to come back to after an edit. */
  editButtons: React.RefObject<Map<number, HTMLButtonElement>>;
  /** The message open for editing, and its editor. */
  editingId: number | null;
  editor: ReactNode;
  onDelete: (message: ChatMessage) => void;
  /** Report pressed on someone else's message (issue 33). */
  onReport: (message: ChatMessage) => void;
  /** The messages the reader reported: "Reported" in place of Report (issue 44). */
  reported: ReadonlySet<number>;
  /** The first unread message: the "New messages" divider above it, scrolled to at first. */
  dividerBefore: number | undefined;
  /** The reader is at the end of the list (after a change, or having scrolled there). */
  onAtEnd: () => void;
  deleting: number | null;
  locale?: string | undefined;
  timeZone?: string | undefined;
  /** The next change of the list scrolls to the end, wherever the reader was. */
  forceBottomRef: React.RefObject<boolean>;
  /** "Load older messages" (or the start of the chat) above the messages. */
  older: ReactNode;
}

/**
 * The messages, oldest first, in a scroll area of at most 20rem that stays at the bottom as
 * messages arrive, unless the reader scrolled up to read. A `log`, so screen readers announce
 * what arrives.
 */
function MessageList({
  messages,
  role,
  myUserId,
  onEdit,
  editButtons,
  editingId,
  editor,
  onDelete,
  onReport,
  reported,
  dividerBefore,
  onAtEnd,
  deleting,
  locale,
  timeZone,
  forceBottomRef,
  older,
}: MessageListProps) {
  const area = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const dividerRef = useRef<HTMLLIElement>(null);
  // The list opens at the divider once (later changes keep the reader's place or the bottom).
  const openedAtDivider = useRef(false);
  // What the list started with and how tall it was, to keep the reader's place when older
  // messages are put above.
  const before = useRef<{ firstId: number | undefined; height: number }>({
    firstId: undefined,
    height: 0,
  });

  useLayoutEffect(() => {
    const node = area.current;
    if (!node) return;
    const firstId = messages[0]?.id;
    const { firstId: oldFirst, height: oldHeight } = before.current;
    before.current = { firstId, height: node.scrollHeight };
    const line = dividerRef.current;
    if (!openedAtDivider.current && line !== null) {
      openedAtDivider.current = true;
      node.scrollTop = Math.max(0, line.offsetTop - DIVIDER_MARGIN_PX);
      atBottom.current = isAtBottom(node);
    } else if (atBottom.current || forceBottomRef.current) {
      forceBottomRef.current = false;
      node.scrollTop = node.scrollHeight;
    } else if (oldFirst !== undefined && firstId !== undefined && firstId < oldFirst) {
      // Older messages went in above: the ones read stay where they were on the screen.
      node.scrollTop += node.scrollHeight - oldHeight;
    }
    if (messages.length > 0 && isAtBottom(node)) onAtEnd();
  }, [messages, forceBottomRef, onAtEnd]);

  return (
    <div
      ref={area}
      role="log"
      aria-label={chatTexts.messagesLabel}
      // A scrollable region must be reachable with the keyboard (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={scrollArea}
      onScroll={(event) => {
        atBottom.current = isAtBottom(event.currentTarget);
        if (atBottom.current) onAtEnd();
      }}
    >
      {older}
      {messages.length === 0 ? (
        <Text tone="secondary" style={{ padding: vars.space['2'] }}>
          {chatTexts.empty}
        </Text>
      ) : (
        <Stack align="stretch" as="ol" gap="2" style={plainList}>
          {messages.map((message) => {
            const mine = message.user_id === myUserId;
            return (
              <Fragment key={message.id}>
                {message.id === dividerBefore ? <NewMessagesDivider ref={dividerRef} /> : null}
                <li style={bubble(mine)}>
                  <Inline justify="between" align="start" gap="2">
                    <Text size="sm">
                      <Text as="span" size="sm" weight="bold">
                        {nameOf(message)}
                      </Text>{' '}
                      <Text as="span" size="xs" tone="secondary">
                        <time dateTime={message.timestamp}>
                          {formatMessageTime(message.timestamp, { locale, timeZone })}
                        </time>
                      </Text>
                      {message.edited_at !== null ? (
                        <EditedMark at={message.edited_at} format={{ locale, timeZone }} />
                      ) : null}
                    </Text>
                    <Inline gap="1" wrap={false}>
                      {canReportMessage(myUserId, message) && reported.has(message.id) ? (
                        <Text as="span" size="sm" tone="secondary">
                          {chatTexts.reported}
                          <VisuallyHidden> ({chatTexts.reportedHint})</VisuallyHidden>
                        </Text>
                      ) : canReportMessage(myUserId, message) ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={chatTexts.reportMessage(nameOf(message))}
                          onClick={() => onReport(message)}
                        >
                          {chatTexts.report}
                        </Button>
                      ) : null}
                      {canEditMessage(myUserId, message) && editingId !== message.id ? (
                        <Button
                          ref={(node) => {
                            if (node) editButtons.current.set(message.id, node);
                            else editButtons.current.delete(message.id);
                          }}
                          variant="ghost"
                          size="sm"
                          aria-label={chatTexts.editMessage}
                          onClick={() => onEdit(message)}
                        >
                          {chatTexts.edit}
                        </Button>
                      ) : null}
                      {canDeleteMessage(role, myUserId, message) ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={
                            mine
                              ? chatTexts.deleteMessage
                              : chatTexts.removeMessage(nameOf(message))
                          }
                          loading={deleting === message.id}
                          onClick={() => onDelete(message)}
                        >
                          ✕
                        </Button>
                      ) : null}
                    </Inline>
                  </Inline>
                  {editingId === message.id ? (
                    editor
                  ) : (
                    // Safe Markdown, as in the forum (links only to http(s) and mailto addresses,
                    // opened in a new tab; mentions link to profiles): a short message is one
                    // paragraph with no space around it.
                    <Markdown renderText={mentionLinks}>{message.content}</Markdown>
                  )}
                </li>
              </Fragment>
            );
          })}
        </Stack>
      )}
    </div>
  );
}

/** The pages loaded before the first one, and how loading the next went. */
interface OlderPages {
  messages: readonly ChatMessage[];
  loading: boolean;
  failed: boolean;
  /** A page came back short: nothing older is left. */
  atStart: boolean;
}

const noOlderPages: OlderPages = { messages: [], loading: false, failed: false, atStart: false };

/**
 * Above the messages once the first page came back full (there may be older ones): "Load older
 * messages" loads the page before the oldest shown; it says so when that failed, and gives way to
 * "This is the start of the chat." once a page came back short.
 */
function OlderMessages({ pages, onLoad }: { pages: OlderPages; onLoad: () => void }) {
  const start = useRef<HTMLParagraphElement>(null);
  const clicked = useRef(false);
  useEffect(() => {
    // The button pressed gave way to the start of the chat: the focus it had goes there (unless
    // the reader has moved it elsewhere meanwhile).
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (pages.atStart && clicked.current && lost) start.current?.focus({ preventScroll: true });
  }, [pages.atStart]);
  if (pages.atStart)
    return (
      <Text
        ref={start}
        tabIndex={-1}
        size="sm"
        tone="secondary"
        align="center"
        style={{ marginBottom: vars.space['2'] }}
      >
        {chatTexts.chatStart}
      </Text>
    );
  return (
    <Stack gap="1" align="center" style={{ marginBottom: vars.space['2'] }}>
      {pages.failed && !pages.loading ? (
        <Text size="sm" tone="danger" role="alert">
          {chatTexts.olderFailed}
        </Text>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        loading={pages.loading}
        onClick={() => {
          clicked.current = true;
          onLoad();
        }}
      >
        {pages.loading ? chatTexts.loadingOlder : chatTexts.loadOlder}
      </Button>
    </Stack>
  );
}

/**
 * Community Chat (spec 2 "Section behaviour", §5, §6, §9; issue 17): the messages with their
 * author and time, in safe Markdown, live from the chat stream (new, edited and deleted ones); a
 * box that sends on Enter or Send (a blank message is ignored); the author's own messages have
 * Edit (in place, issue 44: marked "(edited)" for everyone) and a delete button (admins remove
 * anyone's), and anyone else's a Report button that opens the Report dialog (issue 33).
 */
export function ChatSection({
  communityId,
  role,
  myUserId,
  locale,
  timeZone,
  lastReadId,
  onRead,
}: ChatSectionProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const init = { params: { path: { id: communityId } } };
  const chat = api.useQuery('get', '/communities/{id}/chat', init);
  const { queryKey } = api.queryOptions('get', '/communities/{id}/chat', init);
  const send = api.useMutation('post', '/communities/{id}/chat');
  const remove = api.useMutation('delete', '/communities/{id}/chat/{messageId}');
  const update = api.useMutation('patch', '/communities/{id}/chat/{messageId}');
  // A mention in the chat reaches only the community's members: they are the ones offered.
  const people = usePeopleSearch({ communityId });

  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const forceBottomRef = useRef(false);

  // Pages loaded with "Load older messages", oldest first; dropped when the list reloads from
  // scratch (a stream reset), which starts again from the latest page.
  const [older, setOlder] = useState<OlderPages>(noOlderPages);
  // The message open for editing (the reader's own), and where the focus goes back when it closes.
  const [editing, setEditing] = useState<EditState | null>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    if (editing !== null || refocus.current === null) return;
    editButtons.current.get(refocus.current)?.focus();
    refocus.current = null;
  }, [editing]);
  const closeEditor = () => {
    refocus.current = editing?.id ?? null;
    setEditing(null);
  };
  // What the stream (and this reader's own sends and deletions) changed since the list loaded.
  const [live, setLive] = useState<LiveChat>(noLiveChat);
  const arrive = (message: ChatMessage) =>
    setLive((current) => ({ ...current, arrived: [...current.arrived, message] }));
  const gone = (id: number) => {
    setLive((current) => ({ ...current, deleted: [...current.deleted, id] }));
    // A message deleted while its author edits it (an admin removed it): nothing left to edit.
    setEditing((current) => (current?.id === id ? null : current));
  };

  // Why the stream closed for good (the server's reason), and the page's community to reload then.
  const [closedReason, setClosedReason] = useState<string | null>(null);
  const communityKey = api.queryOptions('get', '/communities/{id}', init).queryKey;

  const status = useChatStream(communityId, (event: ChatStreamEvent) => {
    if (event.type === 'message' || event.type === 'edited') arrive(event.message);
    else if (event.type === 'deleted') gone(event.id);
    else if (event.type === 'closed') {
      // Removed, or the chat hidden from members: the page (its sections, the role) changed. A
      // deleted community is not read again (it would only answer 404): the notice says it ended.
      setClosedReason(event.reason);
      if (event.reason !== 'deleted')
        void queryClient.invalidateQueries({ queryKey: communityKey });
    } else {
      // Where the stream starts, or what was missed cannot be replayed: reload the list.
      if (event.type === 'reset') {
        setLive(noLiveChat);
        setOlder(noOlderPages);
      }
      void queryClient.invalidateQueries({ queryKey });
    }
  });

  const messages = useMemo(
    () => visibleMessages([...older.messages, ...(chat.data ?? [])], live),
    [chat.data, live, older.messages],
  );
  const firstPageFull = (chat.data?.length ?? 0) >= CHAT_PAGE_SIZE;

  // The messages the reader reported (issue 44): as the list says, and those reported here since.
  const [reportedHere, setReportedHere] = useState<ReadonlySet<number>>(new Set());
  const reported = useMemo(
    () =>
      new Set([
        ...[...older.messages, ...(chat.data ?? [])]
          .filter((message) => message.reported_by_me === true)
          .map((message) => message.id),
        ...reportedHere,
      ]),
    [chat.data, older.messages, reportedHere],
  );

  // The "New messages" divider: where the reader's mark stood when the first page came (fixed,
  // so reading does not move it away under their eyes).
  const [dividerBefore, setDividerBefore] = useState<number | undefined | null>(null);
  if (dividerBefore === null && chat.data !== undefined)
    setDividerBefore(firstUnreadId(chat.data, myUserId, lastReadId));

  // The reader saw the end: the server remembers the last message (forward only, issue 44).
  const marked = useRef(lastReadId ?? 0);
  const lastId = messages.at(-1)?.id;
  const onAtEnd = useCallback(() => {
    if (lastReadId === undefined || lastId === undefined || lastId <= marked.current) return;
    marked.current = lastId;
    void api.client
      .PUT('/communities/{id}/chat/read', {
        params: { path: { id: communityId } },
        body: { message_id: lastId },
      })
      .then(({ data }) => {
        if (data) onRead?.(data);
      });
  }, [api.client, communityId, lastId, lastReadId, onRead]);

  async function loadOlder() {
    const oldest = messages[0];
    if (oldest === undefined || older.loading) return;
    setOlder((current) => ({ ...current, loading: true, failed: false }));
    const { data, error } = await api.client.GET('/communities/{id}/chat', {
      params: { path: { id: communityId }, query: { before: oldest.id } },
    });
    setOlder((current) =>
      error || !data
        ? { ...current, loading: false, failed: true }
        : {
            messages: [...data, ...current.messages],
            loading: false,
            failed: false,
            atStart: data.length < CHAT_PAGE_SIZE,
          },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const content = messageToSend(draft);
    if (content === null || send.isPending) {
      input.current?.focus();
      return;
    }
    setSendError(null);
    send.mutate(
      { params: { path: { id: communityId } }, body: { content } },
      {
        onSuccess: (message) => {
          forceBottomRef.current = true;
          arrive(message);
          setDraft('');
        },
        onError: (error) => {
          setSendError(toApiError(error).detail);
          input.current?.focus();
        },
      },
    );
  }

  function saveEdit() {
    if (editing === null || update.isPending) return;
    const content = messageToSend(editing.draft);
    if (content === null) {
      setEditing({ ...editing, error: chatTexts.editBlank });
      return;
    }
    const original = messages.find((message) => message.id === editing.id);
    if (original?.content === content) {
      // Nothing changed: nothing to save, and no "(edited)" for it.
      closeEditor();
      return;
    }
    const { id } = editing;
    update.mutate(
      { params: { path: { id: communityId, messageId: id } }, body: { content } },
      {
        onSuccess: (message) => {
          arrive(message);
          closeEditor();
        },
        onError: (error) =>
          setEditing((current) =>
            current?.id === id
              ? { ...current, error: `${chatTexts.editFailed} ${toApiError(error).detail}` }
              : current,
          ),
      },
    );
  }

  // The message whose Delete was pressed: asked about first, as a deleted message cannot be
  // restored (CONTRIBUTING: confirm what cannot be undone).
  const [confirming, setConfirming] = useState<ChatMessage | null>(null);
  // The message whose Report was pressed (issue 33); the dialog sends and says "Report sent".
  const [reporting, setReporting] = useState<ChatMessage | null>(null);

  async function deleteMessage(message: ChatMessage): Promise<void> {
    setDeleteError(null);
    setDeleting(message.id);
    try {
      await remove.mutateAsync({ params: { path: { id: communityId, messageId: message.id } } });
      gone(message.id);
    } catch (error) {
      setDeleteError(toApiError(error).detail);
      throw error;
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Stack align="stretch" gap="3">
      {status === 'ended' ? (
        <Notice tone="info">
          {closedReason === 'hidden' ? chatTexts.chatHidden : chatTexts.streamClosed}
        </Notice>
      ) : null}
      {status === 'reconnecting' ? (
        <Text size="sm" tone="secondary" role="status">
          {chatTexts.reconnecting}
        </Text>
      ) : null}
      <QueryState query={chat} loading={chatTexts.loading} error={chatTexts.loadFailed}>
        {() => (
          <MessageList
            messages={messages}
            role={role}
            myUserId={myUserId}
            onEdit={(message) => {
              setEditing({ id: message.id, draft: message.content, error: null });
            }}
            editButtons={editButtons}
            editingId={editing?.id ?? null}
            editor={
              editing === null ? null : (
                <MessageEditor
                  communityId={communityId}
                  edit={editing}
                  saving={update.isPending}
                  onDraft={(draft) => setEditing({ ...editing, draft, error: null })}
                  onSave={saveEdit}
                  onCancel={closeEditor}
                />
              )
            }
            onDelete={(message) => {
              setDeleteError(null);
              setConfirming(message);
            }}
            onReport={setReporting}
            reported={reported}
            dividerBefore={dividerBefore ?? undefined}
            onAtEnd={onAtEnd}
            deleting={deleting}
            locale={locale}
            timeZone={timeZone}
            forceBottomRef={forceBottomRef}
            older={
              firstPageFull ? <OlderMessages pages={older} onLoad={() => void loadOlder()} /> : null
            }
          />
        )}
      </QueryState>
      <DeleteConfirm
        open={confirming !== null}
        question={
          confirming === null || confirming.user_id === myUserId
            ? chatTexts.deleteQuestion
            : chatTexts.removeQuestion
        }
        name={confirming?.content ?? ''}
        onConfirm={() => (confirming ? deleteMessage(confirming) : Promise.resolve())}
        onClose={() => {
          setConfirming(null);
          setDeleteError(null);
        }}
        error={deleteError === null ? null : `${chatTexts.deleteFailed} ${deleteError}`}
      />
      <ReportDialog
        kind="chat_message"
        id={reporting?.id ?? 0}
        open={reporting !== null}
        onOpenChange={(open) => {
          if (!open) setReporting(null);
        }}
        onReported={() => {
          const id = reporting?.id;
          if (id !== undefined) setReportedHere((current) => new Set([...current, id]));
        }}
      />
      <form onSubmit={submit} noValidate aria-label={chatTexts.sectionTitle}>
        <Inline gap="2" align="start" wrap={false}>
          <div style={{ flex: '1 1 auto', minWidth: 0 }}>
            <MentionTextField
              {...people}
              ref={input}
              label={chatTexts.messageLabel}
              hideLabel
              placeholder={chatTexts.placeholder}
              value={draft}
              autoComplete="off"
              error={sendError ?? undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setSendError(null);
              }}
            />
          </div>
          <Button type="submit" loading={send.isPending}>
            {chatTexts.send}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
