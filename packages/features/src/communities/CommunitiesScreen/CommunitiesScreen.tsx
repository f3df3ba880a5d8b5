import { communityPages, toApiError, useApi, type CommunitySummary } from '@wegrow/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, EmptyState, Grid, Heading, Markdown, Notice, Stack, Text } from '@wegrow/ui';
import { useId, useRef, useState } from 'react';
import { getHref } from '../../routes/paths';
import { useSession } from '../../session/SessionProvider';
import { RouteCard } from '../../shared/links/RouterLinks';
import { QueryState, type QueryLike } from '../../shared/QueryState/QueryState';
import { pagedQuery, ShowMore, type PagedQuery } from '../../shared/ShowMore/ShowMore';
import { plainList } from '../../shared/styles';
import { communityRequest, emptyCommunityDraft, memberCount, splitCommunities } from '../rules';
import type { CommunityDraft } from '../rules';
import { communityTexts } from '../texts';
import { CommunityFormDialog } from './CommunityForm';
import { SignInNotice } from './SignInNotice';

const column = { width: '100%', maxWidth: '64rem' } as const;

function CardDescription({ community }: { community: CommunitySummary }) {
  const facts = [memberCount(community.member_count)];
  if (community.my_role === 'pending') facts.push(communityTexts.requestPending);
  return (
    <>
      {community.description ? (
        <>
          <Markdown inline>{community.description}</Markdown>
          <br />
        </>
      ) : null}
      <span>{facts.join(' · ')}</span>
    </>
  );
}

interface CommunityGridProps {
  title: string;
  communities: CommunitySummary[];
  empty: { title: string; description: string };
  /** The list's pages: "Show more" under the grid while there may be more. */
  pages: PagedQuery<CommunitySummary>;
}

/** One of the two lists: a heading and a grid of cards, each going to the community's page. */
function CommunityGrid({ title, communities, empty, pages }: CommunityGridProps) {
  const headingId = useId();
  const list = useRef<HTMLElement>(null);
  return (
    <section aria-labelledby={headingId}>
      <Stack align="stretch" gap="3">
        <Heading level={2} size="lg" id={headingId}>
          {title}
        </Heading>
        {communities.length === 0 && !pages.hasNextPage ? (
          <EmptyState icon="🌱" headingLevel={3} {...empty} />
        ) : (
          <Grid
            as="ul"
            ref={list}
            minItemWidth="16rem"
            gap="3"
            aria-label={title}
            style={plainList}
          >
            {communities.map((community) => (
              <li key={community.id}>
                <RouteCard
                  to={getHref('community', { communityId: community.id })}
                  title={community.name}
                  description={<CardDescription community={community} />}
                />
              </li>
            ))}
          </Grid>
        )}
        <ShowMore query={pages} list={list} />
      </Stack>
    </section>
  );
}

/** Both lists as one query for {@link QueryState}: loaded once both first pages are. */
function bothLists(
  yours: QueryLike<CommunitySummary[]>,
  others: QueryLike<CommunitySummary[]>,
): QueryLike<{ yours: CommunitySummary[]; others: CommunitySummary[] }> {
  return {
    data:
      yours.data === undefined || others.data === undefined
        ? undefined
        : splitCommunities([...yours.data, ...others.data]),
    isError: yours.isError || others.isError,
    error: yours.isError ? yours.error : others.error,
    isFetching: yours.isFetching || others.isFetching,
    refetch: () => Promise.all([yours.refetch(), others.refetch()]),
  };
}

/**
 * `/communities` and `/MyCommunityPortal` (spec 2 §2; issue 16): "Your Communities" (approved
 * memberships) and "Other Communities" as cards going to `/communities/{id}`, and "+ Create New
 * Community", a dialog asking for a name and a description (an empty name abandons). A visitor is
 * asked to log in.
 */
export function CommunitiesScreen() {
  const api = useApi();
  const { isLoggedIn, userId } = useSession();
  const signedIn = isLoggedIn && userId !== null;
  const yourPages = useInfiniteQuery({
    ...communityPages(api.client, 'mine'),
    enabled: signedIn,
  });
  const otherPages = useInfiniteQuery({
    ...communityPages(api.client, 'others'),
    enabled: signedIn,
  });
  const lists = bothLists(pagedQuery(yourPages), pagedQuery(otherPages));
  const create = api.useMutation('post', '/communities/create');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<{ title: string; detail: string } | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  function openCreate() {
    setCreateError(null);
    setCreated(null);
    setCreating(true);
  }

  function submitCreate(draft: CommunityDraft) {
    const body = communityRequest(draft);
    // An empty name abandons the creation (spec 2 §2, §6).
    if (body === null) {
      setCreating(false);
      return;
    }
    setCreateError(null);
    create.mutate(
      { body },
      {
        onSuccess: (community) => {
          setCreating(false);
          setCreated(communityTexts.created(community.name));
        },
        onError: (error) =>
          setCreateError({ title: communityTexts.createFailed, detail: toApiError(error).detail }),
      },
    );
  }

  return (
    <Stack align="stretch" gap="6" style={column}>
      <Stack gap="3" align="start">
        <Heading level={1}>{communityTexts.heading}</Heading>
        {signedIn ? (
          <Button onClick={openCreate}>{communityTexts.createNew}</Button>
        ) : (
          <SignInNotice />
        )}
        {created !== null ? (
          <Notice tone="success" onDismiss={() => setCreated(null)}>
            {created}
          </Notice>
        ) : null}
      </Stack>

      {signedIn ? (
        <QueryState
          query={lists}
          loading={communityTexts.loadingList}
          error={communityTexts.listFailed}
        >
          {(split) => (
            <Stack align="stretch" gap="8">
              <CommunityGrid
                title={communityTexts.yourCommunities}
                communities={split.yours}
                pages={yourPages}
                empty={{
                  title: communityTexts.noneOfYours,
                  description: communityTexts.noneOfYoursHint,
                }}
              />
              <CommunityGrid
                title={communityTexts.otherCommunities}
                communities={split.others}
                pages={otherPages}
                empty={{ title: communityTexts.noOthers, description: communityTexts.noOthersHint }}
              />
            </Stack>
          )}
        </QueryState>
      ) : (
        <Text tone="secondary">
          Communities share goals, a chat, resources and events. Log in to see yours.
        </Text>
      )}

      <CommunityFormDialog
        open={creating}
        title={communityTexts.createTitle}
        description={communityTexts.createHint}
        initial={emptyCommunityDraft}
        submitLabel={communityTexts.create}
        onSubmit={submitCreate}
        onCancel={() => setCreating(false)}
        saving={create.isPending}
        error={createError}
      />
    </Stack>
  );
}
