import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const th = style({
  textAlign: 'start',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});
export const td = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const key = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
export const changed = style({ background: vars.color.warnSurface });
export const bar = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });
export const grow = style({ flex: 1 });
