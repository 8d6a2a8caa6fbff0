import { style } from '@vanilla-extract/css';
import { listItem, overlayContent } from '../internal/field.css';
import { vars } from '../theme/contract.css';

export const content = style([
  overlayContent,
  { minWidth: '180px', padding: vars.space.xs, zIndex: vars.zIndex.dropdown },
]);
export const item = style([listItem, { minHeight: '30px' }]);
export const danger = style({ color: vars.color.error });
export const separator = style({
  height: '1px',
  background: vars.color.border,
  margin: `${vars.space.xs} 0`,
});
export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});
export const indicator = style({ width: '14px', display: 'inline-flex' });
