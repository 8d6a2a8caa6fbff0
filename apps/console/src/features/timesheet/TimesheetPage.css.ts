import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const toolbar = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
export const spacer = style({ flex: 1 });
// On the line of the buttons and inputs (34 px controls), not in the middle of a labelled field.
export const week = style({
  fontWeight: vars.font.weight.medium,
  padding: `0 ${vars.space.sm}`,
  alignSelf: 'flex-end',
  lineHeight: '34px',
});
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, {
  background: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.medium,
});
globalStyle(`${table} tfoot td, ${table} tfoot th`, {
  fontWeight: vars.font.weight.bold,
  background: vars.color.surfaceSunken,
});
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th${num}, ${table} td${num}`, { textAlign: 'right' });
export const cellInput = style({
  width: '5.5em',
  textAlign: 'right',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&:disabled': { background: vars.color.disabledSurface, color: vars.color.disabledText },
    '&[aria-invalid="true"]': { borderColor: vars.color.error, outline: `2px solid ${vars.color.error}` },
    '&[data-changed="true"]': { borderColor: vars.color.primary },
  },
});
export const addRow = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
});
export const muted = style({ color: vars.color.textMuted });
export const today = style({ color: vars.color.primary });
