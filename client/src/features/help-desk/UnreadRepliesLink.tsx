import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { trpc } from '../../lib/trpc';
import { HELP_DESK } from './i18n';
import './unread-replies.css';

/** Support's replies are looked for again this often while the app is open (and when its tab is back in view). */
const RECHECK_MS = 2 * 60_000;

/**
 * The top bar's mark of support's replies the owner has not read: a link to the Help Desk with
 * their number. Nothing while there are none, or while the count cannot be had.
 */
export function UnreadRepliesLink() {
  const { t } = useTranslation(HELP_DESK);
  const unread = trpc.admin.helpDesk.unread.useQuery(undefined, { refetchInterval: RECHECK_MS, refetchOnWindowFocus: true });
  const count = unread.data?.count ?? 0;
  if (count === 0) return null;
  const label = t('unread.label', { count });
  return (
    <Link to={`${paths.admin.helpdesk}#previous-queries`} className="unread-replies" aria-label={label} title={label}>
      <MessageOutlined aria-hidden />
      <span className="unread-replies__count" aria-hidden data-testid="unread-replies">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
