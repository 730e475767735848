import {
  byCodeUnits,
  paiseOf,
  taxTotalsOf,
  type BillingProfile,
  type BillingProfileFields,
  type GstB2bInvoice,
  type GstB2cTotal,
  type GstCreditNote,
  type GstSummary,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import type { BusinessScope } from '../../tenancy/data-scope';
import { addMonths } from '../../lib/business-time';
import * as repository from './billing.repository';
import * as invoices from './invoices.repository';
import { rateTotalInRupees, storedLineInPaise, taxInRupees } from './tax-amounts';

/** The business's tax profile, or null before the owner first saves one. */
export async function getBillingProfile(deps: AppDeps, business: BusinessScope): Promise<BillingProfile | null> {
  const [row, documentLanguage] = await Promise.all([
    repository.findBillingProfile(deps.db, business.businessId),
    repository.findDocumentLanguage(deps.db, business.businessId),
  ]);
  if (!row) return null;
  const { serviceGstRateBp, updatedAt, ...fields } = row;
  return { ...fields, serviceGstRate: serviceGstRateBp / 100, documentLanguage, updatedAt: updatedAt.toISOString() };
}

export async function saveBillingProfile(deps: AppDeps, business: BusinessScope, fields: BillingProfileFields): Promise<BillingProfile> {
  await repository.saveBillingProfile(deps.db, business.businessId, fields, deps.clock.now());
  return (await getBillingProfile(deps, business))!;
}

/**
 * The month's GSTR-1 figures: B2B invoices (a buyer with a GSTIN) rate by rate, B2C totals by
 * rate and place of supply, credit notes, and the HSN-wise summary of the month's invoices. A
 * cancelled invoice stays in its month, as it was filed; its credit note is in the month it was
 * issued.
 */
export async function gstSummary(deps: AppDeps, business: BusinessScope, month: string): Promise<GstSummary> {
  const from = `${month}-01`;
  const before = addMonths(from, 1);
  const [lines, documents] = await Promise.all([
    invoices.gstLinesOfMonth(deps.db, business.businessId, from, before),
    invoices.documentsOfMonth(deps.db, business.businessId, from, before),
  ]);
  type Tally = { taxableValue: number; cgst: number; sgst: number; igst: number };
  const add = (tally: Tally, line: Tally) => {
    tally.taxableValue += paiseOf(line.taxableValue);
    tally.cgst += paiseOf(line.cgst);
    tally.sgst += paiseOf(line.sgst);
    tally.igst += paiseOf(line.igst);
  };
  const empty = () => ({ taxableValue: 0, cgst: 0, sgst: 0, igst: 0 });

  const b2b = new Map<string, GstB2bInvoice>();
  const b2c = new Map<string, GstB2cTotal>();
  const notes = new Map<string, GstCreditNote>();
  const invoiceLines: ReturnType<typeof storedLineInPaise>[] = [];
  const totals = { ...empty(), ...documents };
  for (const line of lines) {
    const buyer = { gstin: line.buyerGstin, name: line.buyerName };
    const gstRate = line.gstRateBp / 100;
    const key = `${line.invoiceId}|${line.gstRateBp}`;
    if (line.kind === 'CREDIT_NOTE') {
      // A credit note's lines always keep their document (gstLinesOfMonth).
      const note = notes.get(key) ?? {
        noteNumber: line.number!,
        noteDate: line.invoiceDate!,
        invoiceNumber: line.originalNumber ?? '',
        buyerGstin: buyer.gstin,
        buyerName: buyer.name!,
        noteValue: line.invoiceTotal!,
        placeOfSupply: line.placeOfSupply,
        gstRate,
        ...empty(),
      };
      add(note, line);
      notes.set(key, note);
      continue;
    }
    add(totals, line);
    invoiceLines.push(storedLineInPaise(line));
    if (buyer.gstin) {
      // A B2B invoice's lines keep their document too; only B2C sales are summed by state.
      const row = b2b.get(key) ?? {
        buyerGstin: buyer.gstin,
        buyerName: buyer.name!,
        invoiceNumber: line.number!,
        invoiceDate: line.invoiceDate!,
        invoiceValue: line.invoiceTotal!,
        placeOfSupply: line.placeOfSupply,
        gstRate,
        ...empty(),
      };
      add(row, line);
      b2b.set(key, row);
    } else {
      const b2cKey = `${line.placeOfSupply}|${line.gstRateBp}`;
      const row = b2c.get(b2cKey) ?? { placeOfSupply: line.placeOfSupply, gstRate, ...empty() };
      add(row, line);
      b2c.set(b2cKey, row);
    }
  }
  const { byHsn } = taxTotalsOf(invoiceLines);
  return {
    month,
    b2b: [...b2b.values()].map(taxInRupees),
    b2c: [...b2c.values()].sort((a, b) => byCodeUnits(a.placeOfSupply, b.placeOfSupply) || a.gstRate - b.gstRate).map(taxInRupees),
    creditNotes: [...notes.values()].map(taxInRupees),
    hsn: byHsn.map(({ quantity, ...total }) => ({ ...rateTotalInRupees(total), quantity: quantity / 1000 })),
    totals: taxInRupees(totals),
  };
}
