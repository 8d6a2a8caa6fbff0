import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const master = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 240px) 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { '(max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
});

export const itemActive = style([
  item,
  { background: vars.color.selected, fontWeight: vars.font.weight.bold },
]);

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });

export const link = style({ wordBreak: 'break-all', marginTop: vars.space.sm });

export const state = style({ color: vars.color.textMuted, minWidth: 60 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const group = style({ marginTop: vars.space.md });

export const clickable = style({ cursor: 'pointer' });

export const banner = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSurface,
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 360px)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const page = style({ maxWidth: 1100, margin: '0 auto', padding: vars.space.lg });

export const supportBanner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.warnSurface,
  borderBottom: `1px solid ${vars.color.border}`,
});
