import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"top top" "side main"',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const top = style({
  gridArea: 'top',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topCollapsed = style({ minHeight: '32px' });

export const brand = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  whiteSpace: 'nowrap',
});

export const topNav = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowX: 'auto',
  // The host hides the menu with the hidden attribute; display:flex above would otherwise win.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const spacer = style({ flex: 1 });

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const side = style({
  gridArea: 'side',
  width: '220px',
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
});

export const main = style({ gridArea: 'main', minWidth: 0, padding: vars.space.lg, outline: 'none' });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xxs,
});
export const navListVertical = style({ flexDirection: 'column' });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.ghostHover },
    '&[aria-current="page"]': { background: vars.color.selected, fontWeight: vars.font.weight.bold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: {
    '&:focus': {
      left: vars.space.sm,
      top: vars.space.sm,
      zIndex: vars.zIndex.tooltip,
      padding: vars.space.sm,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
    },
  },
});

/** Phone layout: the top bar over the content, no side column. */
export const phoneShell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const phoneBrand = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.font.size.md,
});

export const phoneMain = style({ padding: vars.space.sm, flex: 1 });

export const backdrop = style({
  position: 'fixed',
  inset: '48px 0 0 0',
  zIndex: vars.zIndex.overlay,
  background: 'rgba(0, 0, 0, 0.3)',
});

/** The phone drawer: both menus, under the top bar, from the left edge. */
export const drawer = style({
  position: 'fixed',
  top: '48px',
  left: 0,
  bottom: 0,
  width: 'min(280px, 85vw)',
  zIndex: vars.zIndex.modal,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const drawerNav = style({
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm },
  },
});
// Both menus are vertical lists in the drawer.
globalStyle(`${drawerNav} > ul`, { flexDirection: 'column' });
