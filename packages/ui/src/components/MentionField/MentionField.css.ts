import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** Wraps the field; the menu card is placed under its control. */
export const wrapper = style({ position: 'relative', display: 'block', minWidth: 0 });

export const popover = style({
  position: 'absolute',
  // Under the field until the menu measures its control (then under the control).
  top: '100%',
  insetInlineStart: 0,
  zIndex: vars.zIndex.dropdown,
  width: 'min(100%, 22rem)',
  marginTop: vars.space['1'],
  padding: vars.space['1'],
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-state=open]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const listbox = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: 'min(20rem, 50vh)',
  overflowY: 'auto',
});

/** The active option (`aria-selected`) carries the focus look: the focus stays in the control. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: 0,
  minHeight: '40px',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.accent.soft,
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '-2px',
    },
  },
});

/** The handle and the name on one line, cut with an ellipsis when narrow. */
export const optionText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  lineHeight: vars.lineHeight.normal,
});

export const optionUsername = style({ fontWeight: vars.fontWeight.medium });

export const optionLabel = style({
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});

export const loadingRow = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  paddingInline: vars.space['3'],
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
