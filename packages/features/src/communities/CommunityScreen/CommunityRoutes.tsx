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
  const [search] = useSearchParams();
  return (
    <CommunityScreen
      key={communityId}
      communityId={communityIdOf(communityId)}
      time={time}
      invite={search.get('invite')}
    />
  );
}
