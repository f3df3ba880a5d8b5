import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.md,
    border: 0,
    borderInlineStart: '4px solid',
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      success: {
        backgroundColor: vars.color.success.soft,
        borderInlineStartColor: vars.color.success.solid,
        color: vars.color.success.text,
      },
      error: {
        backgroundColor: vars.color.danger.soft,
        borderInlineStartColor: vars.color.danger.solid,
        color: vars.color.danger.text,
      },
      info: {
        backgroundColor: vars.color.info.soft,
        borderInlineStartColor: vars.color.info.solid,
        color: vars.color.info.text,
      },
      warning: {
        backgroundColor: vars.color.warning.soft,
        borderInlineStartColor: vars.color.warning.solid,
        color: vars.color.warning.text,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type NoticeVariants = NonNullable<RecipeVariants<typeof notice>>;

export const icon = style({ marginTop: '0.125rem' });

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  paddingTop: '0.15rem',
});

export const message = style({ margin: 0 });

export const dismiss = style({
  marginBlock: `calc(${vars.space['2']} * -1)`,
  marginInlineEnd: `calc(${vars.space['2']} * -1)`,
  color: 'inherit',
});
