import { useApi, type ForumSort, type ForumThread } from '@wegrow/api';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Heading, Inline, SegmentedToggle, Stack, Text, TextField } from '@wegrow/ui';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../shared/QueryState/QueryState';
import { plainList } from '../../shared/styles';
import { forumAuthorName, talkDate, talkExcerpt, talkSortOf, talkTitle } from '../rules/forumRules';
import { LikeButton } from './ForumParts';
import {
  commentCountText,
  forumTexts,
  noMatchesText,
  pageText,
  searchResultsTitle,
} from '../rules/forumTexts';

/** How many talks a page of the list shows. */
export const TALK_PAGE_SIZE = 20;

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * The list's place (issue 33): the search it shows (null: every talk), its order (issue 44: in the
 * address, `/WeTalk?sort=top`, so Back and a shared link keep it) and the cursors of the pages
 * before the one shown (`before` of each page after the first), so Newer goes back one page.
 */
export function useTalkPages() {
  const api = useApi();
  const [address, setAddress] = useSearchParams();
  const sort = talkSortOf(address.get('sort'));
  const [search, setSearch] = useState<string | null>(null);
  const [cursors, setCursors] = useState<number[]>([]);
  const [cursorsSort, setCursorsSort] = useState(sort);
  // Another order (chosen, or Back in the browser) starts on its first page.
  if (cursorsSort !== sort) {
    setCursorsSort(sort);
    setCursors([]);
  }
  const before = cursorsSort === sort ? cursors[cursors.length - 1] : undefined;
  const query = api.useQuery(
    'get',
    '/forum/threads',
    {
      params: {
        query: {
          limit: TALK_PAGE_SIZE,
          ...(before === undefined ? {} : { before }),
          ...(search === null ? {} : { q: search }),
          ...(sort === 'latest' ? {} : { sort }),
        },
      },
    },
    { placeholderData: keepPreviousData },
  );
  const page = query.isPlaceholderData ? undefined : query.data;
  return {
    query,
    search,
    sort,
    /** Shows the list in another order, from its first page (a new entry in the history). */
    sortBy(next: ForumSort) {
      setAddress((current) => {
        const params = new URLSearchParams(current);
        if (next === 'latest') params.delete('sort');
        else params.set('sort', next);
        return params;
      });
    },
    page: cursors.length + 1,
    /** A full page may have more after it; a short one is the last. */
    hasOlder: page !== undefined && page.length === TALK_PAGE_SIZE,
    older() {
      const last = page?.[page.length - 1];
      if (last) setCursors([...cursors, last.id]);
    },
    newer() {
      setCursors(cursors.slice(0, -1));
    },
    /** Back to the first page, searching for `text` (blank: every talk). */
    find(text: string) {
      const trimmed = text.trim();
      setSearch(trimmed === '' ? null : trimmed);
      setCursors([]);
    },
    first() {
      setCursors([]);
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
}: TalkListProps) {
  const [typed, setTyped] = useState('');
  const shownPage = useRef(pages.page);

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
      <Inline gap="3" justify="between" align="center" wrap>
        <Heading level={2} size="lg" id="we-talk-talks" ref={headingRef} tabIndex={-1}>
          {pages.search === null ? forumTexts.talks : searchResultsTitle(pages.search)}
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
        error={forumTexts.talksFailed}
        empty={{
          when: (list) => list.length === 0 && pages.search === null && pages.page === 1,
          icon: '💬',
          title: forumTexts.noTalks,
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
  const excerpt = talkExcerpt(talk);
  return (
    <Card variant="outlined">
      <Stack align="stretch" as="article" gap="2" aria-label={`Talk by ${name}`}>
        {/* Clicking the talk opens it (spec 3 §2); the Open button is the way for the keyboard. */}
        <Heading level={3} size="md" style={{ ...wrap, cursor: 'pointer' }} onClick={onOpen}>
          {talkTitle(talk)}
        </Heading>
        {excerpt ? (
          <Text tone="secondary" style={{ ...wrap, cursor: 'pointer' }} onClick={onOpen}>
            {excerpt}
          </Text>
        ) : null}
        <Inline gap="3" justify="between" align="center">
          <Text size="sm" tone="secondary">
            <time dateTime={talk.created_at}>{talkDate(talk.created_at)}</time> · By {name} ·{' '}
            {commentCountText(talk.comment_count)}
          </Text>
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
            {onReport ? (
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
