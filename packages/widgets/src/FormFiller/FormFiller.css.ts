import { vars } from '@wm/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  maxWidth: '52rem',
});

export const control = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const question = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const error = style({ color: vars.color.error, fontSize: vars.font.size.xs });

export const errorBlock = style({
  border: `1px solid ${vars.color.error}`,
  background: vars.color.errorSurface,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const infoBlock = style({
  border: `1px solid ${vars.color.info}`,
  background: vars.color.infoSurface,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
});

export const subForm = style({
  borderLeft: `3px solid ${vars.color.primary}`,
  paddingLeft: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const subFormTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  margin: 0,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm });
export const cell = style({
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xxs,
  verticalAlign: 'top',
});
export const headCell = style([cell, { background: vars.color.surfaceSunken, textAlign: 'left' }]);
export const cellInput = style({
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error } },
});
export const tableScroll = style({ overflowX: 'auto' });

export const nativeInput = cellInput;

export const spacerSize = styleVariants({
  small: { fontSize: vars.font.size.sm },
  medium: { fontSize: vars.font.size.md },
  large: { fontSize: vars.font.size.xl },
});
export const spacerColor = styleVariants({
  blue: { color: vars.color.info },
  gray: { color: vars.color.textMuted },
  green: { color: vars.color.success },
  red: { color: vars.color.error },
});
export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});
export const breadcrumb = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, margin: 0 });
export const media = style({ maxWidth: '100%', maxHeight: '16rem', borderRadius: vars.radius.sm });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
