import { ArrowLeftOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, sampleCsv, sampleCsvName, type ImportKind, type ImportReport } from '@sevak/shared';
import { Alert, Button, Card, Progress, Result, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Page } from '../../components/Page';
import { useRefresh } from '../../lib/invalidation';
import { ColumnMapping, mappingOf, type Mapping } from './ColumnMapping';
import { ImportPreview, summaryText } from './ImportPreview';
import { NETWORK_PROBLEM, sendImport, type ImportProgress } from './send-import';
import './import.css';

/** Files of more rows than this show how far their upload, check and save have come. */
export const PROGRESS_FROM_ROWS = 2_000;

const SCREENS = {
  customers: {
    title: 'Import Customers',
    back: { to: paths.admin.customers, label: 'Back to Customers' },
    who: 'Customer',
    about:
      'Customers with their purchases, one row per purchase: a customer with two purchases has two rows with the same phone and details. ' +
      'The columns are those of Export CSV on the Customers screen, or of the sample file. A customer whose phone is already saved is updated, ' +
      'and a purchase whose bill number is saved is changed.',
    refreshes: 'customer',
  },
  products: {
    title: 'Import Products',
    back: { to: paths.admin.products, label: 'Back to Products' },
    who: 'Product',
    about:
      'Products with their category and sub-category, one row per product. The columns are those of Export CSV on the Products screen, ' +
      'or of the sample file. A product whose name is already saved is updated; a category or sub-category you do not have yet is created.',
    refreshes: 'product',
  },
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

const PHASE_WORDS = {
  uploading: 'Sending the file',
  working: 'Checking every row',
  receiving: 'Receiving the result',
} as const;

/** Where a large file's request stands, phase by phase, each with its own real measure. */
function ImportProgressBar({ busy, rows }: { busy: Busy; rows: number }) {
  const { progress } = busy;
  const phase = progress?.phase ?? 'uploading';
  const words = phase === 'working' && busy.saving ? 'Saving every row' : PHASE_WORDS[phase];
  return (
    <div className="import-progress" role="status" aria-live="polite">
      <Typography.Text>
        {words} ({rows.toLocaleString('en-IN')} rows){progress?.percent != null ? `: ${progress.percent}%` : '…'}
      </Typography.Text>
      <Progress percent={progress?.percent ?? 100} status={progress?.percent == null ? 'active' : 'normal'} showInfo={false} aria-label={words} />
    </div>
  );
}

function ImportScreen({ kind }: { kind: ImportKind }) {
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
        const title = answer.report ? 'Nothing was imported' : report && columns ? 'These columns cannot be used' : 'The file cannot be imported';
        setProblem({ title, message: answer.message });
      } else if (!dryRun) {
        setSaved(answer.report);
        await refresh(screen.refreshes);
        if (kind === 'products') await refresh('productCategory');
      }
    } catch (error) {
      setProblem({ title: 'The file was not checked', message: error instanceof Error ? error.message : NETWORK_PROBLEM });
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
        title: 'The file cannot be imported',
        message: `${chosenFile.name} is ${(chosenFile.size / 1024 / 1024).toFixed(1)} MB: import at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB at a time.`,
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
      title={screen.title}
      extra={
        <Link to={screen.back.to}>
          <Button icon={<ArrowLeftOutlined aria-hidden />} tabIndex={-1}>
            {screen.back.label}
          </Button>
        </Link>
      }
    >
      {saved ? (
        <Card>
          <Result
            status="success"
            title="Import complete"
            subTitle={`${saved.counts.rows.toLocaleString('en-IN')} rows of ${file?.name ?? 'the file'} saved. ${summaryText(saved)}.`}
            extra={
              <Button type="primary" onClick={startAgain}>
                Import another file
              </Button>
            }
          />
        </Card>
      ) : (
        <Card title="Choose a CSV file">
          <Space orientation="vertical" size="middle" className="import-choose">
            <Typography.Paragraph className="import-about">
              {screen.about} Up to {MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows; dates as dd-mm-yyyy. Nothing is saved until you press Import. From Excel, use File › Save As › CSV UTF-8.
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
              <p className="ant-upload-text">{file ? `${file.name}: choose another file` : 'Choose a CSV file, or drop it here'}</p>
            </Upload.Dragger>
            <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv(kind))}`} download={sampleCsvName(kind)}>
              <DownloadOutlined aria-hidden /> Download sample CSV
            </a>
            {busy && (rows > PROGRESS_FROM_ROWS ? <ImportProgressBar busy={busy} rows={rows} /> : <Spin aria-label="Checking the file" />)}
            {problem && <Alert type="error" showIcon title={problem.title} description={problem.message} />}
          </Space>
        </Card>
      )}
      {report && !saved && (
        <>
          <Card title="Columns">
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
          <Card title="Check the rows">
            <Space orientation="vertical" size="middle" className="import-preview">
              <ImportPreview report={report} who={screen.who} />
              <Space wrap>
                <Button
                  type="primary"
                  disabled={busy !== null || report.counts.error > 0 || toSave === 0}
                  loading={busy?.saving}
                  onClick={() => file && void send(file, false, mapping)}
                >
                  {`Import ${report.counts.rows.toLocaleString('en-IN')} ${report.counts.rows === 1 ? 'row' : 'rows'}`}
                </Button>
                <Button onClick={startAgain} disabled={busy !== null}>
                  Choose another file
                </Button>
                {report.counts.error === 0 && toSave === 0 && (
                  <Typography.Text type="secondary">Nothing to import: every row is saved as it is.</Typography.Text>
                )}
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
