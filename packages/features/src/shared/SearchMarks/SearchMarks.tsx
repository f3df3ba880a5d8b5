import type { SearchPart } from '@wegrow/api';
import { vars } from '@wegrow/ui';
import { Fragment, type CSSProperties } from 'react';

/** A matched word: the warning role's soft fill, bold, so it stands out without colour alone. */
const marked: CSSProperties = {
  backgroundColor: vars.color.warning.soft,
  color: vars.color.warning.text,
  fontWeight: 600,
  borderRadius: vars.radius.sm,
  paddingInline: '0.1em',
};

export interface SearchMarksProps {
  /** The text in parts, as a search answered it (`search_match`); plain text, never HTML. */
  parts: readonly SearchPart[];
}

/**
 * Text where a search found it (issue 45): the matched words in `<mark>`. Rendered only in search
 * results, so the lists' first paint does not carry it.
 */
export function SearchMarks({ parts }: SearchMarksProps) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} style={marked}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
