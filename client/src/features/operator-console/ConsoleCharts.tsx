import type { ConsoleSummary } from '@sevak/shared';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../lib/dayjs';
import { formatRupees } from '../../lib/format';
import { ChartPanel, optionsOf, useChartLook } from '../dashboard/DashboardCharts';
import { OPERATOR_CONSOLE } from './i18n';

const monthName = (month: string) => dayjs(`${month}-01`).format('MMM YYYY');
const monthOnAxis = (month: string) => dayjs(`${month}-01`).format("MMM 'YY");
const sumRupees = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

/** The console's month-by-month charts: loaded with the admin dashboard's Chart.js chunk, only when shown. */
export default function ConsoleCharts({ months }: { months: ConsoleSummary['months'] }) {
  const { t } = useTranslation(OPERATOR_CONSOLE);
  const look = useChartLook();
  const labels = months.map((row) => monthOnAxis(row.month));
  const span = t('charts.span', { first: monthName(months[0]!.month), last: monthName(months.at(-1)!.month) });
  const month = t('charts.month');
  const revenueColumn = t('charts.revenue');
  const revenue = months.map((row) => row.revenue);
  const added = months.map((row) => row.newBusinesses);
  return (
    <div className="dashboard-charts">
      <ChartPanel
        title={t('charts.revenueTitle')}
        summary={t('charts.revenueSummary', { span, total: formatRupees(sumRupees(revenue)), last: formatRupees(revenue.at(-1)!) })}
        height={240}
        table={{
          columns: [month, revenueColumn],
          money: [revenueColumn],
          rows: months.map((row) => ({ key: row.month, name: monthName(row.month), figures: [row.revenue] })),
        }}
        chart={{
          type: 'bar',
          data: { labels, datasets: [{ label: revenueColumn, data: revenue, backgroundColor: look.green }] },
          options: optionsOf(look, 'money'),
        }}
      />
      <ChartPanel
        title={t('charts.newBusinessesTitle')}
        summary={t('charts.newBusinessesSummary', { span, total: added.reduce((total, figure) => total + figure, 0), last: added.at(-1) })}
        height={240}
        table={{
          columns: [month, t('charts.newBusinesses')],
          rows: months.map((row) => ({ key: row.month, name: monthName(row.month), figures: [row.newBusinesses] })),
        }}
        chart={{
          type: 'bar',
          data: { labels, datasets: [{ label: t('charts.newBusinesses'), data: added, backgroundColor: look.blue }] },
          options: optionsOf(look, 'count'),
        }}
      />
    </div>
  );
}
