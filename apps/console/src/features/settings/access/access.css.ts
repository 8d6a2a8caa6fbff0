import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const spacer = style({ flex: 1 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
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
export const grantRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(110px, 160px) minmax(0, 1fr) minmax(150px, 220px)',
  gap: vars.space.md,
  alignItems: 'center',
});
export const moduleRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(90px, 120px) 1fr',
  gap: vars.space.md,
  alignItems: 'center',
});
export const seats = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const cellCenter = style({ display: 'flex', justifyContent: 'center', width: '100%' });
export const grantLabel = style({ fontWeight: vars.font.weight.medium });
export const filter = style({ maxWidth: 260 });
