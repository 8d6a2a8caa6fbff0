import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The printed ticket: on paper only the sheet shows (every other element of the page, the ticket
 * dialog included, is hidden), black on white, at the top left of the page.
 */
export const sheet = style({
  '@media': {
    print: { position: 'absolute', left: 0, top: 0, width: '100%', color: 'black', background: 'white' },
  },
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

globalStyle('body *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${sheet}, ${sheet} *`, { '@media': { print: { visibility: 'visible' } } });
