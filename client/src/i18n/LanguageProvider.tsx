import type { Language } from '@sevak/shared/i18n/language';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { i18n } from './i18n';
import { antdLocaleInUse, applyLanguage, LanguageContext, loadAntdLocale } from './language';

/** Holds the language in use for the screens and antd; `main.tsx` applied the stored one before the first render. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({ language: (i18n.resolvedLanguage ?? 'en') as Language, antdLocale: antdLocaleInUse() }));

  const setLanguage = useCallback(async (language: Language) => {
    const antdLocale = await applyLanguage(language);
    // Not a transition: everything the switch needs is loaded by now, and a transition here can
    // tangle with the router's own (a navigation at the same moment would never finish).
    setState({ language, antdLocale });
  }, []);

  const { language, antdLocale } = state;
  // Not a transition either, for the same reason: the frame asks for these words as it opens.
  const requireAntdLocale = useCallback(() => {
    if (antdLocale) return;
    void loadAntdLocale(language).then((loaded) =>
      setState((current) => (current.language === language ? { language, antdLocale: loaded } : current)),
    );
  }, [antdLocale, language]);

  const value = useMemo(() => ({ ...state, setLanguage, requireAntdLocale }), [state, setLanguage, requireAntdLocale]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
