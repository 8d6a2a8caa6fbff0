import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateY(8px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const viewport = style({
  position: 'fixed',
  top: vars.space.lg,
  right: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '360px',
  maxWidth: 'calc(100vw - 32px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    width: '100%',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    border: '1px solid',
    borderLeftWidth: '6px',
    boxShadow: vars.shadow.md,
    textAlign: 'left',
    cursor: 'pointer',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  },
  variants: {
    type: {
      error: { background: vars.color.errorSurface, color: vars.color.error, borderColor: vars.color.error },
      success: {
        background: vars.color.successSurface,
        color: vars.color.success,
        borderColor: vars.color.success,
      },
      info: { background: vars.color.infoSurface, color: vars.color.info, borderColor: vars.color.info },
      warn: { background: vars.color.warnSurface, color: vars.color.warn, borderColor: vars.color.warn },
    },
  },
});

export const kind = style({ fontWeight: vars.font.weight.bold });
export const message = style({ flex: 1, color: vars.color.text });

export const inlineViewport = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '360px',
  maxWidth: '100%',
});

export const close = style({
  all: 'unset',
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
