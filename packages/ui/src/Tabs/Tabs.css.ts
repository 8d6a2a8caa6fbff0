import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  // Tabs that do not fit in one row (phones) wrap instead of widening the page.
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const trigger = style({
  all: 'unset',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  borderBottom: '3px solid transparent',
  marginBottom: '-1px',
  selectors: {
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
// A panel without focusable content is itself a tab stop (Radix): it shows the focus ring then (issue 21).
export const panel = style({
  paddingTop: vars.space.lg,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
