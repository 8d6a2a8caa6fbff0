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
  gridTemplateColumns: 'minmax(320px, 1fr) minmax(560px, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 1000px)': { gridTemplateColumns: '1fr' } },
});
export const pane = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});
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
export const inline = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end', flexWrap: 'wrap' });
export const grow = style({ flex: 1, minWidth: 0 });
export const footer = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
});
export const section = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const sectionTitle = style({
  fontWeight: vars.font.weight.bold,
  margin: 0,
  fontSize: vars.font.size.md,
});
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });
export const empty = style({ color: vars.color.textMuted, padding: vars.space.lg });
export const removed = style({ opacity: 0.55 });
export const alert = style({ color: vars.color.error, margin: 0 });
export const muted = style({ color: vars.color.textMuted });
export const titleRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const avatar = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  objectFit: 'cover',
  flex: 'none',
  // Initials on the secondary surface in its text colour: 4.5:1 or more in every theme (issue 21;
  // muted text on the border grey was 4.18:1).
  background: vars.color.secondary,
  color: vars.color.secondaryText,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
export const avatarLarge = style({ width: 72, height: 72, fontSize: vars.font.size.lg });
export const photoRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const hiddenInput = style({ display: 'none' });
