/**
 * The communities domain's event page (`/communities/{id}/events/{eventId}`; issue 44), an entry of
 * its own so the route loads it as its own chunk: the community page's chunk stays within the lazy
 * budget (apps/site/scripts/check-budgets.mjs).
 */
export { CommunityEventRoute } from './CommunityEventPage/CommunityEventRoute';
export {
  CommunityEventPage,
  type CommunityEventPageProps,
} from './CommunityEventPage/CommunityEventPage';
