/**
 * Pieces shared by every domain's screens: the helper pages, router-aware links, the states of a
 * query, single-field saves and the Login Required modal.
 */
export { NotFound } from './NotFound/NotFound';
export { MessagePage, type MessagePageProps } from './MessagePage/MessagePage';
export {
  ButtonLink,
  RouteCard,
  TextLink,
  type ButtonLinkProps,
  type RouteCardProps,
  type TextLinkProps,
} from './links/RouterLinks';
export { ToolGrid, type ToolGridProps } from './tools/ToolGrid';
export { toolLinks, type ToolLink } from './tools/tools';
export { emojiBadge, plainList, readable } from './styles';
export { Logo, type LogoProps } from './Logo/Logo';
export { ReportDialog, reportTexts, type ReportDialogProps } from './ReportDialog';
export { ReportsList, reportsTexts, type ReportsListProps } from './ReportsList';
export { PageLoading, type PageLoadingProps } from './PageLoading/PageLoading';
export { RouteError, RouteErrorView, type RouteErrorViewProps } from './RouteError/RouteError';
export {
  NEEDS_NETWORK,
  QueryState,
  useOnline,
  type QueryLike,
  type QueryStateProps,
} from './QueryState/QueryState';
export {
  useSaveField,
  type SaveField,
  type SaveFieldOptions,
  type SaveMutation,
} from './useSaveField/useSaveField';
export { LoginRequired, type LoginRequiredProps } from './LoginRequired/LoginRequired';
export {
  UsernameInvitation,
  usernameInvitationKey,
  type UsernameInvitationProps,
} from './UsernameInvitation/UsernameInvitation';
export { MentionText, type MentionTextProps, mentionLinks } from './mentions/MentionText';
export {
  PEOPLE_SEARCH_DELAY_MS,
  usePeopleSearch,
  type PeopleSearch,
  type PeopleSearchOptions,
} from './mentions/usePeopleSearch';
