import { createContext, type ReactNode, useContext } from 'react';
import { type ThemeName, themeClass } from './themes.css';
import * as styles from './ThemeProvider.css';

const ThemeContext = createContext<ThemeName>('light');

export type ThemeProviderProps = {
  /** Which theme to apply; default 'light'. */
  theme?: ThemeName;
  children?: ReactNode;
  /** Extra class on the themed container. */
  className?: string;
};

/**
 * Applies a theme class (and the base font/colour) to a `div` around its children. Portalled
 * overlays (dialogs, menus, toasts) read `useTheme()` and re-apply the class on their own root,
 * so they are themed even though they render under `document.body`.
 * Throws `Unknown theme "x". Use light, dark or highContrast.` for an unknown name.
 */
export function ThemeProvider({ theme = 'light', children, className }: ThemeProviderProps) {
  const cls = themeClass[theme];
  if (!cls) throw new Error(`Unknown theme "${String(theme)}". Use light, dark or highContrast.`);
  return (
    <ThemeContext.Provider value={theme}>
      <div data-theme={theme} className={[cls, styles.root, className].filter(Boolean).join(' ')}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The current theme name (default 'light' outside a ThemeProvider). */
export function useTheme(): ThemeName {
  return useContext(ThemeContext);
}

/** Class names that theme a portalled overlay like the nearest ThemeProvider. */
export function useThemeClass(): string {
  return `${themeClass[useContext(ThemeContext)]} ${styles.overlayRoot}`;
}
