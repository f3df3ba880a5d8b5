import type { BlogCover } from '@wegrow/api';

export interface PostCoverProps {
  cover: BlogCover;
  /** Loaded only when near the viewport (the list's covers). @default false */
  lazy?: boolean;
}

/**
 * A post's cover image, its place reserved by its width and height (no layout shift while it
 * loads), fitted to the column's width.
 */
export function PostCover({ cover, lazy = false }: PostCoverProps) {
  return (
    <img
      src={cover.url}
      alt={cover.alt}
      width={cover.width}
      height={cover.height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: `${cover.width} / ${cover.height}`,
        objectFit: 'cover',
        borderRadius: 'var(--wg-radius-md, 8px)',
      }}
    />
  );
}
