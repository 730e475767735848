import { stringify } from 'csv-stringify/sync';
import { gstStateName, type GstSummary, type InvoiceTaxTotal } from '@sevak/shared';
import { csvAmount as amount, csvDate as dayMonthYear, csvNumber as plain } from '../../lib/csv-cells';
import { FileAnswer } from '../../operations/file-answer';

/*
 * The month's GST summary as one CSV for the accountant's GSTR-1: B2B invoices, B2C totals by
 * rate and place of supply, credit notes and the HSN summary, one section after another, each
 * under a heading row and its own column names. Amounts are plain numbers with two decimals
 * (no ₹, no grouping) so a spreadsheet adds them up; places of supply are written as the GST
 * portal writes them, "27-Maharashtra". UTF-8 with a byte-order mark, or Excel misreads names.
 */

function placeOfSupply(stateCode: string): string {
  const name = gstStateName(stateCode);
  return name === stateCode ? stateCode : `${stateCode}-${name}`;
}

const TAX_HEADERS = ['Rate %', 'Taxable value', 'IGST', 'CGST', 'SGST'];
const taxCells = (total: InvoiceTaxTotal) => [plain(total.gstRate), amount(total.taxableValue), amount(total.igst), amount(total.cgst), amount(total.sgst)];

export function gstSummaryCsv(summary: GstSummary): FileAnswer<Buffer> {
  const records: string[][] = [];
  const section = (heading: string, headers: string[], rows: string[][]) => {
    if (records.length > 0) records.push([]);
    records.push([heading], headers, ...rows);
  };

  section(
    'B2B invoices',
    ['Buyer GSTIN', 'Buyer name', 'Invoice number', 'Invoice date', 'Invoice value', 'Place of supply', ...TAX_HEADERS],
    summary.b2b.map((row) => [
      row.buyerGstin,
      row.buyerName,
      row.invoiceNumber,
      dayMonthYear(row.invoiceDate),
      amount(row.invoiceValue),
      placeOfSupply(row.placeOfSupply),
      ...taxCells(row),
    ]),
  );
  section(
    'B2C by rate and place of supply',
    ['Place of supply', ...TAX_HEADERS],
    summary.b2c.map((row) => [placeOfSupply(row.placeOfSupply), ...taxCells(row)]),
  );
  section(
    'Credit notes',
    ['Note number', 'Note date', 'Invoice number', 'Buyer GSTIN', 'Buyer name', 'Note value', 'Place of supply', ...TAX_HEADERS],
    summary.creditNotes.map((row) => [
      row.noteNumber,
      dayMonthYear(row.noteDate),
      row.invoiceNumber,
      row.buyerGstin ?? '',
      row.buyerName,
      amount(row.noteValue),
      placeOfSupply(row.placeOfSupply),
      ...taxCells(row),
    ]),
  );
  section(
    'HSN summary',
    ['HSN', 'Quantity', ...TAX_HEADERS, 'Total tax'],
    summary.hsn.map((row) => [row.hsnCode ?? '', plain(row.quantity), ...taxCells(row), amount(row.igst + row.cgst + row.sgst)]),
  );
  const { totals } = summary;
  section(
    'Totals',
    ['Month', 'Invoices', 'Credit notes', 'Taxable value', 'IGST', 'CGST', 'SGST'],
    [[summary.month, String(totals.invoiceCount), String(totals.creditNoteCount), amount(totals.taxableValue), amount(totals.igst), amount(totals.cgst), amount(totals.sgst)]],
  );

  // csv-stringify quotes what needs quoting (a comma or quote in a buyer's name), and writes the BOM.
  const body = stringify(records, { bom: true, record_delimiter: 'windows' });
  return new FileAnswer('text/csv; charset=utf-8', `gst-summary-${summary.month}.csv`, Buffer.from(body, 'utf8'));
}
