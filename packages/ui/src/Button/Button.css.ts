import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

/** Button look: declared once; props, stories and the Matrix derive from these variants. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled, &[aria-disabled="true"]': {
        background: vars.color.disabledSurface,
        color: vars.color.disabledText,
        borderColor: vars.color.disabledSurface,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.secondary,
        color: vars.color.secondaryText,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.secondaryHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.dangerText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.ghostHover },
          '&:disabled': { background: 'transparent', borderColor: 'transparent' },
        },
      },
    },
    size: {
      sm: { height: '28px', padding: `0 ${vars.space.sm}`, fontSize: vars.font.size.sm },
      md: { height: '34px', padding: `0 ${vars.space.md}`, fontSize: vars.font.size.md },
      lg: { height: '42px', padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'secondary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const iconOnly = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: { sm: { width: '28px' }, md: { width: '34px' }, lg: { width: '42px' } },
  },
  defaultVariants: { size: 'md' },
});
