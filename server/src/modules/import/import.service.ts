import {
  message,
  MSG,
  type ImportCustomersInput,
  type ImportFate,
  type ImportKind,
  type ImportProductsInput,
  type ImportReport,
  type ImportRowOutcome,
  type Message,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { renderMessage } from '../../i18n/messages';
import { takingTurns } from '../../lib/turns';
import type { BusinessScope } from '../../tenancy/data-scope';
import { checkCustomerImport } from './customer-import';
import { describeColumns, ignoredColumns, mapColumns, openImportFile, type ColumnMap, type ImportChecker, type PlannedRow } from './import-file';
import { checkProductImport } from './product-import';

/*
 * An import: the file read and its columns mapped, then its rows checked against the business a
 * slice at a time (a handful of queries a slice) and, unless it is a dry run, each slice saved as
 * soon as it is checked. The call's transaction is the import's: a file with a bad row, wherever
 * it is, is refused with every row's outcome, so the person sees which rows to fix, and the slices
 * saved before it are taken back with the rest of the transaction. Every row is saved or none.
 */

/**
 * One import at a time in a server process; the next waits its turn. An import holds its file's
 * text, every row's outcome for the report and what later rows are checked against (some 30 MB
 * live at the largest file, measured after a full collection), and two at once would double the
 * server's peak for a few seconds' gain.
 */
const importTurn = takingTurns(1);

type Checker<F extends string> = (deps: AppDeps, business: BusinessScope, header: string[], columns: ColumnMap<F>) => ImportChecker;
type ImportInput<F extends string> = { csv: string; dryRun: boolean; columns?: Partial<Record<F, string>> | undefined };

/**
 * The one empty list of every row without errors. A report keeps a row for each of up to 20,000,
 * so each row's lists are of their own size (a list filled by push has room for 17 after its
 * first) and the empty one is shared, frozen.
 */
const NONE = Object.freeze([]) as unknown as never[];
const fitted = <T>(list: T[]): T[] => (list.length === 0 ? NONE : list.slice());
const english = (messages: readonly Message[]): string[] => (messages.length === 0 ? NONE : messages.map((said) => renderMessage(said)));

/**
 * A row's outcome as the report holds it: its errors and notes by key alone. Their English, for
 * a REST caller's program, is said as the row is written out (`toJSON`), a hundred rows at a time
 * (http/json-answer.ts), rather than held for every row of the file until the answer is sent:
 * at 20,000 rows that is some 3 MB less at the import's peak.
 */
class RowOutcome implements ImportRowOutcome {
  readonly row: number;
  readonly fate: ImportFate;
  readonly label: string;
  readonly messages: ImportRowOutcome['messages'];

  constructor({ row, fate, label, errors, notes }: PlannedRow) {
    this.row = row;
    this.fate = fate;
    this.label = label;
    this.messages = { errors: fitted(errors), notes: fitted(notes) };
  }

  get errors(): string[] {
    return english(this.messages.errors);
  }

  get notes(): string[] {
    return english(this.messages.notes);
  }

  toJSON(): ImportRowOutcome {
    const { row, fate, label, errors, notes, messages } = this;
    return { row, fate, label, errors, notes, messages };
  }
}

function runImport<F extends string>(
  deps: AppDeps,
  business: BusinessScope,
  kind: ImportKind,
  input: ImportInput<F>,
  checkerOf: Checker<F>,
): Promise<ImportReport> {
  return importTurn(async () => {
    const file = await openImportFile(input.csv);
    const columns = mapColumns<F>(kind, file.header, input.columns);
    const checker = checkerOf(deps, business, file.header, columns);
    const counts = { rows: 0, new: 0, update: 0, unchanged: 0, error: 0 };
    const rows: ImportRowOutcome[] = [];
    for await (const slice of file.rows(checker.sliceRows)) {
      const checked = await checker.check(slice);
      for (const outcome of checked.rows) {
        counts.rows += 1;
        counts[outcome.fate] += 1;
        rows.push(new RowOutcome(outcome));
      }
      if (!input.dryRun && counts.error === 0) await checked.save();
    }
    const report: ImportReport = {
      kind,
      dryRun: input.dryRun,
      saved: false,
      header: file.header,
      columns: describeColumns(kind, file.header, columns),
      ignoredColumns: ignoredColumns(file.header, columns),
      counts,
      rows,
      summary: checker.summary().map(({ label, count }) => ({ label: renderMessage(label), message: message(label), count })),
    };
    if (input.dryRun) return report;
    if (counts.error > 0) throw refusalOf(report);
    await checker.finish();
    return { ...report, saved: true };
  });
}

/** The refusal of a file with a bad row: each row's problems, and the whole report for the screen. */
function refusalOf(report: ImportReport): AppError {
  const { counts } = report;
  const errors = report.rows.flatMap(({ row, messages }) => messages.errors.map((problem) => message(MSG.import.refused.rowProblem, { row, problem })));
  const refusal = message(counts.error === 1 ? MSG.import.refused.oneRow : MSG.import.refused.rows, {
    count: counts.error,
    rows: counts.rows.toLocaleString('en-IN'),
  });
  return new AppError('BAD_REQUEST', refusal, { errors, details: report });
}

/** Customers and their purchases from a CSV file (the customer export's columns). */
export function importCustomers(deps: AppDeps, business: BusinessScope, input: ImportCustomersInput): Promise<ImportReport> {
  return runImport(deps, business, 'customers', input, checkCustomerImport);
}

/** Products with their categories and sub-categories from a CSV file (the product export's columns). */
export function importProducts(deps: AppDeps, business: BusinessScope, input: ImportProductsInput): Promise<ImportReport> {
  return runImport(deps, business, 'products', input, checkProductImport);
}
