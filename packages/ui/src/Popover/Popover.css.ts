import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const content = style({ padding: vars.space.md, maxWidth: 'calc(100vw - 16px)', outline: 'none' });
