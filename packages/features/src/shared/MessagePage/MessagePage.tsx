import { Heading, Inline, Stack, Text } from '@wegrow/ui';
import { useId, type ReactNode } from 'react';
import { getHref } from '../../routes/paths';
import { ButtonLink } from '../links/RouterLinks';
import { ToolGrid } from '../tools/ToolGrid';
import { toolLinks, type ToolLink } from '../tools/tools';
import { emojiBadge, readable } from '../styles';

export interface MessagePageProps {
  /** A decorative emoji above the heading. */
  icon: string;
  /** The page's heading (its `h1`). */
  title: ReactNode;
  /** One or two sentences under the heading. */
  children: ReactNode;
  /** The heading above the tool cards. */
  toolsHeading: string;
  /** More actions beside "Back to Home", e.g. a Reload button. */
  actions?: ReactNode;
  /** The tools offered under `toolsHeading`; none: the section is left out. @default every tool */
  tools?: readonly ToolLink[];
}

/** A page that has a message rather than content: a heading, a line, a way home and the tools. */
export function MessagePage({
  icon,
  title,
  children,
  toolsHeading,
  actions,
  tools = toolLinks,
}: MessagePageProps) {
  const toolsId = useId();
  return (
    <Stack align="stretch" gap="7">
      <Stack gap="4" align="start">
        <span style={emojiBadge()} aria-hidden="true">
          {icon}
        </span>
        <Heading level={1}>{title}</Heading>
        <Text size="lg" tone="secondary" style={readable}>
          {children}
        </Text>
        <Inline>
          {actions}
          <ButtonLink to={getHref('home')} variant={actions ? 'secondary' : 'primary'}>
            Back to Home
          </ButtonLink>
        </Inline>
      </Stack>
      {tools.length > 0 ? (
        <Stack align="stretch" as="section" gap="4" aria-labelledby={toolsId}>
          <Heading level={2} size="md" id={toolsId}>
            {toolsHeading}
          </Heading>
          <ToolGrid tools={tools} />
        </Stack>
      ) : null}
    </Stack>
  );
}
