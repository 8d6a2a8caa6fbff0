import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small global reset: box sizing, margins, inherited fonts on form controls.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', { WebkitFontSmoothing: 'antialiased', textRendering: 'optimizeLegibility' });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('*:focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
