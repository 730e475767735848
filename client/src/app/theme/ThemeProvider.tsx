import { ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from '../../lib/storage';
import { themeConfig } from './tokens';
import { DARK_CLASS, THEME_STORAGE_KEY, ThemeContext, type ColorTheme } from './theme';

/**
 * en_GB, with a long text's "read more" link named by the words it shows (antd names it "Expand"
 * while showing another word, which a screen reader user saying what they see cannot click).
 */
const LOCALE = { ...enGB, Text: { ...enGB.Text, expand: 'Read more', collapse: 'Show less' } };

function storedTheme(): ColorTheme {
  return readStored(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

/**
 * Light by default; the choice is saved under `color-theme` and shown as the `dark` class on
 * <body> (spec §4), and antd switches to its dark algorithm, with colours that stay readable (tokens.ts). antd has no en_IN locale; en_GB
 * reads dates day-first as India does.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ColorTheme>(storedTheme);

  useLayoutEffect(() => {
    document.body.classList.toggle(DARK_CLASS, theme === 'dark');
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  const setTheme = useCallback((next: ColorTheme) => {
    writeStored(THEME_STORAGE_KEY, next);
    setThemeState(next);
  }, []);

  const value = useMemo(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );

  const antdConfig = useMemo(() => themeConfig(theme), [theme]);

  return (
    <ThemeContext value={value}>
      <ConfigProvider locale={LOCALE} theme={antdConfig}>
        {children}
      </ConfigProvider>
    </ThemeContext>
  );
}
