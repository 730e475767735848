import { createContext, useContext } from 'react';

export type ColorTheme = 'light' | 'dark';

/** Also read by public/theme-init.js before the app loads. */
export const THEME_STORAGE_KEY = 'color-theme';
export const DARK_CLASS = 'dark';

export interface ThemeContextValue {
  theme: ColorTheme;
  setTheme: (theme: ColorTheme) => void;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
