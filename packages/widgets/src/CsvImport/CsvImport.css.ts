import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});
export const columns = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, margin: 0 });
export const summary = style({
  display: 'flex',
  gap: vars.space.lg,
  fontWeight: vars.font.weight.bold,
  margin: 0,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.xs });
export const th = style({
  textAlign: 'start',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const td = style({ padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` });
export const error = style({ color: vars.color.error });
export const scroll = style({ maxHeight: 240, overflow: 'auto' });
