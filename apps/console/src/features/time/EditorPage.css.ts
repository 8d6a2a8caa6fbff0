import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const spacer = style({ flex: 1 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const error = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.error,
  border: `1px solid ${vars.color.error}`,
});

/** Bordered panel: the filter panel and the detail panel. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const filterGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const subheading = style({ margin: 0, fontSize: vars.font.size.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });

export const notes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: 260,
  overflowY: 'auto',
});

export const note = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});

export const noteText = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const signOffs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
});

export const signOff = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const signature = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  maxWidth: '100%',
  height: 'auto',
});

/** The list beside the detail panel; the panel wraps below on narrow screens. */
export const workArea = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 400px)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** With batches selected the detail panel (Batched edit: a wide table) goes below the list. */
export const workAreaStacked = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
});

/** Holds the detail panel (a scroll target on phones, under the sticky top bar). */
export const detailSlot = style({ minWidth: 0, scrollMarginTop: '56px' });
