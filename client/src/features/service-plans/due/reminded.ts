import relativeTime from 'dayjs/plugin/relativeTime';
import { dayjs } from '../../../lib/dayjs';
import type { Words } from '../i18n';

// Only the due list says "2 days ago"; the plugin stays out of the sign-in page's bundle.
dayjs.extend(relativeTime);

/** "Reminded 2 days ago": when the customer was last reminded, from now (in the language dayjs is set to). */
export function remindedAgo(t: Words, at: string | Date): string {
  return t('due.reminded', { ago: dayjs(at).fromNow() });
}
