import { vars } from '@wegrow/ui';
import type { CSSProperties } from 'react';

/*
 * A few inline styles bound to the theme's CSS variables (so both colour modes work). Features has
 * no vanilla-extract dependency of its own; layout comes from @wegrow/ui's primitives, and these
 * cover what they do not.
 */

/** A list without bullets or indentation, for lists of cards. */
export const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** A decorative emoji in a soft accent circle, `size` wide. */
export function emojiBadge(size = '4rem'): CSSProperties {
  return {
    display: 'grid',
    placeItems: 'center',
    width: size,
    height: size,
    flex: 'none',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.accent.soft,
    fontSize: `calc(${size} / 2)`,
    lineHeight: 1,
  };
}

/** Running text kept to a readable measure. */
export const readable: CSSProperties = { maxWidth: '40rem' };
