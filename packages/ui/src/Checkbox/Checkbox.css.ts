import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({ display: 'inline-flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '18px',
  height: '18px',
  flexShrink: 0,
  marginTop: '1px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.primaryText,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ color: vars.color.text, cursor: 'pointer', lineHeight: '20px' });

export const indicator = style({ display: 'inline-flex' });
export const checkMark = style({
  display: 'inline-flex',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'none' } },
});
export const dashMark = style({
  display: 'none',
  selectors: { [`${indicator}[data-state="indeterminate"] &`]: { display: 'inline-flex' } },
});
