import { DownloadOutlined } from '@ant-design/icons';
import { csvExportPath, type CsvExport } from '@sevak/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../lib/list-params';
import { COMMON } from '../i18n/common';

/** What a list shows besides its page, search and sort: a filter card, a report's range, a technician. */
export type ExportFilters = Record<string, string | null | undefined>;

/** The address of a list's CSV file: the list as its screen shows it (search, sort and filters), every page of it. */
export function exportCsvHref(file: CsvExport, params: Pick<ListParams<string>, 'search' | 'sortBy' | 'sortOrder'>, filters: ExportFilters = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ search: params.search, sortBy: params.sortBy, sortOrder: params.sortOrder, ...filters })) {
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return `/api/v1${csvExportPath(file)}${text ? `?${text}` : ''}`;
}

/**
 * "Export CSV" on a list: the whole list with its current search, filters and sort, as a file
 * Excel opens. A plain link: the browser saves the file as it comes, signed in by its cookie.
 */
export function ExportCsvButton({ file, list, filters }: { file: CsvExport; list: { params: ListParams<string> }; filters?: ExportFilters }) {
  const { t } = useTranslation(COMMON);
  return (
    <Button icon={<DownloadOutlined aria-hidden />} href={exportCsvHref(file, list.params, filters)} download>
      {t('csv.export')}
    </Button>
  );
}
