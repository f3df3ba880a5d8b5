import { clsx } from 'clsx';
import type { SVGProps } from 'react';
import { dot, mark, toneIcon } from './ToneIcon.css';

export const noticeTones = ['success', 'error', 'info', 'warning'] as const;
export type NoticeTone = (typeof noticeTones)[number];

export interface ToneIconProps extends SVGProps<SVGSVGElement> {
  /** Which message kind the icon stands for. */
  tone: NoticeTone;
}

/** A decorative 20px icon per message tone (check, cross, i, !). */
export function ToneIcon({ tone, className, ...rest }: ToneIconProps) {
  const markClass = mark({ tone });
  return (
    <svg
      className={clsx(toneIcon({ tone }), className)}
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <g className={markClass} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {tone === 'success' ? <path d="M6 10.5l2.5 2.5L14 7.5" /> : null}
        {tone === 'error' ? <path d="M7 7l6 6M13 7l-6 6" /> : null}
        {tone === 'info' ? (
          <>
            <circle className={dot} cx="10" cy="6.25" r="1.25" />
            <path d="M10 9.5v5" />
          </>
        ) : null}
        {tone === 'warning' ? (
          <>
            <path d="M10 5.5v5.5" />
            <circle className={dot} cx="10" cy="14" r="1.25" />
          </>
        ) : null}
      </g>
    </svg>
  );
}
