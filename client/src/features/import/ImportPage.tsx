import { ArrowLeftOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, sampleCsv, sampleCsvName, type ImportKind, type ImportReport } from '@sevak/shared';
import { Alert, Button, Card, Progress, Result, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Page } from '../../components/Page';
import { useRefresh } from '../../lib/invalidation';
import { ColumnMapping, mappingOf, type Mapping } from './ColumnMapping';
import { IMPORT } from './i18n';
import { ImportPreview, summaryText } from './ImportPreview';
import { networkProblem, sendImport, type ImportProgress } from './send-import';
import './import.css';

/** Files of more rows than this show how far their upload, check and save have come. */
export const PROGRESS_FROM_ROWS = 2_000;

/** Each import's screen: where it leads back to and what it refreshes; its words are `screens.<kind>` of the catalogue. */
const SCREENS = {
  customers: { back: paths.admin.customers, refreshes: 'customer' },
  products: { back: paths.admin.products, refreshes: 'product' },
} as const;

interface ChosenFile {
  name: string;
  text: string;
  rows: number;
}

interface Busy {
  saving: boolean;
  progress: ImportProgress | null;
}

/** Where a large file's request stands, phase by phase, each with its own real measure. */
function ImportProgressBar({ busy, rows }: { busy: Busy; rows: number }) {
  const { t } = useTranslation(IMPORT);
  const { progress } = busy;
  const phase = progress?.phase ?? 'uploading';
  const words = phase === 'working' && busy.saving ? t('progress.saving') : t(`progress.${phase}`);
  const counted = { phase: words, rows: rows.toLocaleString('en-IN') };
  return (
    <div className="import-progress" role="status" aria-live="polite">
      <Typography.Text>
        {progress?.percent != null ? t('progress.percent', { ...counted, percent: progress.percent }) : t('progress.waiting', counted)}
      </Typography.Text>
      <Progress percent={progress?.percent ?? 100} status={progress?.percent == null ? 'active' : 'normal'} showInfo={false} aria-label={words} />
    </div>
  );
}

function ImportScreen({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation(IMPORT);
  const screen = SCREENS[kind];
  const refresh = useRefresh();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [mapping, setMapping] = useState<Mapping | undefined>();
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [saved, setSaved] = useState<ImportReport | null>(null);

  const send = async (chosen: ChosenFile, dryRun: boolean, columns: Mapping | undefined) => {
    setBusy({ saving: !dryRun, progress: null });
    setProblem(null);
    try {
      const answer = await sendImport({ kind, csv: chosen.text, dryRun, columns }, (progress) => setBusy({ saving: !dryRun, progress }));
      if (answer.report) {
        setReport(answer.report);
        setMapping(mappingOf(answer.report));
      } else if (report && columns) {
        // Columns chosen that cannot be read: the rows checked before still stand, and so do their columns.
        setMapping(mappingOf(report));
      } else {
        setReport(null);
      }
      if (!answer.ok) {
        const title = answer.report
          ? t('problems.nothingImported')
          : report && columns
            ? t('problems.columnsUnusable')
            : t('problems.cannotImport');
        setProblem({ title, message: answer.message });
      } else if (!dryRun) {
        setSaved(answer.report);
        await refresh(screen.refreshes);
        if (kind === 'products') await refresh('productCategory');
      }
    } catch (error) {
      setProblem({ title: t('problems.notChecked'), message: error instanceof Error ? error.message : networkProblem() });
    } finally {
      setBusy(null);
    }
  };

  const choose = async (chosenFile: File) => {
    setSaved(null);
    setReport(null);
    setMapping(undefined);
    if (chosenFile.size > MAX_IMPORT_BYTES) {
      setFile(null);
      setProblem({
        title: t('problems.cannotImport'),
        message: t('choose.tooLarge', {
          file: chosenFile.name,
          size: (chosenFile.size / 1024 / 1024).toFixed(1),
          maximum: MAX_IMPORT_BYTES / 1024 / 1024,
        }),
      });
      return;
    }
    const text = await chosenFile.text();
    // Its lines after the header: its rows, near enough, until the server has counted them.
    const chosen = { name: chosenFile.name, text, rows: Math.max(0, text.trimEnd().split('\n').length - 1) };
    setFile(chosen);
    await send(chosen, true, undefined);
  };

  const startAgain = () => {
    setFile(null);
    setReport(null);
    setMapping(undefined);
    setProblem(null);
    setSaved(null);
  };

  const rows = report?.counts.rows ?? file?.rows ?? 0;
  const toSave = report ? report.counts.new + report.counts.update : 0;

  return (
    <Page
      title={t(`screens.${kind}.title`)}
      extra={
        <Link to={screen.back}>
          <Button icon={<ArrowLeftOutlined aria-hidden />} tabIndex={-1}>
            {t(`screens.${kind}.back`)}
          </Button>
        </Link>
      }
    >
      {saved ? (
        <Card>
          <Result
            status="success"
            title={t('done.title')}
            subTitle={t('done.saved', {
              rows: saved.counts.rows.toLocaleString('en-IN'),
              file: file?.name ?? t('done.theFile'),
              summary: summaryText(saved, t),
            })}
            extra={
              <Button type="primary" onClick={startAgain}>
                {t('done.another')}
              </Button>
            }
          />
        </Card>
      ) : (
        <Card title={t('choose.card')}>
          <Space orientation="vertical" size="middle" className="import-choose">
            <Typography.Paragraph className="import-about">
              {t(`screens.${kind}.about`)} {t('choose.limits', { rows: MAX_IMPORT_ROWS.toLocaleString('en-IN') })}
            </Typography.Paragraph>
            <Upload.Dragger
              accept=".csv,text/csv"
              showUploadList={false}
              disabled={busy !== null}
              beforeUpload={(chosenFile) => {
                void choose(chosenFile);
                return Upload.LIST_IGNORE;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{file ? t('choose.another', { file: file.name }) : t('choose.drop')}</p>
            </Upload.Dragger>
            <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv(kind))}`} download={sampleCsvName(kind)}>
              <DownloadOutlined aria-hidden /> {t('choose.sample')}
            </a>
            {busy && (rows > PROGRESS_FROM_ROWS ? <ImportProgressBar busy={busy} rows={rows} /> : <Spin aria-label={t('choose.checking')} />)}
            {problem && <Alert type="error" showIcon title={problem.title} description={problem.message} />}
          </Space>
        </Card>
      )}
      {report && !saved && (
        <>
          <Card title={t('columns.card')}>
            <ColumnMapping
              report={report}
              mapping={mapping ?? mappingOf(report)}
              disabled={busy !== null}
              onChange={(changed) => {
                setMapping(changed);
                if (file) void send(file, true, changed);
              }}
            />
          </Card>
          <Card title={t('preview.card')}>
            <Space orientation="vertical" size="middle" className="import-preview">
              <ImportPreview report={report} who={t(`screens.${kind}.who`)} />
              <Space wrap>
                <Button
                  type="primary"
                  disabled={busy !== null || report.counts.error > 0 || toSave === 0}
                  loading={busy?.saving}
                  onClick={() => file && void send(file, false, mapping)}
                >
                  {t('preview.importRows', { count: report.counts.rows, rows: report.counts.rows.toLocaleString('en-IN') })}
                </Button>
                <Button onClick={startAgain} disabled={busy !== null}>
                  {t('preview.chooseAnother')}
                </Button>
                {report.counts.error === 0 && toSave === 0 && <Typography.Text type="secondary">{t('preview.nothingToImport')}</Typography.Text>}
              </Space>
            </Space>
          </Card>
        </>
      )}
    </Page>
  );
}

/** /customer/import: customers with their purchases from a CSV file. */
export function CustomerImportPage() {
  return <ImportScreen kind="customers" />;
}

/** /product/import: products with their categories from a CSV file. */
export function ProductImportPage() {
  return <ImportScreen kind="products" />;
}
