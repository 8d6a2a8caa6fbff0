import { globalStyle, style } from '@vanilla-extract/css';

/** The sheet inside the printing popup (on screen only). */
export const sheet = style({ '@media': { print: { display: 'none' } } });
/**
 * The paper copy of the sheet, a direct child of <body>: hidden on screen; on paper it is the only
 * thing printed (every other child of <body>, the app and its dialogs included, is hidden), black on
 * white, across the page and over as many pages as it needs.
 */
export const paper = style({
  display: 'none',
  '@media': { print: { display: 'block', color: 'black', background: 'white', padding: 0 } },
});
export const sheetTitle = style({ margin: '0 0 8px' });
export const lines = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  gap: '4px 16px',
  margin: 0,
});
export const term = style({ fontWeight: 600 });
export const detail = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

globalStyle(`body:has(> ${paper}) > *:not(${paper})`, { '@media': { print: { display: 'none' } } });
globalStyle(`body:has(> ${paper})`, {
  '@media': { print: { overflow: 'visible', background: 'white', margin: 0 } },
});
