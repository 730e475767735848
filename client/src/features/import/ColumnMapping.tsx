import type { ImportReport } from '@sevak/shared';
import { Select, Table, Typography } from 'antd';

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
  const headers = [...new Set(report.header.filter(Boolean))].map((header) => ({ value: header, label: header }));
  // A required field is always read from some column.
  const optionsOf = (required: boolean) => (required ? headers : [{ value: NOT_IMPORTED, label: 'Not imported' }, ...headers]);
  return (
    <>
      <Typography.Paragraph type="secondary">
        Sevak matched your file’s columns by their headers. Change any that are wrong; the rows are checked again at once.
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={report.columns}
        columns={[
          {
            title: 'Field',
            key: 'field',
            render: (_value, column) => (
              <>
                {column.label}
                {column.required && <Typography.Text type="secondary"> (required)</Typography.Text>}
              </>
            ),
          },
          {
            title: 'Column in your file',
            key: 'column',
            render: (_value, column) => (
              <Select
                id={`import-column-${column.field}`}
                aria-label={`Column for ${column.label}`}
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
          Not imported: {report.ignoredColumns.join(', ')}
        </Typography.Paragraph>
      )}
    </>
  );
}
