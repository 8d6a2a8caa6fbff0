import { style } from '@vanilla-extract/css';
import { overlayContent } from '../internal/field.css';
import { vars } from '../theme/contract.css';

export const wrapper = style({ position: 'relative' });

export const listbox = style([
  overlayContent,
  {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    left: 0,
    right: 0,
    zIndex: vars.zIndex.dropdown,
    maxHeight: '240px',
    overflowY: 'auto',
    margin: 0,
    padding: vars.space.xs,
    listStyle: 'none',
  },
]);

export const empty = style({ padding: `${vars.space.xs} ${vars.space.sm}`, color: vars.color.textMuted });
