import { style } from '@vanilla-extract/css';
import { input } from '../internal/field.css';
import { vars } from '../theme/contract.css';

export const trigger = style([
  input,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    cursor: 'pointer',
    textAlign: 'left',
  },
]);
export const placeholder = style({ color: vars.color.textMuted });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '240px',
  overflowY: 'auto',
});
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});
export const search = style({ marginBottom: vars.space.sm });
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
