import type { DbHandle } from '@sevak/db';
import { createBusiness, signInAs, uniquePhone, type TestApp } from './test-app';

/*
 * Rows for tests, written straight to the database so a feature's tests do not depend on other
 * features' services. Every row belongs to the business given.
 */

export async function insertCategory(database: DbHandle, businessId: string, name = 'Water Purifiers') {
  return database.db
    .insertInto('product_categories')
    .values({ business_id: businessId, name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function insertSubCategory(database: DbHandle, businessId: string, categoryId: string, name = 'RO Purifiers') {
  return database.db
    .insertInto('product_sub_categories')
    .values({ business_id: businessId, product_category_id: categoryId, name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function insertProduct(
  database: DbHandle,
  businessId: string,
  fields: { name?: string; price?: number; quantity?: number; categoryId?: string | null; subCategoryId?: string | null } = {},
) {
  return database.db
    .insertInto('products')
    .values({
      business_id: businessId,
      name: fields.name ?? 'Kent Grand Plus RO',
      price: fields.price ?? 18500,
      quantity: fields.quantity ?? 10,
      product_category_id: fields.categoryId ?? null,
      product_sub_category_id: fields.subCategoryId ?? null,
    })
    .returning(['id', 'name', 'price'])
    .executeTakeFirstOrThrow();
}

export async function insertEmployee(database: DbHandle, businessId: string, fullname = 'Ramesh Patil', phone = uniquePhone()) {
  const user = await database.db
    .insertInto('users')
    .values({ business_id: businessId, role: 'EMPLOYEE', fullname, phone_number: phone, address: 'Warje, Pune' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employee = await database.db
    .insertInto('employees')
    .values({ business_id: businessId, user_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: employee.id, userId: user.id, fullname, phone };
}

let lastBill = 1000;
/** A bill number no purchase of this test file has yet: AQ-1001, AQ-1002… (bill numbers are unique in a business). */
export function nextBillNumber(): string {
  lastBill += 1;
  return `AQ-${lastBill}`;
}

/** A customer with one purchased product (a customer is always created with a first purchase). */
export async function insertCustomer(
  database: DbHandle,
  businessId: string,
  productId: string,
  fields: { fullname?: string; phone?: string; address?: string; invoiceDate?: string; price?: number; billNumber?: string } = {},
) {
  const fullname = fields.fullname ?? 'Sanjay Joshi';
  const user = await database.db
    .insertInto('users')
    .values({
      business_id: businessId,
      role: 'CUSTOMER',
      fullname,
      phone_number: fields.phone ?? uniquePhone(),
      address: fields.address ?? 'Flat 302, Shanti Heights, Kothrud, Pune',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const customer = await database.db
    .insertInto('customers')
    .values({ business_id: businessId, user_id: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoiceDate = fields.invoiceDate ?? '2026-11-01';
  const purchase = await database.db
    .insertInto('customer_products')
    .values({
      business_id: businessId,
      customer_id: customer.id,
      product_id: productId,
      invoice_date: invoiceDate,
      bill_number: fields.billNumber ?? nextBillNumber(),
      price: fields.price ?? 18500,
      warranty_start_date: invoiceDate,
      warranty_end_date: `${Number(invoiceDate.slice(0, 4)) + 1}${invoiceDate.slice(4)}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: customer.id, userId: user.id, customerProductId: purchase.id, fullname };
}

export async function insertVisit(
  database: DbHandle,
  businessId: string,
  fields: {
    customerId: string;
    employeeId: string;
    customerProductId?: string | null;
    visitDate: Date | string;
    serviceCharges?: number;
    isDone?: boolean;
    paymentStatus?: 'PENDING' | 'PAID';
  },
) {
  return database.db
    .insertInto('visits')
    .values({
      business_id: businessId,
      customer_id: fields.customerId,
      employee_id: fields.employeeId,
      customer_product_id: fields.customerProductId ?? null,
      visit_date: fields.visitDate,
      service_charges: fields.serviceCharges ?? 499,
      is_done: fields.isDone ?? false,
      payment_status: fields.paymentStatus ?? 'PENDING',
      service_description: 'Quarterly service',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * A business of its own, so its lists start empty, signed in as its owner: a product (Aquaguard
 * Aura), a customer who bought it (Meera Iyer) and a technician (Sunil Jadhav).
 */
export async function openStaffedShop(t: TestApp) {
  const shop = await createBusiness(t.database);
  const cookie = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
  const product = await insertProduct(t.database, shop.businessId, { name: 'Aquaguard Aura' });
  const customer = await insertCustomer(t.database, shop.businessId, product.id, { fullname: 'Meera Iyer' });
  const employee = await insertEmployee(t.database, shop.businessId, 'Sunil Jadhav');
  return { ...shop, cookie, product, customer, employee };
}
