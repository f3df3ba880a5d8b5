import { toApiError, useApi, type ForumSort, type ForumThread } from '@wegrow/api';
import { keepPreviousData } from '@tanstack/react-query';
import {
  Button,
  Card,
  Heading,
  Inline,
  SegmentedToggle,
  Select,
  Stack,
  Text,
  TextField,
} from '@wegrow/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../shared/QueryState/QueryState';
import { SearchMarks } from '../../shared/SearchMarks/SearchMarks';
import { useTypedSearch } from '../../shared/SearchMarks/useTypedSearch';
import { plainList } from '../../shared/styles';
import {
  forumAuthorName,
  talkCategoryOf,
  talkDate,
  talkExcerpt,
  talkPageOf,
  talkSortOf,
  talkTitle,
} from '../rules/forumRules';
import { CategoryChip, useForumCategories } from './Categories';
import { LikeButton, ReportedMark } from './ForumParts';
import {
  categoryTalksTitle,
  commentCountText,
  forumTexts,
  noTalksInText,
  noMatchesText,
  pageText,
  searchResultsTitle,
} from '../rules/forumTexts';

/** How many talks a page of the list shows. */
export const TALK_PAGE_SIZE = 20;

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * The list's place (issue 33): the search it shows (null: every talk), and, in the address so Back
 * and a shared link keep them (issue 44), its order (`sort=top`), its category (`category=3`, or
 * `none` for the uncategorised talks) and its page (`page=2`). Turning a page or changing a filter
 * is a new history entry; a new order, category or search starts on page 1.
 */
export function useTalkPages() {
  const api = useApi();
  const [address, setAddress] = useSearchParams();
  const sort = talkSortOf(address.get('sort'));
  const category = talkCategoryOf(address.get('category'));
  const page = talkPageOf(address.get('page'));
  const [search, setSearch] = useState<string | null>(null);
  const query = api.useQuery(
    'get',
    '/forum/threads',
    {
      params: {
        query: {
          limit: TALK_PAGE_SIZE,
          ...(page === 1 ? {} : { page }),
          ...(search === null ? {} : { q: search }),
          ...(sort === 'latest' ? {} : { sort }),
          ...(category === null ? {} : { category }),
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
  const shown = query.isPlaceholderData ? undefined : query.data;
  /** Changes the address's list parameters (null: removed); the page goes back to 1 unless set. */
  function go(changes: { sort?: ForumSort; category?: string | null; page?: number }) {
    setAddress((current) => {
      const params = new URLSearchParams(current);
      if (changes.sort !== undefined) {
        if (changes.sort === 'latest') params.delete('sort');
        else params.set('sort', changes.sort);
      }
      if (changes.category !== undefined) {
        if (changes.category === null) params.delete('category');
        else params.set('category', changes.category);
      }
      const nextPage = changes.page ?? 1;
      if (nextPage === 1) params.delete('page');
      else params.set('page', String(nextPage));
      return params;
    });
  }
  return {
    query,
    search,
    sort,
    category,
    /** Shows the list in another order, from its first page (a new entry in the history). */
    sortBy(next: ForumSort) {
      go({ sort: next });
    },
    /** Shows one category's talks (`none`: the uncategorised; null: all), from the first page. */
    filter(next: string | null) {
      go({ category: next });
    },
    page,
    /** A full page may have more after it; a short one is the last. */
    hasOlder: shown !== undefined && shown.length === TALK_PAGE_SIZE,
    older() {
      go({ page: page + 1 });
    },
    newer() {
      go({ page: page - 1 });
    },
    /** Back to the first page, searching for `text` (blank: every talk). */
    find(text: string) {
      const trimmed = text.trim();
      setSearch(trimmed === '' ? null : trimmed);
      if (page !== 1) go({});
    },
    first() {
      if (page !== 1) go({});
    },
  };
}

export type TalkPages = ReturnType<typeof useTalkPages>;

interface TalkListProps {
  pages: TalkPages;
  /** The list's heading (focused when a page is turned, and by the screen on the way back). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The empty list's hint (for visitors). */
  emptyHint: string | undefined;
  onOpen: (talk: ForumThread) => void;
  /** Delete for a talk when the viewer may delete it. */
  deleteOf: (talk: ForumThread) => (() => void) | undefined;
  /** Report for a talk when the viewer may report it (issue 33). */
  reportOf: (talk: ForumThread) => (() => void) | undefined;
  /** Like / take back the like of a talk, for a signed-in viewer (issue 44). */
  likeOf: (talk: ForumThread) => (() => void) | undefined;
  /** The talk whose like is being saved. */
  likingId: number | null;
  /** The forum admin's Manage categories button (issue 44). */
  manage?: ReactNode;
}

/**
 * We Talk's list (issue 33): a search over titles and texts, its order (the latest activity or the
 * most liked first, issue 44), one page of talks at a time (each with its title or first line, an
 * excerpt, its day, author, number of comments and likes), and Newer / Older buttons; turning a page
 * moves the focus to the list's heading.
 */
export function TalkList({
  pages,
  headingRef,
  emptyHint,
  onOpen,
  deleteOf,
  reportOf,
  likeOf,
  likingId,
  manage,
}: TalkListProps) {
  const [typed, setTyped] = useState('');
  const categories = useForumCategories();
  const filtered =
    pages.category === null
      ? null
      : pages.category === 'none'
        ? forumTexts.uncategorised
        : (categories.data?.find((row) => String(row.id) === pages.category)?.name ?? null);
  const shownPage = useRef(pages.page);
  // Results follow the typing on the first page (turning back to it would move the focus).
  useTypedSearch(typed, pages.search ?? undefined, (q) => {
    if (pages.page === 1) pages.find(q ?? '');
  });

  useEffect(() => {
    if (shownPage.current === pages.page) return;
    shownPage.current = pages.page;
    headingRef.current?.focus();
  }, [pages.page, headingRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    pages.find(typed);
  }

  return (
    <Stack align="stretch" as="section" gap="4" aria-labelledby="we-talk-talks">
      {/* Offered once there is something to search (or a search is on). */}
      {pages.search !== null || pages.page > 1 || (pages.query.data?.length ?? 0) > 0 ? (
        <form role="search" aria-label={forumTexts.searchForm} onSubmit={submit}>
          <Inline gap="2" align="end" wrap>
            <TextField
              label={forumTexts.search}
              type="search"
              value={typed}
              maxLength={200}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" variant="secondary">
              {forumTexts.searchButton}
            </Button>
            {pages.search !== null ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setTyped('');
                  pages.find('');
                }}
              >
                {forumTexts.clearSearch}
              </Button>
            ) : null}
          </Inline>
        </form>
      ) : null}
      <Inline gap="3" align="end" wrap>
        <Select
          label={forumTexts.filterLabel}
          size="sm"
          value={pages.category ?? ''}
          onChange={(event) => pages.filter(event.target.value === '' ? null : event.target.value)}
          options={[
            { value: '', label: forumTexts.allCategories },
            ...(categories.data ?? []).map((row) => ({ value: String(row.id), label: row.name })),
            { value: 'none', label: forumTexts.uncategorised },
            // A category in the address that is not (yet) among them still shows as chosen.
            ...(pages.category !== null &&
            pages.category !== 'none' &&
            !(categories.data ?? []).some((row) => String(row.id) === pages.category)
              ? [{ value: pages.category, label: forumTexts.category }]
              : []),
          ]}
        />
        {manage}
      </Inline>
      <Inline gap="3" justify="between" align="center" wrap>
        <Heading level={2} size="lg" id="we-talk-talks" ref={headingRef} tabIndex={-1}>
          {pages.search !== null
            ? searchResultsTitle(pages.search)
            : filtered !== null
              ? categoryTalksTitle(filtered)
              : forumTexts.talks}
        </Heading>
        <SegmentedToggle
          label={forumTexts.sortLabel}
          hideLabel
          size="sm"
          value={pages.sort}
          onValueChange={(value) => pages.sortBy(talkSortOf(value))}
          options={[
            { value: 'latest', label: forumTexts.sortLatest },
            { value: 'top', label: forumTexts.sortTop },
          ]}
        />
      </Inline>
      <QueryState
        query={pages.query}
        loading={forumTexts.loadingTalks}
        error={
          pages.category !== null &&
          pages.query.isError &&
          toApiError(pages.query.error).status === 404
            ? forumTexts.categoryGone
            : forumTexts.talksFailed
        }
        empty={{
          when: (list) => list.length === 0 && pages.search === null && pages.page === 1,
          icon: '💬',
          title: filtered !== null ? noTalksInText(filtered) : forumTexts.noTalks,
          description: emptyHint,
          headingLevel: 3,
        }}
      >
        {(list) =>
          list.length === 0 ? (
            <Text role="status" tone="secondary">
              {pages.page > 1 ? forumTexts.noMoreTalks : noMatchesText(pages.search ?? '')}
            </Text>
          ) : (
            <Stack
              align="stretch"
              as="ul"
              gap="3"
              style={plainList}
              aria-label={forumTexts.talks}
              aria-busy={pages.query.isPlaceholderData}
            >
              {list.map((talk) => (
                <li key={talk.id}>
                  <TalkCard
                    talk={talk}
                    onOpen={() => onOpen(talk)}
                    onDelete={deleteOf(talk)}
                    onReport={reportOf(talk)}
                    onLike={likeOf(talk)}
                    liking={likingId === talk.id}
                  />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {pages.page > 1 || pages.hasOlder ? (
        <nav aria-label={forumTexts.pages}>
          <Inline gap="3" align="center" justify="between">
            <Button
              variant="secondary"
              size="sm"
              icon="←"
              disabled={pages.page === 1}
              onClick={pages.newer}
            >
              {forumTexts.newer}
            </Button>
            <Text size="sm" tone="secondary" aria-live="polite">
              {pageText(pages.page)}
            </Text>
            <Button variant="secondary" size="sm" disabled={!pages.hasOlder} onClick={pages.older}>
              {forumTexts.older} →
            </Button>
          </Inline>
        </nav>
      ) : null}
    </Stack>
  );
}

interface TalkCardProps {
  talk: ForumThread;
  onOpen: () => void;
  onDelete: (() => void) | undefined;
  onReport: (() => void) | undefined;
  onLike: (() => void) | undefined;
  liking: boolean;
}

/**
 * A talk in the list: its title (or first line), an excerpt of its text, its day, author and
 * number of comments, its likes (a toggle for members), Open, and Delete and Report when allowed.
 */
function TalkCard({ talk, onOpen, onDelete, onReport, onLike, liking }: TalkCardProps) {
  const name = forumAuthorName(talk.author);
  const plain = talkExcerpt(talk);
  // A search's result (issue 45): the title and a passage where the talk matched, marked; a talk
  // of one line without a title is headed by its passage.
  const match = talk.search_match;
  const passage = match && match.excerpt.length > 0 ? <SearchMarks parts={match.excerpt} /> : null;
  const heading =
    match && match.title.length > 0 ? (
      <SearchMarks parts={match.title} />
    ) : passage && plain === '' && !talk.title?.trim() ? (
      passage
    ) : (
      talkTitle(talk)
    );
  const excerpt = heading === passage ? null : (passage ?? plain);
  return (
    <Card variant="outlined">
      <Stack align="stretch" as="article" gap="2" aria-label={`Talk by ${name}`}>
        {/* Clicking the talk opens it (spec 3 §2); the Open button is the way for the keyboard. */}
        <Heading level={3} size="md" style={{ ...wrap, cursor: 'pointer' }} onClick={onOpen}>
          {heading}
        </Heading>
        {excerpt ? (
          <Text tone="secondary" style={{ ...wrap, cursor: 'pointer' }} onClick={onOpen}>
            {excerpt}
          </Text>
        ) : null}
        <Inline gap="3" justify="between" align="center">
          <Inline gap="2" align="center" wrap>
            <CategoryChip category={talk.category} />
            <Text size="sm" tone="secondary">
              <time dateTime={talk.created_at}>{talkDate(talk.created_at)}</time> · By {name} ·{' '}
              {commentCountText(talk.comment_count)}
            </Text>
          </Inline>
          <Inline gap="2" align="center">
            <LikeButton
              what="talk"
              count={talk.like_count}
              liked={talk.liked_by_me}
              onToggle={onLike}
              busy={liking}
            />
            <Button size="sm" variant="secondary" onClick={onOpen}>
              {forumTexts.open}
            </Button>
            {onDelete ? (
              <Button size="sm" variant="danger" onClick={onDelete}>
                {forumTexts.delete}
              </Button>
            ) : null}
            {onReport && talk.reported_by_me ? (
              <ReportedMark what="talk" />
            ) : onReport ? (
              <Button size="sm" variant="ghost" onClick={onReport}>
                {forumTexts.report}
              </Button>
            ) : null}
          </Inline>
        </Inline>
      </Stack>
    </Card>
  );
}
