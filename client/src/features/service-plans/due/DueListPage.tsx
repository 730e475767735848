import { ExclamationCircleOutlined } from '@ant-design/icons';
import {
  DUE_KIND_LABELS,
  DUE_KINDS,
  DUE_RANGE_LABELS,
  DUE_RANGES,
  ENQUIRY_STATUS_LABELS,
  listDueInput,
  REMINDER_CHANNEL_LABELS,
  UNASSIGNED_LABEL,
  type DueKind,
  type DueRange,
} from '@sevak/shared';
import { Card, Input, Select, Space, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DataTable, type DataColumns } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { SearchSelect } from '../../../components/SearchSelect';
import { formatDayMonthYear, formatTime } from '../../../lib/format';
import { useListChoice } from '../../../lib/list-params';
import { useResourceList } from '../../../lib/resource-list';
import { trpc } from '../../../lib/trpc';
import { AssignTechnicianModal, RescheduleModal, type VisitToChange } from '../schedule/visit-changes';
import { useChosenTechnician, useTechnicianFilterOptions } from '../schedule/technicians';
import { DueRowActions, type DueRow } from './DueRowActions';
import { remindedAgo } from './reminded';
import './due.css';

const { Text } = Typography;

const KIND_COLORS: Record<DueKind, string> = { visit: 'blue', warranty: 'gold', amc: 'green', enquiry: 'default' };
const KIND_FILTER_LABELS: Record<DueKind, string> = {
  visit: 'Visits',
  warranty: 'Warranties ending',
  amc: 'AMCs ending',
  enquiry: 'Enquiry follow-ups',
};
const KIND_OPTIONS = [{ value: '', label: 'All kinds' }, ...DUE_KINDS.map((kind) => ({ value: kind, label: KIND_FILTER_LABELS[kind] }))];

const NOTHING_DUE: Record<DueRange, string> = {
  overdue: 'Nothing overdue',
  today: 'Nothing due today',
  week: 'Nothing due this week',
  month: 'Nothing due in the next 30 days',
};

/** What a row is, in words on its tag (the colour only repeats it). */
function KindTag({ kind }: { kind: DueKind }) {
  return <Tag color={KIND_COLORS[kind]}>{DUE_KIND_LABELS[kind]}</Tag>;
}

/** "Overdue" with a mark: said in words, never by a red date alone. */
export function OverdueTag() {
  return (
    <Tag color="red" icon={<ExclamationCircleOutlined aria-hidden />}>
      Overdue
    </Tag>
  );
}

/** The customer's address, with the PIN code the list filters by when the address leaves it out. */
function areaText({ address, pinCode }: DueRow['customer']): string {
  if (!address) return pinCode ?? 'No address';
  return pinCode && !address.includes(pinCode) ? `${address}, ${pinCode}` : address;
}

const columns: DataColumns<DueRow> = [
  {
    title: 'Due',
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
  { title: 'Kind', key: 'kind', render: (_value, item) => <KindTag kind={item.kind} /> },
  {
    title: 'Customer',
    key: 'customer',
    render: (_value, item) => (
      <Space orientation="vertical" size={0}>
        <Text strong>{item.customer.name}</Text>
        <Text type="secondary">{item.customer.phoneNumber}</Text>
        <Text type="secondary" style={{ maxWidth: 240, display: 'inline-block' }}>
          {areaText(item.customer)}
        </Text>
      </Space>
    ),
  },
  {
    title: 'Product',
    key: 'product',
    render: (_value, item) => (
      <Space orientation="vertical" size={0}>
        <Text>{item.product?.name ?? (item.kind === 'enquiry' ? 'No product named' : 'Service Visit')}</Text>
        {item.serialNumber && <Text type="secondary">Serial {item.serialNumber}</Text>}
      </Space>
    ),
  },
  { title: 'Technician', key: 'employee', render: (_value, item) => item.employee?.name ?? UNASSIGNED_LABEL },
  {
    title: 'Last Reminder',
    key: 'lastReminder',
    // An enquiry's follow-up is not recorded as a reminder: its state says how far it has got.
    render: (_value, item) =>
      item.enquiryStatus ? (
        <Text>{ENQUIRY_STATUS_LABELS[item.enquiryStatus]}</Text>
      ) : item.lastReminder ? (
        <Space orientation="vertical" size={0}>
          <Text>{remindedAgo(item.lastReminder.at)}</Text>
          <Text type="secondary">
            {REMINDER_CHANNEL_LABELS[item.lastReminder.channel]} · {item.lastReminder.by}
          </Text>
        </Space>
      ) : (
        <Text type="secondary">Not reminded</Text>
      ),
  },
];

/** A PIN code as the list takes it: six digits, else no area. */
const pinCodeOf = (text: string) => (listDueInput.shape.pinCode.safeParse(text).data ?? undefined);

/** The area filter: the list narrows once the box holds six digits, and shows every area otherwise. */
function PinCodeFilter({ value, onChange }: { value: string | undefined; onChange: (pinCode: string | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // Back, forward or a link changed the PIN in the URL: the box follows.
  if (value !== shown) {
    setShown(value);
    if (value !== pinCodeOf(text)) setText(value ?? '');
  }
  return (
    <div className="due-filter">
      <label htmlFor="due-pin-code">Area (PIN code)</label>
      <Input
        id="due-pin-code"
        inputMode="numeric"
        maxLength={6}
        allowClear
        placeholder="All areas"
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
    ...columns,
    {
      title: 'Actions',
      key: 'actions',
      width: 176,
      render: (_value, item) => <DueRowActions item={item} onReschedule={setRescheduling} onAssign={setAssigning} />,
    },
  ];

  return (
    <Page title="Due List">
      <div className="due-ranges" role="group" aria-label="Show what is due">
        {DUE_RANGES.map((each) => (
          <button key={each} type="button" className="due-range" aria-pressed={range === each} onClick={() => setRange(each)}>
            <Card size="small" hoverable className="due-range__card">
              <Statistic title={DUE_RANGE_LABELS[each]} value={summary.data?.[each] ?? 0} loading={summary.isPending} />
            </Card>
          </button>
        ))}
      </div>
      <Card title={DUE_RANGE_LABELS[range]}>
        <div className="due-filters">
          <div className="due-filter">
            <label htmlFor="due-technician">Technician</label>
            <SearchSelect
              id="due-technician"
              label="Technician"
              value={employeeID}
              onChange={(next) => setEmployeeID(next as typeof employeeID)}
              useOptions={useTechnicianFilterOptions}
              selectedLabel={technician.label}
            />
          </div>
          <PinCodeFilter value={pinCode} onChange={setPinCode} />
          <div className="due-filter">
            <label htmlFor="due-kind">Kind</label>
            <Select
              id="due-kind"
              aria-label="Kind"
              value={kind ?? ''}
              options={KIND_OPTIONS}
              onChange={(next: string) => setKind(next === '' ? undefined : (next as DueKind))}
            />
          </div>
        </div>
        <DataTable
          list={due}
          label="due list"
          rowKey="id"
          columns={withActions}
          searchable={false}
          emptyText={NOTHING_DUE[range]}
        />
      </Card>
      <RescheduleModal visit={rescheduling} onClose={() => setRescheduling(null)} />
      <AssignTechnicianModal visit={assigning} onClose={() => setAssigning(null)} />
    </Page>
  );
}
