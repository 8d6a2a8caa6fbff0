import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wm/ui';
import { PIN_COLORS } from './mapGeometry';

export const root = style({
  position: 'relative',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});
export const svg = style({ display: 'block', width: '100%', height: '100%' });
export const water = style({ fill: vars.color.surfaceSunken });
export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });
export const leg = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const pin = style({
  cursor: 'pointer',
  outline: 'none',
});
globalStyle(`${pin}:focus-visible circle, ${pin}:focus-visible rect`, {
  stroke: vars.color.focusRing,
  strokeWidth: 3,
});
export const fence = style({
  fill: vars.color.primary,
  fillOpacity: 0.12,
  stroke: vars.color.primary,
  strokeWidth: 2,
});
export const pinRing = style({ stroke: vars.color.surface, strokeWidth: 2 });
export const pinText = style({
  fill: vars.color.textInverse,
  fontWeight: 700,
  fontSize: 11,
  pointerEvents: 'none',
});
export const info = style({
  position: 'absolute',
  minWidth: 180,
  maxWidth: 260,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  transform: 'translate(-50%, calc(-100% - 18px))',
  zIndex: 1,
});
/** The info window of a pin near the top edge opens below the pin, so it is never cut off. */
export const infoBelow = style({ transform: 'translate(-50%, 18px)' });
export const infoHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.bold,
});
export const infoTitle = style({ flex: 1 });
export const note = style({
  position: 'absolute',
  left: vars.space.xs,
  bottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
export const google = style({ width: '100%', height: '100%' });
export const showAll = style({ position: 'absolute', top: 8, right: 8 });
/** The Leaflet map's box (tiles from MAP_TILE_URL, dragged and zoomed by Leaflet). */
export const leaflet = style({ width: '100%', height: '100%', background: vars.color.surfaceSunken });
/** A pin of the Leaflet map: a lettered disc (the colour comes from leafletPinColor). */
export const leafletPin = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  border: `2px solid ${vars.color.surface}`,
  color: '#fff',
  fontWeight: 700,
  fontSize: 11,
  fontFamily: vars.font.family.body,
  boxSizing: 'border-box',
  cursor: 'pointer',
  outline: 'none',
  boxShadow: vars.shadow.sm,
});
globalStyle(`${leafletPin}:focus-visible`, { outline: `3px solid ${vars.color.focusRing}` });
/** Pin colours of PIN_COLORS (time spec 4, service spec 9) as classes: no inline styles, for the CSP. */
export const leafletPinColor = styleVariants(PIN_COLORS, (hex, name) => ({
  background: hex,
  ...(name === 'yellow' ? { color: '#1a1a1a' } : {}),
}));
