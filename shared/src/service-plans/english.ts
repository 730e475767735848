import { messagesEn, type Message } from '../i18n/messages.en';

/**
 * A message's English, filled in without i18next: for the English-only fields REST has always
 * sent (a warranty's `label`) and for tests. Screens render the message in their reader's language.
 */
export function englishOf(message: Message): string {
  const text = message.key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messagesEn);
  if (typeof text !== 'string') return message.key;
  return text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (whole, name: string) => {
    const value = message.params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? englishOf(value) : String(value);
  });
}
