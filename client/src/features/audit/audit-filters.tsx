import { listAuditInput } from '@sevak/shared';
import { Card, DatePicker, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { dayjs } from '../../lib/dayjs';
import { useListChoice } from '../../lib/list-params';
import { AUDIT } from './i18n';
import './audit.css';

const DAY = 'YYYY-MM-DD';
const SHOWN_FORMAT = 'DD-MM-YYYY';

/** A trail's screen: its filters in one card, its rows in the next. */
export function AuditScreen({ title, filters, children }: { title: string; filters: ReactNode; children: ReactNode }) {
  return (
    <Page title={title}>
      <Card>
        <div className="audit-filters">{filters}</div>
      </Card>
      <Card>{children}</Card>
    </Page>
  );
}

/** A filter above a trail: its label above its control. */
export function AuditFilter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="audit-filter">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

interface ChoiceFilterProps<Value extends string> {
  id: string;
  label: string;
  /** Shown while nothing is chosen: what the trail shows then ("Everyone"). */
  placeholder: string;
  value: Value | undefined;
  onChange: (next: Value | undefined) => void;
  options: { value: Value; label: string }[];
  loading?: boolean;
}

/** One choice from a short list, searched by its words, cleared to show all. */
export function ChoiceFilter<Value extends string>({ id, label, placeholder, value, onChange, options, loading }: ChoiceFilterProps<Value>) {
  return (
    <AuditFilter id={id} label={label}>
      <Select
        id={id}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={placeholder}
        loading={loading}
        value={value}
        onChange={(next: Value | undefined) => onChange(next)}
        options={options}
      />
    </AuditFilter>
  );
}

/** The days a trail is narrowed to, both included, kept in the URL (?from=2026-11-01&to=2026-11-21); none: every day. */
export function useAuditDays() {
  const [from, setFrom] = useListChoice('from', listAuditInput.shape.from);
  const [to, setTo] = useListChoice('to', listAuditInput.shape.to);
  return { from, to, setFrom, setTo };
}

type AuditDays = ReturnType<typeof useAuditDays>;

const dayOf = (value: string | undefined) => (value ? dayjs(value, DAY) : null);

interface DayFilterProps {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  /** Days that cannot be picked: those past the other end of the range. */
  outside: (day: Dayjs) => boolean;
}

function DayFilter({ id, label, value, onChange, outside }: DayFilterProps) {
  const { t } = useTranslation(AUDIT);
  return (
    <AuditFilter id={id} label={label}>
      <DatePicker
        id={id}
        value={dayOf(value)}
        onChange={(picked: Dayjs | null) => onChange(picked?.format(DAY))}
        format={SHOWN_FORMAT}
        placeholder={t('days.any')}
        disabledDate={outside}
      />
    </AuditFilter>
  );
}

/** From and To: either may be left empty, and neither can be set past the other. */
export function AuditDayFilters({ days }: { days: AuditDays }) {
  const { t } = useTranslation(AUDIT);
  const from = dayOf(days.from);
  const to = dayOf(days.to);
  return (
    <>
      <DayFilter id="audit-from" label={t('days.from')} value={days.from} onChange={days.setFrom} outside={(day) => Boolean(to && day.isAfter(to, 'day'))} />
      <DayFilter id="audit-to" label={t('days.to')} value={days.to} onChange={days.setTo} outside={(day) => Boolean(from && day.isBefore(from, 'day'))} />
    </>
  );
}
