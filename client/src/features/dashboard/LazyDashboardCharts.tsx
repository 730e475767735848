import { Card } from 'antd';
import { lazy, Suspense } from 'react';

// Chart.js comes in the charts' own chunk, fetched when the dashboard opens: no other screen loads it.
const DashboardCharts = lazy(() => import('./DashboardCharts'));

export function LazyDashboardCharts() {
  return (
    <Suspense fallback={<Card loading size="small" />}>
      <DashboardCharts />
    </Suspense>
  );
}
