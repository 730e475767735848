import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { AppDeps } from '../deps';
import { addDays, calendarDateIn } from '../lib/business-time';
import { insertAccount } from '../modules/accounts/accounts.repository';
import { hashPassword } from '../modules/auth/passwords';
import { saveBillingProfile } from '../modules/billing/billing.repository';
import { insertBusiness } from '../modules/businesses/businesses.repository';
import { insertCustomer, insertPurchase } from '../modules/customers/customers.repository';
import { insertEmployee } from '../modules/employees/employees.repository';
import { insertEnquiry } from '../modules/enquiries/enquiries.repository';
import { insertTicket } from '../modules/help-desk/help-desk.repository';
import { insertProductCategory } from '../modules/product-categories/product-categories.repository';
import { insertProductSubCategory } from '../modules/product-sub-categories/product-sub-categories.repository';
import { insertProduct } from '../modules/products/products.repository';
import { insertVisit } from '../modules/visits/visits.repository';
import { inDataScope } from '../tenancy/data-scope';

/*
 * "Aqua Care Services, Pune": a water-purifier, AC and geyser dealer with a month of sales behind
 * it and a month of service visits ahead, so every screen has something true to show.
 */

export const DEMO_ADMIN = {
  fullname: 'Aqua Care Services',
  phoneNumber: '9876543210',
  password: 'aquacare123',
  email: 'owner@aquacare.in',
  address: 'Shop 4, Sai Complex, Karve Road, Kothrud, Pune 411038',
} as const;

/** HSN code and GST rate (basis points) of each kind of product, as its invoices carry them. */
const TAX_OF_SUB_CATEGORY: Record<string, { hsnCode: string; gstRate: number }> = {
  'RO Purifiers': { hsnCode: '84212120', gstRate: 1800 },
  'UV Purifiers': { hsnCode: '84212120', gstRate: 1800 },
  'Split AC': { hsnCode: '84151010', gstRate: 1800 },
  'Window AC': { hsnCode: '84151010', gstRate: 1800 },
  'Storage Geysers': { hsnCode: '85161000', gstRate: 1800 },
  'Instant Geysers': { hsnCode: '85161000', gstRate: 1800 },
};

const CATALOGUE = [
  {
    category: 'Water Purifiers',
    subCategories: [
      { name: 'RO Purifiers', products: [['Kent Grand Plus RO 9L', 18500, 12], ['Aquaguard Aura RO+UV 7L', 15999, 9], ['Livpure Glo Star RO', 11499, 15]] },
      { name: 'UV Purifiers', products: [['Pureit Classic UV 6L', 8999, 7]] },
    ],
  },
  {
    category: 'Air Conditioners',
    subCategories: [
      { name: 'Split AC', products: [['Voltas 1.5 Ton 3 Star Inverter Split AC', 36990, 5], ['Daikin 1 Ton 5 Star Inverter Split AC', 41490, 3]] },
      { name: 'Window AC', products: [['LG 1 Ton Window AC', 29490, 4]] },
    ],
  },
  {
    category: 'Water Heaters',
    subCategories: [
      { name: 'Storage Geysers', products: [['Havells Monza 15L Storage Geyser', 8990, 10]] },
      { name: 'Instant Geysers', products: [['Bajaj Splendora 3L Instant Geyser', 3899, 14]] },
    ],
  },
] as const;

const EMPLOYEES = [
  ['Ramesh Patil', '9822011223', 'ramesh.patil@aquacare.in', 'Warje, Pune 411058'],
  ['Sunil Jadhav', '9822044556', 'sunil.jadhav@aquacare.in', 'Hadapsar, Pune 411028'],
  ['Amit Kulkarni', '9822077889', 'amit.kulkarni@aquacare.in', 'Aundh, Pune 411007'],
  ['Priya Deshmukh', '9822099001', 'priya.deshmukh@aquacare.in', 'Baner, Pune 411045'],
] as const;

const CUSTOMERS = [
  ['Sanjay Joshi', '9850012345', 'sanjay.joshi@gmail.com', 'Flat 302, Shanti Heights, Paud Road, Kothrud, Pune 411038'],
  ['Meera Iyer', '9850023456', 'meera.iyer@yahoo.in', 'B-12, Green Park Society, Baner, Pune 411045'],
  ['Rahul Shinde', '9850034567', null, '14 Gulmohar Lane, Aundh, Pune 411007'],
  ['Anjali Gokhale', '9850045678', 'anjali.g@gmail.com', 'Row House 7, Magarpatta City, Hadapsar, Pune 411013'],
  ['Vikram Pawar', '9850056789', null, 'Flat 501, Kumar Pacific, Viman Nagar, Pune 411014'],
  ['Sneha Kale', '9850067890', 'sneha.kale@outlook.com', 'C-4, Sai Sagar Apartments, Wakad, Pune 411057'],
  ['Arjun Mehta', '9850078901', 'arjun.mehta@gmail.com', '22 North Main Road, Koregaon Park, Pune 411001'],
  ['Kavita Bhosale', '9850089012', null, 'Plot 9, Sahakar Nagar, Parvati, Pune 411009'],
  ['Nitin Deshpande', '9850090123', 'nitin.d@rediffmail.com', 'Flat 8, Prabhat Road, Deccan Gymkhana, Pune 411004'],
  ['Pooja Chavan', '9850001234', null, '56 Sinhagad Road, Dhayari, Pune 411041'],
  ['Ganesh Mane', '9850011122', 'ganesh.mane@gmail.com', 'A-101, Rohan Mithila, Vishrantwadi, Pune 411015'],
  ['Shweta Naik', '9850022233', 'shweta.naik@gmail.com', 'Flat 204, Nyati Empire, Kharadi, Pune 411014'],
] as const;

/** Who asked and about what, and how the owner is following it up: the state, and in how many days to call again. */
const ENQUIRIES = [
  ['Deepak Wagh', '9890011111', 'Pimple Saudagar, Pune', 'Need a quote for RO purifier for a 4-person family, hard borewell water.', 'new', 0],
  ['Farah Shaikh', '9890022222', 'Kondhwa, Pune', 'Looking for a 1.5 ton split AC with installation this week.', 'contacted', 2],
  ['Manoj Thakur', '9890033333', 'Katraj, Pune', 'Want an annual maintenance contract for two purifiers at my office.', 'new', null],
] as const;

/** A small deterministic generator, so the demo looks the same on every machine. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** An instant at a given local hour of a calendar day in India (UTC+05:30, no daylight saving). */
function istInstant(date: string, hour: number): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+05:30`);
}

export async function seedDemoBusiness(deps: AppDeps): Promise<{ businessId: string }> {
  const today = calendarDateIn(deps.config.businessTimeZone, deps.clock.now());
  const [adminHash, employeeHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(deps.config.defaultEmployeePassword),
  ]);
  return inDataScope(deps.db, 'platform', (db) => insertDemo(db, deps.clock.now(), today, adminHash, employeeHash));
}

/**
 * Written through each table's own repository, as the screens would write it, so the demo obeys
 * every rule the app's own writes do.
 */
async function insertDemo(trx: Kysely<Database>, now: Date, today: string, adminHash: string, employeeHash: string) {
  const random = sequence(20261121);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  const { id: businessId } = await insertBusiness(trx, { startDate: addDays(today, -180), expiryDate: addDays(today, 185), logo: null });
  await insertAccount(trx, { businessId, role: 'ADMIN' }, { ...DEMO_ADMIN, passwordHash: adminHash });
  // Registered for GST in Maharashtra: its invoices are Tax Invoices, AQC/26-27/0001 onwards.
  await saveBillingProfile(
    trx,
    businessId,
    {
      legalName: 'Aqua Care Services',
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      address: 'Shop 4, Sai Complex, Karve Road, Kothrud, Pune',
      pinCode: '411038',
      phoneNumber: DEMO_ADMIN.phoneNumber,
      email: DEMO_ADMIN.email,
      upiId: 'aquacare@okhdfcbank',
      bankAccountName: 'Aqua Care Services',
      bankAccountNumber: '50200012345678',
      bankIfsc: 'HDFC0001234',
      bankName: 'HDFC Bank, Kothrud',
      invoicePrefix: 'AQC',
      pricesIncludeTax: false,
      serviceGstRate: 1800,
      terms: 'Goods once sold are covered by the maker’s warranty. Service visits are charged as shown.',
    },
    now,
  );

  const products: { id: string; price: number }[] = [];
  for (const { category, subCategories } of CATALOGUE) {
    const { id: productCategoryId } = await insertProductCategory(trx, businessId, { name: category });
    for (const sub of subCategories) {
      const productSubCategoryId = await insertProductSubCategory(trx, businessId, { name: sub.name, productCategoryId }, now);
      for (const [name, price, quantity] of sub.products) {
        const tax = TAX_OF_SUB_CATEGORY[sub.name];
        const id = await insertProduct(trx, businessId, { name, price, quantity, productCategoryId, productSubCategoryId, ...tax }, now);
        products.push({ id, price });
      }
    }
  }

  const employeeIds: string[] = [];
  for (const [fullname, phoneNumber, email, address] of EMPLOYEES) {
    const userId = await insertAccount(trx, { businessId, role: 'EMPLOYEE' }, { fullname, phoneNumber, email, address, passwordHash: employeeHash });
    employeeIds.push(await insertEmployee(trx, businessId, userId));
  }

  let billNumber = 1041;
  for (const [index, [fullname, phoneNumber, email, address]] of CUSTOMERS.entries()) {
    const userId = await insertAccount(trx, { businessId, role: 'CUSTOMER' }, { fullname, phoneNumber, email, address, passwordHash: null });
    const customerId = await insertCustomer(trx, businessId, userId);

    // Sales spread over the last five weeks; a purifier's first service is due about a month later.
    const invoiceDate = addDays(today, -35 + index * 3);
    const product = pick(products);
    const customerProductId = await insertPurchase(trx, businessId, customerId, {
      productId: product.id,
      invoiceDate,
      billNumber: `AQ-${billNumber++}`,
      price: product.price,
      warrantyStartDate: invoiceDate,
      warrantyEndDate: addDays(invoiceDate, 365),
    });

    const installation = {
      customerId,
      employeeId: employeeIds[index % employeeIds.length]!,
      customerProductId,
      serviceAddress: address,
      installationDate: invoiceDate,
    };
    await insertVisit(trx, businessId, {
      ...installation,
      serviceDescription: 'Installation and demo',
      serviceCharges: 0,
      visitDate: istInstant(addDays(invoiceDate, 1), 11),
      paymentStatus: 'PAID',
      isDone: true,
      autoVisitTime: 0,
    });
    // Upcoming and recent services: today, this week, later this month and next.
    const serviceDay = addDays(today, index - 4 + (index > 7 ? index * 2 : 0));
    const done = serviceDay < today;
    await insertVisit(trx, businessId, {
      ...installation,
      serviceDescription: pick(['Filter and membrane check', 'Quarterly service', 'Gas pressure check and cleaning', 'Descaling and anode check']),
      serviceCharges: pick([0, 299, 399, 499, 650]),
      visitDate: istInstant(serviceDay, 10 + (index % 7)),
      paymentStatus: done ? 'PAID' : 'PENDING',
      isDone: done,
      autoVisitTime: 3,
    });
  }

  for (const [index, [name, phoneNumber, address, message, status, followUpInDays]] of ENQUIRIES.entries()) {
    const followUpDate = followUpInDays === null ? null : addDays(today, followUpInDays);
    const productId = products[index]?.id ?? null;
    await insertEnquiry(trx, businessId, { name, phoneNumber, address, message, productId, status, followUpDate }, now);
  }
  await insertTicket(trx, businessId, 'Please help me add GST number on the printed invoice for our new branch.', now);

  return { businessId };
}
