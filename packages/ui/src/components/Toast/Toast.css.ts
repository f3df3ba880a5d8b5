import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '26rem',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space['5'] } },
});

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space['5']}))`, opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});
const slideInRtl = keyframes({
  from: { transform: `translateX(calc(-100% - ${vars.space['5']}))`, opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space['5']}))` },
});

const swipeOutRtl = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(-100% - ${vars.space['5']}))` },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    paddingInlineEnd: vars.space['3'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border.subtle}`,
    borderInlineStart: '4px solid',
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
      '&[data-state="open"]': {
        animation: `${slideIn} ${vars.motion.normal} ${vars.motion.easing}`,
      },
      // Right-to-left the region sits on the left: toasts slide in from there.
      '&[data-state="open"]:dir(rtl)': {
        animation: `${slideInRtl} ${vars.motion.normal} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.normal} ease-out forwards` },
      '&[data-swipe="end"]:dir(rtl)': {
        animation: `${swipeOutRtl} ${vars.motion.normal} ease-out forwards`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: {
          '&[data-state="open"], &[data-state="open"]:dir(rtl), &[data-state="closed"], &[data-swipe="end"], &[data-swipe="end"]:dir(rtl)':
            {
              animation: 'none',
            },
        },
      },
    },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success.solid },
      error: { borderInlineStartColor: vars.color.danger.solid },
      info: { borderInlineStartColor: vars.color.info.solid },
      warning: { borderInlineStartColor: vars.color.warning.solid },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ marginTop: '0.0625rem' });

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingTop: '0.0625rem',
  // A long word (a name someone typed) wraps inside the toast instead of running out of it.
  overflowWrap: 'anywhere',
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.secondary,
});

export const close = style({ marginBlock: `calc(${vars.space['2']} * -1)` });

/** The action button, under the message. */
export const action = style({ marginBlockStart: vars.space['2'], alignSelf: 'flex-start' });
