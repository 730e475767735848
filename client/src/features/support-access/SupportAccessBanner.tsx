import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatTime } from '../../lib/format';
import { useNotify } from '../../lib/notify';
import { errorMessage, trpc } from '../../lib/trpc';
import { useAuth } from '../auth/auth-context';
import { SUPPORT_ACCESS } from './i18n';
import { useForgetViewedData, useSupportAccess, type RunningSupportAccess } from './use-support-access';

/** The business's own check, this often: the banner comes and goes within a minute of the operator. */
const NOTICE_RECHECK_MS = 60_000;

/**
 * The line above every screen while support access runs: to the operator, which business they
 * view read-only, until when, and the way out; to the business's owner, that Sevak support is
 * viewing, why, and until when.
 */
export function SupportAccessBanner() {
  const { user } = useAuth();
  const { viewing } = useSupportAccess();
  if (user?.role === 'SUPERADMIN') return viewing ? <ViewingBanner viewing={viewing} /> : null;
  if (user?.role === 'ADMIN') return <BusinessNotice />;
  return null;
}

function ViewingBanner({ viewing }: { viewing: RunningSupportAccess }) {
  const navigate = useNavigate();
  const { t } = useTranslation(SUPPORT_ACCESS);
  const notify = useNotify();
  const utils = trpc.useUtils();
  const forgetViewedData = useForgetViewedData();
  const exit = trpc.superadmin.supportAccess.end.useMutation({
    onSuccess: async () => {
      forgetViewedData();
      utils.superadmin.supportAccess.active.setData(undefined, null);
      await navigate(paths.superadmin.dashboard);
    },
    onError: (error) => notify.error(errorMessage(error, t('banner.exitFailed'))),
  });
  return (
    <Alert
      className="support-access-banner"
      data-testid="support-access-banner"
      type="warning"
      banner
      showIcon
      title={t('banner.viewing', { business: viewing.businessName, time: formatTime(viewing.expiresAt) })}
      action={
        <Button size="small" loading={exit.isPending} onClick={() => exit.mutate()}>
          {t('banner.exit')}
        </Button>
      }
    />
  );
}

function BusinessNotice() {
  const { t } = useTranslation(SUPPORT_ACCESS);
  const notice = trpc.admin.supportAccess.current.useQuery(undefined, { refetchInterval: NOTICE_RECHECK_MS, refetchOnWindowFocus: true });
  if (!notice.data) return null;
  return (
    <Alert
      className="support-access-banner"
      data-testid="support-access-banner"
      type="info"
      banner
      showIcon
      title={t('banner.notice', { time: formatTime(notice.data.expiresAt), reason: notice.data.reason })}
    />
  );
}
