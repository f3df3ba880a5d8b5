import { toApiError, useApi, type LyraChatEntry } from '@wegrow/api';
import {
  Accordion,
  AccordionItem,
  Button,
  Card,
  Checkbox,
  Heading,
  Inline,
  Notice,
  Stack,
  Text,
  TextArea,
} from '@wegrow/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import type { KeyValueStorage } from '../../session/storage';
import { TextLink } from '../../shared/links/RouterLinks';
import { QueryState } from '../../shared/QueryState/QueryState';
import { characterCount, checkMessage, newestFirst } from '../rules/chatRules';
import { lyraTexts, replyAuthor } from '../rules/lyraTexts';
import { MemoryPanel, useLyraCaller } from '../shared/LyraMemory';

export interface LyraSoulInterfaceScreenProps {
  /** Where a visitor's random id is kept. @default the browser's localStorage */
  visitorStorage?: KeyValueStorage;
  /** How times are written (stories fix them). @default the browser's */
  locale?: string;
  /** @default the browser's */
  timeZone?: string;
}

const column = { width: '100%', maxWidth: '48rem' } as const;
const prose = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
const scroller = { maxHeight: '28rem', overflowY: 'auto', paddingInlineEnd: '0.25rem' } as const;
const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' } as const;

/** A failed send, said plainly: the server's sentence for a refused message, else spec 3 §8's. */
interface Failure {
  title: string;
  detail: string | null;
}

function failureOf(error: unknown): Failure {
  const apiError = toApiError(error);
  if (apiError.status === 422) return { title: apiError.detail, detail: null };
  return { title: lyraTexts.failure, detail: apiError.detail };
}

/** One exchange of the log: the caller's words (You), then Lyra's. */
function Exchange({
  entry,
  formatTime,
}: {
  entry: LyraChatEntry;
  formatTime: (iso: string) => string;
}) {
  return (
    <li>
      <Card padding="md">
        <Stack align="stretch" gap="2">
          <Text size="sm" tone="secondary">
            <time dateTime={entry.timestamp}>{formatTime(entry.timestamp)}</time>
          </Text>
          <Text style={prose}>
            <strong>{lyraTexts.you}:</strong> {entry.message}
          </Text>
          <Text style={prose}>
            <strong>{lyraTexts.lyra}:</strong> {entry.reply}
          </Text>
        </Stack>
      </Card>
    </li>
  );
}

/**
 * `/LyraSoulInterface` (spec 3 §2, §7, §8; issue 20): an accordion with the caller's own Chat Log
 * (newest first, 'No conversations yet.', their words labelled You, scrollable) and Speak to Lyra:
 * the message, Send to Lyra ('Listening...' while she answers), her latest reply and which engine
 * wrote it; 'Something went wrong talking to Lyra.' when she cannot answer (with the server's
 * reason), the server's sentence for a refused message, and the text kept on any failure.
 *
 * Whose log: a signed-in member's own (their token); a visitor's own, named by a random id this
 * browser makes once with its crypto and keeps in localStorage (`X-Lyra-Visitor`), never one log
 * shared by all visitors. An exchange is kept only with the caller's consent (the box under the
 * message, checked as the spec's client always consented; unchecked, nothing is stored). Below the
 * log, closed at first, what Lyra remembers of the caller, each fact forgettable (issue 45).
 */
export function LyraSoulInterfaceScreen({
  visitorStorage,
  locale,
  timeZone,
}: LyraSoulInterfaceScreenProps) {
  const api = useApi();
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const init = useLyraCaller(visitorStorage);

  const chatLog = api.useQuery('get', '/lyra/chat-log', init);
  const talk = api.useMutation('post', '/lyra');

  const [text, setText] = useState('');
  const [keep, setKeep] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [latest, setLatest] = useState<{ entry: LyraChatEntry; kept: boolean } | null>(null);

  const formatter = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    [locale, timeZone],
  );
  const formatTime = (iso: string) => formatter.format(new Date(iso));

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (talk.isPending) return;
    const check = checkMessage(text);
    setProblem(check.ok ? null : check.problem);
    if (!check.ok) return;
    setFailure(null);
    talk.mutate(
      { ...init, body: { message: check.message, userConsent: keep } },
      {
        onSuccess: (entry) => {
          setLatest({ entry, kept: keep });
          setText('');
        },
        onError: (error) => setFailure(failureOf(error)),
      },
    );
  };

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="2">
        <Heading level={1}>{lyraTexts.chatTitle}</Heading>
        <Text tone="secondary">
          Lyra answers from her soul and your recent conversation with her. Your chat log is yours
          alone.
        </Text>
      </Stack>
      <Accordion type="multiple" defaultValue={['speak', 'log']}>
        <AccordionItem value="speak" title={lyraTexts.speak} headingLevel={2}>
          <form onSubmit={send} noValidate>
            <Stack align="stretch" gap="4">
              <TextArea
                label={lyraTexts.messageLabel}
                rows={4}
                value={text}
                hint={characterCount(text)}
                error={problem ?? undefined}
                onChange={(event) => {
                  setText(event.target.value);
                  if (problem) setProblem(null);
                }}
              />
              <Checkbox
                label={lyraTexts.keep}
                description={signedIn ? lyraTexts.keepHintMember : lyraTexts.keepHintVisitor}
                checked={keep}
                onCheckedChange={(checked) => setKeep(checked === true)}
              />
              <Inline gap="3">
                <Button type="submit" variant="primary" aria-busy={talk.isPending}>
                  {talk.isPending ? lyraTexts.listening : lyraTexts.send}
                </Button>
              </Inline>
              {failure ? (
                <Notice tone="error" title={failure.title}>
                  {failure.detail}
                </Notice>
              ) : null}
              <div role="status" aria-live="polite">
                {latest ? (
                  <Card variant="raised" padding="lg">
                    <Stack align="stretch" gap="2">
                      <Heading level={3} size="sm">
                        {lyraTexts.latestReply}
                      </Heading>
                      <Text style={prose}>{latest.entry.reply}</Text>
                      <Text size="sm" tone="secondary">
                        {replyAuthor(latest.entry.source)}
                      </Text>
                      {latest.kept ? null : (
                        <Text size="sm" tone="secondary">
                          {lyraTexts.notKept}
                        </Text>
                      )}
                    </Stack>
                  </Card>
                ) : null}
              </div>
            </Stack>
          </form>
        </AccordionItem>
        <AccordionItem value="log" title={lyraTexts.chatLog} headingLevel={2}>
          <QueryState
            query={chatLog}
            loading={lyraTexts.loadingChatLog}
            error={lyraTexts.chatLogFailed}
          >
            {(entries) =>
              entries.length === 0 ? (
                <Text tone="secondary">{lyraTexts.noConversations}</Text>
              ) : (
                <div
                  style={scroller}
                  // A scrollable region must be reachable with the keyboard (axe scrollable-region-focusable).
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                  tabIndex={0}
                  role="region"
                  aria-label={`${lyraTexts.chatLog}, newest first`}
                >
                  <ul style={list}>
                    {newestFirst(entries).map((entry) => (
                      <Exchange
                        key={`${entry.timestamp}-${entry.message}`}
                        entry={entry}
                        formatTime={formatTime}
                      />
                    ))}
                  </ul>
                </div>
              )
            }
          </QueryState>
        </AccordionItem>
        <AccordionItem value="memory" title={lyraTexts.memoryTitle} headingLevel={2}>
          <MemoryPanel init={init} />
        </AccordionItem>
      </Accordion>
      <Inline gap="4" wrap>
        <TextLink to={getHref('lyraHome')}>{lyraTexts.toHome}</TextLink>
      </Inline>
    </Stack>
  );
}
