import { MESSAGES_NAMESPACE, messageOfIssue, renderMessage, type Message, type MessageTranslator } from '@sevak/shared/i18n/render-message';
import { i18n } from './i18n';

const translator: MessageTranslator = {
  t: (key, options) => i18n.t(key as never, options as never) as unknown as string,
  exists: (key, options) => i18n.exists(key, options),
};

/**
 * A message of the server or of a shared schema, in the language in use: its key rendered from
 * the `messages` catalogue, or, while that is still on its way or for a key it lacks, the text the
 * server sent along.
 */
export function messageText(message: Message | string, fallback?: string): string {
  const key = typeof message === 'string' ? message : message.key;
  if (fallback !== undefined && !i18n.exists(key, { ns: MESSAGES_NAMESPACE })) return fallback;
  return renderMessage(translator, message);
}

/** Fetches the shared messages' catalogue ahead of the first form or error that needs it. */
export function loadMessages(): Promise<void> {
  return i18n.loadNamespaces(MESSAGES_NAMESPACE);
}

/** A shared schema's failed check as the reader's sentence (the catalogue is fetched first if need be). */
export async function issueText(issue: Parameters<typeof messageOfIssue>[0] | undefined): Promise<string> {
  await loadMessages();
  return issue ? messageText(messageOfIssue(issue)) : messageText('common.generic.invalidInput');
}
