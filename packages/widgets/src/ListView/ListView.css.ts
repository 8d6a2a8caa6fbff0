import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  minWidth: 0,
});

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const toolbarSpacer = style({ flex: 1 });
export const muted = style({ color: vars.color.textMuted });

export const grid = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  contain: 'strict',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});

export const head = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const row = style({ display: 'flex', alignItems: 'stretch' });

export const bodyRow = style([
  row,
  {
    position: 'absolute',
    left: 0,
    top: 0,
    minWidth: '100%',
    borderBottom: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    cursor: 'default',
    selectors: {
      '&:hover': { background: vars.color.ghostHover },
      '&[aria-selected="true"]': { background: vars.color.selected },
    },
  },
]);

export const activeRow = style({
  boxShadow: `inset 3px 0 0 ${vars.color.focusRing}`,
  outline: `1px dashed ${vars.color.focusRing}`,
  outlineOffset: -2,
});

/** Inactive (2) and deleted (3) references are shown greyed as unavailable (platform spec 4.1). */
export const unavailable = style({ color: vars.color.disabledText, fontStyle: 'italic' });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.sm}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  flex: 'none',
  minWidth: 0,
  // The last column takes what the others leave, so the columns fill a wide grid (no blank band).
  selectors: { '&:last-child': { flexGrow: 1 } },
});

export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
export const alignEnd = style({ justifyContent: 'flex-end' });

export const checkCell = style([cell, { width: 40, justifyContent: 'center', padding: 0 }]);
export const tagsCell = style([cell, { width: 96, gap: vars.space.xxs }]);

export const headerCell = style([
  cell,
  {
    position: 'relative',
    flexDirection: 'column',
    alignItems: 'stretch',
    justifyContent: 'center',
    gap: vars.space.xxs,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    fontWeight: vars.font.weight.bold,
    overflow: 'visible',
  },
]);

export const dragOver = style({ boxShadow: `inset 3px 0 0 ${vars.color.primary}` });

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: { '&:disabled': { cursor: 'default' } },
});

export const headerLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const resizer = style({
  position: 'absolute',
  top: 0,
  right: -3,
  width: 7,
  height: '100%',
  cursor: 'col-resize',
  zIndex: 1,
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&:hover, &:focus-visible, &[data-resizing="true"]': { background: vars.color.primary, opacity: 0.5 },
  },
});

export const filterInput = style({
  height: 24,
  width: '100%',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
});

export const body = style({ position: 'relative' });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.xs}`,
  height: 18,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  border: `1px solid ${vars.color.border}`,
});

export const tagTone = styleVariants({
  neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
  info: { background: vars.color.infoSurface, color: vars.color.info },
  success: { background: vars.color.successSurface, color: vars.color.success },
  warn: { background: vars.color.warnSurface, color: vars.color.warn },
  error: { background: vars.color.errorSurface, color: vars.color.error },
});

export const organiser = style({ position: 'relative' });

export const organiserPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.zIndex.popover,
  minWidth: 260,
  maxHeight: 360,
  overflow: 'auto',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  listStyle: 'none',
  margin: 0,
});

export const organiserItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} 0`,
});

export const organiserName = style({ flex: 1, display: 'flex', alignItems: 'center', gap: vars.space.xs });

/** Phone cards (ListView `cardColumns`). */
export const cardSearch = style({ flex: 1, minWidth: 0 });
export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  minWidth: 0,
});
export const cardSelected = style({
  borderColor: vars.color.primary,
  boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
  background: vars.color.selected,
});
export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});
export const cardTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});
export const cardField = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const cardTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const cardValue = style({ margin: 0, overflowWrap: 'anywhere' });
