/**
 * The communities domain, part 1 (spec 2 §2, §6, §9; issue 16): the list (`/communities`,
 * `/MyCommunityPortal`) with the create dialog, and the community page (`/communities/{id}`) with
 * the join flow, the sections as tabs in their order (one at a time, each at its own address),
 * Edit Community Info, delete, the Member List,
 * the Admin Panel and the Component Manager. The four section bodies of part 2 are in `sections/`.
 */
export { CommunitiesScreen } from './CommunitiesScreen/CommunitiesScreen';
export { CommunityScreen, type CommunityScreenProps } from './CommunityScreen/CommunityScreen';
export { CommunitiesRoute, CommunityRoute } from './CommunityScreen/CommunityRoutes';
/** Loads the event page (issue 44) as a chunk of its own, for the route table. */
export const loadCommunityEventRoute = async () =>
  (await import('./event-page')).CommunityEventRoute;
export { communityTexts, sectionTitles } from './texts';
export * from './rules';
