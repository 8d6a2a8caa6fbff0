import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

/** Light native controls used where many render at once (virtualised rows) or ui has none yet. */
export const nativeCheckbox = style({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const input = style({
  height: 30,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});

export const select = style([input, { paddingRight: vars.space.xs }]);

export const smallButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 30,
  height: 30,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.ghostHover },
    '&:disabled': {
      color: vars.color.disabledText,
      background: vars.color.disabledSurface,
      cursor: 'default',
    },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
