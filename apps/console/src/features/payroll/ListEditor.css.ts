import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const layout = style({
  display: 'grid',
  // The list grows to the width its columns need (--wm-list-width, set by ListEditor) before the
  // detail takes the rest: the Roles list cut 'Privileges' with room to spare (issue 19).
  gridTemplateColumns: 'minmax(300px, var(--wm-list-width, 1fr)) minmax(440px, 2.4fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
export const pane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const paneHeader = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
// The list title stays on one line ('Código de pago / Tarifa'); the buttons wrap under it if need be.
globalStyle(`${paneHeader} h2`, { margin: 0, fontSize: vars.font.size.lg, whiteSpace: 'nowrap' });
export const spacer = style({ flex: 1 });
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const legend = style({ fontWeight: vars.font.weight.bold, padding: `0 ${vars.space.xs}` });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
// Fixed layout: every pay-code table (day, evening, night, holiday...) has the same column widths.
export const grid = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  tableLayout: 'fixed',
});
globalStyle(`${grid} th, ${grid} td`, {
  textAlign: 'left',
  padding: vars.space.xs,
  verticalAlign: 'middle',
});
globalStyle(`${grid} th`, { fontWeight: vars.font.weight.medium, color: vars.color.textMuted });
export const columns2 = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const cutoffRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 1fr) 90px',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const invalid = style({ outline: `2px solid ${vars.color.error}`, borderRadius: vars.radius.sm });
export const empty = style({ color: vars.color.textMuted, padding: vars.space.lg });
