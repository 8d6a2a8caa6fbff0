import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const spacer = style({ flex: 1 });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(300px, 1fr) minmax(480px, 1.8fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 1000px)': { gridTemplateColumns: '1fr' } },
});
export const pane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const toolbar = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const empty = style({ padding: vars.space.lg, color: vars.color.textMuted });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const fieldLabel = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.sm });
export const budgetRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(160px, 2fr) repeat(3, minmax(90px, 1fr)) minmax(140px, 1.2fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const flags = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(120px, 1fr))',
  gap: vars.space.sm,
});
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const error = style({ color: vars.color.error, margin: 0, fontSize: vars.font.size.sm });
export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.primary,
  cursor: 'pointer',
  textDecoration: 'underline',
  font: 'inherit',
});
