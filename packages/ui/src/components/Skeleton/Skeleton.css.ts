import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.45 },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: '100%',
});

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.border.subtle,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      block: { borderRadius: vars.radius.md },
      // One line of body text: the font's x-height plus a little, with the line's leading around it.
      text: { height: '0.8em', marginBlock: '0.35em', borderRadius: vars.radius.sm },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
  },
  defaultVariants: { shape: 'block' },
});
