import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const frame = style({
  position: 'fixed',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
});
export const modes = styleVariants({
  window: {},
  fullscreen: { inset: 0, borderRadius: 0, width: 'auto !important', height: 'auto !important' },
  minimized: { right: vars.space.lg, bottom: vars.space.lg, width: 280, height: 'auto' },
  popout: {},
});
export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'move',
  userSelect: 'none',
  touchAction: 'none',
});
export const titleText = style({
  flex: 1,
  fontWeight: vars.font.weight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const body = style({ flex: 1, overflow: 'auto', padding: vars.space.md });
export const placeholder = style({ color: vars.color.textMuted, padding: vars.space.sm });
