import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const canvas = style({
  display: 'block',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  touchAction: 'none',
  cursor: 'crosshair',
  maxWidth: '100%',
});
export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const hint = style({ color: vars.color.textMuted, flex: 1 });
export const ink = style({ color: vars.color.text });
