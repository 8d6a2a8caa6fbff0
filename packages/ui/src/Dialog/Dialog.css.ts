import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 32px)',
    overflow: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    zIndex: vars.zIndex.modal,
    animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: { sm: { width: '400px' }, md: { width: '560px' }, lg: { width: '800px' } },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const busyBody = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warnSurface,
  color: vars.color.warn,
  border: `1px solid ${vars.color.warn}`,
  fontWeight: vars.font.weight.medium,
});
