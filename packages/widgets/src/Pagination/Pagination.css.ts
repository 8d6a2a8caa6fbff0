import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const links = style({
  display: 'flex',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flexWrap: 'wrap',
});

export const range = style({ color: vars.color.textMuted, marginLeft: 'auto' });

export const sizeLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
