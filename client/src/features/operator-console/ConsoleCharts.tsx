import type { ConsoleSummary } from '@sevak/shared';
import { dayjs } from '../../lib/dayjs';
import { formatRupees } from '../../lib/format';
import { ChartPanel, optionsOf, useChartLook } from '../dashboard/DashboardCharts';

const monthName = (month: string) => dayjs(`${month}-01`).format('MMM YYYY');
const monthOnAxis = (month: string) => dayjs(`${month}-01`).format("MMM 'YY");
const sumRupees = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

/** The console's month-by-month charts: loaded with the admin dashboard's Chart.js chunk, only when shown. */
export default function ConsoleCharts({ months }: { months: ConsoleSummary['months'] }) {
  const look = useChartLook();
  const labels = months.map((row) => monthOnAxis(row.month));
  const span = `from ${monthName(months[0]!.month)} to ${monthName(months.at(-1)!.month)}`;
  const revenue = months.map((row) => row.revenue);
  const added = months.map((row) => row.newBusinesses);
  return (
    <div className="dashboard-charts">
      <ChartPanel
        title="Revenue by Month"
        summary={`Subscriptions paid by month ${span}: ${formatRupees(sumRupees(revenue))} in all, ${formatRupees(revenue.at(-1)!)} this month.`}
        height={240}
        table={{
          columns: ['Month', 'Revenue'],
          money: ['Revenue'],
          rows: months.map((row) => ({ key: row.month, name: monthName(row.month), figures: [row.revenue] })),
        }}
        chart={{
          type: 'bar',
          data: { labels, datasets: [{ label: 'Revenue', data: revenue, backgroundColor: look.green }] },
          options: optionsOf(look, 'money'),
        }}
      />
      <ChartPanel
        title="New Businesses by Month"
        summary={`Businesses added by month ${span}: ${added.reduce((total, figure) => total + figure, 0)} in all, ${added.at(-1)} this month.`}
        height={240}
        table={{
          columns: ['Month', 'New businesses'],
          rows: months.map((row) => ({ key: row.month, name: monthName(row.month), figures: [row.newBusinesses] })),
        }}
        chart={{
          type: 'bar',
          data: { labels, datasets: [{ label: 'New businesses', data: added, backgroundColor: look.blue }] },
          options: optionsOf(look, 'count'),
        }}
      />
    </div>
  );
}
