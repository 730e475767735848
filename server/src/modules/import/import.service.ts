import { message, MSG, type ImportCustomersInput, type ImportKind, type ImportProductsInput, type ImportReport, type Message } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { renderMessage } from '../../i18n/messages';
import { takingTurns } from '../../lib/turns';
import type { BusinessScope } from '../../tenancy/data-scope';
import { planCustomerImport } from './customer-import';
import { describeColumns, ignoredColumns, mapColumns, readImportFile, type ColumnMap, type ImportFile, type ImportPlan } from './import-file';
import { planProductImport } from './product-import';

/*
 * An import: the file read and its columns mapped, every row checked against the business (a
 * handful of queries for the whole file), then, unless it is a dry run, every row saved or none.
 * The call's transaction is the import's: a row that fails to save takes the whole file back with
 * it. A file with a bad row saves nothing and is refused with every row's outcome, so the person
 * sees which rows to fix.
 */

/**
 * One import at a time in a server process; the next waits its turn. An import holds every row
 * of its file, checked, in memory while it checks them (some 55 MB at the largest file: the parsed
 * rows 17 MB, the checked plan 21, the report 15), and two at once would double the server's peak
 * for a few seconds' gain.
 */
const importTurn = takingTurns(1);

type Planner<F extends string> = (deps: AppDeps, business: BusinessScope, file: ImportFile, columns: ColumnMap<F>) => Promise<ImportPlan>;
type ImportInput<F extends string> = { csv: string; dryRun: boolean; columns?: Partial<Record<F, string>> | undefined };

function runImport<F extends string>(
  deps: AppDeps,
  business: BusinessScope,
  kind: ImportKind,
  input: ImportInput<F>,
  plan: Planner<F>,
): Promise<ImportReport> {
  return importTurn(async () => {
    const { report, refusal, save } = await checkImport(deps, business, kind, input, plan);
    if (input.dryRun) return report;
    if (refusal) throw refusal;
    await save();
    return { ...report, saved: true };
  });
}

/**
 * The file read, its columns mapped and every row checked: the report of what importing it does,
 * the refusal when a row has an error, and how to save it. The file's rows and the checks' working
 * sets end with this call, so saving holds only what it writes and the report.
 */
async function checkImport<F extends string>(
  deps: AppDeps,
  business: BusinessScope,
  kind: ImportKind,
  input: ImportInput<F>,
  plan: Planner<F>,
): Promise<{ report: ImportReport; refusal: AppError | undefined; save: () => Promise<void> }> {
  const file = readImportFile(input.csv);
  const columns = mapColumns<F>(kind, file.header, input.columns);
  const { rows, summary, save } = await plan(deps, business, file, columns);
  const counts = { rows: rows.length, new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.fate] += 1;
  // Each row's errors and notes by key for the screen, and in English for a REST caller's program.
  const english = (messages: Message[]) => messages.map((said) => renderMessage(said));
  const report: ImportReport = {
    kind,
    dryRun: input.dryRun,
    saved: false,
    header: file.header,
    columns: describeColumns(kind, file.header, columns),
    ignoredColumns: ignoredColumns(file.header, columns),
    counts,
    rows: rows.map(({ row, fate, label, errors, notes }) => ({ row, fate, label, errors: english(errors), notes: english(notes), messages: { errors, notes } })),
    summary: summary.map(({ label, count }) => ({ label: renderMessage(label), message: message(label), count })),
  };
  if (counts.error === 0 || input.dryRun) return { report, refusal: undefined, save };
  const errors = rows.flatMap(({ row, errors }) => errors.map((problem) => message(MSG.import.refused.rowProblem, { row, problem })));
  const refusal = message(counts.error === 1 ? MSG.import.refused.oneRow : MSG.import.refused.rows, {
    count: counts.error,
    rows: counts.rows.toLocaleString('en-IN'),
  });
  return { report, refusal: new AppError('BAD_REQUEST', refusal, { errors, details: report }), save };
}

/** Customers and their purchases from a CSV file (the customer export's columns). */
export function importCustomers(deps: AppDeps, business: BusinessScope, input: ImportCustomersInput): Promise<ImportReport> {
  return runImport(deps, business, 'customers', input, planCustomerImport);
}

/** Products with their categories and sub-categories from a CSV file (the product export's columns). */
export function importProducts(deps: AppDeps, business: BusinessScope, input: ImportProductsInput): Promise<ImportReport> {
  return runImport(deps, business, 'products', input, planProductImport);
}
