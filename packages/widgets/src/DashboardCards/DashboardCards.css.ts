import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const list = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const danger = style({ color: vars.color.error, fontWeight: vars.font.weight.bold });
/** A forecast day that is not severe, inside a severe location's line. */
export const plain = style({ color: vars.color.text, fontWeight: vars.font.weight.regular });
export const gallery = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.sm,
});
export const tile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const thumb = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  display: 'block',
});
export const caption = style({
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});
