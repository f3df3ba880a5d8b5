import { MessagePage } from '../MessagePage/MessagePage';
import { comingSoonHeading } from './comingSoonHeading';

export interface ComingSoonProps {
  /** The screen's name, e.g. "Farm Game": the heading reads "Farm Game is coming soon". */
  title: string;
}

/** What a route shows while its screen is still being built: never a blank page. */
export function ComingSoon({ title }: ComingSoonProps) {
  return (
    <MessagePage icon="🌱" title={comingSoonHeading(title)} toolsHeading="Explore what's growing">
      We're still tending this corner of the garden, and it will open here soon. Until then, the
      rest of WeGrow is yours to wander.
    </MessagePage>
  );
}
