import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const sliderBlock = style({ padding: `${vars.space.md} ${vars.space.sm} ${vars.space.xl}` });

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  userSelect: 'none',
  touchAction: 'none',
  height: 28,
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: 14,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: `repeating-linear-gradient(45deg, ${vars.color.surfaceSunken}, ${vars.color.surfaceSunken} 6px, ${vars.color.border} 6px, ${vars.color.border} 8px)`,
  border: `1px solid ${vars.color.borderStrong}`,
});

/** Segment colours by position (cycled); only theme colours. */
const tones = [vars.color.primary, vars.color.success, vars.color.warn, vars.color.textMuted] as const;
export const block = styleVariants(
  Object.fromEntries(tones.map((c, i) => [i, { background: c }])) as Record<string, { background: string }>,
  (s) => [
    {
      position: 'absolute',
      top: 0,
      bottom: 0,
      borderRight: `2px solid ${vars.color.surface}`,
    },
    s,
  ],
);
export const toneCount = tones.length;

export const swatch = styleVariants(
  Object.fromEntries(tones.map((c, i) => [i, { background: c }])) as Record<string, { background: string }>,
  (s) => [{ display: 'inline-block', width: 12, height: 12, borderRadius: vars.radius.sm, flexShrink: 0 }, s],
);

export const thumb = style({
  display: 'block',
  width: 14,
  height: 26,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.text}`,
  boxShadow: vars.shadow.sm,
  cursor: 'ew-resize',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-disabled]': { cursor: 'default', opacity: 0.5 },
  },
});

export const marks = style({ position: 'relative', height: 0 });

export const mark = style({
  position: 'absolute',
  top: 4,
  transform: 'translateX(-50%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  '::before': { content: '""', width: 1, height: 6, background: vars.color.textMuted },
});

export const ends = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const segment = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(170px, 1fr) minmax(160px, 220px) minmax(160px, 220px)',
  gridTemplateAreas: '"head task location" "head assets units"',
  alignItems: 'end',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const taskField = style({ gridArea: 'task' });
export const locationField = style({ gridArea: 'location' });
export const assetsField = style({ gridArea: 'assets' });
export const unitsField = style({ gridArea: 'units' });

export const unallocated = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

export const segmentHead = style({
  gridArea: 'head',
  alignSelf: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const segmentTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.bold,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.error,
  border: `1px solid ${vars.color.error}`,
  margin: 0,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });

export const settings = style({ maxWidth: 360 });
