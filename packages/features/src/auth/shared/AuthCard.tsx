import { Card, Heading, Stack, Text } from '@wegrow/ui';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { Logo } from '../../shared';

export interface AuthCardProps {
  /** The screen's heading (its `h1`). */
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  /** The form, or the message that replaces it. */
  children: ReactNode;
  /** The links under a thin line at the bottom (to the other authentication screens). */
  footer?: ReactNode;
}

/** A column as wide as a comfortable form, centred in the page's main area. */
const column: CSSProperties = { width: '100%', maxWidth: '28rem', marginInline: 'auto' };

/** The frame of every authentication screen: a centred card with the mark, a heading and links. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={column}>
      <Card padding="md" footer={footer}>
        <Stack align="stretch" gap="5">
          <Stack gap="3" align="center">
            <Logo size="3rem" label="" />
            <Heading level={1} id={headingId} align="center">
              {title}
            </Heading>
            {intro ? (
              <Text tone="secondary" align="center">
                {intro}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Card>
    </section>
  );
}
