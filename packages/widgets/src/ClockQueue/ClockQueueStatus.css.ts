import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const banner = style({
  background: vars.color.warnSurface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.warn}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  flexWrap: 'wrap',
});

export const error = style({ color: vars.color.error, fontSize: vars.font.size.sm });

/** One part only: the wrapper draws nothing of its own. */
export const contents = style({ display: 'contents' });
