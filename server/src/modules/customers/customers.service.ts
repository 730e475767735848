import { gstinProblem, message, messageOfProblem, MSG, type MessageKey } from '@sevak/shared';
import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type {
  CreateCustomerInput,
  Customer,
  CustomerInvoice,
  CustomerOption,
  CustomerOptionsInput,
  CustomerSignIn,
  CustomerUpdateFields,
  ListCustomersInput,
  Page,
  PurchaseFields,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { addMonths } from '../../lib/business-time';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import { IMPORT_BATCH_SIZE, batchesOf } from '../../lib/batches';
import {
  deleteAccount,
  deleteSessionsOfUser,
  insertAccount,
  insertAccounts,
  phoneTaken,
  setPasswordHash,
  updateAccount,
  type AccountFields,
} from '../accounts/accounts.repository';
import { findBusinessName } from '../businesses/businesses.repository';
import { hashPassword } from '../auth/passwords';
import { findSeller } from '../profile/profile.repository';
import { convertEnquiry } from '../enquiries/enquiries.service';
import { countInvoicesOf, liveInvoicesBilling } from '../billing/invoices.repository';
import * as repository from './customers.repository';
import { assertPlanRoom } from '../subscriptions/plan-limits';

const PHONE_TAKEN = MSG.common.database.customerPhoneTaken;
const DEFAULT_WARRANTY_MONTHS = 12;

export function listCustomers(deps: AppDeps, business: BusinessScope, input: ListCustomersInput): Promise<Page<Customer>> {
  return repository.listCustomers(deps.db, business.businessId, input);
}

export async function getCustomer(deps: AppDeps, business: BusinessScope, id: string): Promise<Customer> {
  return (await repository.findCustomer(deps.db, business.businessId, id)) ?? customerNotFound();
}

export function listCustomerOptions(deps: AppDeps, business: BusinessScope, input: CustomerOptionsInput): Promise<CustomerOption[]> {
  return repository.listCustomerOptions(deps.db, business.businessId, input.search);
}

/** The customer with every purchase, and the seller as the invoice prints it. */
export async function getCustomerInvoice(deps: AppDeps, business: BusinessScope, id: string): Promise<CustomerInvoice> {
  const [customer, seller] = await Promise.all([
    getCustomer(deps, business, id),
    findSeller(deps.db, business.businessId),
  ]);
  if (!seller) throw AppError.notFound(MSG.customers.errors.businessNotFound);
  return { customer, business: seller };
}

/**
 * A customer is always created with their first purchase, in one transaction. Without a password
 * the customer has no sign-in (PRODUCT.md "Accounts"). A customer converted from an enquiry
 * marks it converted in that transaction: the enquiry is converted if and only if they are saved.
 */
export async function createCustomer(deps: AppDeps, business: BusinessScope, fields: CreateCustomerInput): Promise<Customer> {
  const purchase = await purchaseValues(deps.db, business.businessId, fields);
  if (await phoneTaken(deps.db, customersOf(business), fields.phoneNumber)) throw AppError.conflict(PHONE_TAKEN);
  const passwordHash = fields.password ? await hashPassword(fields.password) : null;
  const id = await inTransaction(deps.db, async (trx) => {
    await assertPlanRoom(trx, business.businessId, 'customers');
    const userId = await insertAccount(trx, { businessId: business.businessId, role: 'CUSTOMER' }, { ...fields, passwordHash });
    const customerId = await repository.insertCustomer(trx, business.businessId, userId, fields);
    await repository.insertPurchase(trx, business.businessId, customerId, purchase);
    if (fields.fromEnquiryId) await convertEnquiry({ ...deps, db: trx }, business, fields.fromEnquiryId, customerId);
    return customerId;
  });
  return getCustomer(deps, business, id);
}

/**
 * A GSTIN and a state sent one without the other are checked against the one saved: the GSTIN
 * must be of the customer's state (the schema checks the two when both are sent).
 */
async function checkTaxFieldsAgainstSaved(deps: AppDeps, business: BusinessScope, id: string, fields: CustomerUpdateFields): Promise<void> {
  if ((fields.gstin === undefined) === (fields.stateCode === undefined)) return;
  const saved = await repository.findCustomer(deps.db, business.businessId, id);
  const gstin = fields.gstin === undefined ? saved?.gstin : fields.gstin;
  const stateCode = fields.stateCode === undefined ? saved?.stateCode : fields.stateCode;
  const problem = gstin && stateCode ? gstinProblem(gstin, stateCode) : null;
  if (problem) throw new AppError('BAD_REQUEST', messageOfProblem(problem));
}

/**
 * The customer form on update edits the person and one purchase (`customerProductId`, by default
 * the first). A blank password keeps the current one; a new one ends the customer's sessions.
 */
export async function updateCustomer(deps: AppDeps, business: BusinessScope, id: string, fields: CustomerUpdateFields): Promise<Customer> {
  const userId = (await repository.findCustomerUserId(deps.db, business.businessId, id)) ?? customerNotFound();
  const purchaseId =
    (await repository.findPurchaseId(deps.db, business.businessId, id, fields.customerProductId)) ?? purchaseNotFound();
  const purchase = await purchaseValues(deps.db, business.businessId, fields, purchaseId);
  if (await phoneTaken(deps.db, customersOf(business), fields.phoneNumber, userId)) throw AppError.conflict(PHONE_TAKEN);
  await checkTaxFieldsAgainstSaved(deps, business, id, fields);
  const passwordHash = fields.password ? await hashPassword(fields.password) : undefined;
  await inTransaction(deps.db, async (trx) => {
    const account = { businessId: business.businessId, role: 'CUSTOMER' as const, userId };
    await updateAccount(trx, account, { ...fields, passwordHash }, deps.clock.now());
    await repository.updatePurchase(trx, business.businessId, id, purchaseId, purchase);
    await repository.updateCustomerTaxFields(trx, business.businessId, id, fields);
    if (passwordHash) await deleteSessionsOfUser(trx, userId);
  });
  return getCustomer(deps, business, id);
}

export async function addCustomerProduct(
  deps: AppDeps,
  business: BusinessScope,
  customerId: string,
  fields: PurchaseFields,
): Promise<Customer> {
  if (!(await repository.findCustomerUserId(deps.db, business.businessId, customerId))) customerNotFound();
  const purchase = await purchaseValues(deps.db, business.businessId, fields);
  await repository.insertPurchase(deps.db, business.businessId, customerId, purchase);
  return getCustomer(deps, business, customerId);
}

/** Changes one of the customer's purchases, with the same defaults as when it was added. */
export async function updateCustomerProduct(
  deps: AppDeps,
  business: BusinessScope,
  customerId: string,
  customerProductId: string,
  fields: PurchaseFields,
): Promise<Customer> {
  if (!(await repository.findCustomerUserId(deps.db, business.businessId, customerId))) customerNotFound();
  if (!(await repository.findPurchaseId(deps.db, business.businessId, customerId, customerProductId))) purchaseNotFound();
  const purchase = await purchaseValues(deps.db, business.businessId, fields, customerProductId);
  await repository.updatePurchase(deps.db, business.businessId, customerId, customerProductId, purchase);
  return getCustomer(deps, business, customerId);
}

/**
 * Refused while visits service the purchase, and for the customer's only purchase: a customer
 * always has one (it gives the visit form its installation date); delete the customer instead.
 */
export async function removeCustomerProduct(
  deps: AppDeps,
  business: BusinessScope,
  customerId: string,
  customerProductId: string,
): Promise<Customer> {
  await inTransaction(deps.db, async (trx) => {
    if (!(await repository.findCustomerUserId(trx, business.businessId, customerId))) customerNotFound();
    if (!(await repository.findPurchaseId(trx, business.businessId, customerId, customerProductId))) purchaseNotFound();
    const visits = await repository.countVisits(trx, business.businessId, { customerId, customerProductId });
    if (visits > 0) throw AppError.conflict(counted(visits, MSG.customers.errors.purchaseHasVisit, MSG.customers.errors.purchaseHasVisits));
    const billedBy = (await liveInvoicesBilling(trx, business.businessId, 'customer_product_id', [customerProductId])).get(customerProductId);
    if (billedBy) throw AppError.conflict(message(MSG.customers.errors.purchaseBilled, { invoiceNumber: billedBy.invoiceNumber }));
    if ((await repository.countPurchases(trx, business.businessId, customerId)) <= 1) {
      throw AppError.conflict(MSG.customers.errors.onlyPurchase);
    }
    await repository.deletePurchase(trx, business.businessId, customerId, customerProductId);
  });
  return getCustomer(deps, business, customerId);
}

/** Refused while visits name the customer; otherwise their purchases go with them. */
export async function deleteCustomer(deps: AppDeps, business: BusinessScope, id: string): Promise<{ id: string }> {
  await inTransaction(deps.db, async (trx) => {
    const userId = (await repository.findCustomerUserId(trx, business.businessId, id)) ?? customerNotFound();
    const visits = await repository.countVisits(trx, business.businessId, { customerId: id });
    if (visits > 0) throw AppError.conflict(counted(visits, MSG.customers.errors.customerHasVisit, MSG.customers.errors.customerHasVisits));
    const invoices = await countInvoicesOf(trx, business.businessId, id);
    if (invoices > 0) throw AppError.conflict(counted(invoices, MSG.customers.errors.customerHasInvoice, MSG.customers.errors.customerHasInvoices));
    await repository.deleteCustomer(trx, business.businessId, id);
    await deleteAccount(trx, business.businessId, userId);
  });
  return { id };
}

/**
 * A purchase with its defaults: the product's price, warranty from the invoice date, and a
 * year's warranty (spec §9). The product must be one of this business's, and the bill number no
 * other purchase's (`editing` is the purchase being changed).
 */
async function purchaseValues(
  db: Kysely<Database>,
  businessId: string,
  fields: PurchaseFields,
  editing?: string,
): Promise<repository.PurchaseValues> {
  const product = await repository.findProductPrice(db, businessId, fields.productId);
  if (!product) throw AppError.notFound(MSG.common.database.productNotFound);
  if (await repository.billNumberTaken(db, businessId, fields.billNumber, editing)) throw AppError.conflict(MSG.common.database.billNumberTaken);
  if (fields.serialNumber && (await repository.serialNumberTaken(db, businessId, fields.serialNumber, editing))) {
    throw AppError.conflict(message(MSG.common.database.serialNumberTakenNamed, { serialNumber: fields.serialNumber }));
  }
  return purchaseWithDefaults(fields, product.price);
}

/** A purchase's defaults, spec §9: the product's price, warranty from the invoice date, a year's warranty. */
export function purchaseWithDefaults(fields: PurchaseFields, productPrice: number): repository.PurchaseValues {
  const warrantyStartDate = fields.warrantyStartDate ?? fields.invoiceDate;
  return {
    productId: fields.productId,
    invoiceDate: fields.invoiceDate,
    billNumber: fields.billNumber,
    price: fields.price ?? productPrice,
    warrantyStartDate,
    warrantyEndDate: fields.warrantyEndDate ?? addMonths(warrantyStartDate, DEFAULT_WARRANTY_MONTHS),
    serialNumber: fields.serialNumber,
  };
}

/**
 * `purchase` as `customerId`'s. Spelled out, not spread: in a running server V8 gave each of an
 * import's thousands of spread copies a hidden class of its own, some 600 bytes apiece.
 */
export function purchaseOfCustomer(customerId: string, purchase: repository.PurchaseValues): repository.PurchaseValues & { customerId: string } {
  const { productId, invoiceDate, billNumber, price, warrantyStartDate, warrantyEndDate, serialNumber } = purchase;
  return { customerId, productId, invoiceDate, billNumber, price, warrantyStartDate, warrantyEndDate, serialNumber };
}

/** A customer as an import writes them: the person, their tax fields and their purchases, every default applied. */
export interface ImportedCustomer extends AccountFields, repository.CustomerTaxFields {
  purchases: repository.PurchaseValues[];
}

export interface ImportedCustomerChanges {
  created: ImportedCustomer[];
  changed: (AccountFields & repository.CustomerTaxFields & { id: string; userId: string })[];
  purchasesAdded: (repository.PurchaseValues & { customerId: string })[];
  purchasesChanged: (repository.PurchaseValues & { customerId: string; id: string })[];
}

/**
 * What an import (modules/import) checked row by row, written as the customer form writes it but
 * in a few statements for thousands of rows: the new customers' accounts, then their records, then
 * every new purchase; a changed customer or purchase one at a time. Nothing here checks again: the
 * import has matched each row against the business's customers, bill and serial numbers, and
 * holds the new customers to the plan's room over its whole file. Answers each new customer's id by phone.
 */
export async function saveImportedCustomers(deps: AppDeps, business: BusinessScope, changes: ImportedCustomerChanges): Promise<Map<string, string>> {
  const { businessId } = business;
  const owner = { businessId, role: 'CUSTOMER' as const };
  const purchases = [...changes.purchasesAdded];
  const createdIds = new Map<string, string>();
  for (const batch of batchesOf(changes.created, IMPORT_BATCH_SIZE)) {
    const userIds = await insertAccounts(deps.db, owner, batch.map((customer) => ({ ...customer, passwordHash: null })));
    const customerIds = await repository.insertCustomers(
      deps.db,
      businessId,
      batch.map(({ gstin, stateCode, phoneNumber }) => ({ gstin, stateCode, userId: userIds.get(phoneNumber)! })),
    );
    for (const customer of batch) {
      const customerId = customerIds.get(userIds.get(customer.phoneNumber)!)!;
      createdIds.set(customer.phoneNumber, customerId);
      purchases.push(...customer.purchases.map((purchase) => purchaseOfCustomer(customerId, purchase)));
    }
  }
  for (const batch of batchesOf(purchases, IMPORT_BATCH_SIZE)) await repository.insertPurchases(deps.db, businessId, batch);
  const now = deps.clock.now();
  for (const { id, userId, ...fields } of changes.changed) {
    await updateAccount(deps.db, { ...owner, userId }, fields, now);
    await repository.updateCustomerTaxFields(deps.db, businessId, id, fields);
  }
  for (const { customerId, id, ...purchase } of changes.purchasesChanged) {
    await repository.updatePurchase(deps.db, businessId, customerId, id, purchase);
  }
  return createdIds;
}

/** A customer's phone is theirs alone among the business's customers. */
function customersOf(business: BusinessScope) {
  return { roles: ['CUSTOMER' as const], businessId: business.businessId };
}

function customerNotFound(): never {
  throw AppError.notFound(MSG.common.database.customerNotFound);
}

function purchaseNotFound(): never {
  throw AppError.notFound(MSG.customers.errors.purchaseNotFound);
}

/** "1 visit", "3 visits": the sentence of one or of several, with the count. */
function counted(count: number, one: MessageKey, several: MessageKey) {
  return message(count === 1 ? one : several, { count });
}

/**
 * The owner gives a customer their sign-in to the portal: a new password (the customer's other
 * sessions end), and who they are, for the WhatsApp message the owner sends them.
 */
export async function setCustomerSignIn(deps: AppDeps, business: BusinessScope, id: string, password: string): Promise<CustomerSignIn> {
  const customer = await getCustomer(deps, business, id);
  const passwordHash = await hashPassword(password);
  await setPasswordHash(deps.db, customer.user.id, passwordHash, deps.clock.now());
  await deleteSessionsOfUser(deps.db, customer.user.id);
  const businessName = (await findBusinessName(deps.db, business.businessId))?.name ?? '';
  return { customerId: customer.id, phoneNumber: customer.user.phoneNumber, fullname: customer.user.fullname, businessName };
}
