import type { Decorator } from '@storybook/react-vite';
import { fixtures, users } from '@wegrow/api/mocks';
import { Heading, Stack, vars } from '@wegrow/ui';
import { useId } from 'react';
import type { CommunityMemberRole } from './types';

/**
 * The stories' frame: the section's title above its body, as the community page draws it (the
 * page's tab panel is CommunityScreen's; this only looks like it).
 */
export function sectionFrame(title: string): Decorator {
  return function SectionFrame(Story) {
    const id = useId();
    return (
      <section
        aria-labelledby={id}
        style={{
          maxWidth: '48rem',
          padding: vars.space['4'],
          borderRadius: vars.radius.lg,
          border: `1px solid ${vars.color.border.subtle}`,
        }}
      >
        <Stack align="stretch" gap="4">
          <Heading level={2} size="lg" id={id}>
            {title}
          </Heading>
          <Story />
        </Stack>
      </section>
    );
  };
}

const roles = { maya: 'creator', sam: 'admin', lena: 'member' } as const satisfies Record<
  string,
  CommunityMemberRole
>;

/** A reader of Riverside Growers: maya (creator), sam (admin) or lena (member). */
export type Reader = keyof typeof roles;

/** The section's args as `reader` sees Riverside Growers. */
export function readerArgs(reader: Reader) {
  return {
    communityId: fixtures.communityIds.riverside,
    role: roles[reader],
    myUserId: users[reader].id,
  };
}

/** The signed-in session of `reader` (a story's `parameters.session`). */
export const readerSession = (reader: Reader) => ({ userId: users[reader].id });

export const LONG = { timeout: 5000 };
