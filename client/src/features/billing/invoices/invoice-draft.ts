import { invoiceTax, paiseOf, type BillableItems, type CreateInvoiceInput, type InvoiceTax, type TaxLine, type TaxLineInput } from '@sevak/shared';

/*
 * The new-invoice screen's draft: its lines as the form holds them, what is sent to the server,
 * and the totals shown while it is typed. The totals are the shared invoiceTax's, in whole paise,
 * so the screen shows what the invoice will say before it is saved.
 */

/** What a line bills: a product (maybe one of the customer's purchases), a visit, an AMC contract, or a typed description. */
export type DraftLineKind = 'PRODUCT' | 'VISIT' | 'AMC' | 'TEXT';

/** One line as the form holds it: numbers as typed (text until they are plain numbers). */
export interface DraftLine {
  kind: DraftLineKind;
  productID?: string | null;
  customerProductID?: string | null;
  visitID?: string | null;
  amcContractID?: string | null;
  /** A product's or visit's name, shown on the line and in its warnings; not sent. */
  name?: string;
  description?: string;
  hsnCode?: string | null;
  quantity?: number | string | null;
  unitPrice?: number | string | null;
  gstRate?: number | null;
  discount?: number | string | null;
}

export interface DraftValues {
  customerID?: string;
  /** 'YYYY-MM-DD', as the server takes it. */
  invoiceDate?: string | null;
  lines?: DraftLine[];
  notes?: string;
}

export type BillableSeller = NonNullable<BillableItems['seller']>;
export type BillablePurchase = BillableItems['purchases'][number];
export type BillableVisit = BillableItems['visits'][number];
export type BillableAmc = BillableItems['amcContracts'][number];

/** A product whose GST rate is not set yet starts at 18 %: what water purifiers and ACs are taxed at. */
export const DEFAULT_GST_RATE = 18;

const QUANTITY = /^\d+(\.\d{1,3})?$/;
const RUPEES = /^\d+(\.\d{1,2})?$/;

const blankIfNone = (text: string | null | undefined) => text?.trim() || null;
const isBlank = (value: number | string | null | undefined) => value === null || value === undefined || String(value).trim() === '';

/** A number field's value as the number it writes, or undefined while it is none. */
function numberOf(value: number | string | null | undefined, pattern: RegExp): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return pattern.test(text) ? Number(text) : undefined;
}

/** The line a ticked purchase adds: one of it, at its price and its product's HSN and rate. */
export function purchaseLine(purchase: BillablePurchase, seller: BillableSeller | null): DraftLine {
  return {
    kind: 'PRODUCT',
    productID: purchase.productID,
    customerProductID: purchase.customerProductID,
    name: purchase.productName,
    hsnCode: purchase.hsnCode ?? '',
    quantity: 1,
    unitPrice: purchase.price,
    gstRate: rateFor(seller, purchase.gstRate),
    discount: null,
  };
}

/** The line a ticked visit adds: its charges, under SAC 9987 at the seller's rate on services. */
export function visitLine(visit: BillableVisit, seller: BillableSeller | null, name: string, sac: string): DraftLine {
  return {
    kind: 'VISIT',
    visitID: visit.visitID,
    name,
    hsnCode: sac,
    quantity: 1,
    unitPrice: visit.charges,
    gstRate: rateFor(seller, seller?.serviceGstRate ?? null),
    discount: null,
  };
}

/** The line a ticked AMC contract adds: once, at its price, under SAC 9987 at the seller's rate on services. */
export function amcLine(contract: BillableAmc, seller: BillableSeller | null, sac: string): DraftLine {
  return {
    kind: 'AMC',
    amcContractID: contract.amcContractID,
    name: contract.description,
    hsnCode: sac,
    quantity: 1,
    unitPrice: contract.price,
    gstRate: rateFor(seller, seller?.serviceGstRate ?? null),
    discount: null,
  };
}

/** A line's starting rate: none charged by an unregistered seller (a Bill of Supply), else the product's or 18 %. */
export function rateFor(seller: BillableSeller | null, rate: number | null | undefined): number {
  if (seller && !seller.registered) return 0;
  return rate ?? DEFAULT_GST_RATE;
}

/**
 * What is sent: each line's product, purchase, visit or AMC contract, its description when it is a typed line,
 * and its numbers as the form holds them (the shared schema says what is wrong with one).
 */
export function invoiceInputOf(values: DraftValues): CreateInvoiceInput {
  return {
    customerID: values.customerID ?? '',
    invoiceDate: values.invoiceDate ?? '',
    lines: (values.lines ?? []).map((line) => ({
      ...(line.productID ? { productID: line.productID } : {}),
      ...(line.customerProductID ? { customerProductID: line.customerProductID } : {}),
      ...(line.visitID ? { visitID: line.visitID } : {}),
      ...(line.amcContractID ? { amcContractID: line.amcContractID } : {}),
      ...(line.kind === 'TEXT' ? { description: blankIfNone(line.description) } : {}),
      hsnCode: blankIfNone(line.hsnCode),
      quantity: numberOf(line.quantity, QUANTITY) ?? (line.quantity as number),
      unitPrice: numberOf(line.unitPrice, RUPEES) ?? (line.unitPrice as number),
      gstRate: line.gstRate as number,
      discount: isBlank(line.discount) ? 0 : (numberOf(line.discount, RUPEES) ?? (line.discount as number)),
    })) as CreateInvoiceInput['lines'],
    notes: blankIfNone(values.notes),
  };
}

/** A line in the shared arithmetic's units, or null while one of its numbers is missing or not a number. */
export function taxLineOf(line: DraftLine): TaxLineInput | null {
  const quantity = numberOf(line.quantity, QUANTITY);
  const unitPrice = numberOf(line.unitPrice, RUPEES);
  const discount = isBlank(line.discount) ? 0 : numberOf(line.discount, RUPEES);
  if (quantity === undefined || quantity <= 0 || unitPrice === undefined || discount === undefined || typeof line.gstRate !== 'number') {
    return null;
  }
  return {
    hsnCode: blankIfNone(line.hsnCode),
    quantity: Math.round(quantity * 1000),
    unitPrice: paiseOf(unitPrice),
    discount: paiseOf(discount),
    rateBp: Math.round(line.gstRate * 100),
  };
}

export type DraftTotals =
  | { complete: true; tax: InvoiceTax }
  /** Which lines (from 0) cannot be computed yet: a number missing, or a discount more than the line. */
  | { complete: false; incomplete: number[] };

/** A line that can be computed: its numbers are all there and its discount is within it. */
function computable(line: DraftLine): TaxLineInput | null {
  const taxLine = taxLineOf(line);
  if (taxLine === null) return null;
  const gross = Math.round((taxLine.quantity * taxLine.unitPrice) / 1000);
  return taxLine.discount > gross ? null : taxLine;
}

/** The invoice's totals as the server will compute them, once every line can be computed. */
export function draftTotals(lines: DraftLine[], intraState: boolean, pricesIncludeTax: boolean): DraftTotals {
  const taxLines = lines.map(computable);
  const incomplete = taxLines.flatMap((line, index) => (line === null ? [index] : []));
  if (incomplete.length > 0 || lines.length === 0) return { complete: false, incomplete };
  return { complete: true, tax: invoiceTax({ lines: taxLines as TaxLineInput[], intraState, pricesIncludeTax }) };
}

/** One line's taxable value, tax and total (each line is rounded on its own), or null until it can be computed. */
export function draftLineTax(line: DraftLine, intraState: boolean, pricesIncludeTax: boolean): TaxLine | null {
  const taxLine = computable(line);
  return taxLine && (invoiceTax({ lines: [taxLine], intraState, pricesIncludeTax }).lines[0] ?? null);
}

/** CGST + SGST when the place of supply (the buyer's state, else the seller's own) is the seller's state. */
export function isIntraState(sellerStateCode: string, buyerStateCode: string | null | undefined): boolean {
  return (buyerStateCode || sellerStateCode) === sellerStateCode;
}

/** The lines with no HSN/SAC code, by what they bill ("Kent Grand Plus RO"): the screen warns of each. */
export function linesMissingHsn(lines: DraftLine[]): string[] {
  return lines.flatMap((line) => {
    // A line is named once its product is chosen or its description typed; until then there is nothing to warn of.
    const what = line.name || blankIfNone(line.description);
    if (blankIfNone(line.hsnCode) || !what) return [];
    return [what];
  });
}
