import type { Language } from '@sevak/shared/i18n/language';
import type { Locale } from 'antd/es/locale';
import { createContext, useContext } from 'react';
import { writeStored } from '../lib/storage';
import { i18n, LANGUAGE_STORAGE_KEY } from './i18n';

/**
 * antd's words in English: en_GB, as antd has no en_IN and en_GB reads dates day-first as India
 * does, with a long text's "read more" link named by the words it shows (antd names it "Expand"
 * while showing another word, which a screen reader user saying what they see cannot click).
 * Fetched by the screens that show antd's words (`requireAntdLocale`), not on the first load: the
 * sign-in page and the technician's phone app have no date picker or pager, and antd's built-in
 * English serves their dialogs.
 */
async function antdLocaleOf(language: Language): Promise<Locale> {
  if (language === 'en') {
    const enGB = (await import('antd/locale/en_GB')).default;
    return { ...enGB, Text: { ...enGB.Text, expand: 'Read more', collapse: 'Show less' } };
  }
  const hiIN = (await import('antd/locale/hi_IN')).default;
  return { ...hiIN, Text: { ...hiIN.Text, expand: 'और पढ़ें', collapse: 'कम दिखाएँ' } };
}

/** Fetched only on a switch: the sign-in page itself shows no dates. */
async function switchDayjsLocale(language: Language): Promise<void> {
  const { dayjs } = await import('../lib/dayjs');
  if (language === 'hi') await import('dayjs/locale/hi');
  dayjs.locale(language === 'hi' ? 'hi' : 'en-in');
}

let currentAntdLocale: Locale | undefined;

/** antd's words for the language in use, for the first render, if they were fetched already. */
export function antdLocaleInUse(): Locale | undefined {
  return currentAntdLocale;
}

/** Fetches antd's words for the language in use (once), for a screen that shows them. */
export async function loadAntdLocale(language: Language): Promise<Locale> {
  currentAntdLocale ??= await antdLocaleOf(language);
  return currentAntdLocale;
}

/**
 * Switches every part of the client to `language` at once: fetches its catalogue for every
 * namespace in use, antd's and dayjs's words, then changes over, so no screen shows half of each.
 * Remembered in this browser for the next sign-in page; the server keeps the signed-in person's.
 */
export async function applyLanguage(language: Language): Promise<Locale> {
  const [locale] = await Promise.all([antdLocaleOf(language), switchDayjsLocale(language), i18n.loadLanguages(language)]);
  // The page says its language before its words change, so a screen reader never reads Hindi as English.
  document.documentElement.lang = language === 'hi' ? 'hi' : 'en-IN';
  writeStored(LANGUAGE_STORAGE_KEY, language);
  currentAntdLocale = locale;
  await i18n.changeLanguage(language);
  return locale;
}

export interface LanguageContextValue {
  language: Language;
  /** antd's words; antd's built-in English until a screen that shows more of them asks (`requireAntdLocale`). */
  antdLocale: Locale | undefined;
  /** Fetches antd's words for the language in use: the signed-in frame asks, with its pickers and pagers. */
  requireAntdLocale: () => void;
  /** Changes the language on this device; `useChooseLanguage` also saves it for the signed-in person. */
  setLanguage: (language: Language) => Promise<void>;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
