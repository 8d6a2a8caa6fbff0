import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const spacer = style({ flex: 1 });
export const importBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const fileLabel = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const error = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.errorSurface,
  color: vars.color.error,
  border: `1px solid ${vars.color.error}`,
});
export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const errorTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  maxHeight: '240px',
  overflowY: 'auto',
  display: 'block',
});

globalStyle(`${errorTable} th, ${errorTable} td`, {
  textAlign: 'left',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
