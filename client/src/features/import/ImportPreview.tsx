import type { ImportFate, ImportReport, ImportRowOutcome } from '@sevak/shared';
import { Alert, Col, Row, Statistic, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { messageText } from '../../i18n/messages';
import { IMPORT } from './i18n';

/** Each fate's tag colour on a row. */
const FATE_COLORS: Record<ImportFate, string> = { error: 'error', new: 'success', update: 'processing', unchanged: 'default' };

const ORDER: ImportFate[] = ['error', 'new', 'update', 'unchanged'];

/** Rows with errors first, each kind in the file's order. */
const errorsFirst = (rows: ImportRowOutcome[]) =>
  [...rows].sort((a, b) => ORDER.indexOf(a.fate) - ORDER.indexOf(b.fate) || a.row - b.row);

const grouped = (count: number) => count.toLocaleString('en-IN');

/**
 * "New customers: 2, New purchases: 3" of what the file saves (or saved), leaving out the none,
 * each label in the reader's language (the server's English while the catalogue is on its way).
 */
export const summaryText = (report: ImportReport, t: TFunction<'import'>) =>
  report.summary
    .filter((tally) => tally.count > 0)
    .map((tally) => t('preview.tally', { label: messageText(tally.message, tally.label), total: grouped(tally.count) }))
    .join(', ') || t('preview.nothingToChange');

/** Why a row cannot be imported, or what importing it does, in the reader's language. */
const said = (messages: ImportRowOutcome['messages']['errors'], english: string[]) =>
  messages.map((message, index) => messageText(message, english[index]));

/** Every row's fate in a dry run: how many of each, errors first with their row numbers and reasons. */
export function ImportPreview({ report, who }: { report: ImportReport; who: string }) {
  const { t } = useTranslation(IMPORT);
  // The shared messages' namespace too, loaded in the language in use: the rows' reasons are its sentences.
  useTranslation(MESSAGES);
  const { counts } = report;
  return (
    <>
      <Row gutter={[16, 16]}>
        {ORDER.map((fate) => (
          <Col key={fate} xs={12} sm={6}>
            <Statistic title={t(`preview.counts.${fate}`)} value={counts[fate]} />
          </Col>
        ))}
      </Row>
      {counts.error > 0 ? (
        <Alert
          type="error"
          showIcon
          title={t('preview.withErrors', { count: counts.error, errors: grouped(counts.error), rows: grouped(counts.rows) })}
          description={t('preview.fixThem')}
        />
      ) : (
        <Alert
          type="success"
          showIcon
          title={t('preview.allRows', { count: counts.rows, rows: grouped(counts.rows) })}
          description={summaryText(report, t)}
        />
      )}
      <Table
        size="small"
        rowKey="row"
        dataSource={errorsFirst(report.rows)}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        aria-label={t('preview.table')}
        columns={[
          { title: t('preview.row'), dataIndex: 'row', key: 'row', width: 70, align: 'right' },
          {
            title: t('preview.result'),
            key: 'fate',
            width: 110,
            render: (_value, row: ImportRowOutcome) => <Tag color={FATE_COLORS[row.fate]}>{t(`preview.fates.${row.fate}`)}</Tag>,
          },
          { title: who, dataIndex: 'label', key: 'label' },
          {
            title: t('preview.details'),
            key: 'details',
            render: (_value, row: ImportRowOutcome) =>
              row.errors.length > 0 ? (
                <ul className="import-errors">
                  {said(row.messages.errors, row.errors).map((error) => (
                    <li key={error}>
                      <Typography.Text type="danger">{error}</Typography.Text>
                    </li>
                  ))}
                </ul>
              ) : (
                said(row.messages.notes, row.notes).join('; ')
              ),
          },
        ]}
      />
    </>
  );
}
