import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  minWidth: 0,
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  contain: 'strict',
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 3,
  display: 'flex',
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const corner = style({
  position: 'sticky',
  left: 0,
  zIndex: 4,
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surfaceSunken,
  borderRight: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const column = style({
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRight: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
});

export const dayButton = style({
  width: '100%',
  height: '100%',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.ghostHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const row = style({
  position: 'absolute',
  left: 0,
  display: 'flex',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowName = style({
  position: 'sticky',
  left: 0,
  zIndex: 2,
  flex: 'none',
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  background: vars.color.surfaceRaised,
  borderRight: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const unassignedName = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const lane = style({ position: 'relative', flex: 'none', height: '100%' });
export const laneOver = style({ background: vars.color.infoSurface });

export const gridLine = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 1,
  background: vars.color.border,
  pointerEvents: 'none',
});

export const now = style({
  position: 'absolute',
  zIndex: 1,
  background: vars.color.overlay,
  opacity: 0.12,
  pointerEvents: 'none',
});
export const nowLine = style({
  position: 'absolute',
  zIndex: 1,
  width: 2,
  background: vars.color.error,
  pointerEvents: 'none',
});

export const ticket = style({
  position: 'absolute',
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  padding: '0 6px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.sm,
  border: '1px solid rgba(0,0,0,0.35)',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.xs,
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1, zIndex: 2 },
  },
});
export const dragging = style({ zIndex: 5, opacity: 0.85, cursor: 'grabbing', boxShadow: vars.shadow.md });

/** Priority colours (service spec 9): low lighter orange, medium default orange, high darker orange. */
export const priority = styleVariants({
  1: { background: '#ffd8a8', color: '#3b2200' },
  2: { background: '#f59f00', color: '#241500' },
  3: { background: '#a84300', color: '#ffffff' },
});

export const ticketText = style({ overflow: 'hidden', textOverflow: 'ellipsis', pointerEvents: 'none' });
export const statusIcon = style({ flex: 'none', fontWeight: vars.font.weight.bold, pointerEvents: 'none' });

export const handle = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 6,
  cursor: 'ew-resize',
  touchAction: 'none',
  zIndex: 1,
});
export const handleStart = style([handle, { left: 0 }]);
export const handleEnd = style([handle, { right: 0 }]);

export const tray = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minHeight: 36,
});
export const trayTitle = style({ fontWeight: vars.font.weight.bold, marginRight: vars.space.xs });
export const trayTicket = style([ticket, { position: 'relative', height: 26, maxWidth: 220 }]);

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
