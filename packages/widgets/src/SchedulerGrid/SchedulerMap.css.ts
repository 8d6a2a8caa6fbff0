import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wm/ui';
import { PIN_COLORS } from '../Map/mapGeometry';

export const root = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const side = style({ minWidth: 200, maxWidth: 320, flex: '1 1 200px' });
export const heading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.size.sm });
export const list = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const legend = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const letter = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: '#1F5FAD',
  color: '#ffffff',
  fontWeight: 700,
  fontSize: 11,
});
export const ticketMark = style([letter, { borderRadius: 3, background: PIN_COLORS.orange }]);
/** A ticket mark in its priority's pin colour (the same classes as the map: no inline styles, for the CSP). */
export const ticketMarkColor = styleVariants(PIN_COLORS, (hex) => ({ background: hex }));
export const muted = style({ color: vars.color.textMuted });
export const info = style({ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 4 });
export const link = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'left',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});
