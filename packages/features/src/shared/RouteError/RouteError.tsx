import { Button } from '@wegrow/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MessagePage } from '../MessagePage/MessagePage';
import { NotFound } from '../NotFound/NotFound';

/** A page's code could not be fetched: usually a new release replaced it, or the network dropped. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export interface RouteErrorViewProps {
  /** What went wrong (a thrown value or a route error response). */
  error: unknown;
  /** Reloads the page. @default window.location.reload */
  onReload?: () => void;
}

/** The error page of a route: 404s get the friendly not-found page, anything else a way to retry. */
export function RouteErrorView({
  error,
  onReload = () => window.location.reload(),
}: RouteErrorViewProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const offline = isChunkLoadError(error);
  return (
    <MessagePage
      icon={offline ? '📡' : '🌧️'}
      title={offline ? 'This page could not load' : 'Something went wrong'}
      toolsHeading="Or try another tool"
      actions={<Button onClick={onReload}>Reload the page</Button>}
    >
      {offline
        ? 'Its code did not arrive: the connection may have dropped, or WeGrow was just updated. Reloading usually fixes it.'
        : 'A small storm passed through this page. Reload to try again; if it keeps happening, the rest of WeGrow is still here for you.'}
    </MessagePage>
  );
}

/** The route `errorElement`: reads the route's error. */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <RouteErrorView error={error} />;
}
