import { messagesEn } from '@sevak/shared/i18n/messages.en';
import { registerCatalogue } from './i18n';

/**
 * The namespace of what the server and the shared schemas say (shared/src/i18n), for screens that
 * show a shared label or message: `useTranslation([CUSTOMERS, MESSAGES])`, then
 * `t(MSG.visits.status.PENDING, { ns: MESSAGES })`. Its English is the shared catalogue itself,
 * which the shared schemas bring along anyway; importing this registers it.
 */
export const MESSAGES = registerCatalogue('messages', messagesEn);
