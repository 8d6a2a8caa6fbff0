import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.sm,
});
export const root = style({
  position: 'relative',
  overflow: 'hidden',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
export const indicator = style({
  height: '100%',
  background: vars.color.primary,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
});
