import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const legend = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const list = style({
  maxHeight: '220px',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
