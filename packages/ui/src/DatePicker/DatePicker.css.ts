import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const group = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const input = style({ width: '130px', flex: '0 0 auto' });
export const range = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const legend = style({ padding: 0, marginBottom: vars.space.xs });
