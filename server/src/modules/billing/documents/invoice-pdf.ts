import { create as createQrSymbol, type QRCode as QrSymbol } from 'qrcode';
import type { DocumentTitle, Invoice, InvoiceHsnTotal, InvoiceLine, InvoiceParty } from '@sevak/shared';
import { documentWords, type DocumentWord, type DocumentWords } from './document-words';
import {
  addressWithPin,
  COLORS,
  dayMonthYear,
  figures,
  Flow,
  logoImage,
  openPdf,
  pdfFileName,
  percent,
  quantityText,
  type Sheet,
  signatureBlock,
  signatureBlockHeight,
  stateWithCode,
  type TextStyle,
  withRupeeSign,
} from './pdf-document';

/*
 * The invoice or credit note as a chartered accountant expects it (GST rule 46, and rule 49 for a
 * Bill of Supply): A4, the seller and the buyer with their GSTINs and states, the place of supply,
 * a line table with CGST and SGST (within the state) or IGST, the totals with their round-off, the
 * amount in words, the HSN-wise summary, what is paid and due with a UPI code to pay the rest,
 * and the signature. It is printed twice in one file: "ORIGINAL FOR RECIPIENT" and then
 * "DUPLICATE FOR SUPPLIER", each starting on its own page. A long invoice continues on further
 * pages with the table's header repeated; each page says which copy it is and "Page 2 of 3".
 * A business that chose Hindi headings (seller.documentLanguage 'hi') gets them beside the
 * English ones (./document-words.ts); the legal fields stay in English.
 */

const COPIES = ['original', 'duplicate'] as const satisfies readonly DocumentWord[];
const TITLE_WORDS: Record<DocumentTitle, DocumentWord> = { 'Tax Invoice': 'taxInvoice', 'Bill of Supply': 'billOfSupply', 'Credit Note': 'creditNote' };
const MARGINS = { top: 30, bottom: 36, left: 36, right: 36 };
const TABLE_TEXT = 7;
const CELL_PADDING = 2.5;
const BOX_PADDING = 6;

/** CGST + SGST within the seller's state, IGST across states, none on a Bill of Supply. */
type TaxMode = 'intra' | 'inter' | 'none';

function taxModeOf(invoice: Invoice): TaxMode {
  if (invoice.documentTitle === 'Bill of Supply') return 'none';
  return invoice.intraState ? 'intra' : 'inter';
}

/** The PDF's download name: "AQC/26-27/0001" → "AQC-26-27-0001.pdf". */
export function invoiceFileName(invoice: Pick<Invoice, 'invoiceNumber'>): string {
  return pdfFileName(invoice.invoiceNumber);
}

/** The invoice (or credit note) as an A4 PDF: the original for the recipient, then the duplicate for the supplier. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { doc, sheet, finish } = openPdf({
    size: 'A4',
    margins: MARGINS,
    title: `${invoice.documentTitle} ${invoice.invoiceNumber}`,
    author: invoice.seller.name,
  });
  const upiSymbol = invoice.upiPaymentLink ? createQrSymbol(invoice.upiPaymentLink, { errorCorrectionLevel: 'M' }) : null;
  const words = documentWords(invoice.seller.documentLanguage);
  const copies = COPIES.map((label, index) => {
    if (index > 0) doc.addPage();
    const first = doc.bufferedPageRange().count - 1;
    new InvoiceCopy(sheet, invoice, words, words.stacked(label), upiSymbol).draw();
    return { first, count: doc.bufferedPageRange().count - first };
  });
  for (const copy of copies) {
    for (let page = 0; page < copy.count; page++) {
      doc.switchToPage(copy.first + page);
      footer(sheet, `${invoice.documentTitle} ${invoice.invoiceNumber}`, `Page ${page + 1} of ${copy.count}`);
    }
  }
  return finish();
}

function footer(sheet: Sheet, left: string, right: string): void {
  const y = sheet.doc.page.height - MARGINS.bottom + 12;
  const style: TextStyle = { size: 7, color: COLORS.muted };
  sheet.write(left, sheet.left, y, sheet.width / 2, style);
  sheet.write(right, sheet.left + sheet.width / 2, y, sheet.width / 2, { ...style, align: 'right' });
}

/** Lines of text one under the other: measured (draw = false) or drawn, answering their height. */
function stack(sheet: Sheet, items: [string, TextStyle][], x: number, y: number, width: number, draw: boolean, gap = 1.5): number {
  let height = 0;
  for (const [text, style] of items) {
    if (!text) continue;
    if (height > 0) height += gap;
    height += draw ? sheet.write(text, x, y + height, width, style) : sheet.measure(text, width, style);
  }
  return height;
}

interface Column<Row> {
  header: string;
  /** A heading over neighbouring columns: "CGST" over "Rate" and "Amount". */
  group?: string;
  /** Points; the one column without a width takes what the others leave. */
  width?: number;
  align: 'left' | 'center' | 'right';
  cell: (row: Row) => string;
}

/**
 * A ruled table that runs down the pages from `flow.y`: each row is as tall as its tallest cell,
 * a row never splits, and a new page repeats the header.
 */
function drawTable<Row>(flow: Flow, columns: Column<Row>[], rows: Row[], totalRow?: Row): void {
  const sheet = flow.sheet;
  const fixed = columns.reduce((sum, column) => sum + (column.width ?? 0), 0);
  const widths = columns.map((column) => column.width ?? sheet.width - fixed);
  const xs = widths.map((_, index) => sheet.left + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const inner = (index: number) => widths[index]! - 2 * CELL_PADDING;
  const headerStyle = (align: Column<Row>['align']): TextStyle => ({ bold: true, size: TABLE_TEXT, align });
  const lineHeight = sheet.measure('Ag', 100, headerStyle('left'));
  const grouped = columns.some((column) => column.group);
  const headerHeight = Math.max(
    grouped ? 2 * lineHeight + 4 * CELL_PADDING : 0,
    ...columns.map((column, index) => (column.group ? 0 : sheet.measure(column.header, inner(index), headerStyle('center')) + 2 * CELL_PADDING)),
  );

  const drawHeader = () => {
    const y = flow.y;
    sheet.box(sheet.left, y, sheet.width, headerHeight, { fill: COLORS.fill });
    const half = headerHeight / 2;
    columns.forEach((column, index) => {
      if (!column.group) {
        const height = sheet.measure(column.header, inner(index), headerStyle('center'));
        sheet.write(column.header, xs[index]! + CELL_PADDING, y + (headerHeight - height) / 2, inner(index), headerStyle('center'));
        sheet.box(xs[index]!, y, widths[index]!, headerHeight);
        return;
      }
      const groupStarts = index === 0 || columns[index - 1]!.group !== column.group;
      if (groupStarts) {
        let span = 0;
        for (let next = index; next < columns.length && columns[next]!.group === column.group; next++) span += widths[next]!;
        sheet.box(xs[index]!, y, span, half);
        sheet.write(column.group, xs[index]!, y + (half - lineHeight) / 2, span, headerStyle('center'));
      }
      sheet.box(xs[index]!, y + half, widths[index]!, half);
      sheet.write(column.header, xs[index]! + CELL_PADDING, y + half + (half - lineHeight) / 2, inner(index), headerStyle('center'));
    });
    flow.y += headerHeight;
  };

  const rowOf = (row: Row, bold: boolean) => {
    const texts = columns.map((column) => column.cell(row));
    const styles = columns.map((column): TextStyle => ({ size: TABLE_TEXT, bold, align: column.align }));
    const height = Math.max(...texts.map((text, index) => sheet.measure(text, inner(index), styles[index]))) + 2 * CELL_PADDING;
    return { texts, styles, height };
  };
  const drawRow = (row: Row, bold = false) => {
    const { texts, styles, height } = rowOf(row, bold);
    flow.ensure(height, drawHeader);
    texts.forEach((text, index) => {
      sheet.box(xs[index]!, flow.y, widths[index]!, height);
      sheet.write(text, xs[index]! + CELL_PADDING, flow.y + CELL_PADDING, inner(index), styles[index]);
    });
    flow.y += height;
  };

  // The header never ends a page alone: it moves on with the first row.
  flow.ensure(headerHeight + (rows[0] ? rowOf(rows[0], false).height : 0));
  drawHeader();
  rows.forEach((row) => drawRow(row));
  if (totalRow) drawRow(totalRow, true);
}

/** The QR code of a UPI link, as filled squares (crisp at any zoom), with a quiet border. */
function drawQrSymbol(sheet: Sheet, symbol: QrSymbol, x: number, y: number, size: number): void {
  const count = symbol.modules.size;
  const quiet = 2;
  const cell = size / (count + 2 * quiet);
  const doc = sheet.doc.save();
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; ) {
      if (!symbol.modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && symbol.modules.get(row, column)) column++;
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

type SummaryRow = Pick<InvoiceHsnTotal, 'taxableValue' | 'cgst' | 'sgst' | 'igst'> & { hsn: string; quantity: string; rate: string };

/** One copy of the invoice, from its first page to its signature. */
class InvoiceCopy {
  private readonly flow: Flow;
  private readonly mode: TaxMode;

  constructor(
    private readonly sheet: Sheet,
    private readonly invoice: Invoice,
    private readonly words: DocumentWords,
    /** "ORIGINAL FOR RECIPIENT", with its Hindi under it when the business chose Hindi. */
    private readonly label: string,
    private readonly upiSymbol: QrSymbol | null,
  ) {
    this.flow = new Flow(sheet, () => this.continuationHeader());
    this.mode = taxModeOf(invoice);
  }

  draw(): void {
    this.firstPageHeader();
    this.parties();
    this.lineTable();
    this.totals();
    this.hsnSummary();
    this.payment();
    this.notes();
    this.signature();
  }

  private get isCreditNote(): boolean {
    return this.invoice.kind === 'CREDIT_NOTE';
  }

  private get cancelledText(): string | null {
    const by = this.invoice.cancelledBy;
    return by ? `CANCELLED by credit note ${by.invoiceNumber} dated ${dayMonthYear(by.invoiceDate)}` : null;
  }

  /** "ORIGINAL FOR RECIPIENT" in a box at the top right of every page of this copy; answers its size. */
  private copyLabel(): { width: number; height: number } {
    const { sheet, label } = this;
    const style: TextStyle = { bold: true, size: 7.5, align: 'center' };
    const width = Math.max(...label.split('\n').map((line) => sheet.widthOf(line, style))) + 12;
    // One line fits the box's 14 points; the Hindi under it makes it taller by its own height.
    // (Only then is it measured: an English document's every measure, and so its bytes, stay as they were.)
    const height = this.words.bilingual ? 14 + (sheet.measure(label, width, style) - sheet.measure('Ag', width, style)) : 14;
    const x = sheet.right - width;
    sheet.box(x, sheet.top, width, height);
    sheet.write(label, x, sheet.top + 2.5, width, style);
    return { width, height };
  }

  private firstPageHeader(): void {
    const { sheet, flow, invoice } = this;
    const label = this.copyLabel();
    flow.y = sheet.top;
    flow.y += sheet.write(this.words.inline(TITLE_WORDS[invoice.documentTitle]), sheet.left, flow.y, sheet.width, { bold: true, size: 15, align: 'center' });
    const cancelled = this.cancelledText;
    if (cancelled) {
      const style: TextStyle = { bold: true, size: 10, color: COLORS.stamp, align: 'center' };
      const width = Math.min(sheet.widthOf(cancelled, style) + 16, sheet.width);
      const height = sheet.measure(cancelled, width - 16, style) + 8;
      const x = sheet.left + (sheet.width - width) / 2;
      flow.y += 4;
      sheet.box(x, flow.y, width, height, { stroke: COLORS.stamp, lineWidth: 1.5 });
      sheet.write(cancelled, x + 8, flow.y + 4, width - 16, style);
      flow.y += height;
    }
    flow.y = Math.max(flow.y, sheet.top + label.height) + 8;
  }

  /** A continuation page: which document and copy this is, then the body. */
  private continuationHeader(): number {
    const { sheet, invoice } = this;
    const label = this.copyLabel();
    const width = sheet.width - label.width - 10;
    let y = sheet.top + 1;
    y += sheet.write(`${invoice.documentTitle} ${invoice.invoiceNumber} dated ${dayMonthYear(invoice.invoiceDate)} (continued)`, sheet.left, y, width, {
      bold: true,
      size: 9,
    });
    const cancelled = this.cancelledText;
    if (cancelled) y += sheet.write(cancelled, sheet.left, y + 1, width, { bold: true, size: 8, color: COLORS.stamp }) + 1;
    return Math.max(y, sheet.top + label.height) + 8;
  }

  private partyItems(party: InvoiceParty, nameSize: number): [string, TextStyle][] {
    const contact = [party.phoneNumber && `Phone: ${party.phoneNumber}`, party.email && `Email: ${party.email}`].filter(Boolean).join('   ');
    return [
      [party.name, { bold: true, size: nameSize }],
      [addressWithPin(party.address, party.pinCode), {}],
      [contact, {}],
      [party.gstin ? `GSTIN: ${party.gstin}` : '', { bold: true, size: 8.5 }],
      [`State: ${party.stateName}, Code: ${party.stateCode}`, {}],
    ];
  }

  private detailItems(): [string, TextStyle][] {
    const { invoice } = this;
    const date = dayMonthYear(invoice.invoiceDate);
    const numberLabel = this.isCreditNote ? 'Credit note No.' : invoice.documentTitle === 'Bill of Supply' ? 'Bill No.' : 'Invoice No.';
    const dateLabel = this.isCreditNote ? 'Credit note date' : invoice.documentTitle === 'Bill of Supply' ? 'Bill date' : 'Invoice date';
    const items: [string, TextStyle][] = [
      [`${numberLabel}: ${invoice.invoiceNumber}`, { bold: true, size: 9.5 }],
      [`${dateLabel}: ${date}`, { size: 8.5 }],
    ];
    if (invoice.creditNoteOf) {
      items.push([`Against invoice: ${invoice.creditNoteOf.invoiceNumber} dated ${dayMonthYear(invoice.creditNoteOf.invoiceDate)}`, { size: 8.5 }]);
    }
    items.push([`Place of supply: ${stateWithCode(invoice.placeOfSupply.stateName, invoice.placeOfSupply.stateCode)}`, { size: 8.5 }]);
    if (this.mode !== 'none') items.push(['Tax payable on reverse charge: No', { size: 8.5 }]);
    return items;
  }

  /** The seller beside the document's number and date, then the buyer ("Bill to"). */
  private parties(): void {
    const { sheet, flow, invoice } = this;
    const leftWidth = Math.round(sheet.width * 0.58);
    const rightWidth = sheet.width - leftWidth;
    const logo = logoImage(invoice.seller.logo);
    const logoSpace = logo ? 62 : 0;
    const sellerItems = this.partyItems(invoice.seller, 10.5);
    const sellerWidth = leftWidth - 2 * BOX_PADDING - logoSpace;
    const detailWidth = rightWidth - 2 * BOX_PADDING;
    const sellerHeight = Math.max(stack(sheet, sellerItems, 0, 0, sellerWidth, false), logo ? 48 : 0);
    const rowHeight = Math.max(sellerHeight, stack(sheet, this.detailItems(), 0, 0, detailWidth, false)) + 2 * BOX_PADDING;
    flow.ensure(rowHeight);
    const y = flow.y;
    sheet.box(sheet.left, y, leftWidth, rowHeight);
    sheet.box(sheet.left + leftWidth, y, rightWidth, rowHeight);
    if (logo) {
      try {
        sheet.doc.image(logo, sheet.left + BOX_PADDING, y + BOX_PADDING, { fit: [56, 48] });
      } catch {
        // A logo pdfkit cannot read (an unusual PNG) leaves its place empty: the invoice still prints.
      }
    }
    stack(sheet, sellerItems, sheet.left + BOX_PADDING + logoSpace, y + BOX_PADDING, sellerWidth, true);
    stack(sheet, this.detailItems(), sheet.left + leftWidth + BOX_PADDING, y + BOX_PADDING, detailWidth, true);
    flow.y += rowHeight;

    const buyerItems: [string, TextStyle][] = [[this.words.inline('billTo'), { bold: true, size: 7.5, color: COLORS.muted }], ...this.partyItems(invoice.buyer, 9.5)];
    const buyerWidth = sheet.width - 2 * BOX_PADDING;
    const buyerHeight = stack(sheet, buyerItems, 0, 0, buyerWidth, false) + 2 * BOX_PADDING;
    flow.ensure(buyerHeight);
    sheet.box(sheet.left, flow.y, sheet.width, buyerHeight);
    stack(sheet, buyerItems, sheet.left + BOX_PADDING, flow.y + BOX_PADDING, buyerWidth, true);
    flow.y += buyerHeight + 8;
  }

  private lineTable(): void {
    const { stacked } = this.words;
    const amount = (value: (line: InvoiceLine) => number) => (line: InvoiceLine) => figures(value(line));
    const columns: Column<InvoiceLine>[] = [
      { header: '#', width: 14, align: 'center', cell: (line) => String(line.position) },
      { header: stacked('description'), align: 'left', cell: (line) => line.description },
      { header: 'HSN/SAC', width: 40, align: 'center', cell: (line) => line.hsnCode ?? '—' },
      { header: stacked('qty'), width: 28, align: 'right', cell: (line) => quantityText(line.quantity) },
      { header: stacked('rate'), width: 48, align: 'right', cell: amount((line) => line.unitPrice) },
      { header: stacked('discount'), width: 40, align: 'right', cell: amount((line) => line.discount) },
      { header: stacked(this.mode === 'none' ? 'amount' : 'taxableValue'), width: this.mode === 'none' ? 56 : 50, align: 'right', cell: amount((line) => line.taxableValue) },
    ];
    if (this.mode === 'intra') {
      columns.push(
        { header: 'Rate', group: 'CGST', width: 28, align: 'right', cell: (line) => percent(line.gstRate / 2) },
        { header: 'Amount', group: 'CGST', width: 44, align: 'right', cell: amount((line) => line.cgst) },
        { header: 'Rate', group: 'SGST', width: 28, align: 'right', cell: (line) => percent(line.gstRate / 2) },
        { header: 'Amount', group: 'SGST', width: 44, align: 'right', cell: amount((line) => line.sgst) },
      );
    } else if (this.mode === 'inter') {
      columns.push(
        { header: 'Rate', group: 'IGST', width: 30, align: 'right', cell: (line) => percent(line.gstRate) },
        { header: 'Amount', group: 'IGST', width: 52, align: 'right', cell: amount((line) => line.igst) },
      );
    }
    if (this.mode !== 'none') columns.push({ header: stacked('total'), width: 54, align: 'right', cell: amount((line) => line.total) });
    drawTable(this.flow, columns, this.invoice.lines);
    if (this.invoice.pricesIncludeTax && this.mode !== 'none') {
      this.flow.y += 2;
      this.flow.y += this.sheet.write('Rates include GST; the taxable value is worked back from them.', this.sheet.left, this.flow.y, this.sheet.width, {
        size: 7,
        color: COLORS.muted,
      });
    }
    this.flow.y += 8;
  }

  /** Taxable value, the taxes, the round-off and the grand total at the right; the total in words at the left. */
  private totals(): void {
    const { sheet, flow, invoice, words } = this;
    const rows: [string, string][] = [[words.inline(this.mode === 'none' ? 'value' : 'taxableValue'), figures(invoice.taxableValue)]];
    if (this.mode === 'intra') rows.push(['CGST', figures(invoice.cgst)], ['SGST', figures(invoice.sgst)]);
    if (this.mode === 'inter') rows.push(['IGST', figures(invoice.igst)]);
    const roundOff = Math.round(invoice.roundOff * 100);
    rows.push([words.inline('roundOff'), roundOff > 0 ? `+${figures(invoice.roundOff)}` : figures(invoice.roundOff)]);

    const boxWidth = 210;
    const boxX = sheet.right - boxWidth;
    // A row is one line, unless its label in two languages takes two.
    const lineHeight = sheet.measure('Ag', 100, { size: 8.5 }) + 3;
    const rowHeights = rows.map(([label]) => (words.bilingual ? Math.max(lineHeight, sheet.measure(label, boxWidth / 2, { size: 8.5 }) + 3) : lineHeight));
    const grand: TextStyle = { bold: true, size: 10.5 };
    const grandLabel = words.stacked('grandTotal');
    const grandHeight = Math.max(sheet.measure('Ag', 100, grand), words.bilingual ? sheet.measure(grandLabel, boxWidth / 2, grand) : 0) + 6;
    const boxHeight = rowHeights.reduce((sum, height) => sum + height, 0) + grandHeight + 2 * BOX_PADDING;
    const wordsWidth = sheet.width - boxWidth - 12;
    const wordItems: [string, TextStyle][] = [
      [words.inline('amountInWords'), { bold: true, size: 7.5, color: COLORS.muted }],
      [invoice.amountInWords, { bold: true, size: 8.5 }],
    ];
    flow.ensure(Math.max(boxHeight, stack(sheet, wordItems, 0, 0, wordsWidth, false)));
    const y = flow.y;
    stack(sheet, wordItems, sheet.left, y + BOX_PADDING, wordsWidth, true, 2);

    sheet.box(boxX, y, boxWidth, boxHeight);
    let rowY = y + BOX_PADDING;
    for (const [index, [label, value]] of rows.entries()) {
      sheet.write(label, boxX + BOX_PADDING, rowY, boxWidth / 2, { size: 8.5 });
      sheet.write(value, boxX + boxWidth / 2, rowY, boxWidth / 2 - BOX_PADDING, { size: 8.5, align: 'right' });
      rowY += rowHeights[index]!;
    }
    sheet.rule(boxX, boxX + boxWidth, rowY + 1, COLORS.text);
    sheet.write(grandLabel, boxX + BOX_PADDING, rowY + 4, boxWidth / 2, grand);
    sheet.write(withRupeeSign(invoice.total), boxX + boxWidth / 2 - 20, rowY + 4, boxWidth / 2 + 20 - BOX_PADDING, { ...grand, align: 'right' });
    flow.y = y + boxHeight + 10;
  }

  /** Taxable value and tax per HSN/SAC code and rate, with their totals (GSTR-1's HSN table). */
  private hsnSummary(): void {
    const { sheet, flow, invoice } = this;
    const { inline, stacked } = this.words;
    if (invoice.byHsn.length === 0) return;
    const money = (key: 'taxableValue' | 'cgst' | 'sgst' | 'igst') => (row: SummaryRow) => figures(row[key]);
    const totalTax = (row: SummaryRow) => figures((Math.round(row.cgst * 100) + Math.round(row.sgst * 100) + Math.round(row.igst * 100)) / 100);
    const columns: Column<SummaryRow>[] = [
      { header: 'HSN/SAC', align: 'left', cell: (row) => row.hsn },
      { header: stacked('quantity'), width: 62, align: 'right', cell: (row) => row.quantity },
      { header: stacked('gstRate'), width: 50, align: 'right', cell: (row) => row.rate },
      { header: stacked(this.mode === 'none' ? 'value' : 'taxableValue'), width: 74, align: 'right', cell: money('taxableValue') },
    ];
    if (this.mode === 'intra') {
      columns.push({ header: 'CGST', width: 64, align: 'right', cell: money('cgst') }, { header: 'SGST', width: 64, align: 'right', cell: money('sgst') });
    }
    if (this.mode === 'inter') columns.push({ header: 'IGST', width: 74, align: 'right', cell: money('igst') });
    if (this.mode !== 'none') columns.push({ header: stacked('totalTax'), width: 74, align: 'right', cell: totalTax });

    const rows: SummaryRow[] = invoice.byHsn.map((total) => ({
      hsn: total.hsnCode ?? 'Not given',
      quantity: quantityText(total.quantity),
      rate: percent(total.gstRate),
      taxableValue: total.taxableValue,
      cgst: total.cgst,
      sgst: total.sgst,
      igst: total.igst,
    }));
    const sum = (key: 'taxableValue' | 'cgst' | 'sgst' | 'igst') => invoice.byHsn.reduce((paise, total) => paise + Math.round(total[key] * 100), 0) / 100;
    const totalRow: SummaryRow = { hsn: inline('total'), quantity: '', rate: '', taxableValue: sum('taxableValue'), cgst: sum('cgst'), sgst: sum('sgst'), igst: sum('igst') };

    const heading: TextStyle = { bold: true, size: 8.5 };
    const title = inline('hsnSummary');
    const headingHeight = sheet.measure(title, sheet.width, heading) + 3;
    flow.ensure(headingHeight + 60);
    flow.y += sheet.write(title, sheet.left, flow.y, sheet.width, heading) + 3;
    drawTable(flow, columns, rows, totalRow);
    flow.y += 10;
  }

  /** Paid and due, the UPI code for the balance, and the seller's bank account. An invoice's only. */
  private payment(): void {
    const { sheet, flow, invoice, words } = this;
    if (this.isCreditNote) return;
    const seller = invoice.seller;
    const items: [string, TextStyle][] = [
      [words.labelled('amountPaid', withRupeeSign(invoice.amountPaid)), { size: 9 }],
      [words.labelled('balanceDue', withRupeeSign(invoice.balanceDue)), { bold: true, size: 9.5 }],
    ];
    if (seller.bank) {
      items.push(
        [words.inline('bankDetails'), { bold: true, size: 7.5, color: COLORS.muted }],
        [seller.bank.accountName ? `Account name: ${seller.bank.accountName}` : '', {}],
        [`Account number: ${seller.bank.accountNumber}`, {}],
        [seller.bank.ifsc ? `IFSC: ${seller.bank.ifsc}` : '', {}],
        [seller.bank.bankName ? `Bank: ${seller.bank.bankName}` : '', {}],
      );
    }
    if (seller.upiId) items.push([`UPI ID: ${seller.upiId}`, {}]);

    const qrSize = 92;
    const qrBlockWidth = 150;
    const qrLabel = words.stacked('scanToPay', { amount: withRupeeSign(invoice.balanceDue) });
    const qrLabelStyle: TextStyle = { bold: true, size: 8, align: 'center' };
    const qrHeight = this.upiSymbol ? qrSize + 3 + sheet.measure(qrLabel, qrBlockWidth, qrLabelStyle) : 0;
    const textWidth = sheet.width - (this.upiSymbol ? qrBlockWidth + 12 : 0);
    const height = Math.max(stack(sheet, items, 0, 0, textWidth, false, 2), qrHeight);
    flow.ensure(height);
    stack(sheet, items, sheet.left, flow.y, textWidth, true, 2);
    if (this.upiSymbol) {
      const x = sheet.right - qrBlockWidth;
      drawQrSymbol(sheet, this.upiSymbol, x + (qrBlockWidth - qrSize) / 2, flow.y, qrSize);
      sheet.write(qrLabel, x, flow.y + qrSize + 3, qrBlockWidth, qrLabelStyle);
    }
    flow.y += height + 10;
  }

  /** The credit note's reason, the invoice's notes, the seller's terms. */
  private notes(): void {
    const { sheet, flow, invoice } = this;
    const { inline } = this.words;
    const blocks: [string, string | null][] = [
      [inline(this.isCreditNote ? 'creditNoteReason' : 'cancelReason'), invoice.cancelReason],
      [inline('notes'), invoice.notes],
      [inline('terms'), invoice.seller.terms],
    ];
    for (const [heading, text] of blocks) {
      if (!text?.trim()) continue;
      const items: [string, TextStyle][] = [
        [heading, { bold: true, size: 7.5, color: COLORS.muted }],
        [text.trim(), { size: 7.5 }],
      ];
      flow.ensure(stack(sheet, items, 0, 0, sheet.width, false));
      flow.y += stack(sheet, items, sheet.left, flow.y, sheet.width, true) + 8;
    }
  }

  /** The declaration at the left, "For <seller>" and "Authorised Signatory" at the right. */
  private signature(): void {
    const { sheet, flow, invoice } = this;
    const width = 230;
    const declaration = 'Certified that the particulars given above are true and correct.';
    const declarationWidth = sheet.width - width - 12;
    const signatory = this.words.inline('signatory');
    const height = Math.max(signatureBlockHeight(sheet, invoice.seller.name, width, signatory), sheet.measure(declaration, declarationWidth, { size: 7.5 }));
    flow.ensure(height + 4);
    flow.y += 4;
    sheet.write(declaration, sheet.left, flow.y, declarationWidth, { size: 7.5, color: COLORS.muted });
    flow.y += signatureBlock(sheet, invoice.seller.name, sheet.right - width, flow.y, width, signatory);
  }
}
