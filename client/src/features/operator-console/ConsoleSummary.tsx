import { ACTIVE_WITHIN_DAYS, RENEWAL_WINDOWS, type ConsoleSummary as Figures } from '@sevak/shared';
import { Card } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { LoadFailure } from '../../components/LoadFailure';
import { trpc } from '../../lib/trpc';
import { CardGroup, StatCard } from '../dashboard/StatCards';
import { OPERATOR_CONSOLE } from './i18n';

// Chart.js comes in its own chunk, the one the admin dashboard's charts use, after the figures.
const ConsoleCharts = lazy(() => import('./ConsoleCharts'));

function Charts({ figures }: { figures: Figures | undefined }) {
  if (!figures) return <Card loading size="small" />;
  return (
    <Suspense fallback={<Card loading size="small" />}>
      <ConsoleCharts months={figures.months} />
    </Suspense>
  );
}

/**
 * The operator's morning at a glance, above the list of businesses: who is due to renew (each
 * count opens its list), which businesses use Sevak, and the platform's months.
 */
export function ConsoleSummary() {
  const { t } = useTranslation(OPERATOR_CONSOLE);
  const summary = trpc.superadmin.console.summary.useQuery();
  if (summary.isError) return <LoadFailure title={t('summary.loadFailed')} error={summary.error} onRetry={summary.refetch} />;
  const figures = summary.data;
  const loading = summary.isPending;
  return (
    <div className="console-summary">
      <CardGroup title={t('summary.renewals')}>
        {RENEWAL_WINDOWS.map((within) => (
          <StatCard
            key={within}
            title={t(`windows.${within}`)}
            value={figures?.renewals[within]}
            to={paths.superadmin.renewalsWithin(within)}
            loading={loading}
          />
        ))}
      </CardGroup>
      <CardGroup title={t('summary.businesses')}>
        <StatCard title={t('summary.active', { days: ACTIVE_WITHIN_DAYS })} value={figures?.activity.active} loading={loading} />
        <StatCard title={t('summary.dormant')} value={figures?.activity.dormant} loading={loading} />
      </CardGroup>
      <Charts figures={figures} />
    </div>
  );
}
