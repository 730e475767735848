import { warrantyState, type WarrantyCard, type WarrantyLookup } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { calendarDateIn } from '../../lib/business-time';
import type { BusinessScope } from '../../tenancy/data-scope';
import { liveInvoicesBilling } from '../billing/invoices.repository';
import { latestContractsOf } from './amc.repository';
import { toAmcContract } from './amc.service';
import { purchasesLookedUp, type PurchaseLookup } from './warranty.repository';

/*
 * The warranty look-up (issue: service plans): a customer calls with a serial number or from their
 * phone, and one screen answers — the product, the bill and GST invoice, the warranty's state, the
 * latest AMC, the visits so far and the next one.
 */

/** The card of the purchase with the serial number (none or one), or of each purchase of the customer with the phone. */
export function lookUpWarranty(deps: AppDeps, business: BusinessScope, lookup: WarrantyLookup): Promise<WarrantyCard[]> {
  return warrantyCards(deps, business, lookup);
}

/** The card of each purchase of one customer, for the customer's own portal. */
export function warrantyCardsOfCustomer(deps: AppDeps, business: BusinessScope, customerId: string): Promise<WarrantyCard[]> {
  return warrantyCards(deps, business, { customerId, nextVisitFrom: deps.clock.now() });
}

async function warrantyCards(deps: AppDeps, business: BusinessScope, lookup: PurchaseLookup): Promise<WarrantyCard[]> {
  const { db } = deps;
  const { businessId } = business;
  const purchases = await purchasesLookedUp(db, businessId, lookup);
  const ids = purchases.map((purchase) => purchase.customerProductId);
  const [invoices, contracts] = await Promise.all([
    liveInvoicesBilling(db, businessId, 'customer_product_id', ids),
    latestContractsOf(db, businessId, ids),
  ]);
  const today = calendarDateIn(deps.config.businessTimeZone, deps.clock.now());
  return purchases.map((purchase) => {
    const invoice = invoices.get(purchase.customerProductId);
    const contractRow = contracts.get(purchase.customerProductId);
    const contract = contractRow && toAmcContract(contractRow, today);
    const next = purchase.nextVisit;
    return {
      customerProductId: purchase.customerProductId,
      serialNumber: purchase.serialNumber,
      product: { id: purchase.productId, name: purchase.productName },
      customer: { id: purchase.customerId, name: purchase.customerName, phoneNumber: purchase.customerPhone, address: purchase.customerAddress },
      billNumber: purchase.billNumber,
      invoiceDate: purchase.invoiceDate,
      invoice: invoice ? { id: invoice.id, invoiceNumber: invoice.invoiceNumber } : null,
      warrantyStartDate: purchase.warrantyStartDate,
      warrantyEndDate: purchase.warrantyEndDate,
      warranty: warrantyState(purchase.warrantyEndDate, today),
      amc: contract
        ? {
            id: contract.id,
            status: contract.status,
            endDate: contract.endDate,
            visitsDone: contract.visitsDone,
            visitsRemaining: contract.visitsRemaining,
          }
        : null,
      visitsSoFar: Number(purchase.visitsSoFar),
      nextVisit: next
        ? {
            id: next.id,
            // Read inside JSON, the instant arrives as text.
            visitDate: new Date(next.visitDate),
            employee: next.employeeId ? { id: next.employeeId, name: next.employeeName ?? '' } : null,
          }
        : null,
    };
  });
}
