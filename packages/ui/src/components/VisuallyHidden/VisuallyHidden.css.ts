import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = recipe({
  base: hidden,
  variants: {
    // A skip link: hidden until it receives keyboard focus, then shown as a small raised chip.
    focusable: {
      true: {
        selectors: {
          '&:focus, &:focus-within': {
            position: 'fixed',
            insetBlockStart: vars.space['3'],
            insetInlineStart: vars.space['3'],
            zIndex: vars.zIndex.tooltip,
            width: 'auto',
            height: 'auto',
            margin: 0,
            padding: `${vars.space['2']} ${vars.space['4']}`,
            overflow: 'visible',
            clip: 'auto',
            whiteSpace: 'normal',
            backgroundColor: vars.color.surface.raised,
            color: vars.color.text.primary,
            borderRadius: vars.radius.md,
            boxShadow: vars.shadow.md,
            outline: `3px solid ${vars.color.border.focus}`,
            outlineOffset: '2px',
          },
        },
      },
    },
  },
});
