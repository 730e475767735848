import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { GstSummary } from '@sevak/shared';
import { gstSummaryCsv } from './gst-summary-csv';

const SUMMARY: GstSummary = {
  month: '2026-11',
  b2b: [
    {
      buyerGstin: '27AAACR5055K1Z5',
      buyerName: 'Kulkarni, Sons & "Co"',
      invoiceNumber: 'AQC/26-27/0001',
      invoiceDate: '2026-11-24',
      invoiceValue: 17699,
      placeOfSupply: '27',
      gstRate: 18,
      taxableValue: 14999,
      igst: 0,
      cgst: 1349.91,
      sgst: 1349.91,
    },
  ],
  b2c: [{ placeOfSupply: '29', gstRate: 0.25, taxableValue: 1234567.5, igst: 3086.42, cgst: 0, sgst: 0 }],
  creditNotes: [
    {
      noteNumber: 'CN/26-27/0001',
      noteDate: '2026-11-25',
      invoiceNumber: 'AQC/26-27/0001',
      buyerGstin: null,
      buyerName: 'Ravi Kulkarni',
      noteValue: 590,
      placeOfSupply: '27',
      gstRate: 18,
      taxableValue: 500,
      igst: 0,
      cgst: 45,
      sgst: 45,
    },
  ],
  hsn: [{ hsnCode: '84212110', quantity: 2.5, gstRate: 18, taxableValue: 14500, igst: 0, cgst: 1305, sgst: 1305 }],
  totals: { taxableValue: 1249566.5, igst: 3086.42, cgst: 1349.91, sgst: 1349.91, invoiceCount: 2, creditNoteCount: 1 },
};

describe('GST summary CSV', () => {
  const file = gstSummaryCsv(SUMMARY);
  const bytes = Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body, 'utf8');
  const rows = parse(bytes, { bom: true, relax_column_count: true }) as string[][];
  const sectionOf = (heading: string) => {
    const start = rows.findIndex((row) => row[0] === heading && row.length === 1);
    expect(start, heading).toBeGreaterThanOrEqual(0);
    const end = rows.findIndex((row, index) => index > start && row.length === 1 && row[0] === '');
    return rows.slice(start + 1, end === -1 ? undefined : end);
  };

  it('is a UTF-8 CSV with a byte-order mark, named for its month', () => {
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.fileName).toBe('gst-summary-2026-11.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('has each section under its heading, with its columns and plain two-decimal amounts', () => {
    const [b2bHeader, b2bRow] = sectionOf('B2B invoices');
    expect(b2bHeader).toEqual([
      'Buyer GSTIN',
      'Buyer name',
      'Invoice number',
      'Invoice date',
      'Invoice value',
      'Place of supply',
      'Rate %',
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
    ]);
    expect(b2bRow).toEqual(['27AAACR5055K1Z5', 'Kulkarni, Sons & "Co"', 'AQC/26-27/0001', '24-11-2026', '17699.00', '27-Maharashtra', '18', '14999.00', '0.00', '1349.91', '1349.91']);

    const [b2cHeader, b2cRow] = sectionOf('B2C by rate and place of supply');
    expect(b2cHeader).toEqual(['Place of supply', 'Rate %', 'Taxable value', 'IGST', 'CGST', 'SGST']);
    expect(b2cRow).toEqual(['29-Karnataka', '0.25', '1234567.50', '3086.42', '0.00', '0.00']);

    const [noteHeader, noteRow] = sectionOf('Credit notes');
    expect(noteHeader?.slice(0, 7)).toEqual(['Note number', 'Note date', 'Invoice number', 'Buyer GSTIN', 'Buyer name', 'Note value', 'Place of supply']);
    expect(noteRow).toEqual(['CN/26-27/0001', '25-11-2026', 'AQC/26-27/0001', '', 'Ravi Kulkarni', '590.00', '27-Maharashtra', '18', '500.00', '0.00', '45.00', '45.00']);

    const [hsnHeader, hsnRow] = sectionOf('HSN summary');
    expect(hsnHeader).toEqual(['HSN', 'Quantity', 'Rate %', 'Taxable value', 'IGST', 'CGST', 'SGST', 'Total tax']);
    expect(hsnRow).toEqual(['84212110', '2.5', '18', '14500.00', '0.00', '1305.00', '1305.00', '2610.00']);

    const [, totalsRow] = sectionOf('Totals');
    expect(totalsRow).toEqual(['2026-11', '2', '1', '1249566.50', '3086.42', '1349.91', '1349.91']);
    expect(bytes.toString('utf8')).not.toContain('₹');
  });

  it('writes the section headings even for a month with nothing in it', () => {
    const empty = gstSummaryCsv({ ...SUMMARY, b2b: [], b2c: [], creditNotes: [], hsn: [] });
    const text = (Buffer.isBuffer(empty.body) ? empty.body : Buffer.from(empty.body)).toString('utf8');
    for (const heading of ['B2B invoices', 'B2C by rate and place of supply', 'Credit notes', 'HSN summary']) expect(text).toContain(`${heading}\r\n`);
  });
});
