import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { input, overlayContent } from '../internal/field.css';

export const trigger = style([
  input,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    cursor: 'pointer',
    textAlign: 'left',
    selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
  },
]);

/** The chosen option's text: one line, cut with an ellipsis instead of wrapping out of the trigger. */
export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const content = style([
  overlayContent,
  {
    overflow: 'hidden',
    minWidth: 'var(--radix-select-trigger-width)',
    maxHeight: 'var(--radix-select-content-available-height)',
  },
]);

export const viewport = style({ padding: vars.space.xs });

export const indicator = style({ marginLeft: 'auto', display: 'inline-flex' });
