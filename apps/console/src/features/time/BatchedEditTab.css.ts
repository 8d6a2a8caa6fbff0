import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minWidth: 64,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontVariantNumeric: 'tabular-nums',
});

export const totalLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const tableWrap = style({ overflowX: 'auto', maxHeight: 420, overflowY: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const th = style({
  position: 'sticky',
  top: 0,
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const num = style({ textAlign: 'end' });

/** The lunch-deduction row reads as a subtraction. */
export const lunchRow = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

export const tags = style({ display: 'flex', gap: vars.space.xs });
