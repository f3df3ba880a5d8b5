import { Markdown } from '@wegrow/ui';
import { mentionLinks } from '../../shared/mentions/MentionText';

export interface PlainTextProps {
  /** A post's or comment's text, as written: Markdown, never HTML. */
  text: string;
  /** The paragraphs' type size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** The level a `#` heading in the text takes, below the screen's own headings. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Link `@username` mentions to the members' profiles (comments). @default false */
  mentions?: boolean;
}

/**
 * A member's text shown safely (spec 2 §2, issue 15; Markdown since issue 33): paragraphs, line
 * breaks and Markdown formatting, with raw HTML shown as the text it is and only http(s) and
 * mailto links made (the ui `Markdown`, which never reads anything as HTML).
 */
export function PlainText({
  text,
  size = 'md',
  headingLevel = 3,
  mentions = false,
}: PlainTextProps) {
  return (
    <Markdown
      size={size}
      headingLevel={headingLevel}
      {...(mentions ? { renderText: mentionLinks } : {})}
    >
      {text}
    </Markdown>
  );
}
