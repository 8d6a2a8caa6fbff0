import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.full,
    border: '1px solid',
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      info: { background: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info },
      success: {
        background: vars.color.successSurface,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      warn: { background: vars.color.warnSurface, color: vars.color.warn, borderColor: vars.color.warn },
      error: { background: vars.color.errorSurface, color: vars.color.error, borderColor: vars.color.error },
    },
    size: {
      sm: { fontSize: vars.font.size.xs, padding: `1px ${vars.space.sm}` },
      md: { fontSize: vars.font.size.sm, padding: `${vars.space.xxs} ${vars.space.sm}` },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const remove = style({
  all: 'unset',
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
