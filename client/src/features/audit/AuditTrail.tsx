import type { AuditAction, Page, Role } from '@sevak/shared';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { formatDateAndTime } from '../../lib/format';
import type { ListParams } from '../../lib/list-params';
import type { ResourceList } from '../../lib/resource-list';
import type { RouterOutputs } from '../../lib/trpc';
import { actionWords, entityWords, fieldWords, isRecordLink, linkWords, NO_VALUE, roleWords, SHOWN_LENGTH, valueWords } from './audit-words';
import { AUDIT } from './i18n';
import './audit.css';

/** One entry of a trail, as the screens receive it (the business's and the operator's alike). */
export type AuditRow = RouterOutputs['admin']['audit']['list']['items'][number];

const { Text } = Typography;

/** Between a field's value before and after a change: a sign, the same in every language. */
const ARROW = ' → ';

/*
 * The tags' colours only repeat their words. Each is one of antd's tag colours whose text reads
 * at 4.5:1 on its own background in both themes (purple's does not in the dark one).
 */
const ROLE_COLORS: Record<Role, string> = { SUPERADMIN: 'gold', ADMIN: 'blue', EMPLOYEE: 'cyan', CUSTOMER: 'green' };

const ACTION_COLORS: Record<AuditAction, string | undefined> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  status: 'gold',
  payment: 'cyan',
  sign_in: undefined,
  sign_out: undefined,
  sign_in_failed: 'red',
};

/** A value as long as a sentence or two; a longer one (an address, a note) shows its start, and the whole on hover or on request. */
function ShownValue({ text }: { text: string }) {
  const { t } = useTranslation(AUDIT);
  const [whole, setWhole] = useState(false);
  if (text.length <= SHOWN_LENGTH) return <span className="audit-value">{text}</span>;
  return (
    <span className="audit-value" title={text}>
      {whole ? text : `${text.slice(0, SHOWN_LENGTH)}…`}{' '}
      <Button type="link" size="small" aria-expanded={whole} onClick={() => setWhole(!whole)}>
        {whole ? t('trail.showLess') : t('trail.showAll')}
      </Button>
    </span>
  );
}

/**
 * What changed, field by field: "Price: ₹1,000.00 → ₹1,200.00". A new record shows what it was
 * made with and a removed one what it held, each without the side that was empty, and without
 * its links to other records (the record's own name says whose it is); a changed link says so
 * ("Technician: changed"). A sign-in shows where it came from.
 */
export function AuditChanges({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation(AUDIT);
  const showBefore = entry.action !== 'create';
  const showAfter = entry.action !== 'delete';
  const oneSided = !showBefore || !showAfter;
  const changes = entry.changes.filter((change) => !(oneSided && isRecordLink(change)));
  if (changes.length === 0) {
    return <Text type="secondary">{entry.address ? t('trail.from', { address: entry.address }) : NO_VALUE}</Text>;
  }
  return (
    <ul className="audit-changes">
      {changes.map((change) => (
        <li key={change.field}>
          <Text strong>{fieldWords(t, change.field)}</Text>:{' '}
          {isRecordLink(change) ? (
            linkWords(t, change)
          ) : (
            <>
              {showBefore && <ShownValue text={valueWords(t, change.field, change.before)} />}
              {showBefore && showAfter && ARROW}
              {showAfter && <ShownValue text={valueWords(t, change.field, change.after)} />}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function Who({ user }: { user: AuditRow['user'] }) {
  const { t } = useTranslation(AUDIT);
  if (!user) return <Text type="secondary">{t('trail.unknown')}</Text>;
  return (
    <Space size={4} wrap>
      <span>{user.name}</span>
      <Tag color={ROLE_COLORS[user.role]}>{roleWords(user.role)}</Tag>
    </Space>
  );
}

function What({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation(AUDIT);
  return (
    <Space orientation="vertical" size={0}>
      <Text type="secondary">{entityWords(t, entry.entity)}</Text>
      {entry.entityLabel && <Text>{entry.entityLabel}</Text>}
    </Space>
  );
}

interface AuditTrailProps {
  /** The trail's page: in the URL on a screen of its own, in the drawer's state in a History. */
  params: ListParams<never>;
  /** The server's answer for that page (the business's trail or the operator's). */
  result: UseQueryResult<Page<AuditRow>, unknown>;
  /** What the rows are, for the table's caption and its failure: "activity", "history". */
  label: string;
  emptyText: string;
  /** The operator's view across businesses: which business each entry belongs to. */
  showBusiness?: boolean;
}

/** The rows of a trail, newest first: when, who, what, what was done, and what changed. */
export function AuditTrail({ params, result, label, emptyText, showBusiness = false }: AuditTrailProps) {
  const { t } = useTranslation(AUDIT);
  const columns: DataColumns<AuditRow> = [
    { title: t('trail.when'), key: 'at', render: (_value, entry) => formatDateAndTime(entry.at) },
    ...(showBusiness
      ? [{ title: t('trail.business'), key: 'business', render: (_value: unknown, entry: AuditRow) => entry.businessName ?? t('trail.platform') }]
      : []),
    { title: t('trail.who'), key: 'user', render: (_value, entry) => <Who user={entry.user} /> },
    { title: t('trail.what'), key: 'entity', render: (_value, entry) => <What entry={entry} /> },
    {
      title: t('trail.action'),
      key: 'action',
      render: (_value, entry) => <Tag color={ACTION_COLORS[entry.action]}>{actionWords(t, entry)}</Tag>,
    },
    { title: t('trail.changes'), key: 'changes', render: (_value, entry) => <AuditChanges entry={entry} /> },
  ];
  // Both trails' procedures fail with the same router's errors; the table names the type so.
  const list = { params, result: result as ResourceList<Page<AuditRow>, never>['result'] };
  return <DataTable label={label} columns={columns} list={list} searchable={false} emptyText={emptyText} />;
}

/**
 * The trail grows with every change anywhere in the business, so it is read afresh each time it
 * is shown rather than kept like the other lists; a new page keeps the rows shown until its own arrive.
 */
export const TRAIL_QUERY = { staleTime: 0, placeholderData: keepPreviousData } as const;
