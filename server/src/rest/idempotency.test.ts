import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, nextBillNumber } from '../test/factories';
import { openTwoShops, TEST_NOW, uniquePhone, type TestApp, type TestBusiness } from '../test/test-app';
import { commonMessagesEn } from '@sevak/shared';
import { claimIdempotencyKey } from './idempotency';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;
let purifierA: { id: string }, purifierB: { id: string };

beforeAll(async () => {
  // Sessions outlast the day a key is kept, so the test can step past it.
  const longSessions = { sessionIdleMinutes: 7 * 24 * 60, sessionAbsoluteHours: 7 * 24 };
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({ config: longSessions }));
  purifierA = await insertProduct(t.database, shopA.businessId, { name: 'Kent Grand Plus RO', price: 18500 });
  purifierB = await insertProduct(t.database, shopB.businessId, { name: 'Pureit Classic', price: 9999 });
});
afterAll(() => t.close());

let lastKey = 0;
/** A key not used before in this file, as a client would make one. */
const newKey = () => `order-2026-11-21-${++lastKey}`;

const customerForm = (productId: string, overrides: Record<string, unknown> = {}) => ({
  fullname: 'Sanjay Joshi',
  phoneNumber: uniquePhone(),
  address: 'Flat 302, Shanti Heights, Kothrud, Pune',
  productId,
  invoiceDate: '2026-11-21',
  billNumber: nextBillNumber(),
  ...overrides,
});

const createCustomer = (cookie: string, key: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/customer',
    headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

const customersWithPhone = async (phoneNumber: string) =>
  (await t.database.db.selectFrom('users').where('phone_number', '=', phoneNumber).where('role', '=', 'CUSTOMER').select('id').execute()).length;

describe('Idempotency-Key on REST POSTs', () => {
  it('answers a retry with the first answer, marked as replayed, and creates one customer', async () => {
    const key = newKey();
    const form = customerForm(purifierA.id);
    const first = await createCustomer(cookieA, key, form);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await createCustomer(cookieA, key, form);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    // The same fields in another order are the same request.
    const reordered = Object.fromEntries(Object.entries(form).reverse());
    expect((await createCustomer(cookieA, key, reordered)).headers['idempotent-replayed']).toBe('true');
    expect(await customersWithPhone(form.phoneNumber)).toBe(1);

    // Without a key, the same request runs again and meets the customer it made.
    expect((await createCustomer(cookieA, undefined, form)).statusCode).toBe(409);
  });

  it('refuses the same key on a different request with 422, and creates nothing', async () => {
    const key = newKey();
    const form = customerForm(purifierA.id);
    expect((await createCustomer(cookieA, key, form)).statusCode).toBe(201);
    const other = customerForm(purifierA.id, { fullname: 'Meera Iyer' });
    const reused = await createCustomer(cookieA, key, other);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ statusCode: 422, success: false, message: commonMessagesEn.idempotency.keyReused, errors: [commonMessagesEn.idempotency.keyReused] });
    expect(await customersWithPhone(other.phoneNumber)).toBe(0);

    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/productCategory',
      headers: { cookie: cookieA, 'idempotency-key': key },
      payload: form,
    });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('keeps no refusal: after a 400 the same key runs the corrected request', async () => {
    const key = newKey();
    const form = customerForm(purifierA.id);
    const refused = await createCustomer(cookieA, key, { ...form, fullname: '' });
    expect(refused.statusCode).toBe(400);
    const corrected = await createCustomer(cookieA, key, form);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await customersWithPhone(form.phoneNumber)).toBe(1);
  });

  it('answers 409 to a retry while the first request is still running', async () => {
    const key = newKey();
    const form = customerForm(purifierA.id);
    const admin = await t.database.db.selectFrom('users').where('phone_number', '=', shopA.adminPhone).select('id').executeTakeFirstOrThrow();
    // The first request has taken the key and not answered yet.
    const firstClaim = await claimIdempotencyKey(t.app.deps, { userId: admin.id, key, method: 'POST', path: '/api/v1/admin/customer', body: form });
    expect(firstClaim.kind).toBe('claimed');

    const retry = await createCustomer(cookieA, key, form);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(commonMessagesEn.idempotency.stillRunning);
    expect(await customersWithPhone(form.phoneNumber)).toBe(0);
  });

  it("keeps each caller's keys apart: another shop's same key runs its own request", async () => {
    const key = newKey();
    const phoneNumber = uniquePhone();
    const inA = await createCustomer(cookieA, key, customerForm(purifierA.id, { phoneNumber }));
    const inB = await createCustomer(cookieB, key, customerForm(purifierB.id, { phoneNumber }));
    expect(inB.statusCode).toBe(201);
    expect(inB.headers['idempotent-replayed']).toBeUndefined();
    expect(inB.json().data.id).not.toBe(inA.json().data.id);
    expect(await customersWithPhone(phoneNumber)).toBe(2);
  });

  it('forgets a key after a day: the same request then runs again', async () => {
    const key = newKey();
    const form = customerForm(purifierA.id);
    expect((await createCustomer(cookieA, key, form)).statusCode).toBe(201);
    try {
      t.clock.set(new Date(new Date(TEST_NOW).getTime() + 25 * 60 * 60_000).toISOString());
      const later = await createCustomer(cookieA, key, form);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(later.statusCode).toBe(409); // ran again, and met the customer it made a day ago
    } finally {
      t.clock.set(TEST_NOW);
    }
  });

  it('refuses a malformed key with 400 instead of ignoring it', async () => {
    for (const key of ['', 'two words', 'k'.repeat(256), 'ключ']) {
      const form = customerForm(purifierA.id);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/customer',
        headers: { cookie: cookieA, 'idempotency-key': Buffer.from(key).toString('latin1') },
        payload: form,
      });
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().message).toBe(commonMessagesEn.idempotency.invalidKey);
      expect(await customersWithPhone(form.phoneNumber)).toBe(0);
    }
    const longest = await createCustomer(cookieA, 'k'.repeat(255), customerForm(purifierA.id));
    expect(longest.statusCode).toBe(201);
  });

  it('is described in the OpenAPI document on signed-in POSTs, with its 422', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const createCustomerOperation = document.paths['/admin/customer'].post;
    expect(createCustomerOperation.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }));
    expect(createCustomerOperation.responses['422']).toEqual({ $ref: '#/components/responses/UnprocessableContent' });
    const signIn = document.paths['/users/login'].post;
    expect(signIn.parameters.map((parameter: { name: string }) => parameter.name)).not.toContain('Idempotency-Key');
  });
});
