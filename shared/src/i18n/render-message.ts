import type { Message, MessageKey } from './messages.en';

export type { Message, MessageKey };

/**
 * What both sides' i18next instances offer a renderer: the server's holds every language, the
 * client's the languages it has loaded. Kept to these two calls so shared code needs no i18next.
 */
export interface MessageTranslator {
  t(key: string, options: Record<string, unknown>): string;
  exists(key: string, options: Record<string, unknown>): boolean;
}

/** The namespace of the shared catalogue in both i18next instances. */
export const MESSAGES_NAMESPACE = 'messages';

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}

/**
 * A message as the reader's sentence. A key the catalogue does not have is shown as it came: the
 * validation library's own English for a check no schema words, or an older server's sentence.
 */
export function renderMessage(translator: MessageTranslator, message: Message | string, language?: string): string {
  const { key, params } = typeof message === 'string' ? { key: message, params: undefined } : message;
  const options: Record<string, unknown> = { ns: MESSAGES_NAMESPACE, ...(language ? { lng: language } : {}) };
  if (!translator.exists(key, options)) return key;
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [name, isMessage(value) ? renderMessage(translator, value, language) : value]),
  );
  return translator.t(key, { ...options, ...values });
}

/**
 * A message as one string, for where only a string fits: a schema's message (`z.union(…, { error })`
 * keeps no values beside it). A key never holds `?`, so the values follow one, as JSON.
 */
export function messageRef(message: Message): string {
  return message.params ? `${message.key}?${JSON.stringify(message.params)}` : message.key;
}

/**
 * A failed schema check as a message: the schema's key, with the limit a size check carries
 * (`{{maximum}}`), the values a custom check added as its `params`, and those a `messageRef` carries.
 */
export function messageOfIssue(issue: {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}): Message {
  const mark = issue.message.indexOf('?{');
  const key = (mark === -1 ? issue.message : issue.message.slice(0, mark)) as MessageKey;
  const carried = mark === -1 ? {} : (JSON.parse(issue.message.slice(mark + 1)) as Record<string, unknown>);
  const params: Record<string, string | number | Message> = {};
  for (const [name, value] of Object.entries({ minimum: issue.minimum, maximum: issue.maximum, ...issue.params, ...carried })) {
    if (typeof value === 'number' || typeof value === 'string' || isMessage(value)) params[name] = value;
    else if (typeof value === 'bigint') params[name] = Number(value);
  }
  return Object.keys(params).length > 0 ? { key, params } : { key };
}
