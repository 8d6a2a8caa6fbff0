import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 1100 });
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
});
export const legend = style({ fontWeight: vars.font.weight.bold, padding: `0 ${vars.space.xs}` });
// Fields side by side line up by their inputs (bottom), so a label that wraps onto two lines
// ('Mínimo antes del almuerzo') does not push its input below its neighbour's.
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});
export const bar = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const spacer = style({ flex: 1 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(240px, 1fr) minmax(380px, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
export const pane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.bold });
export const inactive = style({ opacity: 0.55 });
export const swatch = style({
  width: 28,
  height: 28,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
});
export const cellInput = style({
  width: '100%',
  minWidth: 120,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const listButton = style({
  textAlign: 'left',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.primary, fontWeight: vars.font.weight.bold },
  },
});
