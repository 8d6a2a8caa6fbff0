import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.error,
  fontWeight: vars.font.weight.medium,
});

export const input = style({
  height: '34px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  width: '100%',
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled, &[data-disabled]': {
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const textarea = style([
  input,
  { height: 'auto', minHeight: '72px', padding: vars.space.sm, resize: 'vertical' },
]);

export const counter = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  alignSelf: 'flex-end',
});

export const overlayContent = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'default',
  userSelect: 'none',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-highlighted]': { background: vars.color.selected },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.bold },
  },
});

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
