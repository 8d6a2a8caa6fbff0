import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
// Grid items may shrink below their content (the map scrolls inside its card on narrow screens).
globalStyle(`${grid} > *`, { minWidth: 0 });
export const wide = style({ gridColumn: '1 / -1' });
export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const mapBox = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
});
export const first = style({ textAlign: 'left' });
export const danger = style({ color: vars.color.error, fontWeight: vars.font.weight.bold });
/** A forecast day that is not severe, inside a severe location's line. */
export const plain = style({ color: vars.color.text, fontWeight: vars.font.weight.regular });
/** A card's line in the customise popover: its checkbox, then move up / move down. */
export const orderRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const spacer = style({ flex: 1 });
