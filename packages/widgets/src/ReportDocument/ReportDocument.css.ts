import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({ color: vars.color.text, fontSize: vars.font.size.sm });
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const title = style({ margin: 0, fontSize: vars.font.size.lg });
export const subtitle = style({ color: vars.color.textMuted, margin: 0 });
export const section = style({ marginTop: vars.space.lg });
export const pageBreak = style({ breakBefore: 'page' });
export const sectionTitle = style({ fontSize: vars.font.size.md, margin: `0 0 ${vars.space.xs}` });
export const scroll = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { fontWeight: vars.font.weight.bold, background: vars.color.surfaceSunken });
export const groupRow = style({ fontWeight: vars.font.weight.bold, background: vars.color.surfaceSunken });
export const footerRow = style({ fontWeight: vars.font.weight.bold });
globalStyle(`${footerRow} td`, { borderTop: `2px solid ${vars.color.borderStrong}` });
export const num = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${table} th${num}, ${table} td${num}`, { textAlign: 'right' });
export const empty = style({ color: vars.color.textMuted, marginTop: vars.space.lg });
/** An image cell (a signature): small enough to keep the row height of a printed sheet. */
export const image = style({ display: 'block', maxHeight: 32, maxWidth: 140, objectFit: 'contain' });
