import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

/** For portalled overlays: the base font and text colour, but no page background. */
export const overlayRoot = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});
