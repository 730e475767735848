import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type {
  Customer,
  CustomerFields,
  CustomerInvoice,
  CustomerOption,
  CustomerOptionsInput,
  CustomerUpdateFields,
  ListCustomersInput,
  Page,
  PurchaseFields,
} from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { addMonths } from '../../lib/business-time';
import { countOf } from '../../lib/words';
import type { AdminActor } from '../auth/authorize';
import { hashPassword } from '../auth/passwords';
import * as repository from './customers.repository';
import { inTransaction } from '../../tenancy/data-scope';

const PHONE_TAKEN = 'A customer with this phone number already exists.';
const DEFAULT_WARRANTY_MONTHS = 12;

export function listCustomers(deps: AppDeps, actor: AdminActor, input: ListCustomersInput): Promise<Page<Customer>> {
  return repository.listCustomers(deps.db, actor.businessId, input);
}

export async function getCustomer(deps: AppDeps, actor: AdminActor, id: string): Promise<Customer> {
  return (await repository.findCustomer(deps.db, actor.businessId, id)) ?? customerNotFound();
}

export function listCustomerOptions(deps: AppDeps, actor: AdminActor, input: CustomerOptionsInput): Promise<CustomerOption[]> {
  return repository.listCustomerOptions(deps.db, actor.businessId, input.search);
}

/** The customer with every purchase, and the seller as the invoice prints it. */
export async function getCustomerInvoice(deps: AppDeps, actor: AdminActor, id: string): Promise<CustomerInvoice> {
  const [customer, business] = await Promise.all([
    getCustomer(deps, actor, id),
    repository.findBusinessProfile(deps.db, actor.businessId),
  ]);
  if (!business) throw AppError.notFound('Business');
  return { customer, business };
}

/**
 * A customer is always created with their first purchase, in one transaction. Without a password
 * the customer has no sign-in (PRODUCT.md "Accounts").
 */
export async function createCustomer(deps: AppDeps, actor: AdminActor, fields: CustomerFields): Promise<Customer> {
  const purchase = await purchaseValues(deps.db, actor.businessId, fields);
  if (await repository.customerPhoneTaken(deps.db, actor.businessId, fields.phoneNumber)) throw AppError.conflict(PHONE_TAKEN);
  const passwordHash = fields.password ? await hashPassword(fields.password) : null;
  const id = await inTransaction(deps.db, async (trx) => {
    const customerId = await repository.insertCustomer(trx, actor.businessId, { ...fields, passwordHash });
    await repository.insertPurchase(trx, actor.businessId, customerId, purchase);
    return customerId;
  });
  return getCustomer(deps, actor, id);
}

/**
 * The customer form on update edits the person and one purchase (`customerProductId`, by default
 * the first). A blank password keeps the current one; a new one ends the customer's sessions.
 */
export async function updateCustomer(deps: AppDeps, actor: AdminActor, id: string, fields: CustomerUpdateFields): Promise<Customer> {
  const userId = (await repository.findCustomerUserId(deps.db, actor.businessId, id)) ?? customerNotFound();
  const purchaseId =
    (await repository.findPurchaseId(deps.db, actor.businessId, id, fields.customerProductId)) ?? purchaseNotFound();
  const purchase = await purchaseValues(deps.db, actor.businessId, fields);
  if (await repository.customerPhoneTaken(deps.db, actor.businessId, fields.phoneNumber, userId)) throw AppError.conflict(PHONE_TAKEN);
  const passwordHash = fields.password ? await hashPassword(fields.password) : undefined;
  await inTransaction(deps.db, async (trx) => {
    await repository.updateCustomerUser(trx, actor.businessId, userId, { ...fields, passwordHash }, deps.clock.now());
    await repository.updatePurchase(trx, actor.businessId, id, purchaseId, purchase);
    if (passwordHash) await repository.deleteSessionsOfUser(trx, userId);
  });
  return getCustomer(deps, actor, id);
}

export async function addCustomerProduct(
  deps: AppDeps,
  actor: AdminActor,
  customerId: string,
  fields: PurchaseFields,
): Promise<Customer> {
  if (!(await repository.findCustomerUserId(deps.db, actor.businessId, customerId))) customerNotFound();
  const purchase = await purchaseValues(deps.db, actor.businessId, fields);
  await repository.insertPurchase(deps.db, actor.businessId, customerId, purchase);
  return getCustomer(deps, actor, customerId);
}

/**
 * Refused while visits service the purchase, and for the customer's only purchase: a customer
 * always has one (it gives the visit form its installation date); delete the customer instead.
 */
export async function removeCustomerProduct(
  deps: AppDeps,
  actor: AdminActor,
  customerId: string,
  customerProductId: string,
): Promise<Customer> {
  await inTransaction(deps.db, async (trx) => {
    if (!(await repository.findCustomerUserId(trx, actor.businessId, customerId))) customerNotFound();
    if (!(await repository.findPurchaseId(trx, actor.businessId, customerId, customerProductId))) purchaseNotFound();
    const visits = await repository.countVisits(trx, actor.businessId, { customerId, customerProductId });
    if (visits > 0) throw AppError.conflict(`This purchase still has ${countOf(visits, 'visit')}.`);
    if ((await repository.countPurchases(trx, actor.businessId, customerId)) <= 1) {
      throw AppError.conflict("This is the customer's only purchase. Delete the customer instead.");
    }
    await repository.deletePurchase(trx, actor.businessId, customerId, customerProductId);
  });
  return getCustomer(deps, actor, customerId);
}

/** Refused while visits name the customer; otherwise their purchases go with them. */
export async function deleteCustomer(deps: AppDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  await inTransaction(deps.db, async (trx) => {
    const userId = (await repository.findCustomerUserId(trx, actor.businessId, id)) ?? customerNotFound();
    const visits = await repository.countVisits(trx, actor.businessId, { customerId: id });
    if (visits > 0) throw AppError.conflict(`This customer still has ${countOf(visits, 'visit')}.`);
    await repository.deleteCustomer(trx, actor.businessId, id, userId);
  });
  return { id };
}

/**
 * A purchase with its defaults: the product's price, warranty from the invoice date, and a
 * year's warranty (spec §9). The product must be one of this business's.
 */
async function purchaseValues(db: Kysely<Database>, businessId: string, fields: PurchaseFields): Promise<repository.PurchaseValues> {
  const product = await repository.findProductPrice(db, businessId, fields.productId);
  if (!product) throw AppError.notFound('Product');
  const warrantyStartDate = fields.warrantyStartDate ?? fields.invoiceDate;
  return {
    productId: fields.productId,
    invoiceDate: fields.invoiceDate,
    billNumber: fields.billNumber,
    price: fields.price ?? product.price,
    warrantyStartDate,
    warrantyEndDate: fields.warrantyEndDate ?? addMonths(warrantyStartDate, DEFAULT_WARRANTY_MONTHS),
  };
}

function customerNotFound(): never {
  throw AppError.notFound('Customer');
}

function purchaseNotFound(): never {
  throw AppError.notFound('Purchase');
}
