import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const tree = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 220,
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 28,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.ghostHover },
    '&[aria-selected="true"]': { background: vars.color.selected },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const twisty = style({
  width: 20,
  height: 20,
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  flex: 'none',
});
export const spacer = style({ width: 20, flex: 'none' });
export const disabled = style({ color: vars.color.disabledText, cursor: 'default' });
export const unavailable = style({ color: vars.color.disabledText, fontStyle: 'italic' });
export const empty = style({ color: vars.color.textMuted, padding: vars.space.sm });
export const trigger = style({ minWidth: 200, justifyContent: 'space-between' });
