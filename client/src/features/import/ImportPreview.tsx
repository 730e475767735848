import type { ImportFate, ImportReport, ImportRowOutcome } from '@sevak/shared';
import { Alert, Col, Row, Statistic, Table, Tag, Typography } from 'antd';

/** Each fate's tag on a row, and the title of its count. */
const FATES: Record<ImportFate, { label: string; color: string; count: string }> = {
  error: { label: 'Error', color: 'error', count: 'Errors' },
  new: { label: 'New', color: 'success', count: 'New' },
  update: { label: 'Update', color: 'processing', count: 'Updates' },
  unchanged: { label: 'Unchanged', color: 'default', count: 'Unchanged' },
};

const ORDER: ImportFate[] = ['error', 'new', 'update', 'unchanged'];

/** Rows with errors first, each kind in the file's order. */
const errorsFirst = (rows: ImportRowOutcome[]) =>
  [...rows].sort((a, b) => ORDER.indexOf(a.fate) - ORDER.indexOf(b.fate) || a.row - b.row);

const plural = (count: number, word: string) => `${count.toLocaleString('en-IN')} ${word}${count === 1 ? '' : 's'}`;

/** "New customers: 2, New purchases: 3" of what the file saves (or saved), leaving out the none. */
export const summaryText = (report: ImportReport) =>
  report.summary
    .filter((tally) => tally.count > 0)
    .map((tally) => `${tally.label}: ${tally.count.toLocaleString('en-IN')}`)
    .join(', ') || 'Nothing to change';

/** Every row's fate in a dry run: how many of each, errors first with their row numbers and reasons. */
export function ImportPreview({ report, who }: { report: ImportReport; who: string }) {
  const { counts } = report;
  return (
    <>
      <Row gutter={[16, 16]}>
        {ORDER.map((fate) => (
          <Col key={fate} xs={12} sm={6}>
            <Statistic title={FATES[fate].count} value={counts[fate]} />
          </Col>
        ))}
      </Row>
      {counts.error > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`${plural(counts.error, 'row')} of ${counts.rows.toLocaleString('en-IN')} ${counts.error === 1 ? 'has' : 'have'} errors`}
          description="Fix them in your file and choose it again. Nothing is saved until every row is right."
        />
      ) : (
        <Alert type="success" showIcon title={`All ${plural(counts.rows, 'row')} can be imported`} description={summaryText(report)} />
      )}
      <Table
        size="small"
        rowKey="row"
        dataSource={errorsFirst(report.rows)}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        aria-label="Rows of the file"
        columns={[
          { title: 'Row', dataIndex: 'row', key: 'row', width: 70, align: 'right' },
          {
            title: 'Result',
            key: 'fate',
            width: 110,
            render: (_value, row: ImportRowOutcome) => <Tag color={FATES[row.fate].color}>{FATES[row.fate].label}</Tag>,
          },
          { title: who, dataIndex: 'label', key: 'label' },
          {
            title: 'Details',
            key: 'details',
            render: (_value, row: ImportRowOutcome) =>
              row.errors.length > 0 ? (
                <ul className="import-errors">
                  {row.errors.map((error) => (
                    <li key={error}>
                      <Typography.Text type="danger">{error}</Typography.Text>
                    </li>
                  ))}
                </ul>
              ) : (
                row.notes.join('; ')
              ),
          },
        ]}
      />
    </>
  );
}
