import { UploadOutlined } from '@ant-design/icons';
import type { CsvExport } from '@sevak/shared';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListParams } from '../lib/list-params';
import { ExportCsvButton } from './ExportCsvButton';
import { COMMON } from '../i18n/common';

/**
 * A list's "Import CSV" and "Export CSV", in its card's corner: the import screen of the list's
 * records (one tab stop: the link), and the list as a file.
 */
export function ImportExportButtons({ importTo, file, list }: { importTo: string; file: CsvExport; list: { params: ListParams<string> } }) {
  const { t } = useTranslation(COMMON);
  return (
    <Space wrap>
      <Link to={importTo}>
        <Button icon={<UploadOutlined aria-hidden />} tabIndex={-1}>
          {t('csv.import')}
        </Button>
      </Link>
      <ExportCsvButton file={file} list={list} />
    </Space>
  );
}
