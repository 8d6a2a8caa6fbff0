import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  minWidth: 0,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const legend = style({ fontWeight: vars.font.weight.bold, padding: `0 ${vars.space.xs}` });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.xs,
});
export const check = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const problems = style({ color: vars.color.danger, margin: 0, paddingInlineStart: vars.space.lg });
export const preview = style({ overflowX: 'auto', minWidth: 0 });
export const line = style([row, { alignItems: 'center' }]);
