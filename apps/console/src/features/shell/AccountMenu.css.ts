import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  minWidth: '220px',
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const item = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.ghostHover, outline: 'none' },
    '&[aria-checked="true"]': { fontWeight: vars.font.weight.bold },
  },
});

export const heading = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const separator = style({ height: 1, margin: `${vars.space.xs} 0`, background: vars.color.border });
