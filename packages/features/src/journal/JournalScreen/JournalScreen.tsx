import { useInfiniteQuery } from '@tanstack/react-query';
import {
  insightPolling,
  journalPages,
  toApiError,
  useApi,
  type InsightKind,
  type JournalEntry,
  type JournalFilters,
} from '@wegrow/api';
import { Button, ConfirmDialog, Heading, Notice, Stack, Text } from '@wegrow/ui';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { OfflineBanner } from '../../offline';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { ButtonLink } from '../../shared/links/RouterLinks';
import { LoginRequired } from '../../shared/LoginRequired/LoginRequired';
import { QueryState } from '../../shared/QueryState/QueryState';
import { pagedQuery, ShowMore } from '../../shared/ShowMore/ShowMore';
import { plainList } from '../../shared/styles';
import { calendarTexts } from './calendarTexts';
import { CrisisHelp } from './CrisisHelp';
import { crisisTexts } from './crisisTexts';
import { EditEntryDialog } from './EditEntryDialog';
import { EntryCard } from './EntryCard';
import { EntryTags } from './EntryTags';
import { isFiltered, JournalSearch } from './JournalSearch';
import { filterTitle, noEntriesText } from './journalSearchTexts';
import { asEntryList, newestFirst } from './entryOrder';
import { emptyDraft, entryRequest, type EntryDraft } from './entryRules';
import { forgetVisitorDraft, readVisitorDraft, writeVisitorDraft } from './visitorDraft';
import { insightKey, type InsightKey, type PollingRule } from './insightPolling';
import { deleteInsightQuestion, insightNames } from './insightTexts';
import { insightView, unavailableBecause, type InsightView } from './insightView';
import { modalFor, noModal, type JournalModal } from './journalModal';
import { journalTexts } from './journalTexts';
import {
  journalVariantRules,
  savedEntryNote,
  savedEntryNotice,
  type JournalVariant,
} from './journalVariant';
import { NewEntryForm } from './NewEntryForm';
import type { TimeOptions } from './relativeTime';
import { useInsightPolling } from './useInsightPolling';
import { useNow } from './useNow';
import { isWaitingEntry, withPendingChanges } from './offlineJournal';
import { useOfflineJournal } from './useOfflineJournal';

export interface JournalScreenProps extends TimeOptions {
  /** 'smart' (`/smartjournal`, Smart Journal, confirms saves in the inbox) or 'journal' (`/journal`, `/iam`). */
  variant: JournalVariant;
  /**
   * Works offline (the routes): saves with no network queued on the device, the draft kept there
   * (docs/offline.md). Off in stories and tests, which share one browser's storage. @default false
   */
  offline?: boolean;
  /** The time relative times count from (stories fix it). @default the current time */
  now?: Date;
  /**
   * How insights are waited for. @default `insightPolling` of @wegrow/api: every 2 s, 10 times
   * (spec 1 §9). Stories shorten it to show the time-out.
   */
  polling?: PollingRule;
}

const column = { width: '100%', maxWidth: '48rem' } as const;

/** The month calendar and streak (issue 45): its own chunk, loaded when the member opens it. */
const JournalCalendar = lazy(() => import('./JournalCalendar'));

type Outcome = { tone: 'success' | 'error'; text: string } | null;

function toggled<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}

function without<K extends string, V>(
  record: Partial<Record<K, V>>,
  key: K,
): Partial<Record<K, V>> {
  const { [key]: _removed, ...rest } = record;
  return rest as Partial<Record<K, V>>;
}

/** The sign-in prompt in place of the entries (a visitor, or a session the server refused). */
function SignInPrompt() {
  return (
    <Notice tone="info" title="Login Required">
      <Stack gap="3" align="start">
        <span>{journalTexts.loginRequired}</span>
        <ButtonLink to={getHref('login')} size="sm">
          Go to Login
        </ButtonLink>
      </Stack>
    </Notice>
  );
}

/**
 * The Smart Journal (spec 1 §2, §4, §5, §7–§9; issue 13), one container for both variants: the
 * heading (the username, or 'I AM'), the new-entry form, and Past Entries, newest first, each with
 * its content, Edit, delete, its insight panels and the insight chooser. After Go the list is
 * polled (every 2 s, 10 times) until the insight has text, failed, or the polls run out.
 *
 * A visitor sees the page with a sign-in prompt where the entries would be, and the Login Required
 * modal ('Please log in to use the Smart Journal features.') on trying to save; a signed-in user
 * whose list is refused (401) gets the modal at once. Other list failures show the error with Try
 * again.
 */
export function JournalScreen({
  variant,
  offline: worksOffline = false,
  locale,
  timeZone,
  now: fixedNow,
  polling: rule = insightPolling,
}: JournalScreenProps) {
  const api = useApi();
  const { isLoggedIn, userId, userProfile } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const rules = journalVariantRules[variant];
  const now = useNow(fixedNow);
  const timeOptions = { locale, timeZone };

  // A page at a time ("Show more"); the insight polling refetches every page loaded. A search or
  // a tag (issue 33) narrows the list on the server.
  const [filters, setFilters] = useState<JournalFilters>({});
  const filtered = isFiltered(filters);
  const journal = useInfiniteQuery({
    ...journalPages(api.client, undefined, filters),
    enabled: signedIn,
  });
  // A draft written before signing in (the login detour, a reload) comes back into the form.
  const [draft, setDraft] = useState<EntryDraft>(() =>
    worksOffline ? (readVisitorDraft() ?? emptyDraft) : emptyDraft,
  );
  useEffect(() => {
    if (worksOffline && !signedIn) writeVisitorDraft(draft);
  }, [draft, signedIn, worksOffline]);
  const { refetch } = journal;
  const offline = useOfflineJournal(
    api,
    worksOffline && signedIn ? userId : null,
    draft,
    setDraft,
    useCallback(() => refetch(), [refetch]),
  );
  const list = useMemo(
    () =>
      journal.data === undefined
        ? undefined
        : newestFirst(
            withPendingChanges(
              journal.data.pages.flatMap((page) => asEntryList(page)),
              // Entries waiting on this device are not searched: only the full list shows them.
              filtered ? [] : offline.pending,
            ),
          ),
    [journal.data, offline.pending, filtered],
  );
  // The polling reads the entries of every page loaded, as one list.
  const refetchEntries = useCallback(
    () =>
      refetch().then(({ data }) => ({
        data: data?.pages.flatMap((page) => asEntryList(page)),
      })),
    [refetch],
  );
  const polls = useInsightPolling(list, refetchEntries, rule);

  // The member's country, for the crisis line: read only once an entry needs it (issue 45).
  const [crisisSaved, setCrisisSaved] = useState(false);
  const needsCountry = signedIn && (crisisSaved || (list ?? []).some((entry) => entry.crisis));
  const settings = api.useQuery('get', '/journal/settings', undefined, { enabled: needsCountry });
  const saveSettings = api.useMutation('put', '/journal/settings');
  const [countryError, setCountryError] = useState<string | null>(null);
  function chooseCountry(country: string | null) {
    setCountryError(null);
    saveSettings.mutate(
      { body: { country } },
      {
        onError: (error) =>
          setCountryError(`${crisisTexts.countryFailed} ${toApiError(error).detail}`),
      },
    );
  }
  const crisisHelp = (role: 'status' | 'region') => (
    <CrisisHelp
      role={role}
      country={saveSettings.isPending ? null : (settings.data?.country ?? null)}
      onCountryChange={chooseCountry}
      saving={saveSettings.isPending}
      error={countryError}
    />
  );

  const create = api.useMutation('post', '/journal');
  const sendNote = api.useMutation('post', '/inbox/send');
  const update = api.useMutation('put', '/journal/{id}');
  const setTags = api.useMutation('put', '/journal/tags/{id}');
  const removeEntry = api.useMutation('delete', '/journal/{id}');
  const removeInsight = api.useMutation('delete', '/journal/{id}/insight/{kind}');
  const startReflection = api.useMutation('post', '/journal/reflect/{id}');
  const startMantra = api.useMutation('post', '/journal/mantra/{id}');
  const startNextAction = api.useMutation('post', '/journal/next-action/{id}');
  const starters = {
    reflection: startReflection,
    mantra: startMantra,
    next_action: startNextAction,
  };

  const [outcome, setOutcome] = useState<Outcome>(null);
  const [storedModal, setModal] = useState<JournalModal>(noModal);
  // What the dialogs say: the last modal opened, kept while a dialog closes.
  const [shownModal, setShownModal] = useState<JournalModal>(noModal);
  const [updateError, setUpdateError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [startErrors, setStartErrors] = useState<Partial<Record<InsightKey, string>>>({});
  const [openEntries, setOpenEntries] = useState<ReadonlySet<number>>(new Set());
  const [openInsights, setOpenInsights] = useState<ReadonlySet<InsightKey>>(new Set());

  const entryIds = useMemo(() => (list ?? []).map((entry) => entry.id), [list]);
  // A modal about an entry that is gone (deleted) closes.
  const modal = modalFor(storedModal, entryIds);
  const modalEntry =
    'entryId' in shownModal ? list?.find((entry) => entry.id === shownModal.entryId) : undefined;
  const pastEntriesId = useId();
  const calendarId = useId();
  const [calendarOpen, setCalendarOpen] = useState(false);

  // The focus goes back where it was when a modal opened, or to Past Entries when that is gone.
  const returnFocus = useRef<HTMLElement | null>(null);
  const pastEntriesHeading = useRef<HTMLHeadingElement>(null);
  const entriesList = useRef<HTMLOListElement>(null);
  function openModal(next: JournalModal) {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setUpdateError(null);
    setDeleteError(null);
    setModal(next);
    setShownModal(next);
  }
  function restoreFocus() {
    const target = returnFocus.current;
    if (target?.isConnected && !target.matches(':disabled')) target.focus();
    else pastEntriesHeading.current?.focus();
  }
  const closeModal = () => setModal(noModal);
  const focusOnClose = (event: Event) => {
    event.preventDefault();
    restoreFocus();
  };

  function saveEntry(typed: EntryDraft, createdAt?: string) {
    setCrisisSaved(false);
    if (!signedIn) {
      openModal({ kind: 'loginRequired' });
      return;
    }
    if (offline.queueing) {
      void offline.create(typed, createdAt);
      if (worksOffline) forgetVisitorDraft();
      setDraft(emptyDraft);
      setOutcome({ tone: 'success', text: journalTexts.savedOnDevice });
      return;
    }
    create.mutate(
      { body: { ...entryRequest(typed), ...(createdAt ? { created_at: createdAt } : {}) } },
      {
        onSuccess: (entry) => {
          setDraft(emptyDraft);
          void offline.clearDraft();
          if (worksOffline) forgetVisitorDraft();
          setOutcome({ tone: 'success', text: savedEntryNotice(variant) });
          // Where to get help now, at once, in place of the saved notice (issue 45).
          setCrisisSaved(entry.crisis);
          if (!rules.sendsInboxNote) return;
          // The note to oneself (spec 1 §7); its refetch of the inbox raises the navigation badge.
          sendNote.mutate(
            { body: { user_id: userId, content: savedEntryNote(entry.title) } },
            {
              onError: (error) =>
                console.warn('Could not send the journal note:', toApiError(error).detail),
            },
          );
        },
        onError: (error) => {
          const { status, detail } = toApiError(error);
          if (status === 401) openModal({ kind: 'loginRequired' });
          else setOutcome({ tone: 'error', text: detail });
        },
      },
    );
  }

  function saveEdit(entry: JournalEntry, typed: EntryDraft, createdAt?: string) {
    setUpdateError(null);
    if (offline.queueing) {
      void offline.update(entry.id, typed, createdAt);
      closeModal();
      return;
    }
    update.mutate(
      {
        params: { path: { id: entry.id } },
        body: { ...entryRequest(typed), ...(createdAt ? { created_at: createdAt } : {}) },
      },
      {
        onSuccess: closeModal,
        onError: (error) => setUpdateError(toApiError(error).detail),
      },
    );
  }

  async function deleteEntry(entry: JournalEntry) {
    setDeleteError(null);
    if (offline.queueing) {
      await offline.remove(entry);
      return;
    }
    try {
      await removeEntry.mutateAsync({ params: { path: { id: entry.id } } });
    } catch (error) {
      setDeleteError(toApiError(error).detail);
      throw error;
    }
  }

  /** Saves an entry's tags; the server's words when it refuses them, null when saved. */
  async function saveTags(entry: JournalEntry, tags: string[]): Promise<string | null> {
    try {
      await setTags.mutateAsync({ params: { path: { id: entry.id } }, body: { tags } });
      return null;
    } catch (error) {
      return toApiError(error).detail;
    }
  }

  function filterBy(next: JournalFilters) {
    setFilters(next);
    pastEntriesHeading.current?.focus();
  }

  async function deleteInsight(entry: JournalEntry, kind: InsightKind) {
    setDeleteError(null);
    const key = insightKey(entry.id, kind);
    try {
      await removeInsight.mutateAsync({ params: { path: { id: entry.id, kind } } });
    } catch (error) {
      setDeleteError(toApiError(error).detail);
      throw error;
    }
    polls.stop(key);
    setStartErrors((errors) => without(errors, key));
  }

  function requestInsight(entry: JournalEntry, kind: InsightKind) {
    const key = insightKey(entry.id, kind);
    setStartErrors((errors) => without(errors, key));
    // Shown as soon as it arrives.
    setOpenInsights((open) => toggled(open, key, true));
    polls.starting(key);
    starters[kind].mutateAsync({ params: { path: { id: entry.id } } }).then(
      () => polls.accepted(key),
      (error: unknown) => {
        polls.stop(key);
        setStartErrors((errors) => ({ ...errors, [key]: toApiError(error).detail }));
      },
    );
  }

  function viewsOf(entry: JournalEntry): Record<InsightKind, InsightView> {
    const view = (kind: InsightKind) => {
      const key = insightKey(entry.id, kind);
      return insightView(entry, kind, polls.polls[key], startErrors[key]);
    };
    return {
      reflection: view('reflection'),
      mantra: view('mantra'),
      next_action: view('next_action'),
    };
  }

  const listRefused = signedIn && journal.isError && toApiError(journal.error).status === 401;
  const heading = (signedIn ? userProfile?.username : null) || journalTexts.fallbackHeading;

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack align="stretch" gap="1">
        <Text size="sm" weight="bold" tone="secondary">
          {rules.title}
        </Text>
        <Heading level={1}>{heading}</Heading>
        <Text tone="secondary">
          Write what is true for you today. Ask for a reflection, a mantra or a next step whenever
          you like.
        </Text>
      </Stack>

      {offline.enabled ? <OfflineBanner {...offline.banner} /> : null}

      <NewEntryForm
        draft={draft}
        onChange={setDraft}
        onSave={saveEntry}
        saving={create.isPending}
        outcome={outcome}
        onDismissOutcome={() => setOutcome(null)}
        help={crisisSaved && outcome ? crisisHelp('status') : null}
        locale={locale}
        now={now}
      />

      <section aria-labelledby={pastEntriesId}>
        <Stack align="stretch" gap="4">
          <Heading level={2} size="lg" id={pastEntriesId} ref={pastEntriesHeading} tabIndex={-1}>
            {journalTexts.pastEntries}
          </Heading>
          {/* Offered once there is something to search (or a search is on). */}
          {signedIn && !listRefused && (filtered || (list ?? []).length > 0) ? (
            <JournalSearch filters={filters} onChange={filterBy} onType={setFilters} />
          ) : null}
          {signedIn && !listRefused && (list ?? []).length > 0 ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={calendarOpen}
                aria-controls={calendarOpen ? calendarId : undefined}
                onClick={() => setCalendarOpen((open) => !open)}
              >
                {calendarTexts.show}
              </Button>
            </div>
          ) : null}
          {signedIn && !listRefused && calendarOpen ? (
            <div id={calendarId}>
              <Suspense fallback={<Text tone="secondary">{calendarTexts.loading}</Text>}>
                <JournalCalendar now={now} timeZone={timeZone} locale={locale} />
              </Suspense>
            </div>
          ) : null}
          {signedIn && filtered ? (
            <Text weight="bold" aria-live="polite">
              {filterTitle(filters)}
            </Text>
          ) : null}
          {!signedIn || listRefused ? (
            <SignInPrompt />
          ) : (
            <QueryState
              query={pagedQuery(journal)}
              loading="Loading your entries..."
              error="We could not load your journal."
              empty={{
                when: () => (list ?? []).length === 0 && !filtered,
                icon: '📓',
                title: journalTexts.empty,
                description: 'Write your first entry above; it will wait for you here.',
                headingLevel: 3,
              }}
            >
              {() =>
                (list ?? []).length === 0 ? (
                  <Text role="status" tone="secondary">
                    {noEntriesText(filters)}
                  </Text>
                ) : (
                  <>
                    <Stack
                      align="stretch"
                      as="ol"
                      gap="4"
                      style={plainList}
                      aria-label={journalTexts.pastEntries}
                      ref={entriesList}
                    >
                      {(list ?? []).map((entry) => (
                        <li key={entry.id}>
                          <EntryCard
                            entry={entry}
                            waiting={isWaitingEntry(entry)}
                            crisisHelp={entry.crisis ? crisisHelp('region') : undefined}
                            insights={viewsOf(entry)}
                            unavailable={(kind) =>
                              unavailableBecause(
                                entry,
                                kind,
                                polls.polls[insightKey(entry.id, kind)],
                              )
                            }
                            contentOpen={openEntries.has(entry.id)}
                            onContentOpenChange={(open) =>
                              setOpenEntries((entries) => toggled(entries, entry.id, open))
                            }
                            insightOpen={(kind) => openInsights.has(insightKey(entry.id, kind))}
                            onInsightOpenChange={(kind, open) =>
                              setOpenInsights((keys) =>
                                toggled(keys, insightKey(entry.id, kind), open),
                              )
                            }
                            now={now}
                            {...timeOptions}
                            onEdit={() => openModal({ kind: 'edit', entryId: entry.id })}
                            onDelete={() => openModal({ kind: 'deleteEntry', entryId: entry.id })}
                            onRequestInsight={(kind) => requestInsight(entry, kind)}
                            onDeleteInsight={(kind) =>
                              openModal({ kind: 'deleteInsight', entryId: entry.id, insight: kind })
                            }
                            onRefreshInsight={(kind) => polls.restart(insightKey(entry.id, kind))}
                            tags={
                              isWaitingEntry(entry) ? undefined : (
                                <EntryTags
                                  entry={entry}
                                  onFilter={(tag) => filterBy({ ...filters, tag })}
                                  onChange={(tags) => saveTags(entry, tags)}
                                  search={filters.q}
                                />
                              )
                            }
                          />
                        </li>
                      ))}
                    </Stack>
                    <ShowMore query={journal} list={entriesList} />
                  </>
                )
              }
            </QueryState>
          )}
        </Stack>
      </section>

      <EditEntryDialog
        open={modal.kind === 'edit' && modalEntry !== undefined}
        saved={modalEntry ?? emptyDraft}
        savedAt={modalEntry && !isWaitingEntry(modalEntry) ? modalEntry.created_at : undefined}
        onCancel={closeModal}
        onSave={(typed, createdAt) => {
          if (modalEntry) saveEdit(modalEntry, typed, createdAt);
        }}
        saving={update.isPending}
        error={updateError}
        onCloseAutoFocus={focusOnClose}
        locale={locale}
      />

      <ConfirmDialog
        open={modal.kind === 'deleteEntry' && modalEntry !== undefined}
        onOpenChange={(open) => {
          if (!open) closeModal();
        }}
        title="Delete Journal Entry"
        message={journalTexts.deleteEntryQuestion}
        confirmLabel={journalTexts.confirmDelete}
        cancelLabel={journalTexts.cancel}
        onConfirm={() => (modalEntry ? deleteEntry(modalEntry) : undefined)}
        onCloseAutoFocus={focusOnClose}
      >
        <Stack align="stretch" gap="3">
          {modalEntry ? <Text weight="bold">“{modalEntry.title}”</Text> : null}
          {deleteError !== null ? (
            <Notice tone="error" title="Could not delete the journal entry.">
              {deleteError}
            </Notice>
          ) : null}
        </Stack>
      </ConfirmDialog>

      <ConfirmDialog
        open={modal.kind === 'deleteInsight' && modalEntry !== undefined}
        onOpenChange={(open) => {
          if (!open) closeModal();
        }}
        title={
          shownModal.kind === 'deleteInsight'
            ? `Delete ${insightNames[shownModal.insight].title}`
            : 'Delete'
        }
        message={
          shownModal.kind === 'deleteInsight' ? deleteInsightQuestion(shownModal.insight) : ''
        }
        confirmLabel={journalTexts.confirmDelete}
        cancelLabel={journalTexts.cancel}
        onConfirm={() =>
          shownModal.kind === 'deleteInsight' && modalEntry
            ? deleteInsight(modalEntry, shownModal.insight)
            : undefined
        }
        onCloseAutoFocus={focusOnClose}
      >
        {deleteError !== null ? (
          <Notice tone="error" title={journalTexts.insightDeleteFailed}>
            {deleteError}
          </Notice>
        ) : null}
      </ConfirmDialog>

      {modal.kind === 'loginRequired' ? (
        <LoginRequired
          message={journalTexts.loginRequired}
          onContinue={() => {
            closeModal();
            // After the modal has gone: back to the form, whose text is kept.
            setTimeout(restoreFocus);
          }}
        />
      ) : null}
      {listRefused ? <LoginRequired message={journalTexts.loginRequired} /> : null}
    </Stack>
  );
}
