import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@sevak/shared/i18n/language';
import type { Catalogue } from '@sevak/shared/i18n/catalogue';
import { MESSAGES_NAMESPACE } from '@sevak/shared/i18n/render-message';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored } from '../lib/storage';

/*
 * The client's catalogue. Each screen's English travels inside the screen's own chunk, registered
 * as its module loads (`registerCatalogue`), so English never waits for a second request. Every
 * other language is fetched as a chunk per namespace when chosen: the Hindi catalogue never
 * weighs on someone reading English, nor on the sign-in page's first load.
 *
 * A namespace is a feature folder (`customers`), `common` for the app's frame and shared kit, and
 * `messages` for what the server and the shared schemas say (shared/src/i18n).
 */

/** Where each namespace's Hindi is: `../features/customers/i18n/hi.ts`, `../app/theme/i18n/hi.ts` (its English registers itself). */
const featureTranslations = import.meta.glob<Catalogue>(['../features/*/i18n/hi.ts', '../app/*/i18n/hi.ts'], { import: 'default' });
const commonTranslations = import.meta.glob<Catalogue>('./common/{en,hi}.ts', { import: 'default' });

async function loadTranslation(language: string, namespace: string): Promise<Catalogue> {
  if (namespace === MESSAGES_NAMESPACE) {
    return language === 'hi' ? (await import('@sevak/shared/i18n/messages.hi')).messagesHi : (await import('@sevak/shared/i18n/messages.en')).messagesEn;
  }
  // A screen's English registers as it loads (`registerCatalogue`); only the frame's may be fetched.
  const load =
    namespace === 'common'
      ? commonTranslations[`./common/${language}.ts`]
      : (featureTranslations[`../features/${namespace}/i18n/${language}.ts`] ?? featureTranslations[`../app/${namespace}/i18n/${language}.ts`]);
  if (!load) throw new Error(`No ${language} catalogue for ${namespace}.`);
  return load();
}

/** Also read by index.html's first paint and the sign-in page before anyone is signed in. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language this browser last chose, before the server says what the signed-in person chose. */
export function storedLanguage(): Language {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** i18next asks this for a namespace in a language it does not hold yet: a chunk of the build. */
const catalogueChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    loadTranslation(language, namespace).then(
      (catalogue) => done(null, catalogue),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(catalogueChunks)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    // Nothing in the first chunk: the sign-in page brings its own words, the frame its own.
    resources: {},
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    initAsync: false,
    });
// "Enter a valid {{what, lowercase}}": English lowers a field's name inside a sentence; Hindi has no case.
i18n.services.formatter?.add('lowercase', (value: unknown, language: string | undefined) =>
  language === 'en' ? String(value).toLowerCase() : String(value),
);

/**
 * Registers a feature's English under its namespace, as the feature's code loads, and names the
 * namespace for `useTranslation`. A language switch then fetches this namespace with the rest.
 */
export function registerCatalogue<const Namespace extends string>(namespace: Namespace, english: Catalogue): Namespace {
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, english);
  const known = i18n.options.ns;
  if (Array.isArray(known) && !known.includes(namespace)) known.push(namespace);
  // A screen opened in Hindi starts fetching its Hindi now, beside its own rendering.
  if (i18n.resolvedLanguage && i18n.resolvedLanguage !== 'en') void i18n.loadNamespaces(namespace);
  return namespace;
}
