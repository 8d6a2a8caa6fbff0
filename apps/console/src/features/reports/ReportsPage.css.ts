import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 280px) 1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { '(max-width: 800px)': { gridTemplateColumns: '1fr' } },
});
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const reportButton = style({
  flex: 1,
  textAlign: 'left',
  background: 'transparent',
  border: 0,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.ghostHover },
    '&[aria-current="true"]': { background: vars.color.selected, fontWeight: vars.font.weight.medium },
  },
});
export const star = style({
  background: 'transparent',
  border: 0,
  cursor: 'pointer',
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
  lineHeight: 1,
  padding: vars.space.xxs,
  selectors: { '&[aria-pressed="true"]': { color: vars.color.warn } },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const description = style({ color: vars.color.textMuted, margin: 0 });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
/**
 * A table's box that scrolls sideways inside itself on a narrow screen (reflow, WCAG 1.4.10); positioned,
 * so that visually hidden header text (absolutely positioned) stays inside it.
 */
export const tableScroll = style({ position: 'relative', overflowX: 'auto', maxWidth: '100%', minWidth: 0 });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
