import { isIsoDate } from '@wegrow/ui';
import { useParams, useSearchParams } from 'react-router';
import { idParamOf } from '../../routes/paths';
import type { SectionTimeOptions } from '../sections';
import { CommunityEventPage } from './CommunityEventPage';

/**
 * The `/communities/:communityId/events/:eventId` route's screen; `?date=YYYY-MM-DD` chooses the
 * occurrence of a repeating event (the next one without it). Stories fix the clock and formats.
 */
export function CommunityEventRoute(time: SectionTimeOptions) {
  const { communityId, eventId } = useParams();
  const [search] = useSearchParams();
  const date = search.get('date');
  return (
    <CommunityEventPage
      key={`${communityId}-${eventId}`}
      communityId={idParamOf(communityId)}
      eventId={idParamOf(eventId)}
      date={date !== null && isIsoDate(date) ? date : null}
      time={time}
    />
  );
}
