import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  minWidth: 0,
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({ padding: `${vars.space.xxs} 0` });

export const amount = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const total = style({
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const bill = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
});
