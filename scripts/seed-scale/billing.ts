import {
  documentNumber,
  financialYearOf,
  gstStateName,
  gstinCheckCharacter,
  invoiceTax,
  paiseOf,
  rupeesOf,
  type InvoiceParty,
  type InvoiceSeller,
} from '@sevak/shared';
import type { Calendar } from './calendar';
import { CITIES, slugOf, type City } from './india';
import type { Random } from './random';
import type { RowsByTable } from './tables';

/*
 * A business's billing: its tax profile, and a GST invoice for every purchase, with the payments
 * that settled it. Invoices are what the server's createInvoice writes (server/src/modules/billing/
 * invoices.service.ts): the seller and buyer copied as they were, one PRODUCT line computed in
 * paise by the shared rules (invoiceTax), numbered per financial year in the business's series,
 * and the series' last numbers kept in invoice_series. Payments are numbered in the receipt
 * series and add up to each invoice's amount_paid. Older invoices are mostly paid, recent ones
 * often not yet.
 *
 * Every draw here comes from the business's billing stream, not its main one, so the people,
 * purchases and visits are the same as they were before billing was seeded.
 */

/** A customer as an invoice's buyer block names them. */
export interface Buyer {
  id: string;
  name: string;
  address: string;
  phoneNumber: string;
  email: string | null;
  /** A registered business buying (B2B); null for a household. */
  gstin: string | null;
  /** Its state when it is not the shop's own (a GSTIN of another state): the place of supply. */
  stateCode: string | null;
}

/** A purchase as its invoice bills it. */
export interface BilledPurchase {
  id: string;
  buyer: Buyer;
  productId: string;
  productName: string;
  hsn: string;
  gstRateBp: number;
  price: number;
  day: number;
  createdMs: number;
}

export interface Seller {
  prefix: string;
  stateCode: string;
  /** Registered for GST: its invoices charge GST; an unregistered shop issues Bills of Supply at 0 %. */
  registered: boolean;
  pricesIncludeTax: boolean;
  /** The seller block of every invoice, as JSON. */
  json: string;
}

export interface ShopDetails {
  businessId: string;
  name: string;
  city: City;
  isLarge: boolean;
  phoneNumber: string;
  email: string;
  /** The owner's address, ending with the PIN ("…, Pune 411038"). */
  address: string;
  openedAtMs: number;
}

/** One customer in about this many is a business with a GSTIN. */
const REGISTERED_BUYER = 0.03;
/** Of those, this share is registered in another state: the invoice charges IGST. */
const BUYER_OUT_OF_STATE = 0.25;

const ENTITIES = [['proprietor', 55], ['firm', 25], ['company', 20]] as const;
/** The fourth letter of a PAN says what holds it. */
const PAN_HOLDER = { proprietor: 'P', firm: 'F', company: 'C' } as const;
const BANKS = [
  ['HDFC Bank', 'HDFC'],
  ['State Bank of India', 'SBIN'],
  ['ICICI Bank', 'ICIC'],
  ['Axis Bank', 'UTIB'],
  ['Kotak Mahindra Bank', 'KKBK'],
  ['Bank of Baroda', 'BARB'],
] as const;
const UPI_HANDLES = ['okhdfcbank', 'okicici', 'oksbi', 'ybl', 'paytm', 'axl'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Paid in full, in part, or not yet, by how old the invoice is. */
const SETTLED_OLD = [['PAID', 94], ['PARTIAL', 5], ['UNPAID', 1]] as const;
const SETTLED_LAST_MONTHS = [['PAID', 75], ['PARTIAL', 15], ['UNPAID', 10]] as const;
const SETTLED_RECENTLY = [['PAID', 35], ['PARTIAL', 15], ['UNPAID', 50]] as const;
/** Days after the invoice a full payment came in: most at the counter. */
const PAID_AFTER_DAYS = [[0, 70], [1, 8], [3, 8], [7, 8], [15, 4], [30, 2]] as const;
const PAYMENT_MODES = [['UPI', 40], ['CASH', 33], ['CARD', 15], ['BANK_TRANSFER', 8], ['CHEQUE', 4]] as const;

function letters(random: Random, count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += random.pick([...LETTERS]);
  return text;
}

function digits(random: Random, count: number): string {
  let text = String(random.int(1, 9));
  while (text.length < count) text += String(random.int(0, 9));
  return text;
}

/** A well-formed GSTIN of `stateCode`: a PAN of that kind of holder, entity 1, Z, and the check character. */
export function gstinOf(random: Random, stateCode: string, holder: 'P' | 'F' | 'C', initial: string): string {
  const pan = `${letters(random, 3)}${holder}${/^[A-Z]$/.test(initial) ? initial : letters(random, 1)}${digits(random, 4)}${letters(random, 1)}`;
  const first14 = `${stateCode}${pan}${random.chance(0.9) ? '1' : '2'}Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** Whether a new customer is a registered business, and of which state: drawn from the billing stream. */
export function buyerRegistration(random: Random, city: City, name: string): Pick<Buyer, 'gstin' | 'stateCode'> {
  if (!random.chance(REGISTERED_BUYER)) return { gstin: null, stateCode: null };
  const elsewhere = CITIES.filter((other) => other.stateCode !== city.stateCode);
  const stateCode = random.chance(BUYER_OUT_OF_STATE) ? random.pick(elsewhere).stateCode : city.stateCode;
  const surname = name.split(' ').at(-1) ?? '';
  return { gstin: gstinOf(random, stateCode, 'P', surname[0] ?? ''), stateCode };
}

/** The shop's tax profile (billing_profiles), and what its invoices need of it. */
export function addBillingProfile(random: Random, rows: RowsByTable, shop: ShopDetails, prefix: string): Seller {
  const entity = shop.isLarge ? 'company' : random.weighted(ENTITIES);
  const legalName = entity === 'company' ? `${shop.name.replace(/, .*$/, '')} Private Limited` : shop.name;
  const registered = shop.isLarge || random.chance(0.9);
  const stateCode = shop.city.stateCode;
  const gstin = registered ? gstinOf(random, stateCode, PAN_HOLDER[entity], legalName[0] ?? '') : null;
  const pin = /(\d{6})$/.exec(shop.address)?.[1] ?? '411001';
  const address = shop.address.replace(/\s*\d{6}$/, '');
  const slug = slugOf(shop.name);
  const upiId = shop.isLarge || random.chance(0.6) ? `${random.chance(0.5) ? slug : shop.phoneNumber}@${random.pick(UPI_HANDLES)}` : null;
  const [bankName, bankCode] = random.pick(BANKS);
  const bank = shop.isLarge || random.chance(0.65)
    ? { accountName: legalName, accountNumber: digits(random, random.int(11, 16)), ifsc: `${bankCode}0${digits(random, 6)}`, bankName }
    : null;
  const pricesIncludeTax = shop.isLarge || random.chance(0.75);
  const terms = random.chance(0.7)
    ? `Goods once sold will not be taken back. Warranty as per the manufacturer's terms. Subject to ${shop.city.name} jurisdiction.`
    : null;

  rows.billing_profiles.add({
    business_id: shop.businessId,
    legal_name: legalName,
    gstin,
    state_code: stateCode,
    address,
    pin_code: pin,
    phone_number: shop.phoneNumber,
    email: shop.email,
    upi_id: upiId,
    bank_account_name: bank?.accountName ?? null,
    bank_account_number: bank?.accountNumber ?? null,
    bank_ifsc: bank?.ifsc ?? null,
    bank_name: bank?.bankName ?? null,
    invoice_prefix: prefix,
    prices_include_tax: pricesIncludeTax,
    service_gst_rate_bp: 1800,
    terms,
    updated_at: shop.openedAtMs,
  });

  // Key for key what sellerOf (invoices.service.ts) copies into an invoice.
  const seller: Omit<InvoiceSeller, 'logo'> = {
    name: legalName,
    address,
    pinCode: pin,
    phoneNumber: shop.phoneNumber,
    email: shop.email,
    gstin,
    stateCode,
    stateName: gstStateName(stateCode),
    upiId,
    bank,
    terms,
  };
  return { prefix, stateCode, registered, pricesIncludeTax, json: JSON.stringify(seller) };
}

interface PlannedPayment {
  invoiceId: string;
  customerId: string;
  amount: number;
  day: number;
  createdMs: number;
}

/**
 * One invoice per purchase, in the order the purchases were made (`purchases` is sorted by day
 * and time), with its line, its payments and the series' last numbers.
 */
export function addInvoices(random: Random, rows: RowsByTable, calendar: Calendar, businessId: string, seller: Seller, purchases: readonly BilledPurchase[]) {
  const latestMs = calendar.nowMs - 60_000;
  const invoiceNumbers = new Map<string, number>();
  const payments: PlannedPayment[] = [];

  for (const purchase of purchases) {
    const date = calendar.date(purchase.day);
    const financialYear = financialYearOf(date);
    const sequence = (invoiceNumbers.get(financialYear) ?? 0) + 1;
    invoiceNumbers.set(financialYear, sequence);

    const { buyer } = purchase;
    const placeOfSupply = buyer.stateCode ?? seller.stateCode;
    const intraState = placeOfSupply === seller.stateCode;
    const rateBp = seller.registered ? purchase.gstRateBp : 0;
    const tax = invoiceTax({
      intraState,
      pricesIncludeTax: seller.pricesIncludeTax,
      lines: [{ hsnCode: purchase.hsn, quantity: 1000, unitPrice: paiseOf(purchase.price), discount: 0, rateBp }],
    });
    const line = tax.lines[0]!;
    const invoiceId = random.uuid();
    const createdMs = Math.min(latestMs, purchase.createdMs + random.int(1, 15) * 60_000);
    const party: InvoiceParty = {
      name: buyer.name,
      address: buyer.address,
      pinCode: null,
      phoneNumber: buyer.phoneNumber,
      email: buyer.email,
      gstin: buyer.gstin,
      stateCode: placeOfSupply,
      stateName: gstStateName(placeOfSupply),
    };

    const paid = plannedPayments(random, calendar, purchase.day, tax.total);
    for (const payment of paid) {
      payments.push({
        invoiceId,
        customerId: buyer.id,
        amount: payment.amount,
        day: payment.day,
        createdMs: payment.day === purchase.day ? Math.min(latestMs, createdMs + random.int(1, 20) * 60_000) : payment.createdMs,
      });
    }

    rows.invoices.add({
      business_id: businessId,
      id: invoiceId,
      kind: 'INVOICE',
      number: documentNumber('INVOICE', seller.prefix, financialYear, sequence),
      invoice_date: date,
      customer_id: buyer.id,
      seller: seller.json,
      buyer: JSON.stringify(party),
      place_of_supply: placeOfSupply,
      intra_state: intraState,
      prices_include_tax: seller.pricesIncludeTax,
      taxable_value: rupeesOf(tax.taxableValue),
      cgst: rupeesOf(tax.cgst),
      sgst: rupeesOf(tax.sgst),
      igst: rupeesOf(tax.igst),
      round_off: rupeesOf(tax.roundOff),
      total: rupeesOf(tax.total),
      amount_paid: rupeesOf(paid.reduce((sum, payment) => sum + payment.amount, 0)),
      created_at: createdMs,
    });
    rows.invoice_lines.add({
      business_id: businessId,
      id: random.uuid(),
      invoice_id: invoiceId,
      position: 1,
      kind: 'PRODUCT',
      product_id: purchase.productId,
      customer_product_id: purchase.id,
      description: purchase.productName,
      hsn_code: purchase.hsn,
      quantity_milli: 1000,
      unit_price: purchase.price,
      discount: 0,
      gst_rate_bp: rateBp,
      taxable_value: rupeesOf(line.taxableValue),
      cgst: rupeesOf(line.cgst),
      sgst: rupeesOf(line.sgst),
      igst: rupeesOf(line.igst),
      total: rupeesOf(line.total),
    });
  }
  for (const [financialYear, lastNumber] of invoiceNumbers) {
    rows.invoice_series.add({ business_id: businessId, kind: 'INVOICE', financial_year: financialYear, last_number: lastNumber });
  }

  // Receipts are numbered in the order the money came in, afresh each financial year.
  payments.sort((a, b) => a.day - b.day || a.createdMs - b.createdMs);
  const receiptNumbers = new Map<string, number>();
  for (const payment of payments) {
    const financialYear = financialYearOf(calendar.date(payment.day));
    const sequence = (receiptNumbers.get(financialYear) ?? 0) + 1;
    receiptNumbers.set(financialYear, sequence);
    const mode = random.weighted(PAYMENT_MODES);
    rows.payments.add({
      business_id: businessId,
      id: random.uuid(),
      customer_id: payment.customerId,
      invoice_id: payment.invoiceId,
      receipt_number: documentNumber('RECEIPT', seller.prefix, financialYear, sequence),
      amount: rupeesOf(payment.amount),
      paid_on: calendar.date(payment.day),
      mode,
      reference: referenceOf(random, mode),
      created_at: payment.createdMs,
    });
  }
  for (const [financialYear, lastNumber] of receiptNumbers) {
    rows.invoice_series.add({ business_id: businessId, kind: 'RECEIPT', financial_year: financialYear, last_number: lastNumber });
  }
}

/** The payments of an invoice of `total` paise dated `day`: none, one in part, or one in full. */
function plannedPayments(random: Random, calendar: Calendar, day: number, total: number): { amount: number; day: number; createdMs: number }[] {
  const age = calendar.today - day;
  const settled = random.weighted(age > 90 ? SETTLED_OLD : age > 30 ? SETTLED_LAST_MONTHS : SETTLED_RECENTLY);
  if (settled === 'UNPAID' || total === 0) return [];
  const minutes = random.int(9 * 60, 19 * 60);
  if (settled === 'PARTIAL' && total >= 20_000) {
    // An advance at the counter, in whole hundreds of rupees: the rest is still due.
    const advance = Math.max(10_000, Math.round((total * (0.3 + 0.4 * random.next())) / 10_000) * 10_000);
    if (advance < total) return [{ amount: advance, day, createdMs: calendar.at(day, minutes) }];
  }
  const paidDay = Math.min(calendar.today, day + random.weighted(PAID_AFTER_DAYS));
  return [{ amount: total, day: paidDay, createdMs: Math.min(calendar.nowMs - 60_000, calendar.at(paidDay, minutes)) }];
}

function referenceOf(random: Random, mode: (typeof PAYMENT_MODES)[number][0]): string | null {
  switch (mode) {
    case 'UPI':
      return `UPI ${digits(random, 12)}`;
    case 'CARD':
      return `Card xxxx${String(random.int(0, 9999)).padStart(4, '0')}`;
    case 'BANK_TRANSFER':
      return `NEFT ${random.pick(BANKS)[1]}${letters(random, 1)}${digits(random, 11)}`;
    case 'CHEQUE':
      return `Cheque ${digits(random, 6)}`;
    default:
      return null;
  }
}
