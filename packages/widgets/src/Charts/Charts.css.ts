import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const caption = style({ fontWeight: vars.font.weight.bold });
export const canvasBox = style({ position: 'relative' });
