import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(320px, 100%), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const clock = style({
  fontSize: '2.5rem',
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.1,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const buttons = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

// On a phone (issue 16 §1: large clock buttons, thumb-reachable) the two buttons share the row, 56 px tall.
globalStyle(`${buttons} > button`, {
  '@media': { 'screen and (max-width: 767px)': { flex: '1 1 0', minHeight: '56px', fontSize: '1.125rem' } },
});

export const statusList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const statusRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const infoRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const disclaimer = style({ whiteSpace: 'pre-line' });
