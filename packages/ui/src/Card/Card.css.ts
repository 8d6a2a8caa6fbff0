import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
  },
  variants: {
    variant: {
      outlined: { border: `1px solid ${vars.color.border}` },
      elevated: { boxShadow: vars.shadow.md, border: `1px solid ${vars.color.border}` },
    },
    padding: { none: {}, md: {}, lg: {} },
  },
  defaultVariants: { variant: 'outlined', padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const body = recipe({
  variants: { padding: { none: {}, md: { padding: vars.space.lg }, lg: { padding: vars.space.xl } } },
  defaultVariants: { padding: 'md' },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
