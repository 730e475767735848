import { DEV_SUPERADMIN } from '../../server/src/config';
import { dataOf, isSuccess, messageOf, type Outcome, type SevakClient } from './http-client';

/** A business set up through the REST API, as the platform operator and its owner would. */
export interface Shop {
  businessId: string;
  /** The owner's session cookie. */
  adminCookie: string;
  productId: string;
  employeeId: string;
  customerId: string;
}

const ADMIN = { phoneNumber: '9811100000', password: 'fault-drill-owner' } as const;

function expectSuccess(what: string, outcome: Outcome): Outcome {
  if (!isSuccess(outcome)) throw new Error(`${what} failed: ${outcome.status || outcome.error} ${messageOf(outcome)}`);
  return outcome;
}

/** Signs in and returns the session cookie (`sevak_session=…`). */
export async function signIn(client: SevakClient, phoneNumber: string, password: string): Promise<string> {
  const outcome = expectSuccess('Sign-in', await client.request('POST', '/api/v1/users/login', { body: { phoneNumber, password } }));
  const cookie = outcome.setCookie.map((header) => header.split(';')[0]!).find((pair) => pair.startsWith('sevak_session='));
  if (!cookie) throw new Error('Sign-in set no session cookie');
  return cookie;
}

/**
 * Creates a business and its owner as the superadmin (the development default the server creates
 * at start), signs the owner in, and adds a product, an employee and a customer who bought it,
 * which visits need.
 */
export async function openShop(client: SevakClient): Promise<Shop> {
  const superadminCookie = await signIn(client, DEV_SUPERADMIN.phone, DEV_SUPERADMIN.password);
  const business = dataOf<{ id: string }>(
    expectSuccess(
      'Creating the business',
      await client.request('POST', '/api/v1/superAdmin/admin', {
        cookie: superadminCookie,
        body: {
          fullname: 'Fault Drill Water Services',
          email: 'owner@fault-drill.example',
          phoneNumber: ADMIN.phoneNumber,
          password: ADMIN.password,
          address: 'Pune',
          startDate: '2020-01-01',
          expiryDate: '2099-12-31',
        },
      }),
    ),
  );
  const adminCookie = await signIn(client, ADMIN.phoneNumber, ADMIN.password);
  const create = async (what: string, path: string, body: unknown) =>
    dataOf<{ id: string }>(expectSuccess(`Creating ${what}`, await client.request('POST', path, { cookie: adminCookie, body }))).id;

  const productId = await create('a product', '/api/v1/admin/product', { name: 'RO purifier', price: 14999, quantity: 50 });
  const employeeId = await create('an employee', '/api/v1/admin/employee', {
    fullname: 'Ravi Technician',
    phoneNumber: '9811100001',
    address: 'Pune',
  });
  const customerId = await create('a customer', '/api/v1/admin/customer', customerBody(productId, '9811100002', 'First Customer'));
  return { businessId: business.id, adminCookie, productId, employeeId, customerId };
}

/** A new customer who bought `productId`; phones must differ within a business. */
export function customerBody(productId: string, phoneNumber: string, fullname: string) {
  return { fullname, phoneNumber, productId, invoiceDate: '2026-01-15', billNumber: `B-${phoneNumber}` };
}

/** A new enquiry; `name` makes it findable in the database afterwards. */
export function enquiryBody(name: string) {
  return { name, phoneNumber: '9822200000', message: 'Wants a water purifier for a new flat.' };
}

/** A new service visit for the shop's customer, by its employee. */
export function visitBody(shop: Shop, description: string) {
  return {
    customerID: shop.customerId,
    employeeID: shop.employeeId,
    serviceDiscription: description,
    serviceCharges: 350,
    visitDate: '2026-12-01T10:30:00+05:30',
  };
}
