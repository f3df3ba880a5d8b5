import { Stack, Text } from '@wegrow/ui';
import { Fragment } from 'react';
import { paragraphsOf } from '../rules/paragraphs';

export interface PlainTextProps {
  /** A post's or comment's text, as written: plain text, never HTML. */
  text: string;
  /** The paragraphs' type size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Plain text shown safely (spec 2 §2, issue 15): each paragraph a `<p>`, each line break a
 * `<br>`, and everything else — markup included — as the text it is (React writes text nodes, so
 * nothing in it is ever read as HTML).
 */
export function PlainText({ text, size = 'md' }: PlainTextProps) {
  return (
    <Stack align="stretch" gap="3">
      {paragraphsOf(text).map((lines, paragraph) => (
        <Text key={paragraph} size={size} style={{ overflowWrap: 'anywhere' }}>
          {lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </Stack>
  );
}
