/**
 * The route table (`@wegrow/features/routes`): every route id with its paths and aliases, title,
 * heading, login requirement and lazily loaded screen; `getHref` for links; the one login gate.
 * The site turns the table into React Router routes.
 */
export {
  getHref,
  routePaths,
  type HrefOptions,
  type RouteId,
  type RouteParams,
  type RouteSpelling,
} from './paths';
export {
  prefetchScreenLoaders,
  routeEntry,
  routeTable,
  type LoginPrompt,
  type LoginRequirement,
  type RouteEntry,
  type ScreenLoader,
} from './table';
export { RequireLogin, type RequireLoginProps } from './RequireLogin';
export { loadRouteScreen } from './loadRoute';
export { spellings } from './spellings';
export { specToolNames, toolNames, type ToolId } from './toolNames';
