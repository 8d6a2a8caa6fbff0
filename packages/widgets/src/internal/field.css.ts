import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const label = style({ fontWeight: vars.font.weight.medium });
export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const error = style({ color: vars.color.error, fontSize: vars.font.size.xs });
export const invalid = style({ borderColor: vars.color.error, outlineColor: vars.color.error });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
