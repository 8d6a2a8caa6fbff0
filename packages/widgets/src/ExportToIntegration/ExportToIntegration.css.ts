import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const status = style({ color: vars.color.textMuted });
export const failure = style({ whiteSpace: 'pre-wrap', marginBottom: vars.space.sm });
