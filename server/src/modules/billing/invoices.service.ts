import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import {
  InvoiceLineError,
  MAX_RUPEES,
  MSG,
  message,
  SERVICE_SAC,
  formatIndianNumber,
  documentNumber,
  financialYearOf,
  invoiceTax,
  gstStateName,
  paiseOf,
  rupeesInWords,
  rupeesOf,
  taxTotalsOf,
  type BillableItems,
  type CreateInvoiceFields,
  type Invoice,
  type InvoiceLineFields,
  type InvoiceListItem,
  type InvoiceParty,
  type InvoiceSeller,
  type InvoiceStatus,
  type ListInvoicesInput,
  type Page,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { calendarDateIn, formatCalendarDate } from '../../lib/business-time';
import { FileAnswer } from '../../operations/file-answer';
import type { BusinessScope } from '../../tenancy/data-scope';
import { findSeller } from '../profile/profile.repository';
import { contractsOfCustomer, findContract, type AmcContractRow } from '../service-plans/amc.repository';
import * as profiles from './billing.repository';
import { invoiceFileName, renderInvoicePdf } from './documents/invoice-pdf';
import * as repository from './invoices.repository';
import * as paymentRows from './payments.repository';
import { rateTotalInRupees, storedLineInPaise } from './tax-amounts';

/*
 * GST invoices and credit notes: created from a customer's purchases, visits, AMC contracts and free-text lines,
 * computed in paise by the shared rules (shared/src/billing/invoice-tax.ts), numbered under a
 * lock, and never changed afterwards — a credit note cancels one.
 */

const INVOICE_TOO_LARGE = message(MSG.billing.errors.invoiceTooLarge, { maximum: formatIndianNumber(paiseOf(MAX_RUPEES)) });

/** The business's tax profile, or the 409 that says to fill it in first. */
async function requireProfile(db: Kysely<Database>, businessId: string) {
  const profile = await profiles.findBillingProfile(db, businessId);
  if (!profile) throw AppError.conflict(MSG.billing.errors.taxProfileNeeded);
  return profile;
}

type Profile = NonNullable<Awaited<ReturnType<typeof profiles.findBillingProfile>>>;

/** The seller as printed on the day: a later change of the profile does not rewrite an issued invoice. */
export function sellerOf(profile: Profile): Omit<InvoiceSeller, 'logo'> {
  const hasBank = Boolean(profile.bankAccountNumber);
  return {
    name: profile.legalName,
    address: profile.address,
    pinCode: profile.pinCode,
    phoneNumber: profile.phoneNumber,
    email: profile.email,
    gstin: profile.gstin,
    stateCode: profile.stateCode,
    stateName: gstStateName(profile.stateCode),
    upiId: profile.upiId,
    bank: hasBank
      ? { accountName: profile.bankAccountName, accountNumber: profile.bankAccountNumber!, ifsc: profile.bankIfsc, bankName: profile.bankName }
      : null,
    terms: profile.terms,
  };
}

function findBuyer(db: Kysely<Database>, businessId: string, customerId: string) {
  return db
    .selectFrom('customers')
    .innerJoin('users', 'users.id', 'customers.user_id')
    .where('customers.business_id', '=', businessId)
    .where('customers.id', '=', customerId)
    .select([
      'customers.id',
      'users.fullname as name',
      'users.address',
      'users.phone_number as phoneNumber',
      'users.email',
      'customers.gstin',
      'customers.state_code as stateCode',
    ])
    .executeTakeFirst();
}

/* ------------------------------------------------------------------ reading */

export function listInvoices(deps: AppDeps, business: BusinessScope, input: ListInvoicesInput): Promise<Page<InvoiceListItem>> {
  return repository.listInvoices(deps.db, business.businessId, input);
}

function statusOf(row: repository.InvoiceRow): InvoiceStatus {
  if (row.cancelledAt) return 'CANCELLED';
  if (row.kind === 'CREDIT_NOTE' || row.amountPaid >= row.total) return 'PAID';
  return row.amountPaid > 0 ? 'PARTIAL' : 'UNPAID';
}

/** `upi://pay?…` for `amount` rupees to the seller's UPI ID, as every UPI app reads it. */
export function upiPaymentLink(upiId: string, payee: string, amount: number, note: string): string {
  const fields = { pa: upiId, pn: payee, am: amount.toFixed(2), cu: 'INR', tn: note };
  return `upi://pay?${Object.entries(fields)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')}`;
}

export async function getInvoice(deps: AppDeps, business: BusinessScope, id: string): Promise<Invoice> {
  const row = (await repository.findInvoiceRow(deps.db, business.businessId, id)) ?? invoiceNotFound();
  const [lines, payments, partner, current, documentLanguage] = await Promise.all([
    repository.findLines(deps.db, business.businessId, id),
    paymentRows.paymentsOfInvoice(deps.db, business.businessId, id),
    repository.findCancellationPartner(deps.db, business.businessId, row),
    findSeller(deps.db, business.businessId),
    profiles.findDocumentLanguage(deps.db, business.businessId),
  ]);
  // The seller as printed on the day, with today's logo and choice of heading languages.
  const seller: InvoiceSeller = { ...(row.seller as Omit<InvoiceSeller, 'logo'>), logo: current?.logo ?? null, documentLanguage };
  const buyer = row.buyer as InvoiceParty;
  const status = statusOf(row);
  const balanceDue = status === 'CANCELLED' || row.kind === 'CREDIT_NOTE' ? 0 : rupeesOf(paiseOf(row.total) - paiseOf(row.amountPaid));
  const { byRate, byHsn } = taxTotalsOf(lines.map(storedLineInPaise));
  const title = row.kind === 'CREDIT_NOTE' ? 'Credit Note' : seller.gstin ? 'Tax Invoice' : 'Bill of Supply';
  return {
    id: row.id,
    kind: row.kind,
    documentTitle: title,
    invoiceNumber: row.number,
    invoiceDate: row.invoiceDate,
    customerID: row.customerId,
    seller,
    buyer,
    placeOfSupply: { stateCode: row.placeOfSupply, stateName: gstStateName(row.placeOfSupply) },
    intraState: row.intraState,
    pricesIncludeTax: row.pricesIncludeTax,
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      kind: line.kind,
      productID: line.productId,
      customerProductID: line.customerProductId,
      visitID: line.visitId,
      amcContractID: line.amcContractId,
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantityMilli / 1000,
      unitPrice: line.unitPrice,
      discount: line.discount,
      gstRate: line.gstRateBp / 100,
      taxableValue: line.taxableValue,
      cgst: line.cgst,
      sgst: line.sgst,
      igst: line.igst,
      total: line.total,
    })),
    taxableValue: row.taxableValue,
    cgst: row.cgst,
    sgst: row.sgst,
    igst: row.igst,
    roundOff: row.roundOff,
    total: row.total,
    amountInWords: rupeesInWords(paiseOf(row.total)),
    byRate: byRate.map(rateTotalInRupees),
    byHsn: byHsn.map(({ quantity, ...total }) => ({ ...rateTotalInRupees(total), quantity: quantity / 1000 })),
    amountPaid: row.amountPaid,
    balanceDue,
    status,
    missingHsn: lines.filter((line) => !line.hsnCode).map((line) => line.description),
    notes: row.notes,
    cancelledBy: row.kind === 'INVOICE' ? partner : null,
    creditNoteOf: row.kind === 'CREDIT_NOTE' ? partner : null,
    cancelReason: row.cancelReason,
    payments,
    upiPaymentLink:
      seller.upiId && balanceDue > 0 ? upiPaymentLink(seller.upiId, seller.name, balanceDue, `${title} ${row.number}`) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function invoicePdf(deps: AppDeps, business: BusinessScope, id: string): Promise<FileAnswer> {
  const invoice = await getInvoice(deps, business, id);
  return new FileAnswer('application/pdf', invoiceFileName(invoice), await renderInvoicePdf(invoice));
}

/** What an AMC contract's line says: "AMC: Kent Grand Plus RO (KGP-26-0042) 1 Jun 2026 – 31 May 2027". */
function amcLineDescription(contract: Pick<AmcContractRow, 'purchase' | 'startDate' | 'endDate'>): string {
  const { productName, serialNumber } = contract.purchase;
  const serial = serialNumber ? ` (${serialNumber})` : '';
  return `AMC: ${productName}${serial} ${formatCalendarDate(contract.startDate)} – ${formatCalendarDate(contract.endDate)}`;
}

/** The customer's purchases, visits and AMC contracts, each with the live invoice that bills it, for the new-invoice screen. */
export async function getBillable(deps: AppDeps, business: BusinessScope, customerId: string): Promise<BillableItems> {
  const { db } = deps;
  const { businessId } = business;
  const [buyer, profile] = await Promise.all([findBuyer(db, businessId, customerId), profiles.findBillingProfile(db, businessId)]);
  if (!buyer) throw AppError.notFound(MSG.billing.errors.customerNotFound);
  const [purchases, visits, contracts] = await Promise.all([
    db
      .selectFrom('customer_products')
      .innerJoin('products', 'products.id', 'customer_products.product_id')
      .where('customer_products.business_id', '=', businessId)
      .where('customer_products.customer_id', '=', customerId)
      .select([
        'customer_products.id as customerProductID',
        'products.id as productID',
        'products.name as productName',
        'customer_products.price',
        'customer_products.invoice_date as invoiceDate',
        'customer_products.bill_number as billNumber',
        'products.hsn_code as hsnCode',
        'products.gst_rate_bp as gstRateBp',
      ])
      .orderBy('customer_products.invoice_date', 'desc')
      .execute(),
    paymentRows.visitsWithPayments(db, businessId, customerId),
    contractsOfCustomer(db, businessId, customerId),
  ]);
  const [billedPurchases, billedVisits, billedContracts] = await Promise.all([
    repository.liveInvoicesBilling(db, businessId, 'customer_product_id', purchases.map((purchase) => purchase.customerProductID)),
    repository.liveInvoicesBilling(db, businessId, 'visit_id', visits.map((visit) => visit.visitID)),
    repository.liveInvoicesBilling(db, businessId, 'amc_contract_id', contracts.map((contract) => contract.id)),
  ]);
  const sellerState = profile?.stateCode;
  return {
    customer: {
      id: buyer.id,
      name: buyer.name,
      phoneNumber: buyer.phoneNumber,
      gstin: buyer.gstin,
      stateCode: buyer.stateCode ?? sellerState ?? '',
      stateName: gstStateName(buyer.stateCode ?? sellerState ?? ''),
    },
    seller: profile
      ? {
          stateCode: profile.stateCode,
          pricesIncludeTax: profile.pricesIncludeTax,
          serviceGstRate: profile.serviceGstRateBp / 100,
          registered: Boolean(profile.gstin),
        }
      : null,
    purchases: purchases.map(({ gstRateBp, ...purchase }) => ({
      ...purchase,
      gstRate: gstRateBp === null ? null : gstRateBp / 100,
      invoice: billedPurchases.get(purchase.customerProductID) ?? null,
    })),
    visits: visits.map(({ visitDate, ...visit }) => ({
      ...visit,
      visitDate: visitDate.toISOString(),
      invoice: billedVisits.get(visit.visitID) ?? null,
    })),
    amcContracts: contracts.map((contract) => ({
      amcContractID: contract.id,
      description: amcLineDescription(contract),
      startDate: contract.startDate,
      endDate: contract.endDate,
      price: contract.price,
      cancelled: contract.storedStatus === 'cancelled',
      invoice: billedContracts.get(contract.id) ?? null,
    })),
  };
}

/* ------------------------------------------------------------------ creating */

interface ResolvedLine {
  values: Omit<repository.LineRowValues, 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total'>;
  /** The visit's payments made before it was billed move to the invoice. */
  visitId: string | null;
}

/** Each line checked against the business's records and given its description and HSN/SAC. */
async function resolveLines(
  db: Kysely<Database>,
  businessId: string,
  customerId: string,
  lines: InvoiceLineFields[],
  timeZone: string,
  seller: { registered: boolean; serviceGstRateBp: number },
): Promise<ResolvedLine[]> {
  const { registered } = seller;
  const purchaseIds = lines.flatMap((line) => (line.customerProductID ? [line.customerProductID] : []));
  const visitIds = lines.flatMap((line) => (line.visitID ? [line.visitID] : []));
  const contractIds = lines.flatMap((line) => (line.amcContractID ? [line.amcContractID] : []));
  if (new Set(purchaseIds).size < purchaseIds.length) throw new AppError('BAD_REQUEST', MSG.billing.errors.purchaseOnTwoLines);
  if (new Set(visitIds).size < visitIds.length) throw new AppError('BAD_REQUEST', MSG.billing.errors.visitOnTwoLines);
  if (new Set(contractIds).size < contractIds.length) throw new AppError('BAD_REQUEST', MSG.billing.errors.contractOnTwoLines);
  const [billedPurchases, billedVisits, billedContracts] = await Promise.all([
    repository.liveInvoicesBilling(db, businessId, 'customer_product_id', purchaseIds),
    repository.liveInvoicesBilling(db, businessId, 'visit_id', visitIds),
    repository.liveInvoicesBilling(db, businessId, 'amc_contract_id', contractIds),
  ]);
  for (const billed of [...billedPurchases.values(), ...billedVisits.values(), ...billedContracts.values()]) {
    throw AppError.conflict(message(MSG.billing.errors.alreadyBilled, { invoiceNumber: billed.invoiceNumber }));
  }

  const resolved: ResolvedLine[] = [];
  for (const line of lines) {
    // An unregistered seller issues a Bill of Supply: it charges no GST.
    const rateBp = registered ? Math.round(line.gstRate * 100) : 0;
    const common = {
      quantityMilli: Math.round(line.quantity * 1000),
      unitPrice: line.unitPrice,
      discount: line.discount,
      gstRateBp: rateBp,
    };
    if (line.amcContractID) {
      const contract = await findContract(db, businessId, line.amcContractID);
      if (!contract) throw AppError.notFound(MSG.billing.errors.contractNotFound);
      if (contract.customerId !== customerId) throw new AppError('BAD_REQUEST', MSG.billing.errors.contractNotCustomers);
      if (contract.storedStatus === 'cancelled') throw AppError.conflict(MSG.billing.errors.contractCancelled);
      // The contract's price, once, taxed as the business's service visits are.
      resolved.push({
        visitId: null,
        values: {
          kind: 'AMC',
          productId: null,
          customerProductId: null,
          visitId: null,
          amcContractId: contract.id,
          description: line.description ?? amcLineDescription(contract),
          hsnCode: line.hsnCode ?? SERVICE_SAC,
          quantityMilli: 1000,
          unitPrice: contract.price,
          discount: line.discount,
          gstRateBp: registered ? seller.serviceGstRateBp : 0,
        },
      });
      continue;
    }
    if (line.visitID) {
      const visit = await db
        .selectFrom('visits')
        .select(['id', 'customer_id as customerId', 'visit_date as visitDate', 'service_description as description'])
        .where('business_id', '=', businessId)
        .where('id', '=', line.visitID)
        .executeTakeFirst();
      if (!visit) throw AppError.notFound(MSG.billing.errors.visitNotFound);
      if (visit.customerId !== customerId) throw new AppError('BAD_REQUEST', MSG.billing.errors.visitNotCustomers);
      const day = formatCalendarDate(calendarDateIn(timeZone, visit.visitDate));
      resolved.push({
        visitId: visit.id,
        values: {
          ...common,
          kind: 'VISIT',
          productId: null,
          customerProductId: null,
          visitId: visit.id,
          amcContractId: null,
          description: line.description ?? `Service visit on ${day}${visit.description ? ` — ${visit.description}` : ''}`,
          hsnCode: line.hsnCode ?? SERVICE_SAC,
        },
      });
      continue;
    }
    if (line.productID || line.customerProductID) {
      const purchase = line.customerProductID
        ? await db
            .selectFrom('customer_products')
            .select(['id', 'customer_id as customerId', 'product_id as productId'])
            .where('business_id', '=', businessId)
            .where('id', '=', line.customerProductID)
            .executeTakeFirst()
        : undefined;
      if (line.customerProductID && !purchase) throw AppError.notFound(MSG.billing.errors.purchaseNotFound);
      if (purchase && purchase.customerId !== customerId) throw new AppError('BAD_REQUEST', MSG.billing.errors.purchaseNotCustomers);
      if (purchase && line.productID && line.productID !== purchase.productId) {
        throw new AppError('BAD_REQUEST', MSG.billing.errors.productNotOfPurchase);
      }
      const product = await db
        .selectFrom('products')
        .select(['id', 'name', 'hsn_code as hsnCode'])
        .where('business_id', '=', businessId)
        .where('id', '=', purchase?.productId ?? line.productID!)
        .executeTakeFirst();
      if (!product) throw AppError.notFound(MSG.billing.errors.productNotFound);
      resolved.push({
        visitId: null,
        values: {
          ...common,
          kind: 'PRODUCT',
          productId: product.id,
          customerProductId: purchase?.id ?? null,
          visitId: null,
          amcContractId: null,
          description: line.description ?? product.name,
          hsnCode: line.hsnCode ?? product.hsnCode,
        },
      });
      continue;
    }
    resolved.push({
      visitId: null,
      values: {
        ...common,
        kind: 'TEXT',
        productId: null,
        customerProductId: null,
        visitId: null,
        amcContractId: null,
        description: line.description!,
        hsnCode: line.hsnCode,
      },
    });
  }
  return resolved;
}

export async function createInvoice(deps: AppDeps, business: BusinessScope, fields: CreateInvoiceFields): Promise<Invoice> {
  const { db } = deps;
  const { businessId } = business;
  const buyer = await findBuyer(db, businessId, fields.customerID);
  if (!buyer) throw AppError.notFound(MSG.billing.errors.customerNotFound);
  const profile = await requireProfile(db, businessId);
  const registered = Boolean(profile.gstin);
  const resolved = await resolveLines(db, businessId, buyer.id, fields.lines, deps.config.businessTimeZone, {
    registered,
    serviceGstRateBp: profile.serviceGstRateBp,
  });

  const placeOfSupply = buyer.stateCode ?? profile.stateCode;
  const intraState = placeOfSupply === profile.stateCode;
  let tax;
  try {
    tax = invoiceTax({
      intraState,
      pricesIncludeTax: profile.pricesIncludeTax,
      lines: resolved.map(({ values }) => ({
        hsnCode: values.hsnCode,
        quantity: values.quantityMilli,
        unitPrice: paiseOf(values.unitPrice),
        discount: paiseOf(values.discount),
        rateBp: values.gstRateBp,
      })),
    });
  } catch (error) {
    if (error instanceof InvoiceLineError) throw new AppError('BAD_REQUEST', error.key);
    throw error;
  }

  if (tax.total > paiseOf(MAX_RUPEES)) throw new AppError('BAD_REQUEST', INVOICE_TOO_LARGE);

  // Payments taken on a visit before it was billed now pay the invoice.
  const visitIds = resolved.flatMap((line) => (line.visitId ? [line.visitId] : []));
  const prepaid = await paymentRows.unbilledPaymentsOfVisits(db, businessId, visitIds);
  const prepaidPaise = prepaid.reduce((total, payment) => total + paiseOf(payment.amount), 0);
  if (prepaidPaise > tax.total) {
    throw AppError.conflict(message(MSG.billing.errors.prepaidMoreThanTotal, { amount: rupeesOf(prepaidPaise) }));
  }

  const number = documentNumber(
    'INVOICE',
    profile.invoicePrefix,
    financialYearOf(fields.invoiceDate),
    await repository.takeNextNumber(db, businessId, 'INVOICE', financialYearOf(fields.invoiceDate)),
  );
  const buyerParty: InvoiceParty = {
    name: buyer.name,
    address: buyer.address,
    pinCode: null,
    phoneNumber: buyer.phoneNumber,
    email: buyer.email,
    gstin: buyer.gstin,
    stateCode: placeOfSupply,
    stateName: gstStateName(placeOfSupply),
  };
  const id = await repository.insertInvoice(
    db,
    businessId,
    {
      kind: 'INVOICE',
      number,
      invoiceDate: fields.invoiceDate,
      customerId: buyer.id,
      creditNoteOf: null,
      seller: sellerOf(profile),
      buyer: buyerParty,
      placeOfSupply,
      intraState,
      pricesIncludeTax: profile.pricesIncludeTax,
      taxableValue: rupeesOf(tax.taxableValue),
      cgst: rupeesOf(tax.cgst),
      sgst: rupeesOf(tax.sgst),
      igst: rupeesOf(tax.igst),
      roundOff: rupeesOf(tax.roundOff),
      total: rupeesOf(tax.total),
      amountPaid: rupeesOf(prepaidPaise),
      notes: fields.notes,
    },
    resolved.map(({ values }, index) => {
      const taxed = tax.lines[index]!;
      return {
        ...values,
        taxableValue: rupeesOf(taxed.taxableValue),
        cgst: rupeesOf(taxed.cgst),
        sgst: rupeesOf(taxed.sgst),
        igst: rupeesOf(taxed.igst),
        total: rupeesOf(taxed.total),
      };
    }),
  );
  await paymentRows.moveToInvoice(
    db,
    businessId,
    prepaid.map((payment) => payment.id),
    id,
  );
  if (prepaidPaise === tax.total && visitIds.length > 0) await paymentRows.markVisitsPaid(db, businessId, visitIds);
  return getInvoice(deps, business, id);
}

/* ------------------------------------------------------------------ cancelling */

/**
 * Cancels an invoice by issuing a credit note for its whole value, in the credit notes' own
 * series, dated today (or the invoice's own date, if that is later). The invoice keeps its
 * number, lines and payments; what it billed may be billed again.
 */
export async function cancelInvoice(deps: AppDeps, business: BusinessScope, id: string, reason: string | null): Promise<Invoice> {
  const { db } = deps;
  const { businessId } = business;
  const invoice = (await repository.lockInvoiceRow(db, businessId, id)) ?? invoiceNotFound();
  if (invoice.kind === 'CREDIT_NOTE') throw AppError.conflict(MSG.billing.errors.creditNoteNotCancellable);
  if (invoice.cancelledAt) {
    const note = await repository.findCancellationPartner(db, businessId, invoice);
    throw AppError.conflict(
      note ? message(MSG.billing.errors.alreadyCancelledBy, { noteNumber: note.invoiceNumber }) : MSG.billing.errors.alreadyCancelled,
    );
  }
  const profile = await requireProfile(db, businessId);
  const today = calendarDateIn(deps.config.businessTimeZone, deps.clock.now());
  const noteDate = today > invoice.invoiceDate ? today : invoice.invoiceDate;
  const financialYear = financialYearOf(noteDate);
  const number = documentNumber('CREDIT_NOTE', profile.invoicePrefix, financialYear, await repository.takeNextNumber(db, businessId, 'CREDIT_NOTE', financialYear));
  const lines = await repository.findLines(db, businessId, id);
  const noteId = await repository.insertInvoice(
    db,
    businessId,
    {
      kind: 'CREDIT_NOTE',
      number,
      invoiceDate: noteDate,
      customerId: invoice.customerId,
      creditNoteOf: invoice.id,
      seller: invoice.seller as object,
      buyer: invoice.buyer as object,
      placeOfSupply: invoice.placeOfSupply,
      intraState: invoice.intraState,
      pricesIncludeTax: invoice.pricesIncludeTax,
      taxableValue: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      roundOff: invoice.roundOff,
      total: invoice.total,
      amountPaid: 0,
      notes: reason,
    },
    lines.map(({ id: _lineId, position: _position, ...line }) => line),
  );
  await repository.markCancelled(db, businessId, id, reason, deps.clock.now());
  return getInvoice(deps, business, noteId);
}

function invoiceNotFound(): never {
  throw AppError.notFound(MSG.billing.errors.invoiceNotFound);
}
