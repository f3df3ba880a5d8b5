import { Avatar, Heading, Inline, Stack, Text } from '@wegrow/ui';
import type { Ref } from 'react';

export interface ProjectsHeaderProps {
  /** "{username}'s Projects" or "Your Projects". */
  heading: string;
  /** The line under the heading. */
  welcome: string;
  /** The profile picture, when the user has one (spec 2 §2: optional). */
  picture?: { name: string; src: string } | null;
  /** The heading's `ref` (the focus lands there after a project is deleted). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The projects page's header: the profile picture when there is one, the heading, a welcome line. */
export function ProjectsHeader({ heading, welcome, picture, headingRef }: ProjectsHeaderProps) {
  return (
    <Inline gap="4" align="center" wrap={false}>
      {picture ? (
        <Avatar name={picture.name} src={picture.src} alt="Your profile picture" size="lg" />
      ) : null}
      <Stack align="stretch" gap="1" style={{ minWidth: 0 }}>
        <Heading level={1} ref={headingRef} tabIndex={-1}>
          {heading}
        </Heading>
        <Text tone="secondary">{welcome}</Text>
      </Stack>
    </Inline>
  );
}
