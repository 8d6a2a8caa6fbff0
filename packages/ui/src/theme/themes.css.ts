import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeColors } from './themeColors';
import { sharedTokens } from './tokens';

/** Light theme class: the default look of the console. */
export const lightTheme = createTheme(vars, {
  ...sharedTokens,
  color: themeColors.light,
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 32, 0.12)',
    md: '0 4px 12px rgba(15, 23, 32, 0.16)',
    lg: '0 12px 32px rgba(15, 23, 32, 0.24)',
  },
});

/** Dark theme class. */
export const darkTheme = createTheme(vars, {
  ...sharedTokens,
  color: themeColors.dark,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

/** High-contrast theme class: black on white, strong borders, no subtle greys (WCAG AAA text). */
export const highContrastTheme = createTheme(vars, {
  ...sharedTokens,
  color: themeColors.highContrast,
  shadow: { sm: '0 0 0 1px #000000', md: '0 0 0 2px #000000', lg: '0 0 0 3px #000000' },
});

/** Theme classes by name; put one on a container (ThemeProvider does it) to theme everything inside. */
export const themeClass = { light: lightTheme, dark: darkTheme, highContrast: highContrastTheme } as const;

/** The names of the shipped themes. */
export type ThemeName = keyof typeof themeClass;

// The global reset lives here, not in its own side-effect-only module: a module that exports
// nothing is dropped by bundlers that honour `sideEffects` (the console's production build lost it),
// while this module is always used (themeClass, ThemeProvider).
// A small global reset: box sizing, margins, inherited fonts on form controls.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', { WebkitFontSmoothing: 'antialiased', textRendering: 'optimizeLegibility' });
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
// A fieldset is min-content wide by default, so a row of fields pushed the page sideways at 320 px
// (WCAG 1.4.10 Reflow, issue 21).
globalStyle('fieldset', { minWidth: 0 });
globalStyle('*:focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
