import type { ImportCustomersInput, ImportKind, ImportProductsInput, ImportReport } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { countOf } from '../../lib/words';
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

type Planner<F extends string> = (deps: AppDeps, business: BusinessScope, file: ImportFile, columns: ColumnMap<F>) => Promise<ImportPlan>;

async function runImport<F extends string>(
  deps: AppDeps,
  business: BusinessScope,
  kind: ImportKind,
  input: { csv: string; dryRun: boolean; columns?: Partial<Record<F, string>> | undefined },
  plan: Planner<F>,
): Promise<ImportReport> {
  const file = readImportFile(input.csv);
  const columns = mapColumns<F>(kind, file.header, input.columns);
  const { rows, summary, save } = await plan(deps, business, file, columns);
  const counts = { rows: rows.length, new: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.fate] += 1;
  const report: ImportReport = {
    kind,
    dryRun: input.dryRun,
    saved: false,
    header: file.header,
    columns: describeColumns(kind, file.header, columns),
    ignoredColumns: ignoredColumns(file.header, columns),
    counts,
    rows,
    summary,
  };
  if (input.dryRun) return report;
  if (counts.error > 0) {
    const errors = rows.flatMap(({ row, errors }) => errors.map((message) => `Row ${row}: ${message}`));
    throw new AppError(
      'BAD_REQUEST',
      `${countOf(counts.error, 'row')} of ${counts.rows.toLocaleString('en-IN')} ${counts.error === 1 ? 'has' : 'have'} errors, so nothing was imported. Fix ${counts.error === 1 ? 'it' : 'them'} and import the file again.`,
      { errors, details: report },
    );
  }
  await save();
  return { ...report, saved: true };
}

/** Customers and their purchases from a CSV file (the customer export's columns). */
export function importCustomers(deps: AppDeps, business: BusinessScope, input: ImportCustomersInput): Promise<ImportReport> {
  return runImport(deps, business, 'customers', input, planCustomerImport);
}

/** Products with their categories and sub-categories from a CSV file (the product export's columns). */
export function importProducts(deps: AppDeps, business: BusinessScope, input: ImportProductsInput): Promise<ImportReport> {
  return runImport(deps, business, 'products', input, planProductImport);
}
