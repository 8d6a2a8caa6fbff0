import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const root = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '36px',
  height: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `2px solid ${vars.color.borderStrong}`,
  position: 'relative',
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const thumb = style({
  display: 'block',
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transform: 'translateX(2px)',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(18px)', background: vars.color.primaryText },
  },
});
export const label = style({ cursor: 'pointer' });
