import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CommunitiesScreen } from '../CommunitiesScreen/CommunitiesScreen';
import { communityIdOf } from '../rules';
import type { SectionTimeOptions } from '../sections';
import { CommunityScreen } from './CommunityScreen';

/** The `/communities` and `/MyCommunityPortal` routes' screen. */
export function CommunitiesRoute() {
  return <CommunitiesScreen />;
}

/**
 * The `/communities/:communityId` route's screen. The site gives no props (the reader's clock,
 * locale and time zone); stories fix them so dates and times do not move.
 */
export function CommunityRoute(time: SectionTimeOptions) {
  const { communityId } = useParams();
  return <CommunityPage key={communityId} communityId={communityIdOf(communityId)} time={time} />;
}

/**
 * One community's page. An invite link's token (`?invite=`) is read once, when the page opens, and
 * dropped from the address once followed (replacing the history entry): a reload, Back or the
 * address shared on does not join again, and the "joined" line stays until the page is left.
 */
function CommunityPage({
  communityId,
  time,
}: {
  communityId: number | null;
  time: SectionTimeOptions;
}) {
  const [search, setSearch] = useSearchParams();
  const [invite] = useState(() => search.get('invite'));
  const dropInvite = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('invite');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return (
    <CommunityScreen
      communityId={communityId}
      time={time}
      invite={invite}
      onInviteFollowed={dropInvite}
    />
  );
}
