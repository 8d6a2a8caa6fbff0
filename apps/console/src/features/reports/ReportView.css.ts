import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const page = style({
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  minHeight: '100vh',
  fontSize: vars.font.size.sm,
});
export const toolbar = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  marginBottom: vars.space.md,
});
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const subtitle = style({ color: vars.color.textMuted, margin: 0 });
export const section = style({ marginTop: vars.space.lg, breakInside: 'avoid-page' });
export const pageBreak = style({ breakBefore: 'page' });
export const table = style({ width: '100%', borderCollapse: 'collapse', marginTop: vars.space.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { fontWeight: vars.font.weight.bold, background: vars.color.surfaceSunken });
globalStyle(`${table} tfoot td`, {
  fontWeight: vars.font.weight.bold,
  borderTop: `2px solid ${vars.color.borderStrong}`,
});
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
globalStyle(`${table} th${num}, ${table} td${num}`, { textAlign: 'right' });
export const signature = style({
  marginTop: vars.space.xl,
  display: 'flex',
  gap: vars.space.xl,
  fontSize: vars.font.size.sm,
});
export const line = style({
  borderTop: `1px solid ${vars.color.text}`,
  minWidth: '260px',
  paddingTop: vars.space.xxs,
});
export const empty = style({ color: vars.color.textMuted, marginTop: vars.space.lg });
export const noPrint = style({
  '@media': { print: { display: 'none' } },
});
globalStyle('body', { '@media': { print: { background: 'white' } } });
export const printRoot = style({
  '@media': { print: { padding: 0, background: 'white', color: 'black' } },
});
/** The sign-in sheet's Signature cell: room to sign on paper, or the signature image. */
export const signatureCell = style({ minWidth: '220px', height: '40px', verticalAlign: 'middle' });
export const signatureImage = style({ display: 'block', maxHeight: '36px', maxWidth: '200px' });
/** A wide sheet scrolls sideways on a phone instead of squeezing its Signature column. */
export const sheetScroll = style({ overflowX: 'auto' });
export const sheetTable = style({ minWidth: '640px' });
export const nowrap = style({ whiteSpace: 'nowrap' });
