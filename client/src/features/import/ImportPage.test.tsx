import { screen, waitFor, within } from '@testing-library/react';
import { CUSTOMER_CSV_COLUMNS, message, MSG, sampleCsvName, type ImportReport, type ImportRowOutcome, type Message } from '@sevak/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { choose, selectedText, visibleOptions } from '../../test/pick-list';
import { renderApp } from '../../test/render-app';
import { deferred, testUser } from '../../test/trpc-mock';

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

interface Sent {
  url: URL;
  body: string;
  contentType: string | undefined;
  language: string | undefined;
}

/**
 * The browser's XMLHttpRequest as the import screen uses it: each request is recorded, its upload
 * reported as the test says (`progress`), and answered with the envelope `answer` gives.
 */
class FakeXhr {
  static sent: Sent[] = [];
  static answer: (sent: Sent) => { status: number; body: object } = () => ({ status: 500, body: {} });
  /** Run before the answer, to report progress and hold the request while the test looks. */
  static progress: (xhr: FakeXhr, sent: Sent) => Promise<void> = async () => {};

  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onprogress: ((event: ProgressEvent) => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(_method: string, url: string) {
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: string) {
    const sent = { url: new URL(this.url, 'http://localhost'), body, contentType: this.headers['content-type'], language: this.headers['accept-language'] };
    FakeXhr.sent.push(sent);
    void (async () => {
      await FakeXhr.progress(this, sent);
      const { status, body: answer } = FakeXhr.answer(sent);
      this.status = status;
      this.responseText = JSON.stringify(answer);
      this.onload?.();
    })();
  }
}

const HEADER = [CUSTOMER_CSV_COLUMNS.name, 'Mobile No', CUSTOMER_CSV_COLUMNS.product, CUSTOMER_CSV_COLUMNS.billNumber, CUSTOMER_CSV_COLUMNS.purchaseDate];

function report(rows: ImportRowOutcome[], overrides: Partial<ImportReport> = {}): ImportReport {
  const counts = { rows: rows.length, new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.fate] += 1;
  return {
    kind: 'customers',
    dryRun: true,
    saved: false,
    header: HEADER,
    columns: [
      { field: 'name', label: 'Customer name', column: 'Customer name', required: true },
      { field: 'phone', label: 'Phone', column: 'Mobile No', required: true },
      { field: 'email', label: 'Email', column: null, required: false },
      { field: 'product', label: 'Product', column: 'Product', required: false },
      { field: 'billNumber', label: 'Bill number', column: 'Bill number', required: false },
      { field: 'purchaseDate', label: 'Purchase date', column: 'Purchase date', required: false },
    ],
    ignoredColumns: [],
    counts,
    rows,
    summary: [
      { label: 'New customers', message: message(MSG.import.summary.newCustomers), count: counts.new },
      { label: 'New purchases', message: message(MSG.import.summary.newPurchases), count: counts.new },
    ],
    ...overrides,
  };
}

const newRow = (row: number, label: string): ImportRowOutcome => ({
  row,
  fate: 'new',
  label,
  errors: [],
  notes: ['New customer'],
  messages: { errors: [], notes: [message(MSG.import.notes.newCustomer)] },
});
/** A row refused for a problem of one column, as the server says it: in English, and by key. */
const badRow = (row: number, label: string, column: string, problem: Message, english: string): ImportRowOutcome => ({
  row,
  fate: 'error',
  label,
  errors: [`${column}: ${english}`],
  notes: [],
  messages: { errors: [message(MSG.import.rows.inColumn, { column, problem })], notes: [] },
});
const phoneRefused = (row: number, label: string) =>
  badRow(row, label, 'Mobile No', message(MSG.common.validation.phoneInvalid), 'Enter a valid mobile number');

const ok = (data: ImportReport, message = 'Import checked; nothing was saved') => ({ status: 200, body: { statusCode: 200, success: true, message, data } });

beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.progress = async () => {};
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

async function openImport(path = '/customer/import') {
  const app = renderApp(path, { 'users.me': () => testUser('ADMIN') });
  await screen.findByRole('heading', { name: path.startsWith('/customer') ? 'Import Customers' : 'Import Products' }, WAIT);
  return app;
}

/** Chooses a file in the upload area, as the file picker does. */
async function chooseFile(app: Awaited<ReturnType<typeof openImport>>, text: string, name = 'customers.csv') {
  const input = app.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  await app.user.upload(input, new File([text], name, { type: 'text/csv' }));
}

describe('the import screen', SLOW, () => {
  it('checks the file at once, shows errors first with their row and reason, and imports once the fixed file is clean', async () => {
    const checked = report([newRow(2, 'Sunita Kale, 9822011223'), phoneRefused(3, 'Rahul, 98220'), newRow(4, 'Meera Iyer, 9850023456')]);
    FakeXhr.answer = () => ok(checked);
    const app = await openImport();
    await chooseFile(app, `${HEADER.join(',')}\r\nSunita Kale,9822011223,RO 7L,A-1,15-11-2026\r\n`);

    const rows = await screen.findByRole('table', { name: 'Rows of the file' }, WAIT);
    expect(FakeXhr.sent[0]!.url.pathname).toBe('/api/v1/admin/import/customers');
    expect(FakeXhr.sent[0]!.url.searchParams.get('dryRun')).toBe('true');
    expect(FakeXhr.sent[0]!.url.searchParams.has('columns')).toBe(false);
    expect(FakeXhr.sent[0]!.contentType).toBe('text/csv; charset=utf-8');
    expect(FakeXhr.sent[0]!.body).toContain('Sunita Kale');
    expect(screen.getByText('1 row of 3 has errors')).toBeTruthy();
    const [first] = within(rows).getAllByRole('row').slice(1);
    expect(within(first!).getByText('3')).toBeTruthy();
    expect(within(first!).getByText('Mobile No: Enter a valid mobile number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 3 rows' }).hasAttribute('disabled')).toBe(true);

    // The file fixed and chosen again: every row can be imported.
    const clean = report([newRow(2, 'Sunita Kale, 9822011223'), newRow(3, 'Rahul Shinde, 9850034567'), newRow(4, 'Meera Iyer, 9850023456')]);
    FakeXhr.answer = (sent) =>
      sent.url.searchParams.get('dryRun') === 'true' ? ok(clean) : ok({ ...clean, dryRun: false, saved: true }, 'Customers imported successfully');
    await chooseFile(app, `${HEADER.join(',')}\r\nRahul Shinde,9850034567,RO 7L,A-2,15-11-2026\r\n`, 'customers-fixed.csv');
    await screen.findByText('All 3 rows can be imported', {}, WAIT);
    const importButton = screen.getByRole('button', { name: 'Import 3 rows' });
    await waitFor(() => expect(importButton.hasAttribute('disabled')).toBe(false), WAIT);
    await app.user.click(importButton);

    await screen.findByText('Import complete', {}, WAIT);
    expect(screen.getByText('3 rows of customers-fixed.csv saved. New customers: 3, New purchases: 3.')).toBeTruthy();
    const commit = FakeXhr.sent.at(-1)!;
    expect(commit.url.searchParams.get('dryRun')).toBe('false');
    expect(JSON.parse(commit.url.searchParams.get('columns')!)).toMatchObject({ name: 'Customer name', phone: 'Mobile No', email: '' });
  });

  it('checks the rows again with a column the person chose', async () => {
    FakeXhr.answer = (sent) => {
      const columns = JSON.parse(sent.url.searchParams.get('columns') ?? '{}') as Record<string, string>;
      const base = report([newRow(2, 'Sunita Kale, 9822011223')]);
      return ok(columns.email ? { ...base, columns: base.columns.map((column) => (column.field === 'email' ? { ...column, column: columns.email! } : column)) } : base);
    };
    const app = await openImport();
    await chooseFile(app, `${HEADER.join(',')}\r\nSunita Kale,9822011223,RO 7L,A-1,15-11-2026\r\n`);
    await screen.findByRole('table', { name: 'Rows of the file' }, WAIT);

    await choose(app, 'Column for Email', 'Bill number');
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2), WAIT);
    expect(JSON.parse(FakeXhr.sent[1]!.url.searchParams.get('columns')!)).toMatchObject({ email: 'Bill number', phone: 'Mobile No' });
    expect(FakeXhr.sent[1]!.url.searchParams.get('dryRun')).toBe('true');
    await waitFor(() => expect(selectedText('Column for Email')).toBe('Bill number'), WAIT);

    // Columns the server cannot use: it says why, and the rows checked before stay, with their columns.
    FakeXhr.answer = () => ({ status: 400, body: { statusCode: 400, success: false, message: 'The file has no column "Bill number" for Email.', errors: [] } });
    await choose(app, 'Column for Email', 'Product');
    await screen.findByText('These columns cannot be used', {}, WAIT);
    expect(screen.getByText('The file has no column "Bill number" for Email.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Rows of the file' })).toBeTruthy();
    expect(selectedText('Column for Email')).toBe('Bill number');
    // A required field is always read from a column.
    await app.user.click(screen.getByRole('combobox', { name: 'Column for Phone' }));
    await waitFor(() => expect(visibleOptions('Column for Phone')).toContain('Mobile No'), WAIT);
    expect(visibleOptions('Column for Phone')).not.toContain('Not imported');
  });

  it('shows a large file’s real progress: the share of it sent, then the server checking the rows', async () => {
    const held = deferred<void>();
    FakeXhr.progress = async (xhr, sent) => {
      xhr.upload.onprogress?.({ lengthComputable: true, loaded: sent.body.length * 0.4, total: sent.body.length } as ProgressEvent);
      await held.promise;
      xhr.upload.onload?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    FakeXhr.answer = () => ok(report([newRow(2, 'Customer 0, 7000000000')], { counts: { rows: 2500, new: 2500, update: 0, unchanged: 0, error: 0 } }));
    const app = await openImport();
    const lines = Array.from({ length: 2500 }, (_, n) => `Customer ${n},${7_000_000_000 + n},RO 7L,B-${n},15-11-2026`);
    await chooseFile(app, `${HEADER.join(',')}\r\n${lines.join('\r\n')}\r\n`);

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sending the file (2,500 rows): 40%'), WAIT);
    held.resolve();
    await screen.findByText('Checking every row (2,500 rows)…', {}, WAIT);
    await screen.findByText('All 2,500 rows can be imported', {}, WAIT);
  });

  it('says why a file cannot be imported, and shows the rows of a refused import', async () => {
    FakeXhr.answer = () => ({
      status: 400,
      body: { statusCode: 400, success: false, message: 'The file has no column for Phone. Its columns are: Name.', errors: [] },
    });
    const app = await openImport();
    await chooseFile(app, 'Name\r\nSunita\r\n');
    await screen.findByText('The file cannot be imported', {}, WAIT);
    expect(screen.getByText('The file has no column for Phone. Its columns are: Name.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Rows of the file' })).toBeNull();

    // Saving finds a row another person made wrong since the check: nothing is saved, and the row says why.
    const clean = report([newRow(2, 'Sunita Kale, 9822011223')]);
    const refused = report(
      [badRow(2, 'Sunita Kale, 9822011223', 'Bill number', message(MSG.common.database.billNumberTaken), 'Another purchase already has this bill number.')],
      { dryRun: false },
    );
    FakeXhr.answer = (sent) =>
      sent.url.searchParams.get('dryRun') === 'true'
        ? ok(clean)
        : { status: 400, body: { statusCode: 400, success: false, message: '1 row of 1 has errors, so nothing was imported.', errors: [], data: refused } };
    await chooseFile(app, `${HEADER.join(',')}\r\nSunita Kale,9822011223,RO 7L,A-1,15-11-2026\r\n`);
    await app.user.click(await screen.findByRole('button', { name: 'Import 1 row' }, WAIT));
    await screen.findByText('Nothing was imported', {}, WAIT);
    expect(screen.getByText('Bill number: Another purchase already has this bill number.')).toBeTruthy();
  });

  it('offers a sample file for each import', async () => {
    await openImport('/product/import');
    const sample = screen.getByRole('link', { name: 'Download sample CSV' });
    expect(sample.getAttribute('download')).toBe(sampleCsvName('products'));
    const text = decodeURIComponent(sample.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''));
    expect(text.split('\r\n')[0]).toBe('\uFEFFProduct name,Category,Sub-category,Price,Quantity,HSN code,GST rate');
    expect(screen.queryByRole('table', { name: 'Rows of the file' })).toBeNull();
  });

  it('reads in Hindi: the screen, the columns and each row’s reasons, as the server names them by key', async () => {
    await applyLanguage('hi');
    FakeXhr.answer = () => ok(report([newRow(2, 'Sunita Kale, 9822011223'), phoneRefused(3, 'Rahul, 98220')]));
    const app = renderApp('/customer/import', { 'users.me': () => testUser('ADMIN') });
    await screen.findByRole('heading', { name: 'ग्राहक इंपोर्ट करें' }, WAIT);
    await chooseFile(app, `${HEADER.join(',')}\r\nSunita Kale,9822011223,RO 7L,A-1,15-11-2026\r\nRahul,98220,RO 7L,A-2,15-11-2026\r\n`);

    const rows = await screen.findByRole('table', { name: 'फ़ाइल की पंक्तियाँ' }, WAIT);
    expect(screen.getByText('2 में से 1 पंक्ति में गलती है')).toBeTruthy();
    expect(within(rows).getByText('Mobile No कॉलम: सही मोबाइल नंबर लिखें')).toBeTruthy();
    expect(within(rows).getByText('नया ग्राहक')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'फ़ोन का कॉलम' })).toBeTruthy();
    expect(FakeXhr.sent[0]!.language).toBe('hi');
  });
});
