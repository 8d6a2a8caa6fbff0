import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    borderRadius: vars.radius.full,
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.8s linear infinite`,
    flexShrink: 0,
  },
  variants: {
    size: {
      sm: { width: '14px', height: '14px' },
      md: { width: '20px', height: '20px' },
      lg: { width: '32px', height: '32px', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
