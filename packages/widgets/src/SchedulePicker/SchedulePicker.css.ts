import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.font.weight.bold, padding: `0 ${vars.space.xs}` });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))',
  gap: vars.space.xs,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, marginBottom: vars.space.xs });

export const linkButton = style({
  border: 0,
  background: 'none',
  padding: 0,
  color: vars.color.primary,
  cursor: 'pointer',
  font: 'inherit',
  textDecoration: 'underline',
  selectors: {
    // Disabled through the fieldset: no link colour, no underline, so All/None do not look active.
    '&:disabled': { color: vars.color.disabledText, textDecoration: 'none', cursor: 'not-allowed' },
  },
});

export const error = style({ color: vars.color.error });
export const types = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
