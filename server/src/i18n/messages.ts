import i18next from 'i18next';
import { MESSAGES_NAMESPACE, messagesEn, renderMessage as renderWith, type Language, type Message, type MessageTranslator } from '@sevak/shared';
import { messagesHi } from '@sevak/shared/i18n/messages.hi';

/*
 * The server's catalogue: every language at once, as one process answers callers in either.
 * The same library renders the same keys in the client, so a sentence reads alike on both doors.
 */
const translator = i18next.createInstance();
void translator.init({
  resources: { en: { [MESSAGES_NAMESPACE]: messagesEn }, hi: { [MESSAGES_NAMESPACE]: messagesHi } },
  lng: 'en',
  fallbackLng: 'en',
  ns: [MESSAGES_NAMESPACE],
  defaultNS: MESSAGES_NAMESPACE,
  // Sentences go out as JSON text, never into HTML here: nothing to escape.
  interpolation: { escapeValue: false },
  initAsync: false,
});
// "Enter a valid {{what, lowercase}}": English lowers a field's name inside a sentence; Hindi has no case.
translator.services.formatter?.add('lowercase', (value: unknown, language: string | undefined) =>
  language === 'en' ? String(value).toLowerCase() : String(value),
);

/*
 * Keys arrive as strings from many places (schemas, the wire), so they are looked up untyped; the
 * catalogues' types check them where they are written (`MSG`).
 */
const untyped: MessageTranslator = {
  t: (key, options) => translator.t(key as never, options as never) as unknown as string,
  exists: (key, options) => translator.exists(key, options),
};

/**
 * Sentences without values, rendered once per language: most answers carry one ("Visits
 * fetched successfully"), the same on every call, and i18next looks each up and interpolates it
 * anew. Bounded, as a string that is not a key comes back as itself.
 */
const plainSentences = new Map<string, string>();
const REMEMBERED_SENTENCES = 5_000;

/** A message as a sentence in `language` (English unless asked). */
export function renderMessage(message: Message | string, language: Language = 'en'): string {
  const key = typeof message === 'string' ? message : message.params ? undefined : message.key;
  if (key === undefined) return renderWith(untyped, message, language);
  const remembered = `${language} ${key}`;
  let sentence = plainSentences.get(remembered);
  if (sentence === undefined) {
    sentence = renderWith(untyped, message, language);
    if (plainSentences.size >= REMEMBERED_SENTENCES) plainSentences.clear();
    plainSentences.set(remembered, sentence);
  }
  return sentence;
}
