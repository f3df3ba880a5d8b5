import { MessagePage } from '../MessagePage/MessagePage';

/** The friendly 404: a route that matches nothing in the route table. */
export function NotFound() {
  return (
    <MessagePage icon="🧭" title="Page not found" toolsHeading="Where would you like to go?">
      We looked under every leaf, but this address doesn't lead to a page. It may have moved, or the
      link may have a typo. Let's get you back on the path.
    </MessagePage>
  );
}
