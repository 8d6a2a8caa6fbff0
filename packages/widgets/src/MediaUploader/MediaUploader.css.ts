import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const drop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-over="true"]': { borderColor: vars.color.primary, background: vars.color.infoSurface },
  },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
export const deleted = style({ color: vars.color.disabledText, textDecoration: 'line-through' });
export const kind = style({
  minWidth: 72,
  fontSize: vars.font.size.xs,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  selectors: { [`${deleted} &`]: { color: vars.color.disabledText } },
});
export const name = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const thumb = style({ width: 40, height: 40, objectFit: 'cover', borderRadius: vars.radius.sm });
export const error = style({ color: vars.color.error });
export const muted = style({
  color: vars.color.textMuted,
  selectors: { [`${deleted} &`]: { color: vars.color.disabledText } },
});
export const link = style({ color: vars.color.primary });
