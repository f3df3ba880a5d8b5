import { Heading, Link, Stack, Text } from '@wegrow/ui';
import { useId } from 'react';
import { isWebAddress } from '../rules/links';
import { projectsTexts } from '../texts';

/**
 * The project's Links (spec 2 §2): each web address opens in a new tab, without giving the new
 * page a hold on this one (`rel="noopener noreferrer"`). Only http(s) addresses become links; any
 * other text saved before the rule existed stays plain text.
 */
export function ProjectLinks({ links }: { links: readonly string[] }) {
  const headingId = useId();
  return (
    <Stack align="stretch" as="section" gap="3" aria-labelledby={headingId}>
      <Heading level={2} size="md" id={headingId}>
        {projectsTexts.links}
      </Heading>
      {links.length === 0 ? (
        <Text size="sm" tone="secondary">
          No links yet. Add them in edit mode.
        </Text>
      ) : (
        <ul aria-labelledby={headingId} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {links.map((link, index) => (
            <li key={`${index}:${link}`} style={{ overflowWrap: 'anywhere' }}>
              {isWebAddress(link) ? (
                <Link href={link} external>
                  {link}
                </Link>
              ) : (
                <Text as="span">{link}</Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
