import { toApiError, useApi } from '@wegrow/api';
import { Button, Heading, Inline, Stack, Text, TextArea, TextField } from '@wegrow/ui';
import { useCallback, useState } from 'react';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { TextLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { emptyDream, savedMessage, saveRequest, type DreamDraft } from '../rules/dreamRules';
import { dreamTexts } from '../rules/dreamTexts';
import { useDreamAutosave } from '../rules/useDreamAutosave';

export interface WeDreamScreenProps {
  /** The autosave's wait after the last change. @default 1000 ms (spec 2 §9) */
  autosaveDelayMs?: number;
}

/** The status line under the buttons (spec 2 §2: "a status message"). */
type Status = { tone: 'success' | 'danger' | 'secondary'; text: string; detail?: string } | null;

const column = { width: '100%', maxWidth: '48rem' } as const;

interface EditorProps {
  draft: DreamDraft;
  onChange: (draft: DreamDraft) => void;
  onManifest: () => void;
  onSave: () => void;
  onClear: () => void;
  manifesting: boolean;
  saving: boolean;
  clearing: boolean;
  status: Status;
  signedIn: boolean;
}

/** The editor: the vision, its mantra, the three buttons and the status line. */
function DreamEditor({
  draft,
  onChange,
  onManifest,
  onSave,
  onClear,
  manifesting,
  saving,
  clearing,
  status,
  signedIn,
}: EditorProps) {
  return (
    <Stack align="stretch" gap="4">
      <TextArea
        label={dreamTexts.vision}
        placeholder={dreamTexts.visionPlaceholder}
        hint={dreamTexts.privacyNote}
        rows={6}
        value={draft.vision}
        maxLength={5000}
        onChange={(event) => onChange({ ...draft, vision: event.target.value })}
      />
      <Inline gap="3" wrap>
        <Button variant="secondary" onClick={onManifest} loading={manifesting}>
          {dreamTexts.manifestMantra}
        </Button>
      </Inline>
      <TextField
        label={dreamTexts.mantra}
        value={draft.mantra}
        maxLength={500}
        hint="Manifest one from your vision, or write your own."
        onChange={(event) => onChange({ ...draft, mantra: event.target.value })}
      />
      <Inline gap="3" wrap>
        <Button variant="primary" onClick={onSave} loading={saving}>
          {dreamTexts.saveDream}
        </Button>
        <Button variant="ghost" onClick={onClear} loading={clearing}>
          {dreamTexts.clearMyDream}
        </Button>
      </Inline>
      <div role="status" aria-live="polite">
        {status ? (
          <Stack align="stretch" gap="1">
            <Text weight="bold" tone={status.tone}>
              {status.text}
            </Text>
            {status.detail ? <Text tone="secondary">{status.detail}</Text> : null}
            {status.text === dreamTexts.signInToSave ? (
              <TextLink to={getHref('login')}>Go to Login</TextLink>
            ) : null}
          </Stack>
        ) : null}
      </div>
      {signedIn ? (
        <Text size="sm" tone="secondary">
          {dreamTexts.autosaveNote}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * `/wedream` (`/WeDream`; spec 2 §2, §4, §5, §8; issue 18): the personal dream editor. The vision,
 * Manifest Mantra (a mantra from the AI provider; "Something went wrong. Try again."), Save Dream
 * (the server's message or "Saved!"; "Failed to save dream."; a visitor is asked to sign in),
 * Clear My Dream ("Failed to clear."), the status line, and the autosave: signed in, a second after
 * the vision or mantra last changed, when both are non-empty and the dream differs from the saved
 * one. Signed in, the saved dream fills the editor.
 */
export function WeDreamScreen({ autosaveDelayMs }: WeDreamScreenProps) {
  const api = useApi();
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const active = api.useQuery('get', '/we-dream/active', undefined, { enabled: signedIn });
  const manifest = api.useMutation('post', '/we-dream/manifest');
  const saveDream = api.useMutation('post', '/we-dream/save');
  const clearDream = api.useMutation('post', '/we-dream/clear');

  const [draft, setDraft] = useState<DreamDraft>(emptyDream);
  const [lastSaved, setLastSaved] = useState<DreamDraft | null>(null);
  const [filled, setFilled] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  // The saved dream fills the editor once, when it arrives (later refetches keep the typing).
  if (signedIn && !filled && active.data) {
    setFilled(true);
    if (active.data.exists) {
      const saved = { vision: active.data.vision ?? '', mantra: active.data.mantra ?? '' };
      setDraft(saved);
      setLastSaved(saved);
    }
  }

  const { mutate: sendSave } = saveDream;
  const save = useCallback(
    (dream: DreamDraft) => {
      if (!signedIn) {
        setStatus({ tone: 'danger', text: dreamTexts.signInToSave });
        return;
      }
      sendSave(
        { body: saveRequest(dream) },
        {
          onSuccess: (answer) => {
            setLastSaved(dream);
            setStatus({ tone: 'success', text: savedMessage(answer.message) });
          },
          onError: (error) =>
            setStatus({
              tone: 'danger',
              text: dreamTexts.saveFailed,
              detail: toApiError(error).detail,
            }),
        },
      );
    },
    [signedIn, sendSave],
  );

  useDreamAutosave(draft, {
    signedIn: signedIn && filled,
    lastSaved,
    save,
    ...(autosaveDelayMs === undefined ? {} : { delayMs: autosaveDelayMs }),
  });

  function manifestMantra() {
    if (draft.vision.trim() === '') {
      setStatus({ tone: 'danger', text: 'Write your vision first, then manifest its mantra.' });
      return;
    }
    setStatus(null);
    manifest.mutate(
      { body: { text: draft.vision.trim() } },
      {
        onSuccess: ({ mantra }) => setDraft((typed) => ({ ...typed, mantra })),
        onError: () => setStatus({ tone: 'danger', text: dreamTexts.manifestFailed }),
      },
    );
  }

  function clear() {
    if (!signedIn) {
      setDraft(emptyDream);
      setStatus({ tone: 'secondary', text: dreamTexts.clearedHere });
      return;
    }
    clearDream.mutate(
      {},
      {
        onSuccess: (answer) => {
          setDraft(emptyDream);
          setLastSaved(null);
          setStatus({ tone: 'success', text: answer.message });
        },
        onError: () => setStatus({ tone: 'danger', text: dreamTexts.clearFailed }),
      },
    );
  }

  const editor = (
    <DreamEditor
      draft={draft}
      onChange={setDraft}
      onManifest={manifestMantra}
      onSave={() => save(draft)}
      onClear={clear}
      manifesting={manifest.isPending}
      saving={saveDream.isPending}
      clearing={clearDream.isPending}
      status={status}
      signedIn={signedIn}
    />
  );

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{dreamTexts.weDreamTitle}</Heading>
        <Text tone="secondary">
          Write the world you dream of and turn it into a mantra. Tonight the Dream Machine blends
          it with everyone's dreams.
        </Text>
      </Stack>
      {signedIn ? (
        <QueryState query={active} loading={dreamTexts.loadingDream} error={dreamTexts.dreamFailed}>
          {() => editor}
        </QueryState>
      ) : (
        editor
      )}
      <Inline gap="4" wrap>
        <TextLink to={getHref('dreamMachine')}>See the Dream Machine</TextLink>
        <TextLink to={getHref('smartJournal')}>Smart Journal</TextLink>
        <TextLink to={getHref('home')}>Home</TextLink>
      </Inline>
    </Stack>
  );
}
