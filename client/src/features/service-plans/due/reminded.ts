import relativeTime from 'dayjs/plugin/relativeTime';
import { dayjs } from '../../../lib/dayjs';

// Only the due list says "2 days ago"; the plugin stays out of the sign-in page's bundle.
dayjs.extend(relativeTime);

/** "Reminded 2 days ago": when the customer was last reminded, from now. */
export function remindedAgo(at: string | Date): string {
  return `Reminded ${dayjs(at).fromNow()}`;
}
