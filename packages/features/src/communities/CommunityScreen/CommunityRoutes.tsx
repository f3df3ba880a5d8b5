import { useParams } from 'react-router';
import { CommunitiesScreen } from '../CommunitiesScreen/CommunitiesScreen';
import { communityIdOf } from '../rules';
import { CommunityScreen } from './CommunityScreen';

/** The `/communities` and `/MyCommunityPortal` routes' screen. */
export function CommunitiesRoute() {
  return <CommunitiesScreen />;
}

/** The `/communities/:communityId` route's screen. */
export function CommunityRoute() {
  const { communityId } = useParams();
  return <CommunityScreen key={communityId} communityId={communityIdOf(communityId)} />;
}
