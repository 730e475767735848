import { ExclamationCircleOutlined } from '@ant-design/icons';
import { DUE_KINDS, DUE_RANGES, listDueInput, MSG, type DueKind, type DueRange } from '@sevak/shared';
import { Card, Input, Select, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumns } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { SearchSelect } from '../../../components/SearchSelect';
import { formatDayMonthYear, formatTime } from '../../../lib/format';
import { useListChoice } from '../../../lib/list-params';
import { useResourceList } from '../../../lib/resource-list';
import { trpc } from '../../../lib/trpc';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { SERVICE_PLANS, type Words } from '../i18n';
import { AssignTechnicianModal, RescheduleModal, type VisitToChange } from '../schedule/visit-changes';
import { useChosenTechnician, useTechnicianFilterOptions } from '../schedule/technicians';
import { DueRowActions, type DueRow } from './DueRowActions';
import { remindedAgo } from './reminded';
import './due.css';

const { Text } = Typography;

const KIND_COLORS: Record<DueKind, string> = { visit: 'blue', warranty: 'gold', amc: 'green', enquiry: 'default' };
const kindOptions = (t: Words) => [
  { value: '', label: t('due.allKinds') },
  ...DUE_KINDS.map((kind) => ({ value: kind, label: t(`due.kindFilter.${kind}`) })),
];

/** What a row is, in words on its tag (the colour only repeats it). */
function KindTag({ kind }: { kind: DueKind }) {
  const { t } = useTranslation(MESSAGES);
  return <Tag color={KIND_COLORS[kind]}>{t(MSG.servicePlans.labels.dueKind[kind])}</Tag>;
}

/** "Overdue" with a mark: said in words, never by a red date alone. */
export function OverdueTag() {
  const { t } = useTranslation(SERVICE_PLANS);
  return (
    <Tag color="red" icon={<ExclamationCircleOutlined aria-hidden />}>
      {t('overdue')}
    </Tag>
  );
}

/** The customer's address, with the PIN code the list filters by when the address leaves it out. */
function areaText(t: Words, { address, pinCode }: DueRow['customer']): string {
  if (!address) return pinCode ?? t('noAddress');
  return pinCode && !address.includes(pinCode) ? `${address}, ${pinCode}` : address;
}

const columnsOf = (t: Words): DataColumns<DueRow> => [
  {
    title: t('due.columns.due'),
    key: 'dueAt',
    render: (_value, item) => (
      <Space orientation="vertical" size={0}>
        <Text strong>{formatDayMonthYear(item.dueAt)}</Text>
        {/* A warranty, an AMC or a follow-up falls on a day; only a visit has a time. */}
        {item.kind === 'visit' && <Text type="secondary">{formatTime(item.dueAt)}</Text>}
        {item.overdue && <OverdueTag />}
      </Space>
    ),
  },
  { title: t('due.columns.kind'), key: 'kind', render: (_value, item) => <KindTag kind={item.kind} /> },
  {
    title: t('due.columns.customer'),
    key: 'customer',
    render: (_value, item) => (
      <Space orientation="vertical" size={0}>
        <Text strong>{item.customer.name}</Text>
        <Text type="secondary">{item.customer.phoneNumber}</Text>
        <Text type="secondary" style={{ maxWidth: 240, display: 'inline-block' }}>
          {areaText(t, item.customer)}
        </Text>
        {/* The reminder's links open in the customer's own language: said, so the owner is not surprised. */}
        {item.customer.language === 'hi' && <Tag>{t('due.remindsInHindi')}</Tag>}
      </Space>
    ),
  },
  {
    title: t('due.columns.product'),
    key: 'product',
    render: (_value, item) => (
      <Space orientation="vertical" size={0}>
        <Text>{item.product?.name ?? (item.kind === 'enquiry' ? t('due.noProductNamed') : t('serviceVisit'))}</Text>
        {item.serialNumber && <Text type="secondary">{t('serial', { serial: item.serialNumber })}</Text>}
      </Space>
    ),
  },
  {
    title: t('due.columns.technician'),
    key: 'employee',
    render: (_value, item) => item.employee?.name ?? t(MSG.visits.labels.unassigned, { ns: MESSAGES }),
  },
  {
    title: t('due.columns.lastReminder'),
    key: 'lastReminder',
    // An enquiry's follow-up is not recorded as a reminder: its state says how far it has got.
    render: (_value, item) =>
      item.enquiryStatus ? (
        <Text>{t(MSG.enquiries.labels.status[item.enquiryStatus], { ns: MESSAGES })}</Text>
      ) : item.lastReminder ? (
        <Space orientation="vertical" size={0}>
          <Text>{remindedAgo(t, item.lastReminder.at)}</Text>
          <Text type="secondary">
            {t(MSG.servicePlans.labels.reminderChannel[item.lastReminder.channel], { ns: MESSAGES })} · {item.lastReminder.by}
          </Text>
        </Space>
      ) : (
        <Text type="secondary">{t('due.notReminded')}</Text>
      ),
  },
];

/** A PIN code as the list takes it: six digits, else no area. */
const pinCodeOf = (text: string) => (listDueInput.shape.pinCode.safeParse(text).data ?? undefined);

/** The area filter: the list narrows once the box holds six digits, and shows every area otherwise. */
function PinCodeFilter({ value, onChange }: { value: string | undefined; onChange: (pinCode: string | undefined) => void }) {
  const { t } = useTranslation(SERVICE_PLANS);
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // Back, forward or a link changed the PIN in the URL: the box follows.
  if (value !== shown) {
    setShown(value);
    if (value !== pinCodeOf(text)) setText(value ?? '');
  }
  return (
    <div className="due-filter">
      <label htmlFor="due-pin-code">{t('due.area')}</label>
      <Input
        id="due-pin-code"
        inputMode="numeric"
        maxLength={6}
        allowClear
        placeholder={t('due.allAreas')}
        value={text}
        onChange={(event) => {
          const next = event.target.value.replace(/\D/g, '');
          setText(next);
          if (pinCodeOf(next) !== value) onChange(pinCodeOf(next));
        }}
      />
    </div>
  );
}

/**
 * /service/due: the owner's morning list. Visits overdue, today, this week and in the next 30
 * days, with warranties and AMCs ending and enquiries to follow up; narrowed by technician, area
 * and kind (kept in the URL:
 * ?range=overdue&employee=unassigned&pin=411014&kind=visit). From each row: remind the customer
 * on WhatsApp or by SMS, call them, give the visit to a technician, move it, mark it done, or
 * open the customer.
 */
export function DueListPage() {
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const [chosenRange, setRange] = useListChoice('range', listDueInput.shape.range);
  const range: DueRange = chosenRange ?? 'today';
  const [employeeID, setEmployeeID] = useListChoice('employee', listDueInput.shape.employeeID);
  const [pinCode, setPinCode] = useListChoice('pin', listDueInput.shape.pinCode);
  const [kind, setKind] = useListChoice('kind', listDueInput.shape.kind);
  const technician = useChosenTechnician(employeeID);
  const filters = { employeeID, pinCode, kind };
  const due = useResourceList(trpc.admin.due.list, [], { range, ...filters });
  const summary = trpc.admin.due.summary.useQuery(filters);
  const [rescheduling, setRescheduling] = useState<VisitToChange | null>(null);
  const [assigning, setAssigning] = useState<VisitToChange | null>(null);

  const withActions: DataColumns<DueRow> = [
    ...columnsOf(t),
    {
      title: t('due.columns.actions'),
      key: 'actions',
      width: 176,
      render: (_value, item) => <DueRowActions item={item} onReschedule={setRescheduling} onAssign={setAssigning} />,
    },
  ];

  return (
    <Page title={t('due.title')}>
      <div className="due-ranges" role="group" aria-label={t('due.ranges')}>
        {DUE_RANGES.map((each) => (
          <button key={each} type="button" className="due-range" aria-pressed={range === each} onClick={() => setRange(each)}>
            <Card size="small" hoverable className="due-range__card">
              <Statistic
                title={t(MSG.servicePlans.labels.dueRange[each], { ns: MESSAGES })}
                value={summary.data?.[each] ?? 0}
                loading={summary.isPending}
              />
            </Card>
          </button>
        ))}
      </div>
      <Card title={t(MSG.servicePlans.labels.dueRange[range], { ns: MESSAGES })}>
        <div className="due-filters">
          <div className="due-filter">
            <label htmlFor="due-technician">{t('technician')}</label>
            <SearchSelect
              id="due-technician"
              label={t('technician')}
              value={employeeID}
              onChange={(next) => setEmployeeID(next as typeof employeeID)}
              useOptions={useTechnicianFilterOptions}
              selectedLabel={technician.label}
            />
          </div>
          <PinCodeFilter value={pinCode} onChange={setPinCode} />
          <div className="due-filter">
            <label htmlFor="due-kind">{t('due.kind')}</label>
            <Select
              id="due-kind"
              aria-label={t('due.kind')}
              value={kind ?? ''}
              options={kindOptions(t)}
              onChange={(next: string) => setKind(next === '' ? undefined : (next as DueKind))}
            />
          </div>
        </div>
        <DataTable
          list={due}
          label={t('due.tableLabel')}
          rowKey="id"
          columns={withActions}
          searchable={false}
          emptyText={t(`due.nothingDue.${range}`)}
        />
      </Card>
      <RescheduleModal visit={rescheduling} onClose={() => setRescheduling(null)} />
      <AssignTechnicianModal visit={assigning} onClose={() => setAssigning(null)} />
    </Page>
  );
}
