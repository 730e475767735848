import { MSG, type ImportReport, type MessageKey } from '@sevak/shared';
import { Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { IMPORT } from './i18n';

/** Field → the header of the file's column read for it; '' reads it from no column. */
export type Mapping = Record<string, string>;

export const mappingOf = (report: ImportReport): Mapping => Object.fromEntries(report.columns.map((column) => [column.field, column.column ?? '']));

const NOT_IMPORTED = '';

interface ColumnMappingProps {
  report: ImportReport;
  mapping: Mapping;
  disabled: boolean;
  onChange: (mapping: Mapping) => void;
}

/** Each field of the import beside the column of the file it is read from, as guessed or as chosen. */
export function ColumnMapping({ report, mapping, disabled, onChange }: ColumnMappingProps) {
  const { t } = useTranslation([IMPORT, MESSAGES]);
  const headers = [...new Set(report.header.filter(Boolean))].map((header) => ({ value: header, label: header }));
  // A required field is always read from some column.
  const optionsOf = (required: boolean) => (required ? headers : [{ value: NOT_IMPORTED, label: t('columns.notImported') }, ...headers]);
  // Each field by the header word the export writes, in the reader's language; the server's own word for a field this screen does not know.
  const fieldKeys: Partial<Record<string, MessageKey>> = MSG.csv.columns[report.kind];
  const fieldName = (column: ImportReport['columns'][number]) => {
    const key = fieldKeys[column.field];
    return key ? t(key, { ns: MESSAGES }) : column.label;
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('columns.intro')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={report.columns}
        columns={[
          {
            title: t('columns.field'),
            key: 'field',
            render: (_value, column) => (
              <>
                {fieldName(column)}
                {column.required && <Typography.Text type="secondary">{t('columns.required')}</Typography.Text>}
              </>
            ),
          },
          {
            title: t('columns.column'),
            key: 'column',
            render: (_value, column) => (
              <Select
                id={`import-column-${column.field}`}
                aria-label={t('columns.columnFor', { field: fieldName(column) })}
                value={mapping[column.field] ?? NOT_IMPORTED}
                options={optionsOf(column.required)}
                disabled={disabled}
                style={{ minWidth: 220 }}
                onChange={(header: string) => onChange({ ...mapping, [column.field]: header })}
              />
            ),
          },
        ]}
      />
      {report.ignoredColumns.length > 0 && (
        <Typography.Paragraph type="secondary" className="import-ignored">
          {t('columns.ignored', { columns: report.ignoredColumns.join(', ') })}
        </Typography.Paragraph>
      )}
    </>
  );
}
