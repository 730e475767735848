import { ConfigProvider } from 'antd';
// antd's built-in English: antd's components import it themselves, so naming it adds nothing to the page.
import antdBuiltInEnglish from 'antd/es/locale/en_US';
import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/language';
import { readStored, writeStored } from '../../lib/storage';
import { themeConfig } from './tokens';
import { DARK_CLASS, THEME_STORAGE_KEY, ThemeContext, type ColorTheme } from './theme';

function storedTheme(): ColorTheme {
  return readStored(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

/**
 * Light by default; the choice is saved under `color-theme` and shown as the `dark` class on
 * <body> (spec §4), and antd switches to its dark algorithm, with colours that stay readable
 * (tokens.ts). antd speaks the language in use (i18n/language.ts).
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
  const { antdLocale } = useLanguage();

  return (
    <ThemeContext value={value}>
      {/* Always a locale: antd adds a provider around the app only when given one, and adding it
          when antd's words first arrive (the first switch of language on the sign-in page or the
          technician's phone) would remount everything below, losing what the screens hold. */}
      <ConfigProvider locale={antdLocale ?? antdBuiltInEnglish} theme={antdConfig}>
        {children}
      </ConfigProvider>
    </ThemeContext>
  );
}
