import { globalStyle } from '@vanilla-extract/css';

// Page-level globals of the console. @wm/ui's own reset is a side-effect import that the production
// build currently drops (reported to ui); these keep the frame right either way.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0, minHeight: '100%' });
globalStyle('h1', { fontSize: '1.5rem', margin: 0 });
