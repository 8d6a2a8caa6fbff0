import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg });
export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const item = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { borderColor: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});
export const label = style({ cursor: 'pointer' });
