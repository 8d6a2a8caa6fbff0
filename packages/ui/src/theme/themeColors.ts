/**
 * The colours of each shipped theme (light, dark, high contrast), as plain data so that the theme
 * contract test (themeColors.test.ts) can check their contrast without a browser. Every value is a
 * CSS colour; text-on-surface pairs meet WCAG 2.1 AA (see `CONTRAST_PAIRS`).
 */
export type ThemeColors = Record<
  | 'background'
  | 'surface'
  | 'surfaceRaised'
  | 'surfaceSunken'
  | 'text'
  | 'textMuted'
  | 'textInverse'
  | 'border'
  | 'borderStrong'
  | 'focusRing'
  | 'primary'
  | 'primaryHover'
  | 'primaryText'
  | 'secondary'
  | 'secondaryHover'
  | 'secondaryText'
  | 'danger'
  | 'dangerHover'
  | 'dangerText'
  | 'ghostHover'
  | 'success'
  | 'successSurface'
  | 'info'
  | 'infoSurface'
  | 'warn'
  | 'warnSurface'
  | 'error'
  | 'errorSurface'
  | 'overlay'
  | 'disabledSurface'
  | 'disabledText'
  | 'selected',
  string
>;

export const themeColors: Record<'light' | 'dark' | 'highContrast', ThemeColors> = {
  light: {
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
  dark: {
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
  highContrast: {
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
};
