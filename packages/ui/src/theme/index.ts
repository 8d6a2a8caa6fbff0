export { vars } from './contract.css';
export { darkTheme, highContrastTheme, lightTheme, themeClass, type ThemeName } from './themes.css';
export { ThemeProvider, type ThemeProviderProps, useTheme, useThemeClass } from './ThemeProvider';
