import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const wrap = style({ maxWidth: '560px', margin: '0 auto', width: '100%' });
export const clock = style({
  fontSize: '2.2rem',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  margin: 0,
});
export const zone = style({ textAlign: 'center', color: vars.color.textMuted, margin: 0 });
export const pinBox = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.md} 0`,
});
export const dot = style({
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  selectors: { '&[data-filled="true"]': { background: vars.color.primary, borderColor: vars.color.primary } },
});
export const keypad = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.sm });
export const key = style({ fontSize: vars.font.size.xl, height: '56px' });
export const who = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'center',
});
export const name = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, margin: 0 });
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: vars.space.md,
});
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'center',
  marginTop: vars.space.md,
});
export const hiddenInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
