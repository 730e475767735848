import { CHART_MONTHS, type DashboardCharts as ChartFigures } from '@sevak/shared';
import { Button, Card, Typography, theme } from 'antd';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
  type TooltipItem,
} from 'chart.js';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, Line } from 'react-chartjs-2';
import { LoadFailure } from '../../components/LoadFailure';
import { dayjs } from '../../lib/dayjs';
import { formatRupees, formatWholeRupees } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { DASHBOARD } from './i18n';
import './dashboard-charts.css';

// Only what these charts draw, so the rest of Chart.js stays out of the bundle.
ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * The charts' colours and type, from the theme in use. The series colours are antd's seventh
 * shades, which stand out from the card (WCAG's 3:1 for graphics) in both themes: 3.5:1 at the
 * least on the light card, 4.8:1 on the dark one.
 */
export function useChartLook() {
  const { token } = theme.useToken();
  return useMemo(
    () => ({
      blue: token.blue7,
      green: token.green7,
      orange: token.orange7,
      red: token.red7,
      cyan: token.cyan7,
      text: token.colorText,
      muted: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
      font: { family: token.fontFamily, size: token.fontSizeSM },
    }),
    [token],
  );
}
export type ChartLook = ReturnType<typeof useChartLook>;

type Amounts = 'money' | 'count';

const amountOf = (amounts: Amounts, value: number) => (amounts === 'money' ? formatRupees(value) : value.toLocaleString('en-IN'));

/** A name on a chart's axis, cut short: the table beside it has it whole. */
const axisName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/**
 * What every chart shares: it fills its box (whose height the page sets), is drawn at once
 * without animation, and takes its colours and type from the theme; amounts count from zero.
 */
export function optionsOf(look: ChartLook, amounts: Amounts, layout: { horizontal?: boolean; stacked?: boolean; legend?: boolean } = {}) {
  const valueAxis = layout.horizontal ? 'x' : 'y';
  const values = {
    beginAtZero: true,
    stacked: layout.stacked ?? false,
    grid: { color: look.grid },
    border: { color: look.grid },
    ticks: {
      color: look.muted,
      font: look.font,
      precision: 0,
      ...(amounts === 'money' ? { callback: (value: number | string) => formatWholeRupees(Number(value)) } : {}),
    },
  };
  const categories = {
    stacked: layout.stacked ?? false,
    grid: { display: false },
    border: { color: look.grid },
    ticks: {
      color: look.muted,
      font: look.font,
      ...(layout.horizontal
        ? {
            callback(this: { getLabelForValue(value: number): string }, value: number | string) {
              return axisName(this.getLabelForValue(Number(value)));
            },
          }
        : {}),
    },
  };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    indexAxis: layout.horizontal ? ('y' as const) : ('x' as const),
    scales: layout.horizontal ? { x: values, y: categories } : { x: categories, y: values },
    plugins: {
      legend: { display: layout.legend ?? false, labels: { color: look.text, font: look.font, boxWidth: 12 } },
      tooltip: {
        callbacks: {
          label: (item: TooltipItem<'bar' | 'line'>) => `${item.dataset.label}: ${amountOf(amounts, item.parsed[valueAxis] ?? 0)}`,
        },
      },
    },
  };
}

/** The same figures as a chart, as a table: a name in the first column, figures in the others. */
interface FigureTable {
  columns: string[];
  /** The columns whose figures are rupees; the others count. */
  money?: string[];
  rows: { key: string; name: string; figures: number[] }[];
}

/** Whether a column of a figure table holds rupees or counts. */
const amountsIn = (table: FigureTable, column: string): Amounts => (table.money?.includes(column) ? 'money' : 'count');

/** What a panel draws: a bar or a line chart, its data and its options. */
type ChartSpec = { type: 'bar'; data: ChartData<'bar'>; options: ChartOptions<'bar'> } | { type: 'line'; data: ChartData<'line'>; options: ChartOptions<'line'> };

interface ChartPanelProps {
  title: string;
  /** The chart in words: the canvas's name for a screen reader. */
  summary: string;
  table: FigureTable;
  /** Pixels: the chart fills this height and the card's width. */
  height: number;
  chart: ChartSpec;
}

/**
 * One chart under its title, with its summary in words and its figures as a table. The caller
 * gives every word of its own (title, summary, columns, the chart's labels) in the language in use.
 */
export function ChartPanel({ title, summary, table, height, chart }: ChartPanelProps) {
  const { t } = useTranslation(DASHBOARD);
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const tableId = useId();
  const figureTable = (
    <table id={tableId} className="dashboard-chart-table">
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            {row.figures.map((figure, index) => {
              const column = table.columns[index + 1]!;
              return <td key={column}>{amountOf(amountsIn(table, column), figure)}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-labelledby={titleId} className="dashboard-chart-panel">
      <Card
        size="small"
        title={<span id={titleId}>{title}</span>}
        extra={
          <Button type="link" size="small" aria-controls={tableId} aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
            {tableShown ? t('charts.hideTable') : t('charts.showTable')}
          </Button>
        }
      >
        <div className="dashboard-chart" style={{ height }}>
          {chart.type === 'line' ? (
            <Line role="img" aria-label={summary} data={chart.data} options={chart.options} />
          ) : (
            <Bar role="img" aria-label={summary} data={chart.data} options={chart.options} />
          )}
        </div>
        {/*
          Until asked for, off the screen but not hidden: a screen reader reads it either way (a
          table will not shrink to nothing itself, so its box does). Shown, the box scrolls
          sideways on a narrow phone, and can be focused to scroll it with the arrow keys.
        */}
        {tableShown ? (
          <div className="dashboard-chart-table-box" tabIndex={0} role="region" aria-label={t('charts.asTable', { title })}>
            {figureTable}
          </div>
        ) : (
          <div className="visually-hidden">{figureTable}</div>
        )}
      </Card>
    </section>
  );
}

/** A chart with nothing to draw says so in words, under its title. */
function EmptyPanel({ title, text }: { title: string; text: string }) {
  return (
    <section aria-label={title} className="dashboard-chart-panel">
      <Card size="small" title={title}>
        <Typography.Text type="secondary">{text}</Typography.Text>
      </Card>
    </section>
  );
}

// Month names follow dayjs's locale, which the language switch changes with the catalogue.
const monthName = (month: string) => dayjs(`${month}-01`).format('MMM YYYY');
const monthOnAxis = (month: string) => dayjs(`${month}-01`).format("MMM 'YY");
const sum = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
/** Up to five names with their figures, in words, then how many more the table has. */
function firstFew(rows: { name: string; figure: string }[], t: TFunction<'dashboard'>): string {
  const said = rows.slice(0, 5).map((row) => `${row.name} ${row.figure}`);
  return rows.length > 5 ? t('charts.andMore', { list: said.join(', '), count: rows.length - 5 }) : said.join(', ');
}
/** A horizontal bar chart's height: a bar's room for each row, within bounds. */
const barsHeight = (rows: number) => Math.max(160, rows * 30 + 50);

function MonthlyCharts({ figures, look }: { figures: ChartFigures; look: ChartLook }) {
  const { t } = useTranslation(DASHBOARD);
  const { months } = figures;
  const labels = months.map((month) => monthOnAxis(month.month));
  const span = t('charts.span', { first: monthName(months[0]!.month), last: monthName(months.at(-1)!.month) });
  const monthColumn = t('charts.month');
  const [products, services, total] = [t('charts.revenue.products'), t('charts.revenue.services'), t('charts.revenue.total')];
  const [invoiced, collected] = [t('charts.invoiced.invoiced'), t('charts.invoiced.collected')];
  const newCustomersColumn = t('charts.newCustomers.column');
  const thisMonth = months.at(-1)!;
  const revenue = months.map((month) => sum([month.productRevenue, month.serviceRevenue]));
  const newCustomers = months.map((month) => month.newCustomers);
  return (
    <>
      <ChartPanel
        title={t('charts.revenue.title')}
        summary={t('charts.revenue.summary', { span, total: formatRupees(sum(revenue)), thisMonth: formatRupees(revenue.at(-1)!) })}
        height={260}
        table={{
          columns: [monthColumn, products, services, total],
          money: [products, services, total],
          rows: months.map((shown, index) => ({
            key: shown.month,
            name: monthName(shown.month),
            figures: [shown.productRevenue, shown.serviceRevenue, revenue[index]!],
          })),
        }}
        chart={{
          type: 'bar',
          data: {
            labels,
            datasets: [
              { label: products, data: months.map((shown) => shown.productRevenue), backgroundColor: look.blue },
              { label: services, data: months.map((shown) => shown.serviceRevenue), backgroundColor: look.green },
            ],
          },
          options: optionsOf(look, 'money', { stacked: true, legend: true }),
        }}
      />
      {figures.billsWithInvoices && (
        <ChartPanel
          title={t('charts.invoiced.title')}
          summary={t('charts.invoiced.summary', {
            span,
            invoiced: formatRupees(sum(months.map((m) => m.invoiced))),
            collected: formatRupees(sum(months.map((m) => m.collected))),
            invoicedThisMonth: formatRupees(thisMonth.invoiced),
            collectedThisMonth: formatRupees(thisMonth.collected),
          })}
          height={260}
          table={{
            columns: [monthColumn, invoiced, collected],
            money: [invoiced, collected],
            rows: months.map((shown) => ({ key: shown.month, name: monthName(shown.month), figures: [shown.invoiced, shown.collected] })),
          }}
          chart={{
            type: 'bar',
            data: {
              labels,
              datasets: [
                { label: invoiced, data: months.map((shown) => shown.invoiced), backgroundColor: look.orange },
                { label: collected, data: months.map((shown) => shown.collected), backgroundColor: look.cyan },
              ],
            },
            options: optionsOf(look, 'money', { legend: true }),
          }}
        />
      )}
      <ChartPanel
        title={t('charts.newCustomers.title')}
        summary={t('charts.newCustomers.summary', { span, total: sum(newCustomers), thisMonth: thisMonth.newCustomers })}
        height={220}
        table={{
          columns: [monthColumn, newCustomersColumn],
          rows: months.map((shown) => ({ key: shown.month, name: monthName(shown.month), figures: [shown.newCustomers] })),
        }}
        chart={{
          type: 'line',
          data: {
            labels,
            datasets: [{ label: newCustomersColumn, data: newCustomers, borderColor: look.blue, backgroundColor: look.blue, pointRadius: 3 }],
          },
          options: optionsOf(look, 'count'),
        }}
      />
    </>
  );
}

function ThisMonthCharts({ figures, look }: { figures: ChartFigures; look: ChartLook }) {
  const { t } = useTranslation(DASHBOARD);
  const states = figures.visitsThisMonth;
  const stateColours = { scheduled: look.blue, done: look.green, missed: look.orange, cancelled: look.red };
  const { technicians, topProducts } = figures;
  return (
    <>
      <ChartPanel
        title={t('charts.visits.title')}
        summary={t('charts.visits.summary', {
          states: states.map((state) => t(`charts.visits.counted.${state.status}`, { count: state.count })).join(', '),
        })}
        height={220}
        table={{
          columns: [t('charts.visits.state'), t('charts.visits.visits')],
          rows: states.map((state) => ({ key: state.status, name: t(`charts.visits.status.${state.status}`), figures: [state.count] })),
        }}
        chart={{
          type: 'bar',
          data: {
            labels: states.map((state) => t(`charts.visits.status.${state.status}`)),
            datasets: [{ label: t('charts.visits.visits'), data: states.map((state) => state.count), backgroundColor: states.map((state) => stateColours[state.status]) }],
          },
          options: optionsOf(look, 'count'),
        }}
      />
      {technicians.length === 0 ? (
        <EmptyPanel title={t('charts.technicians.title')} text={t('charts.technicians.empty')} />
      ) : (
        <ChartPanel
          title={t('charts.technicians.title')}
          summary={t('charts.technicians.summary', {
            list: firstFew(technicians.map((row) => ({ name: row.name, figure: String(row.visitsDone) })), t),
          })}
          height={barsHeight(technicians.length)}
          table={{
            columns: [t('charts.technicians.technician'), t('charts.technicians.visitsDone')],
            rows: technicians.map((row) => ({ key: row.employeeId, name: row.name, figures: [row.visitsDone] })),
          }}
          chart={{
            type: 'bar',
            data: {
              labels: technicians.map((row) => row.name),
              datasets: [{ label: t('charts.technicians.visitsDone'), data: technicians.map((row) => row.visitsDone), backgroundColor: look.green }],
            },
            options: optionsOf(look, 'count', { horizontal: true }),
          }}
        />
      )}
      {topProducts.length === 0 ? (
        <EmptyPanel title={t('charts.topProducts.title')} text={t('charts.topProducts.empty', { months: CHART_MONTHS })} />
      ) : (
        <ChartPanel
          title={t('charts.topProducts.title')}
          summary={t('charts.topProducts.summary', {
            months: CHART_MONTHS,
            list: firstFew(
              topProducts.map((row) => ({ name: row.name, figure: t('charts.topProducts.bought', { count: row.purchases }) })),
              t,
            ),
          })}
          height={barsHeight(topProducts.length)}
          table={{
            columns: [t('charts.topProducts.product'), t('charts.topProducts.purchases'), t('charts.topProducts.value')],
            money: [t('charts.topProducts.value')],
            rows: topProducts.map((row) => ({ key: row.productId, name: row.name, figures: [row.purchases, row.value] })),
          }}
          chart={{
            type: 'bar',
            data: {
              labels: topProducts.map((row) => row.name),
              datasets: [{ label: t('charts.topProducts.purchases'), data: topProducts.map((row) => row.purchases), backgroundColor: look.cyan }],
            },
            options: optionsOf(look, 'count', { horizontal: true }),
          }}
        />
      )}
    </>
  );
}

/** The dashboard's charts: loaded with their own chunk and their own call, after the cards. */
export default function DashboardCharts() {
  const { t } = useTranslation(DASHBOARD);
  const charts = trpc.admin.dashboard.charts.useQuery();
  const look = useChartLook();
  return (
    <section aria-label={t('charts.heading')}>
      <Typography.Title level={5} style={{ margin: '0 0 0.5rem' }}>
        {t('charts.heading')}
      </Typography.Title>
      {charts.isError ? (
        <LoadFailure title={t('charts.failed')} error={charts.error} onRetry={charts.refetch} />
      ) : charts.data ? (
        <div className="dashboard-charts">
          <MonthlyCharts figures={charts.data} look={look} />
          <ThisMonthCharts figures={charts.data} look={look} />
        </div>
      ) : (
        <Card loading size="small" />
      )}
    </section>
  );
}
