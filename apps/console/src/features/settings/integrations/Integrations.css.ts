import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const spacer = style({ flex: 1 });
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(360px, 1fr) minmax(420px, 1.3fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  paddingTop: vars.space.md,
  '@media': { '(max-width: 960px)': { gridTemplateColumns: '1fr' } },
});
export const pane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const failure = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
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
export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  paddingTop: vars.space.md,
});
export const selectBox = style({ minWidth: 240 });
