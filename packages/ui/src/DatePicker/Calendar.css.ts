import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '252px',
});
export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ fontWeight: vars.font.weight.bold });
export const grid = style({ borderCollapse: 'collapse', width: '100%' });
export const weekday = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  padding: `${vars.space.xxs} 0`,
  textAlign: 'center',
});
export const cell = style({ padding: '1px', textAlign: 'center' });
export const day = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '34px',
  height: '30px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.ghostHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-outside]': { color: vars.color.textMuted },
    '&[data-today]': { fontWeight: vars.font.weight.bold, textDecoration: 'underline' },
    '&[data-in-range]': { background: vars.color.selected },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[aria-disabled="true"]': {
      color: vars.color.disabledText,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});
