import { useIsComingSoon } from '../../routes/RouteStatus';
import { MessagePage } from '../MessagePage/MessagePage';
import { toolLinks } from '../tools/tools';
import { comingSoonHeading } from './comingSoonHeading';

export interface ComingSoonProps {
  /** The screen's name, e.g. "Farm Game": the heading reads "Farm Game is coming soon". */
  title: string;
}

/**
 * What a route shows while its screen is still being built: never a blank page. It recommends only
 * tools that are open (never another coming-soon page); while none is, only the way home.
 */
export function ComingSoon({ title }: ComingSoonProps) {
  const isComingSoon = useIsComingSoon();
  const open = toolLinks.filter((tool) => !isComingSoon(tool.route));
  return (
    <MessagePage
      icon="🌱"
      title={comingSoonHeading(title)}
      toolsHeading="Explore what's growing"
      tools={open}
    >
      We're still tending this corner of the garden, and it will open here soon. Until then, the
      rest of WeGrow is yours to wander.
    </MessagePage>
  );
}
