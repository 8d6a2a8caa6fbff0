import { vars } from '@wm/ui';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 12rem) minmax(0, 1fr) minmax(14rem, 22rem)',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});
export const previewRoot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const toolbar = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  alignSelf: 'start',
});
export const panelTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  margin: 0,
});
export const canvas = style([panel, { minHeight: '12rem', gap: vars.space.sm }]);
export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  selectors: {
    '&[data-selected="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.error },
  },
});
export const handle = style({
  cursor: 'grab',
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  padding: vars.space.xxs,
  font: 'inherit',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const cardBody = style({
  flex: 1,
  minWidth: 0,
  textAlign: 'left',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  padding: vars.space.xxs,
});
export const typeName = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, display: 'block' });
export const empty = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const errors = style({
  border: `1px solid ${vars.color.error}`,
  background: vars.color.errorSurface,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
  paddingLeft: vars.space.xl,
});
export const error = style({ color: vars.color.error, fontSize: vars.font.size.xs });
export const column = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.xs,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const row = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'flex-end' });
