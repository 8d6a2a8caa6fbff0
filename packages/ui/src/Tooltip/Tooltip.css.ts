import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const content = style({
  background: vars.color.text,
  color: vars.color.background,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontFamily: vars.font.family.body,
  maxWidth: '280px',
  zIndex: vars.zIndex.tooltip,
  boxShadow: vars.shadow.sm,
});

export const arrow = style({ fill: vars.color.text });
