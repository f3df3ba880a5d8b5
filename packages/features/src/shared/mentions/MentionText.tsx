import { personHref, splitMentions } from '@wegrow/contract/notifications';
import { Fragment } from 'react';
import { TextLink } from '../links/RouterLinks';

export interface MentionTextProps {
  /** A member's plain text (a chat message…), as written. */
  text: string;
}

/**
 * A plain text with each `@username` mention a link to the member's profile (`/people/:username`,
 * the router's link); the rest stays the text it is. Renders inline, so it goes inside the
 * element that gives the text its look (a `<p>`, a `Text`).
 */
/** `MentionText` as the ui `Markdown`'s `renderText`: mentions linked in a Markdown text too. */
export const mentionLinks = (text: string) => <MentionText text={text} />;

export function MentionText({ text }: MentionTextProps) {
  return (
    <>
      {splitMentions(text).map((part, index) =>
        'mention' in part ? (
          <TextLink key={index} to={personHref(part.mention)}>
            @{part.mention}
          </TextLink>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
