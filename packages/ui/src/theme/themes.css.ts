import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sharedTokens } from './tokens';

/** Light theme class: the default look of the console. */
export const lightTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    background: '#f4f6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eef1f4',
    text: '#1b2733',
    textMuted: '#52606d',
    textInverse: '#ffffff',
    border: '#c9d1d9',
    borderStrong: '#7b8794',
    focusRing: '#1f6feb',
    primary: '#0b5cad',
    primaryHover: '#094a8c',
    primaryText: '#ffffff',
    secondary: '#e4e9ee',
    secondaryHover: '#d3dae1',
    secondaryText: '#1b2733',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerText: '#ffffff',
    ghostHover: '#e9edf1',
    success: '#146c2e',
    successSurface: '#e3f4e8',
    info: '#0b5cad',
    infoSurface: '#e2eefb',
    warn: '#7a4d00',
    warnSurface: '#fff4d6',
    error: '#b42318',
    errorSurface: '#fde8e6',
    overlay: 'rgba(15, 23, 32, 0.55)',
    disabledSurface: '#e4e7eb',
    disabledText: '#616e7c',
    selected: '#dbe9f9',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 32, 0.12)',
    md: '0 4px 12px rgba(15, 23, 32, 0.16)',
    lg: '0 12px 32px rgba(15, 23, 32, 0.24)',
  },
});

/** Dark theme class. */
export const darkTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    background: '#11161c',
    surface: '#1a2129',
    surfaceRaised: '#222b35',
    surfaceSunken: '#0d1217',
    text: '#e6edf3',
    textMuted: '#a9b4bf',
    textInverse: '#11161c',
    border: '#3a4654',
    borderStrong: '#7d8a97',
    focusRing: '#79b8ff',
    primary: '#4c9aff',
    primaryHover: '#79b4ff',
    primaryText: '#0b1520',
    secondary: '#2d3743',
    secondaryHover: '#3a4654',
    secondaryText: '#e6edf3',
    danger: '#ff7b72',
    dangerHover: '#ffa198',
    dangerText: '#1a0b0a',
    ghostHover: '#27313c',
    success: '#56d364',
    successSurface: '#12301b',
    info: '#79b8ff',
    infoSurface: '#102a45',
    warn: '#e3b341',
    warnSurface: '#3a2c0b',
    error: '#ff7b72',
    errorSurface: '#3d1512',
    overlay: 'rgba(0, 0, 0, 0.65)',
    disabledSurface: '#2a323c',
    disabledText: '#a0abb6',
    selected: '#1d3a5c',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

/** High-contrast theme class: black on white, strong borders, no subtle greys (WCAG AAA text). */
export const highContrastTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#ffffff',
    text: '#000000',
    textMuted: '#1a1a1a',
    textInverse: '#ffffff',
    border: '#000000',
    borderStrong: '#000000',
    focusRing: '#c00000',
    primary: '#00307a',
    primaryHover: '#001f4f',
    primaryText: '#ffffff',
    secondary: '#ffffff',
    secondaryHover: '#e6e6e6',
    secondaryText: '#000000',
    danger: '#8a0000',
    dangerHover: '#5c0000',
    dangerText: '#ffffff',
    ghostHover: '#e6e6e6',
    success: '#004d00',
    successSurface: '#ffffff',
    info: '#00307a',
    infoSurface: '#ffffff',
    warn: '#4d3300',
    warnSurface: '#ffffff',
    error: '#8a0000',
    errorSurface: '#ffffff',
    overlay: 'rgba(0, 0, 0, 0.75)',
    disabledSurface: '#ffffff',
    disabledText: '#333333',
    selected: '#cfe0ff',
  },
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
globalStyle('*:focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
