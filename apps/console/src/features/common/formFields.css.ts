import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const dateField = style({ minWidth: 0 });
export const error = style({ color: vars.color.error, margin: 0, fontSize: vars.font.size.sm });
export const readOnlyValue = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const readOnlyLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
