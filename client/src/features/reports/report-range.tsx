import { DatePicker, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BUSINESS_TIME_ZONE } from '../../lib/config';
import { dayjs } from '../../lib/dayjs';
import { useSearchParamsUpdate } from '../../lib/list-params';
import { REPORTS } from './i18n';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SHOWN_FORMAT = 'MMM D, YYYY';

function validDay(value: string | null): string | undefined {
  return value && DAY.test(value) && dayjs(value, 'YYYY-MM-DD', true).isValid() ? value : undefined;
}

/**
 * A report's From Date and To Date (both inclusive), kept in the URL beside its page
 * (?from=2026-11-01&to=2026-11-30&page=2). Without them: the current month in the business's calendar.
 */
export function useReportRange() {
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const today = dayjs().tz(BUSINESS_TIME_ZONE);
  const fromDate = validDay(params.get('from')) ?? today.startOf('month').format('YYYY-MM-DD');
  const toDate = validDay(params.get('to')) ?? today.endOf('month').format('YYYY-MM-DD');

  const setRange = (changes: { from?: string; to?: string }) => update({ ...changes, page: undefined });

  return { fromDate, toDate, setRange };
}

type ReportRange = ReturnType<typeof useReportRange>;

/** The From Date and To Date pickers (To Date cannot be set before From Date), then a report's own filters. */
export function ReportRangeFilters({ range, children }: { range: ReportRange; children?: ReactNode }) {
  const { t } = useTranslation(REPORTS);
  const from = dayjs(range.fromDate, 'YYYY-MM-DD');
  const to = dayjs(range.toDate, 'YYYY-MM-DD');
  const pick = (key: 'from' | 'to') => (value: Dayjs | null) => {
    if (!value) return;
    const day = value.format('YYYY-MM-DD');
    // Moving one end past the other moves both, so the range is never empty by mistake.
    if (key === 'from') range.setRange(day > range.toDate ? { from: day, to: day } : { from: day });
    else range.setRange(day < range.fromDate ? { from: day, to: day } : { to: day });
  };
  return (
    <Space wrap size="middle" align="end">
      <label className="report-filter">
        <Typography.Text>{t('range.from')}</Typography.Text>
        <DatePicker value={from} onChange={pick('from')} format={SHOWN_FORMAT} allowClear={false} aria-label={t('range.from')} />
      </label>
      <label className="report-filter">
        <Typography.Text>{t('range.to')}</Typography.Text>
        <DatePicker
          value={to}
          onChange={pick('to')}
          format={SHOWN_FORMAT}
          allowClear={false}
          aria-label={t('range.to')}
          disabledDate={(day) => day.isBefore(from, 'day')}
        />
      </label>
      {children}
    </Space>
  );
}
