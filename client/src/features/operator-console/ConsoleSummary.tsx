import { ACTIVE_WITHIN_DAYS, RENEWAL_WINDOW_LABELS, RENEWAL_WINDOWS, type ConsoleSummary as Figures } from '@sevak/shared';
import { Card } from 'antd';
import { lazy, Suspense } from 'react';
import { paths } from '../../app/paths';
import { LoadFailure } from '../../components/LoadFailure';
import { trpc } from '../../lib/trpc';
import { CardGroup, StatCard } from '../dashboard/StatCards';

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
  const summary = trpc.superadmin.console.summary.useQuery();
  if (summary.isError) return <LoadFailure title="Failed to get the summary" error={summary.error} onRetry={summary.refetch} />;
  const figures = summary.data;
  const loading = summary.isPending;
  return (
    <div className="console-summary">
      <CardGroup title="Renewals">
        {RENEWAL_WINDOWS.map((within) => (
          <StatCard
            key={within}
            title={RENEWAL_WINDOW_LABELS[within]}
            value={figures?.renewals[within]}
            to={paths.superadmin.renewalsWithin(within)}
            loading={loading}
          />
        ))}
      </CardGroup>
      <CardGroup title="Businesses">
        <StatCard title={`Active (last ${ACTIVE_WITHIN_DAYS} days)`} value={figures?.activity.active} loading={loading} />
        <StatCard title="Dormant" value={figures?.activity.dormant} loading={loading} />
      </CardGroup>
      <Charts figures={figures} />
    </div>
  );
}
