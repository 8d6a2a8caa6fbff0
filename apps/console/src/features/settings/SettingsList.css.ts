import { style } from '@vanilla-extract/css';
import { vars } from '@wm/ui';

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const spacer = style({ flex: 1 });
