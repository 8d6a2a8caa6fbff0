import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});
export const box = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  minHeight: 40,
});
export const error = style({ margin: 0, color: vars.color.error, fontSize: vars.font.size.sm });
export const notConfigured = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
export const saved = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.sm });
