import type { DbHandle } from '@sevak/db';
import { sampleCsv } from '@sevak/shared';
import { insertCategory, insertCustomer, insertEmployee, insertProduct, insertSubCategory, insertVisit } from './factories';
import { createBusiness, uniquePhone } from './test-app';

/*
 * The access matrix's data: business A, fully populated, and for every REST route and every
 * tRPC procedure a sample input built from A's records. The matrix (access.test.ts) sends each
 * sample as every caller who must not reach A, so a table here is the list of calls under test:
 * a route or procedure missing from it fails the matrix instead of going untested.
 */

/** Business A and every kind of record it keeps; the strings are chosen to occur nowhere else. */
export interface BusinessA {
  businessId: string;
  name: string;
  adminUserId: string;
  adminPhone: string;
  adminPassword: string;
  adminEmail: string;
  category: { id: string; name: string };
  subCategory: { id: string; name: string };
  product: { id: string; name: string };
  employee: { id: string; userId: string; fullname: string; phone: string };
  customer: { id: string; userId: string; fullname: string; phone: string; address: string; customerProductId: string };
  /** The customer's second purchase, so removing one is not refused for being the last. */
  secondPurchase: { id: string; billNumber: string };
  billNumber: string;
  visit: { id: string; serviceAddress: string };
  enquiry: { id: string; name: string; phone: string; message: string };
  ticket: { id: string; message: string };
  /** The operator's reply in the ticket's thread. */
  ticketReply: string;
  /** An invoice of the customer's purchase, part paid. */
  invoice: { id: string; number: string };
  payment: { id: string; receiptNumber: string };
  /** An AMC contract of the customer's first purchase, with a visit done and one to come. */
  amcContract: { id: string };
  /** The serial number of the customer's second purchase. */
  serialNumber: string;
  /** A's own visit reminder text. */
  reminderText: string;
  /** A year of access A paid for, with the operator's receipt. */
  subscription: { id: string; planId: string; receiptNumber: string };
}

export async function populateBusinessA(database: DbHandle): Promise<BusinessA> {
  const name = 'Neelkanth Aqua Seva Kendra';
  const business = await createBusiness(database, undefined, name);
  const adminEmail = 'owner@neelkanth-aqua.example';
  const admin = await database.db
    .updateTable('users')
    .set({ email: adminEmail, address: 'Shop 4, Tilak Chowk, Sangli' })
    .where('business_id', '=', business.businessId)
    .where('role', '=', 'ADMIN')
    .returning('id')
    .executeTakeFirstOrThrow();
  const { businessId } = business;

  const category = await insertCategory(database, businessId, 'Neelkanth Softeners');
  const subCategory = await insertSubCategory(database, businessId, category.id, 'Neelkanth Twin Column');
  const product = await insertProduct(database, businessId, {
    name: 'Neelkanth Hardness Shield 9000',
    categoryId: category.id,
    subCategoryId: subCategory.id,
  });
  const employee = await insertEmployee(database, businessId, 'Tukaram Neelkanth Gaikwad', '9845071001');
  const billNumber = 'NKA-BILL-77031';
  const customerAddress = 'Bungalow 11, Vishrambag Lane, Sangli';
  const customer = await insertCustomer(database, businessId, product.id, {
    fullname: 'Shalini Neelkanth Deshmane',
    phone: '9845071002',
    address: customerAddress,
    billNumber,
  });
  const secondPurchase = await database.db
    .insertInto('customer_products')
    .values({
      business_id: businessId,
      customer_id: customer.id,
      product_id: product.id,
      invoice_date: '2026-11-10',
      bill_number: 'NKA-BILL-77032',
      serial_number: 'NKA-SER-77032',
      price: 18500,
      warranty_start_date: '2026-11-10',
      warranty_end_date: '2027-11-10',
    })
    .returning(['id', 'bill_number'])
    .executeTakeFirstOrThrow();
  const serviceAddress = 'Godown 3, Miraj Road, Sangli';
  const visit = await insertVisit(database, businessId, {
    customerId: customer.id,
    employeeId: employee.id,
    customerProductId: customer.customerProductId,
    visitDate: '2026-11-25T05:30:00.000Z',
  });
  await database.db.updateTable('visits').set({ service_address: serviceAddress }).where('id', '=', visit.id).execute();
  const enquiry = await database.db
    .insertInto('enquiries')
    .values({
      business_id: businessId,
      name: 'Vaibhav Neelkanth Kulkarni',
      phone_number: '9845071003',
      address: 'Near Ganpati Mandir, Kupwad',
      message: 'Neelkanth enquiry: softener for a 12-flat society',
      product_id: product.id,
    })
    .returning(['id', 'name', 'phone_number', 'message'])
    .executeTakeFirstOrThrow();
  const ticket = await database.db
    .insertInto('help_desk_tickets')
    .values({ business_id: businessId, message: 'Neelkanth ticket: invoice print cuts the GSTIN' })
    .returning(['id', 'message'])
    .executeTakeFirstOrThrow();
  const ticketReply = 'Neelkanth reply: save the GSTIN under Billing and print again';
  await database.db
    .insertInto('help_desk_replies')
    .values({ business_id: businessId, ticket_id: ticket.id, author: 'OPERATOR', author_name: 'Platform Admin', message: ticketReply })
    .execute();

  const billing = await insertBillingRecords(database, businessId, customer.id, customer.customerProductId, product.id, 'NKA');
  const amcContract = await insertAmcRecords(database, businessId, customer.id, customer.customerProductId, employee.id);
  const reminderText = 'Neelkanth reminder: {customerName}, your softener service is on {dueDate}';
  await database.db.insertInto('reminder_templates').values({ business_id: businessId, kind: 'visit', body: reminderText }).execute();
  const subscription = await insertSubscriptionRecord(database, businessId);

  return {
    businessId,
    name,
    adminUserId: admin.id,
    adminPhone: business.adminPhone,
    adminPassword: business.adminPassword,
    adminEmail,
    category,
    subCategory,
    product: { id: product.id, name: product.name },
    employee,
    customer: { ...customer, phone: '9845071002', address: customerAddress },
    secondPurchase: { id: secondPurchase.id, billNumber: secondPurchase.bill_number },
    billNumber,
    visit: { id: visit.id, serviceAddress },
    enquiry: { id: enquiry.id, name: enquiry.name, phone: enquiry.phone_number, message: enquiry.message! },
    ticket,
    ticketReply,
    ...billing,
    amcContract,
    serialNumber: 'NKA-SER-77032',
    reminderText,
    subscription,
  };
}

/** A paid year of access on the first plan, as a renewal leaves it. */
async function insertSubscriptionRecord(database: DbHandle, businessId: string) {
  const plan = await database.db.selectFrom('plans').select('id').orderBy('price_per_year').executeTakeFirstOrThrow();
  const subscription = await database.db
    .insertInto('subscriptions')
    .values({
      business_id: businessId,
      plan_id: plan.id,
      period_start: '2026-01-01',
      period_end: '2027-12-31',
      amount: 6000,
      mode: 'UPI',
      paid_on: '2026-01-01',
      receipt_number: 'SVK-R-2026-7731',
    })
    .returning(['id', 'receipt_number as receiptNumber'])
    .executeTakeFirstOrThrow();
  return { ...subscription, planId: plan.id };
}

/** A tax profile, and an invoice of the customer's purchase with a payment on it, as billing leaves them. */
async function insertBillingRecords(database: DbHandle, businessId: string, customerId: string, customerProductId: string, productId: string, prefix: string) {
  const { db } = database;
  await db
    .insertInto('billing_profiles')
    .values({
      business_id: businessId,
      legal_name: `${prefix} Traders`,
      gstin: '27AAPFU0939F1ZV',
      state_code: '27',
      address: 'Market Yard',
      pin_code: '416416',
      phone_number: '9845071009',
      invoice_prefix: prefix,
      prices_include_tax: false,
      service_gst_rate_bp: 1800,
    })
    .execute();
  const number = `${prefix}/26-27/0001`;
  const party = { name: `${prefix} buyer`, address: null, pinCode: null, phoneNumber: null, email: null, gstin: null, stateCode: '27', stateName: 'Maharashtra' };
  const invoice = await db
    .insertInto('invoices')
    .values({
      business_id: businessId,
      kind: 'INVOICE',
      number,
      invoice_date: '2026-11-15',
      customer_id: customerId,
      seller: JSON.stringify({ ...party, name: `${prefix} Traders`, upiId: null, bank: null, terms: null }),
      buyer: JSON.stringify(party),
      place_of_supply: '27',
      intra_state: true,
      prices_include_tax: false,
      taxable_value: 10000,
      cgst: 900,
      sgst: 900,
      igst: 0,
      round_off: 0,
      total: 11800,
      amount_paid: 1000,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoice_lines')
    .values({
      business_id: businessId,
      invoice_id: invoice.id,
      position: 1,
      kind: 'PRODUCT',
      product_id: productId,
      customer_product_id: customerProductId,
      description: `${prefix} softener`,
      hsn_code: '84212190',
      quantity_milli: 1000,
      unit_price: 10000,
      discount: 0,
      gst_rate_bp: 1800,
      taxable_value: 10000,
      cgst: 900,
      sgst: 900,
      igst: 0,
      total: 11800,
    })
    .execute();
  await db.insertInto('invoice_series').values({ business_id: businessId, kind: 'INVOICE', financial_year: '26-27', last_number: 1 }).execute();
  const payment = await db
    .insertInto('payments')
    .values({
      business_id: businessId,
      customer_id: customerId,
      invoice_id: invoice.id,
      receipt_number: 'RC/26-27/0001',
      amount: 1000,
      paid_on: '2026-11-16',
      mode: 'UPI',
    })
    .returning(['id', 'receipt_number as receiptNumber'])
    .executeTakeFirstOrThrow();
  await db.insertInto('invoice_series').values({ business_id: businessId, kind: 'RECEIPT', financial_year: '26-27', last_number: 1 }).execute();
  return { invoice, payment };
}

/** An AMC contract of the purchase, as the service leaves one: its visits planned, the first done. */
async function insertAmcRecords(database: DbHandle, businessId: string, customerId: string, customerProductId: string, employeeId: string) {
  const contract = await database.db
    .insertInto('amc_contracts')
    .values({
      business_id: businessId,
      customer_id: customerId,
      customer_product_id: customerProductId,
      start_date: '2026-11-01',
      end_date: '2027-10-31',
      price: 2400,
      visits_included: 2,
      employee_id: employeeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('visits')
    .values(
      [
        ['2026-11-01T06:30:00.000Z', 'done'],
        ['2027-05-01T06:30:00.000Z', 'scheduled'],
      ].map(([visitDate, status], index) => ({
        business_id: businessId,
        customer_id: customerId,
        customer_product_id: customerProductId,
        employee_id: employeeId,
        amc_contract_id: contract.id,
        service_description: `AMC service visit ${index + 1} of 2`,
        service_charges: 0,
        visit_date: visitDate!,
        installation_date: null,
        service_address: null,
        follow_up_of_visit_id: null,
        auto_visit_time: 0,
        payment_status: 'PAID' as const,
        status: status as 'done' | 'scheduled',
      })),
    )
    .execute();
  return contract;
}

/** Every string that identifies A or one of its records: none may reach a caller outside A. */
export function distinctiveStringsOf(a: BusinessA): string[] {
  return [
    a.businessId,
    a.name,
    a.adminUserId,
    a.adminPhone,
    a.adminEmail,
    a.category.id,
    a.category.name,
    a.subCategory.id,
    a.subCategory.name,
    a.product.id,
    a.product.name,
    a.employee.id,
    a.employee.userId,
    a.employee.fullname,
    a.employee.phone,
    a.customer.id,
    a.customer.userId,
    a.customer.fullname,
    a.customer.phone,
    a.customer.address,
    a.customer.customerProductId,
    a.secondPurchase.id,
    a.secondPurchase.billNumber,
    a.billNumber,
    a.visit.id,
    a.visit.serviceAddress,
    a.enquiry.id,
    a.enquiry.name,
    a.enquiry.phone,
    a.enquiry.message,
    a.ticket.id,
    a.ticket.message,
    a.ticketReply,
    a.invoice.id,
    a.payment.id,
    a.amcContract.id,
    a.serialNumber,
    a.reminderText,
    a.subscription.id,
    a.subscription.receiptNumber,
  ];
}

/** The tables that hold a business's rows, and how each picks business A's. */
export const BUSINESS_TABLES = {
  businesses: 'id',
  users: 'business_id',
  product_categories: 'business_id',
  product_sub_categories: 'business_id',
  products: 'business_id',
  employees: 'business_id',
  customers: 'business_id',
  customer_products: 'business_id',
  visits: 'business_id',
  enquiries: 'business_id',
  help_desk_tickets: 'business_id',
  help_desk_replies: 'business_id',
  billing_profiles: 'business_id',
  invoice_series: 'business_id',
  invoices: 'business_id',
  invoice_lines: 'business_id',
  payments: 'business_id',
  amc_contracts: 'business_id',
  reminders: 'business_id',
  reminder_templates: 'business_id',
  subscriptions: 'business_id',
} as const;

/** A sample call, and what the callers who are not refused by role get with it. */
export interface MatrixEntry<Sample> {
  sample: (a: BusinessA) => Sample;
  /**
   * Admin calls: what business B's admin gets. A refusal with this status when the sample names a
   * record of A (404 when absent), or `'own'` (2xx) when it names none and the call answers from
   * B's own business. Every other call refuses B's admin by role.
   */
  otherBusinessAdmin?: number | 'own';
  /**
   * Employee and customer calls: what A's other technician or other customer gets (the matrix
   * signs in one of each, who own none of A's records). A refusal with this status when the
   * sample names a record of A's technician or customer; 2xx with their own (empty) answer when not.
   */
  otherMember?: number;
  /** Why everyone may call it, and the status every caller gets with the sample. */
  public?: { reason: string; status: number };
  /** It ends the caller's session, so each caller sends it with a session kept for this call alone. */
  endsSession?: boolean;
}

/** A REST call's parts: its path's `:id` (or other parameters by name), its query string and its JSON body (or a CSV file's text). */
export interface RestSample {
  id?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object | string;
}

/** An admin call that names a record of A: B's admin is refused, by default with 404. */
const namesRecordOfA = <Sample>(sample: (a: BusinessA) => Sample, otherBusinessAdmin = 404): MatrixEntry<Sample> => ({
  sample,
  otherBusinessAdmin,
});
/** An admin call that names no record of A (a list, a summary, a create): B's admin gets its own business's answer. */
const actsOnOwnBusiness = <Sample>(sample: (a: BusinessA) => Sample): MatrixEntry<Sample> => ({ sample, otherBusinessAdmin: 'own' });
/** A call of one role (superadmin, employee, customer), or `/users/me`: who is refused follows from the role alone. */
const roleCall = <Sample>(sample: (a: BusinessA) => Sample): MatrixEntry<Sample> => ({ sample });
/** A technician's or customer's call naming a record of A's own technician or customer: the other one of A is refused with 404. */
const namesRecordOfMember = <Sample>(sample: (a: BusinessA) => Sample): MatrixEntry<Sample> => ({ sample, otherMember: 404 });
const publicCall = <Sample>(
  reason: string,
  status: number,
  sample: (a: BusinessA) => Sample,
  options: { endsSession?: boolean } = {},
): MatrixEntry<Sample> => ({ sample, public: { reason, status }, ...options });

let freshCount = 0;
/** A value no record has yet, for creates that B's admin may make in its own business. */
const fresh = (label: string) => `${label} ${++freshCount}`;

const wrongPassword = (a: BusinessA) => ({ phoneNumber: a.adminPhone, password: 'not-the-password' });
const reportRange = { fromDate: '2026-01-01', toDate: '2026-12-31' };
const productFieldsOfA = (a: BusinessA) => ({
  name: fresh('Softener'),
  price: 12000,
  quantity: 3,
  productCategoryId: a.category.id,
  productSubCategoryId: a.subCategory.id,
});
const employeeFields = () => ({ fullname: fresh('Technician'), phoneNumber: uniquePhone(), address: 'Vishrambag, Sangli' });
const purchaseOfA = (a: BusinessA) => ({ productId: a.product.id, invoiceDate: '2026-11-15', billNumber: fresh('BILL') });
const customerFieldsOfA = (a: BusinessA) => ({ fullname: fresh('Customer'), phoneNumber: uniquePhone(), ...purchaseOfA(a) });
const visitFieldsOfA = (a: BusinessA) => ({
  customerID: a.customer.id,
  employeeID: a.employee.id,
  customerProductId: a.customer.customerProductId,
  serviceCharges: 499,
  visitDate: '2026-12-01T05:30:00.000Z',
});
const enquiryFieldsOfA = (a: BusinessA) => ({ name: fresh('Enquirer'), phoneNumber: uniquePhone(), productId: a.product.id });
const enquiryFollowUpOfA = () => ({ status: 'contacted', followUpDate: '2026-11-25', notes: fresh('Called, wants a demo') });
/** A valid tax profile: whoever may save one saves it for their own business. */
const BILLING_PROFILE = {
  legalName: 'Other Shop Traders',
  gstin: '27AAPFU0939F1ZV',
  stateCode: '27',
  address: '1 Market Road, Pune',
  pinCode: '411001',
  phoneNumber: '9822000000',
  invoicePrefix: 'OTH',
  pricesIncludeTax: false,
  serviceGstRate: 18,
};
/** An invoice for A's customer of a free-text line. */
const invoiceOfA = (a: BusinessA) => ({
  customerID: a.customer.id,
  invoiceDate: '2026-11-20',
  lines: [{ description: 'Filter change', hsnCode: '9987', quantity: 1, unitPrice: 100, gstRate: 18 }],
});
/** Reminder texts any business may save for itself. */
const REMINDER_TEXTS = {
  visit: 'Namaste {customerName}, service due on {dueDate}. {shopName}',
  warranty: 'Namaste {customerName}, warranty of {product} ends {dueDate}. {shopPhone}',
  amc: 'Namaste {customerName}, AMC of {product} ends {dueDate}.',
};
/** A year's contract of A's customer's purchase, visited by A's technician. */
const amcOfA = (a: BusinessA) => ({
  customerProductID: a.customer.customerProductId,
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  price: 2400,
  visitsIncluded: 4,
  employeeID: a.employee.id,
});
const paymentOnInvoiceOfA = (a: BusinessA) => ({ invoiceID: a.invoice.id, amount: 1, mode: 'CASH', paidOn: '2026-11-21' });
/** B's admin asking for A's admin's phone: refused as any other phone is, naming no one. */
const profileTakingPhoneOfA = (a: BusinessA) => ({ email: 'owner@other-shop.example', fullname: 'Another Shop', phoneNumber: a.adminPhone });
const businessFieldsOfA = (a: BusinessA) => ({
  email: a.adminEmail,
  fullname: a.name,
  phoneNumber: a.adminPhone,
  startDate: '2026-01-01',
  expiryDate: '2030-12-31',
});

const planFields = () => ({ name: fresh('Plan'), pricePerYear: 7000, maxTechnicians: 3 });
const renewalOfA = (a: BusinessA) => ({ planID: a.subscription.planId, amount: 6000, mode: 'CASH', paidOn: '2026-11-21' });

const SIGN_IN = 'signing in is how a session starts; a wrong password gets 401 and names no account';
const SIGN_OUT = 'ends only the session of the cookie it is sent with';

/** Every REST route (rest/rest-routes.ts) by `METHOD /path`. */
export const restMatrix: Record<string, MatrixEntry<RestSample>> = {
  'POST /users/login': publicCall(SIGN_IN, 401, (a) => ({ body: wrongPassword(a) })),
  'POST /users/logout': publicCall(SIGN_OUT, 200, () => ({}), { endsSession: true }),
  // Signed in, any role: the caller's own account.
  'GET /users/me': roleCall(() => ({})),
  // Any role sets its own screens' language; support access, which only reads, is refused.
  'PUT /users/me/language': roleCall(() => ({ body: { language: 'en' } })),

  'GET /admin/productCategory': actsOnOwnBusiness((a) => ({ query: { search: a.category.name } })),
  'POST /admin/productCategory': actsOnOwnBusiness(() => ({ body: { name: fresh('Category') } })),
  'GET /admin/productCategory/:id': namesRecordOfA((a) => ({ id: a.category.id })),
  'PUT /admin/productCategory/:id': namesRecordOfA((a) => ({ id: a.category.id, body: { name: fresh('Category') } })),
  'DELETE /admin/productCategory/:id': namesRecordOfA((a) => ({ id: a.category.id })),

  'GET /admin/productSubCategory': actsOnOwnBusiness((a) => ({ query: { productCategoryId: a.category.id } })),
  'POST /admin/productSubCategory': namesRecordOfA((a) => ({ body: { name: fresh('Sub-category'), productCategoryId: a.category.id } })),
  'GET /admin/productSubCategory/:id': namesRecordOfA((a) => ({ id: a.subCategory.id })),
  'PUT /admin/productSubCategory/:id': namesRecordOfA((a) => ({
    id: a.subCategory.id,
    body: { name: fresh('Sub-category'), productCategoryId: a.category.id },
  })),
  'DELETE /admin/productSubCategory/:id': namesRecordOfA((a) => ({ id: a.subCategory.id })),

  'GET /admin/product': actsOnOwnBusiness((a) => ({ query: { productCategoryId: a.category.id } })),
  'POST /admin/product': namesRecordOfA((a) => ({ body: productFieldsOfA(a) })),
  'GET /admin/product/:id': namesRecordOfA((a) => ({ id: a.product.id })),
  'GET /admin/product/summary': actsOnOwnBusiness(() => ({})),
  'PUT /admin/product/:id': namesRecordOfA((a) => ({ id: a.product.id, body: productFieldsOfA(a) })),
  'DELETE /admin/product/:id': namesRecordOfA((a) => ({ id: a.product.id })),

  'GET /admin/employee': actsOnOwnBusiness((a) => ({ query: { search: a.employee.fullname } })),
  'POST /admin/employee': actsOnOwnBusiness(() => ({ body: employeeFields() })),
  'GET /admin/employee/visit/:id': namesRecordOfA((a) => ({ id: a.employee.id })),
  'GET /admin/employee/:id': namesRecordOfA((a) => ({ id: a.employee.id })),
  'PUT /admin/employee/:id': namesRecordOfA((a) => ({ id: a.employee.id, body: employeeFields() })),
  'DELETE /admin/employee/:id': namesRecordOfA((a) => ({ id: a.employee.id })),

  'GET /admin/customer': actsOnOwnBusiness((a) => ({ query: { search: a.customer.phone } })),
  'POST /admin/customer': namesRecordOfA((a) => ({ body: customerFieldsOfA(a) })),
  'GET /admin/customer/:id': namesRecordOfA((a) => ({ id: a.customer.id })),
  'PUT /admin/customer/:id': namesRecordOfA((a) => ({
    id: a.customer.id,
    body: { ...customerFieldsOfA(a), customerProductId: a.customer.customerProductId },
  })),
  'DELETE /admin/customer/:id': namesRecordOfA((a) => ({ id: a.customer.id })),
  'POST /admin/customer/:customerId/product': namesRecordOfA((a) => ({ params: { customerId: a.customer.id }, body: purchaseOfA(a) })),
  'PUT /admin/customer/:customerId/product/:customerProductId': namesRecordOfA((a) => ({
    params: { customerId: a.customer.id, customerProductId: a.secondPurchase.id },
    body: purchaseOfA(a),
  })),
  'DELETE /admin/customer/:customerId/product/:customerProductId': namesRecordOfA((a) => ({
    params: { customerId: a.customer.id, customerProductId: a.secondPurchase.id },
  })),
  'GET /admin/customer/:id/invoice': namesRecordOfA((a) => ({ id: a.customer.id })),

  'GET /admin/visit': actsOnOwnBusiness((a) => ({ query: { customerId: a.customer.id, employeeId: a.employee.id } })),
  'POST /admin/visit': namesRecordOfA((a) => ({ body: visitFieldsOfA(a) })),
  'GET /admin/visit/summary': actsOnOwnBusiness(() => ({})),
  'GET /admin/visit/:id': namesRecordOfA((a) => ({ id: a.visit.id })),
  'PUT /admin/visit/:id': namesRecordOfA((a) => ({ id: a.visit.id, body: visitFieldsOfA(a) })),
  'POST /admin/visit/:id/complete': namesRecordOfA((a) => ({ id: a.visit.id })),
  'PUT /admin/visit/:id/status': namesRecordOfA((a) => ({ id: a.visit.id, body: { status: 'missed' } })),
  'POST /admin/visit/:id/reschedule': namesRecordOfA((a) => ({ id: a.visit.id, body: { visitDate: '2026-12-02T05:30:00.000Z' } })),
  'PUT /admin/visit/:id/employee': namesRecordOfA((a) => ({ id: a.visit.id, body: { employeeID: a.employee.id } })),
  'GET /admin/schedule': actsOnOwnBusiness((a) => ({ query: { from: '2026-11-20', to: '2026-11-30', employeeID: a.employee.id } })),
  'GET /admin/schedule/days': actsOnOwnBusiness((a) => ({ query: { from: '2026-11-20', to: '2026-11-30', employeeID: a.employee.id, perDay: '3' } })),
  'POST /admin/visit/:id/reminder': namesRecordOfA((a) => ({ id: a.visit.id, body: { channel: 'whatsapp' } })),
  'GET /admin/due': actsOnOwnBusiness((a) => ({ query: { range: 'month', employeeID: a.employee.id } })),
  'GET /admin/due/summary': actsOnOwnBusiness((a) => ({ query: { employeeID: a.employee.id } })),
  'POST /admin/due/reminder': namesRecordOfA((a) => ({ body: { kind: 'warranty', id: a.customer.customerProductId, channel: 'sms' } })),
  'GET /admin/reminder-templates': actsOnOwnBusiness(() => ({})),
  'PUT /admin/reminder-templates': actsOnOwnBusiness(() => ({ body: REMINDER_TEXTS })),
  'DELETE /admin/visit/:id': namesRecordOfA((a) => ({ id: a.visit.id })),

  'GET /admin/enquiry': actsOnOwnBusiness((a) => ({ query: { search: a.enquiry.name } })),
  'POST /admin/enquiry': namesRecordOfA((a) => ({ body: enquiryFieldsOfA(a) })),
  'GET /admin/enquiry/:id': namesRecordOfA((a) => ({ id: a.enquiry.id })),
  'PUT /admin/enquiry/:id': namesRecordOfA((a) => ({ id: a.enquiry.id, body: enquiryFollowUpOfA() })),
  'DELETE /admin/enquiry/:id': namesRecordOfA((a) => ({ id: a.enquiry.id })),

  'GET /admin/dashboard': actsOnOwnBusiness(() => ({})),
  'GET /admin/dashboard/charts': actsOnOwnBusiness(() => ({})),
  'GET /admin/report/service': actsOnOwnBusiness((a) => ({ query: { ...reportRange, search: a.customer.fullname } })),
  'GET /admin/report/product': actsOnOwnBusiness((a) => ({ query: { ...reportRange, search: a.billNumber } })),
  'GET /admin': actsOnOwnBusiness(() => ({})),
  'GET /admin/billing-profile': actsOnOwnBusiness(() => ({})),
  'PUT /admin/billing-profile': actsOnOwnBusiness(() => ({ body: BILLING_PROFILE })),
  'GET /admin/customer/:id/billable': namesRecordOfA((a) => ({ id: a.customer.id })),
  'GET /admin/customer/:id/statement': namesRecordOfA((a) => ({ id: a.customer.id })),
  'GET /admin/billing/dashboard': actsOnOwnBusiness(() => ({})),
  'GET /admin/gst-summary': actsOnOwnBusiness(() => ({ query: { month: '2026-11' } })),
  'GET /admin/invoice': actsOnOwnBusiness((a) => ({ query: { search: a.invoice.number } })),
  'GET /admin/invoice/:id': namesRecordOfA((a) => ({ id: a.invoice.id })),
  'GET /admin/invoice/:id/pdf': namesRecordOfA((a) => ({ id: a.invoice.id })),
  'POST /admin/invoice': namesRecordOfA((a) => ({ body: invoiceOfA(a) })),
  'POST /admin/invoice/:id/cancel': namesRecordOfA((a) => ({ id: a.invoice.id, body: { reason: 'Wrong buyer' } })),
  'POST /admin/payment': namesRecordOfA((a) => ({ body: paymentOnInvoiceOfA(a) })),
  'GET /admin/payment/:id': namesRecordOfA((a) => ({ id: a.payment.id })),
  'GET /admin/payment/:id/pdf': namesRecordOfA((a) => ({ id: a.payment.id })),
  'GET /admin/visit/:id/balance': namesRecordOfA((a) => ({ id: a.visit.id })),
  'GET /admin/amc': actsOnOwnBusiness((a) => ({ query: { search: a.serialNumber } })),
  'GET /admin/amc/:id': namesRecordOfA((a) => ({ id: a.amcContract.id })),
  'POST /admin/amc': namesRecordOfA((a) => ({ body: amcOfA(a) })),
  'PUT /admin/amc/:id': namesRecordOfA((a) => ({ id: a.amcContract.id, body: { price: 1, employeeID: null } })),
  'POST /admin/amc/:id/renew': namesRecordOfA((a) => ({ id: a.amcContract.id, body: { price: 1 } })),
  'POST /admin/amc/:id/cancel': namesRecordOfA((a) => ({ id: a.amcContract.id })),
  'GET /admin/warranty': actsOnOwnBusiness((a) => ({ query: { serial: a.serialNumber } })),
  'PUT /admin': namesRecordOfA((a) => ({ body: profileTakingPhoneOfA(a) }), 400),
  'POST /admin/helpdesk': actsOnOwnBusiness(() => ({ body: { message: fresh('Please renew our access before Diwali, ticket') } })),
  'GET /admin/helpdesk': actsOnOwnBusiness((a) => ({ query: { search: a.ticket.message } })),
  'POST /admin/helpdesk/:id/reply': namesRecordOfA((a) => ({ id: a.ticket.id, body: { message: fresh('Thanks, that worked') } })),
  'POST /admin/helpdesk/:id/read': namesRecordOfA((a) => ({ id: a.ticket.id })),
  'GET /admin/helpdesk/unread': actsOnOwnBusiness(() => ({})),
  'GET /admin/audit': actsOnOwnBusiness((a) => ({ query: { entity: 'customer', entityID: a.customer.id } })),
  'GET /admin/audit/actors': actsOnOwnBusiness(() => ({})),
  'GET /admin/subscription': actsOnOwnBusiness(() => ({})),
  // An import's dry run of the sample file names nothing of A's; B's admin gets B's own outcome.
  'POST /admin/import/customers': actsOnOwnBusiness(() => ({ query: { dryRun: 'true' }, body: sampleCsv('customers') })),
  'POST /admin/import/products': actsOnOwnBusiness(() => ({ query: { dryRun: 'true' }, body: sampleCsv('products') })),

  // The exports take A's search and filters; B's admin gets a file of B's own rows.
  'GET /admin/export/customers.csv': actsOnOwnBusiness((a) => ({ query: { search: a.customer.phone } })),
  'GET /admin/export/products.csv': actsOnOwnBusiness((a) => ({ query: { productCategoryId: a.category.id } })),
  'GET /admin/export/employees.csv': actsOnOwnBusiness((a) => ({ query: { search: a.employee.fullname } })),
  'GET /admin/export/visits.csv': actsOnOwnBusiness((a) => ({ query: { customerId: a.customer.id, employeeId: a.employee.id } })),
  'GET /admin/export/enquiries.csv': actsOnOwnBusiness((a) => ({ query: { search: a.enquiry.name } })),
  'GET /admin/export/service-report.csv': actsOnOwnBusiness((a) => ({ query: { ...reportRange, employeeId: a.employee.id } })),
  'GET /admin/export/product-report.csv': actsOnOwnBusiness((a) => ({ query: { ...reportRange, search: a.billNumber } })),
  'GET /admin/export/invoices.csv': actsOnOwnBusiness((a) => ({ query: { search: a.invoice.number } })),
  'GET /admin/export/payments.csv': actsOnOwnBusiness((a) => ({ query: { search: a.payment.receiptNumber } })),

  'GET /superadmin/helpdesk': roleCall((a) => ({ query: { search: a.ticket.message } })),
  'POST /superadmin/helpdesk/:id/reply': roleCall((a) => ({ id: a.ticket.id, body: { message: fresh('Print again after saving') } })),
  'POST /superadmin/helpdesk/:id/status': roleCall((a) => ({ id: a.ticket.id, body: { status: 'RESOLVED' } })),
  'POST /superadmin/helpdesk/:id/read': roleCall((a) => ({ id: a.ticket.id })),
  'GET /superAdmin/admin': roleCall((a) => ({ query: { search: a.name } })),
  'POST /superAdmin/admin': roleCall((a) => ({ body: { ...businessFieldsOfA(a), phoneNumber: uniquePhone(), password: 'new-owner-1' } })),
  'GET /superAdmin/admin/:id': roleCall((a) => ({ id: a.businessId })),
  'PUT /superAdmin/admin/:id': roleCall((a) => ({ id: a.businessId, body: { ...businessFieldsOfA(a), expiryDate: '2040-12-31' } })),
  'DELETE /superAdmin/admin/:id': roleCall((a) => ({ id: a.businessId })),

  'GET /superAdmin/audit': roleCall((a) => ({ query: { businessID: a.businessId } })),
  'POST /superadmin/business/:id/support-access': roleCall((a) => ({ id: a.businessId, body: { reason: 'Checking the invoice print', ticketID: a.ticket.id } })),
  'DELETE /superadmin/support-access': roleCall(() => ({})),
  'GET /superadmin/support-access': roleCall(() => ({})),
  'GET /admin/support-access': actsOnOwnBusiness(() => ({})),
  'GET /superadmin/renewals': roleCall((a) => ({ query: { within: '30', search: a.name } })),
  'GET /superadmin/summary': roleCall(() => ({})),
  'GET /superadmin/plans': roleCall(() => ({})),
  'POST /superadmin/plans': roleCall(() => ({ body: planFields() })),
  'PUT /superadmin/plans/:id': roleCall((a) => ({ id: a.subscription.planId, body: { ...planFields(), active: false } })),
  'POST /superadmin/business/:id/renew': roleCall((a) => ({ id: a.businessId, body: renewalOfA(a) })),
  'GET /superadmin/business/:id/subscriptions': roleCall((a) => ({ id: a.businessId })),
  'GET /superadmin/subscriptions/:id/pdf': roleCall((a) => ({ id: a.subscription.id })),
  'PUT /superAdmin/password': roleCall(() => ({ body: { currentPassword: 'not-the-password', newPassword: 'a-new-operator-secret' } })),

  'GET /employee/home': roleCall(() => ({})),
  'GET /employee/visit': roleCall(() => ({ query: { range: 'upcoming' } })),
  'GET /employee/visit/:id': namesRecordOfMember((a) => ({ id: a.visit.id })),
  'POST /employee/visit/:id/complete': namesRecordOfMember((a) => ({
    id: a.visit.id,
    body: { notes: 'Filter changed', serviceCharges: 350, payment: { amount: 350, mode: 'CASH' } },
  })),
  'GET /customer/home': roleCall(() => ({})),
  'GET /customer/products': roleCall(() => ({})),
  'GET /customer/visits': roleCall(() => ({})),
  'GET /customer/bills': roleCall(() => ({})),
  'GET /customer/invoice/:id/pdf': namesRecordOfMember((a) => ({ id: a.invoice.id })),
  'GET /customer/receipt/:id/pdf': namesRecordOfMember((a) => ({ id: a.payment.id })),
  'GET /customer/service-request': roleCall(() => ({})),
  'POST /customer/service-request': namesRecordOfMember((a) => ({
    body: { customerProductId: a.customer.customerProductId, problem: 'Water tastes salty', preferredDate: '2026-11-28' },
  })),
  'POST /admin/customer/:id/sign-in': namesRecordOfA((a) => ({ id: a.customer.id, body: { password: 'portal-pass-1' } })),
};

/** Every tRPC procedure (the operation tables, operations/all-operations.ts) by its full path. */
export const trpcMatrix: Record<string, MatrixEntry<unknown>> = {
  'users.login': publicCall(SIGN_IN, 401, wrongPassword),
  'users.logout': publicCall(SIGN_OUT, 200, () => ({}), { endsSession: true }),
  'users.me': publicCall('answers null without a session, else the caller’s own account', 200, () => undefined),
  'users.setLanguage': roleCall(() => ({ language: 'en' })),

  'superadmin.businesses.list': roleCall((a) => ({ search: a.name })),
  'superadmin.account.changePassword': roleCall(() => ({ currentPassword: 'not-the-password', newPassword: 'a-new-operator-secret' })),
  'superadmin.businesses.get': roleCall((a) => ({ id: a.businessId })),
  'superadmin.businesses.create': roleCall((a) => ({ ...businessFieldsOfA(a), phoneNumber: uniquePhone(), password: 'new-owner-1' })),
  'superadmin.businesses.update': roleCall((a) => ({ id: a.businessId, data: { ...businessFieldsOfA(a), expiryDate: '2040-12-31' } })),
  'superadmin.businesses.delete': roleCall((a) => ({ id: a.businessId })),
  'superadmin.helpDeskTickets.list': roleCall((a) => ({ search: a.ticket.message })),
  'superadmin.helpDeskTickets.reply': roleCall((a) => ({ id: a.ticket.id, message: fresh('Print again after saving') })),
  'superadmin.helpDeskTickets.setStatus': roleCall((a) => ({ id: a.ticket.id, status: 'RESOLVED' })),
  'superadmin.helpDeskTickets.openThread': roleCall((a) => ({ id: a.ticket.id })),
  'superadmin.audit.list': roleCall((a) => ({ businessID: a.businessId })),
  'superadmin.supportAccess.start': roleCall((a) => ({ id: a.businessId, reason: 'Checking the invoice print', ticketID: a.ticket.id })),
  // tRPC asks a mutation for a JSON body even when it takes no input.
  'superadmin.supportAccess.end': roleCall(() => ({})),
  'superadmin.supportAccess.active': roleCall(() => undefined),
  'superadmin.subscriptions.plans': roleCall(() => undefined),
  'superadmin.subscriptions.createPlan': roleCall(planFields),
  'superadmin.subscriptions.updatePlan': roleCall((a) => ({ id: a.subscription.planId, data: { ...planFields(), active: false } })),
  'superadmin.subscriptions.renew': roleCall((a) => ({ id: a.businessId, ...renewalOfA(a) })),
  'superadmin.subscriptions.history': roleCall((a) => ({ id: a.businessId })),
  'superadmin.console.renewals': roleCall((a) => ({ within: '30', search: a.name })),
  'superadmin.console.summary': roleCall(() => undefined),

  'admin.productCategories.list': actsOnOwnBusiness((a) => ({ search: a.category.name })),
  'admin.productCategories.get': namesRecordOfA((a) => ({ id: a.category.id })),
  'admin.productCategories.create': actsOnOwnBusiness(() => ({ name: fresh('Category') })),
  'admin.productCategories.update': namesRecordOfA((a) => ({ id: a.category.id, data: { name: fresh('Category') } })),
  'admin.productCategories.delete': namesRecordOfA((a) => ({ id: a.category.id })),

  'admin.productSubCategories.list': actsOnOwnBusiness((a) => ({ productCategoryId: a.category.id })),
  'admin.productSubCategories.get': namesRecordOfA((a) => ({ id: a.subCategory.id })),
  'admin.productSubCategories.create': namesRecordOfA((a) => ({ name: fresh('Sub-category'), productCategoryId: a.category.id })),
  'admin.productSubCategories.update': namesRecordOfA((a) => ({
    id: a.subCategory.id,
    data: { name: fresh('Sub-category'), productCategoryId: a.category.id },
  })),
  'admin.productSubCategories.delete': namesRecordOfA((a) => ({ id: a.subCategory.id })),

  'admin.products.list': actsOnOwnBusiness((a) => ({ productCategoryId: a.category.id })),
  'admin.products.get': namesRecordOfA((a) => ({ id: a.product.id })),
  'admin.products.summary': actsOnOwnBusiness(() => undefined),
  'admin.products.options': actsOnOwnBusiness((a) => ({ search: a.product.name })),
  'admin.products.create': namesRecordOfA(productFieldsOfA),
  'admin.products.update': namesRecordOfA((a) => ({ id: a.product.id, data: productFieldsOfA(a) })),
  'admin.products.delete': namesRecordOfA((a) => ({ id: a.product.id })),

  'admin.employees.list': actsOnOwnBusiness((a) => ({ search: a.employee.phone })),
  'admin.employees.get': namesRecordOfA((a) => ({ id: a.employee.id })),
  'admin.employees.create': actsOnOwnBusiness(employeeFields),
  'admin.employees.update': namesRecordOfA((a) => ({ id: a.employee.id, data: employeeFields() })),
  'admin.employees.delete': namesRecordOfA((a) => ({ id: a.employee.id })),
  'admin.employees.visits': namesRecordOfA((a) => ({ id: a.employee.id })),
  'admin.employees.options': actsOnOwnBusiness((a) => ({ search: a.employee.fullname })),

  'admin.customers.list': actsOnOwnBusiness((a) => ({ search: a.customer.fullname })),
  'admin.customers.get': namesRecordOfA((a) => ({ id: a.customer.id })),
  'admin.customers.create': namesRecordOfA(customerFieldsOfA),
  'admin.customers.update': namesRecordOfA((a) => ({
    id: a.customer.id,
    data: { ...customerFieldsOfA(a), customerProductId: a.customer.customerProductId },
  })),
  'admin.customers.delete': namesRecordOfA((a) => ({ id: a.customer.id })),
  'admin.customers.addProduct': namesRecordOfA((a) => ({ customerId: a.customer.id, data: purchaseOfA(a) })),
  'admin.customers.updateProduct': namesRecordOfA((a) => ({
    customerId: a.customer.id,
    customerProductId: a.secondPurchase.id,
    data: purchaseOfA(a),
  })),
  'admin.customers.removeProduct': namesRecordOfA((a) => ({ customerId: a.customer.id, customerProductId: a.secondPurchase.id })),
  'admin.customers.options': actsOnOwnBusiness((a) => ({ search: a.customer.phone })),
  'admin.customers.invoice': namesRecordOfA((a) => ({ id: a.customer.id })),

  'admin.visits.list': actsOnOwnBusiness((a) => ({ customerId: a.customer.id, employeeId: a.employee.id })),
  'admin.visits.summary': actsOnOwnBusiness(() => undefined),
  'admin.visits.get': namesRecordOfA((a) => ({ id: a.visit.id })),
  'admin.visits.create': namesRecordOfA(visitFieldsOfA),
  'admin.visits.update': namesRecordOfA((a) => ({ id: a.visit.id, data: visitFieldsOfA(a) })),
  'admin.visits.complete': namesRecordOfA((a) => ({ id: a.visit.id })),
  'admin.visits.setStatus': namesRecordOfA((a) => ({ id: a.visit.id, status: 'missed' })),
  'admin.visits.reschedule': namesRecordOfA((a) => ({ id: a.visit.id, visitDate: '2026-12-02T05:30:00.000Z' })),
  'admin.visits.assign': namesRecordOfA((a) => ({ id: a.visit.id, employeeID: null })),
  'admin.visits.schedule': actsOnOwnBusiness((a) => ({ from: '2026-11-20', to: '2026-11-30', employeeID: a.employee.id })),
  'admin.visits.scheduleDays': actsOnOwnBusiness((a) => ({ from: '2026-11-20', to: '2026-11-30', employeeID: a.employee.id, perDay: 3 })),
  'admin.due.list': actsOnOwnBusiness(() => ({ range: 'month' })),
  'admin.due.summary': actsOnOwnBusiness(() => ({})),
  'admin.due.remindVisit': namesRecordOfA((a) => ({ id: a.visit.id, channel: 'call' })),
  'admin.due.remind': namesRecordOfA((a) => ({ kind: 'visit', id: a.visit.id, channel: 'whatsapp' })),
  'admin.reminders.templates': actsOnOwnBusiness(() => undefined),
  'admin.reminders.saveTemplates': actsOnOwnBusiness(() => REMINDER_TEXTS),
  'admin.audit.list': actsOnOwnBusiness((a) => ({ entity: 'customer', entityID: a.customer.id })),
  'admin.audit.actors': actsOnOwnBusiness(() => undefined),
  'admin.supportAccess.current': actsOnOwnBusiness(() => undefined),
  'admin.subscription.get': actsOnOwnBusiness(() => undefined),
  'admin.import.customers': actsOnOwnBusiness(() => ({ csv: sampleCsv('customers'), dryRun: true })),
  'admin.import.products': actsOnOwnBusiness(() => ({ csv: sampleCsv('products'), dryRun: true })),
  'admin.visits.delete': namesRecordOfA((a) => ({ id: a.visit.id })),

  'admin.enquiries.list': actsOnOwnBusiness((a) => ({ search: a.enquiry.phone })),
  'admin.enquiries.create': namesRecordOfA(enquiryFieldsOfA),
  'admin.enquiries.get': namesRecordOfA((a) => ({ id: a.enquiry.id })),
  'admin.enquiries.update': namesRecordOfA((a) => ({ id: a.enquiry.id, data: enquiryFollowUpOfA() })),
  'admin.enquiries.delete': namesRecordOfA((a) => ({ id: a.enquiry.id })),

  'admin.dashboard.get': actsOnOwnBusiness(() => undefined),
  'admin.dashboard.charts': actsOnOwnBusiness(() => undefined),
  'admin.reports.service': actsOnOwnBusiness((a) => ({ ...reportRange, search: a.customer.phone })),
  'admin.reports.product': actsOnOwnBusiness((a) => ({ ...reportRange, search: a.secondPurchase.billNumber })),
  'admin.profile.get': actsOnOwnBusiness(() => undefined),
  'admin.billing.profile': actsOnOwnBusiness(() => undefined),
  'admin.billing.saveProfile': actsOnOwnBusiness(() => BILLING_PROFILE),
  'admin.billing.billable': namesRecordOfA((a) => ({ id: a.customer.id })),
  'admin.billing.statement': namesRecordOfA((a) => ({ id: a.customer.id })),
  'admin.billing.dashboard': actsOnOwnBusiness(() => undefined),
  'admin.billing.gstSummary': actsOnOwnBusiness(() => ({ month: '2026-11' })),
  'admin.invoices.list': actsOnOwnBusiness((a) => ({ customerId: a.customer.id })),
  'admin.invoices.get': namesRecordOfA((a) => ({ id: a.invoice.id })),
  'admin.invoices.create': namesRecordOfA(invoiceOfA),
  'admin.invoices.cancel': namesRecordOfA((a) => ({ id: a.invoice.id })),
  'admin.payments.record': namesRecordOfA(paymentOnInvoiceOfA),
  'admin.payments.receipt': namesRecordOfA((a) => ({ id: a.payment.id })),
  'admin.payments.visitBalance': namesRecordOfA((a) => ({ id: a.visit.id })),
  'admin.amc.list': actsOnOwnBusiness((a) => ({ search: a.customer.phone, customerProductId: a.customer.customerProductId })),
  'admin.amc.get': namesRecordOfA((a) => ({ id: a.amcContract.id })),
  'admin.amc.create': namesRecordOfA(amcOfA),
  'admin.amc.update': namesRecordOfA((a) => ({ id: a.amcContract.id, data: { price: 1, employeeID: a.employee.id } })),
  'admin.amc.renew': namesRecordOfA((a) => ({ id: a.amcContract.id, employeeID: null })),
  'admin.amc.cancel': namesRecordOfA((a) => ({ id: a.amcContract.id })),
  'admin.warranty.lookup': actsOnOwnBusiness((a) => ({ phone: a.customer.phone })),
  'admin.profile.update': namesRecordOfA(profileTakingPhoneOfA, 400),
  'admin.helpDesk.create': actsOnOwnBusiness(() => ({ message: fresh('Please renew our access before Diwali, ticket') })),
  'admin.helpDesk.list': actsOnOwnBusiness((a) => ({ search: a.ticket.message })),
  'admin.helpDesk.reply': namesRecordOfA((a) => ({ id: a.ticket.id, message: fresh('Thanks, that worked') })),
  'admin.helpDesk.openThread': namesRecordOfA((a) => ({ id: a.ticket.id })),
  'admin.helpDesk.unread': actsOnOwnBusiness(() => undefined),

  'employee.home': roleCall(() => undefined),
  'employee.visits.list': roleCall(() => ({ range: 'overdue' })),
  'employee.visits.get': namesRecordOfMember((a) => ({ id: a.visit.id })),
  'employee.visits.complete': namesRecordOfMember((a) => ({ id: a.visit.id, notes: 'Filter changed', serviceCharges: 350 })),
  'customer.home': roleCall(() => undefined),
  'customer.products': roleCall(() => undefined),
  'customer.visits': roleCall(() => undefined),
  'customer.bills': roleCall(() => undefined),
  'customer.serviceRequests.list': roleCall(() => undefined),
  'customer.serviceRequests.create': namesRecordOfMember((a) => ({
    customerProductId: a.customer.customerProductId,
    problem: 'Water tastes salty',
  })),
  'admin.customers.setSignIn': namesRecordOfA((a) => ({ id: a.customer.id, password: 'portal-pass-1' })),
};

/** B's own records, for samples that name one of them together with one of A's. */
export interface BusinessBRecords {
  categoryId: string;
  subCategoryId: string;
  productId: string;
  employeeId: string;
  customerId: string;
  customerProductId: string;
  visitId: string;
  amcContractId: string;
}

export async function populateBusinessB(database: DbHandle, businessId: string): Promise<BusinessBRecords> {
  const category = await insertCategory(database, businessId, 'Split ACs');
  const subCategory = await insertSubCategory(database, businessId, category.id, 'Inverter Split ACs');
  const product = await insertProduct(database, businessId, { name: 'Sagar 1.5 Ton Inverter', categoryId: category.id, subCategoryId: subCategory.id });
  const employee = await insertEmployee(database, businessId, 'Imran Shaikh');
  const customer = await insertCustomer(database, businessId, product.id, { fullname: 'Meera Iyer', billNumber: 'SCA-501' });
  const visit = await insertVisit(database, businessId, {
    customerId: customer.id,
    employeeId: employee.id,
    customerProductId: customer.customerProductId,
    visitDate: '2026-11-26T05:30:00.000Z',
  });
  // B bills too, so an invoice of B's that names A's records reaches the check of each line.
  await database.db
    .insertInto('billing_profiles')
    .values({
      business_id: businessId,
      legal_name: 'Sagar Cooling',
      state_code: '29',
      address: 'MG Road',
      pin_code: '560001',
      phone_number: '9845072001',
      invoice_prefix: 'SCA',
      prices_include_tax: false,
      service_gst_rate_bp: 1800,
    })
    .execute();
  const amcContract = await database.db
    .insertInto('amc_contracts')
    .values({
      business_id: businessId,
      customer_id: customer.id,
      customer_product_id: customer.customerProductId,
      start_date: '2026-11-01',
      end_date: '2027-10-31',
      price: 3000,
      visits_included: 2,
      employee_id: employee.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    categoryId: category.id,
    subCategoryId: subCategory.id,
    productId: product.id,
    employeeId: employee.id,
    customerId: customer.id,
    customerProductId: customer.customerProductId,
    visitId: visit.id,
    amcContractId: amcContract.id,
  };
}

const invoiceOfB = (b: BusinessBRecords, billed: Record<string, string>) => ({
  customerID: b.customerId,
  invoiceDate: '2026-11-20',
  lines: [{ ...billed, quantity: 1, unitPrice: 499, gstRate: 18 }],
});
const visitFieldsOfB = (b: BusinessBRecords) => ({
  customerID: b.customerId,
  employeeID: b.employeeId,
  customerProductId: b.customerProductId,
  serviceCharges: 499,
  visitDate: '2026-12-01T05:30:00.000Z',
});
const customerFieldsOfB = (b: BusinessBRecords) => ({
  fullname: 'Meera Iyer',
  phoneNumber: uniquePhone(),
  productId: b.productId,
  invoiceDate: '2026-11-15',
  billNumber: fresh('SCA'),
});

/**
 * Admin procedures whose input names two or more records, each sent by B's admin with its own
 * records and one of A's: the check of the second reference must hold as well as the first's.
 * Each is refused with 404.
 */
export const mixedReferenceMatrix: Record<string, { procedure: string; sample: (a: BusinessA, b: BusinessBRecords) => unknown }> = {
  'a contract of B’s purchase visited by A’s technician': {
    procedure: 'admin.amc.create',
    sample: (a, b) => ({ ...amcOfA(a), customerProductID: b.customerProductId }),
  },
  'B’s contract given A’s technician': {
    procedure: 'admin.amc.update',
    sample: (a, b) => ({ id: b.amcContractId, data: { price: 1, employeeID: a.employee.id } }),
  },
  'B’s contract renewed with A’s technician': {
    procedure: 'admin.amc.renew',
    sample: (a, b) => ({ id: b.amcContractId, employeeID: a.employee.id }),
  },
  'B’s invoice billing A’s visit': {
    procedure: 'admin.invoices.create',
    sample: (a, b) => invoiceOfB(b, { visitID: a.visit.id }),
  },
  'B’s invoice billing A’s purchase': {
    procedure: 'admin.invoices.create',
    sample: (a, b) => invoiceOfB(b, { customerProductID: a.customer.customerProductId }),
  },
  'B’s invoice billing A’s AMC contract': {
    procedure: 'admin.invoices.create',
    sample: (a, b) => invoiceOfB(b, { amcContractID: a.amcContract.id }),
  },
  'B’s invoice of A’s product': {
    procedure: 'admin.invoices.create',
    sample: (a, b) => invoiceOfB(b, { productID: a.product.id }),
  },
  'a product in B’s category with A’s sub-category': {
    procedure: 'admin.products.create',
    sample: (a, b) => ({ name: fresh('AC'), price: 1, quantity: 1, productCategoryId: b.categoryId, productSubCategoryId: a.subCategory.id }),
  },
  'B’s product moved to A’s category': {
    procedure: 'admin.products.update',
    sample: (a, b) => ({ id: b.productId, data: { name: fresh('AC'), price: 1, quantity: 1, productCategoryId: a.category.id } }),
  },
  'B’s sub-category moved to A’s category': {
    procedure: 'admin.productSubCategories.update',
    sample: (a, b) => ({ id: b.subCategoryId, data: { name: fresh('Sub-category'), productCategoryId: a.category.id } }),
  },
  'B’s customer given A’s product': {
    procedure: 'admin.customers.update',
    sample: (a, b) => ({ id: b.customerId, data: { ...customerFieldsOfB(b), productId: a.product.id } }),
  },
  'B’s customer editing A’s purchase': {
    procedure: 'admin.customers.update',
    sample: (a, b) => ({ id: b.customerId, data: { ...customerFieldsOfB(b), customerProductId: a.customer.customerProductId } }),
  },
  'B’s customer converted from A’s enquiry': {
    procedure: 'admin.customers.create',
    sample: (a, b) => ({ ...customerFieldsOfB(b), fromEnquiryId: a.enquiry.id }),
  },
  'A’s product added to B’s customer': {
    procedure: 'admin.customers.addProduct',
    sample: (a, b) => ({ customerId: b.customerId, data: purchaseOfA(a) }),
  },
  'A’s purchase changed through B’s customer': {
    procedure: 'admin.customers.updateProduct',
    sample: (a, b) => ({ customerId: b.customerId, customerProductId: a.secondPurchase.id, data: purchaseOfA(a) }),
  },
  'B’s purchase given A’s product': {
    procedure: 'admin.customers.updateProduct',
    sample: (a, b) => ({ customerId: b.customerId, customerProductId: b.customerProductId, data: purchaseOfA(a) }),
  },
  'A’s purchase removed from B’s customer': {
    procedure: 'admin.customers.removeProduct',
    sample: (a, b) => ({ customerId: b.customerId, customerProductId: a.secondPurchase.id }),
  },
  'a visit of B’s customer by A’s employee': {
    procedure: 'admin.visits.create',
    sample: (a, b) => ({ ...visitFieldsOfB(b), employeeID: a.employee.id }),
  },
  'a visit of B’s customer to A’s purchase': {
    procedure: 'admin.visits.create',
    sample: (a, b) => ({ ...visitFieldsOfB(b), customerProductId: a.customer.customerProductId }),
  },
  'B’s visit given A’s customer': {
    procedure: 'admin.visits.update',
    sample: (a, b) => ({ id: b.visitId, data: { ...visitFieldsOfB(b), customerID: a.customer.id, customerProductId: null } }),
  },
  'B’s visit given A’s employee': {
    procedure: 'admin.visits.update',
    sample: (a, b) => ({ id: b.visitId, data: { ...visitFieldsOfB(b), employeeID: a.employee.id } }),
  },
  'B’s visit given to A’s technician': {
    procedure: 'admin.visits.assign',
    sample: (a, b) => ({ id: b.visitId, employeeID: a.employee.id }),
  },
  'B’s visit given A’s purchase': {
    procedure: 'admin.visits.update',
    sample: (a, b) => ({ id: b.visitId, data: { ...visitFieldsOfB(b), customerProductId: a.customer.customerProductId } }),
  },
};

/** Endpoints outside both tables, open to everyone. */
export const otherPublicEndpoints: Record<string, { url: string; reason: string }> = {
  'GET /healthz': { url: '/healthz', reason: 'a load balancer asks it whether the database answers; it says nothing else' },
  'GET /api/v1/openapi.json': { url: '/api/v1/openapi.json', reason: 'the API’s description, built from the operation tables, holds no data' },
};
