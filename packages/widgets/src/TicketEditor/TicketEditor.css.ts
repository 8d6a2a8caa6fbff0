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

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const step = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const stepCurrent = style({
  borderColor: vars.color.primary,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
});

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.font.weight.bold, padding: `0 ${vars.space.xs}` });

export const wide = style({ gridColumn: '1 / -1' });

export const review = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const reviewTerm = style({ color: vars.color.textMuted });
export const reviewValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const formError = style({ color: vars.color.error });
