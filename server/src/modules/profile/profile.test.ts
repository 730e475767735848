import { messagesEn } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, createBusiness, createMember, logoServedAt, openTwoShops, signInAs, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({
    a: { period: { startDate: '2026-01-01', expiryDate: '2027-06-30' }, name: 'Aqua Fresh Solutions' },
    b: { name: 'Cool Air Services' },
  }));
});
afterAll(() => t.close());

const { rest, query, mutation } = callsTo(() => t.app);

const LOGO = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

const accountOf = (userPhone: string) =>
  t.database.db
    .selectFrom('users')
    .innerJoin('businesses', 'businesses.id', 'users.business_id')
    .where('users.phone_number', '=', userPhone)
    .where('users.role', '=', 'ADMIN')
    .select(['users.fullname', 'users.email', 'users.address', 'users.phone_number', 'users.password_hash', 'businesses.logo', 'businesses.start_date', 'businesses.expiry_date'])
    .executeTakeFirstOrThrow();

const profileForm = (overrides: Record<string, unknown> = {}) => ({
  email: 'hello@aquafresh.in',
  fullname: 'Aqua Fresh Solutions',
  phoneNumber: shopA.adminPhone,
  address: 'Shop 12, Karve Road, Pune',
  ...overrides,
});

describe('the admin profile through REST (/admin)', () => {
  it('shows the admin their account, logo and access period', async () => {
    const response = await rest('GET', '/admin', cookieA);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: shopA.businessId,
      image: null,
      startDate: '2026-01-01',
      expiryDate: '2027-06-30',
      user: { id: expect.any(String), fullname: 'Aqua Fresh Solutions', email: null, phoneNumber: shopA.adminPhone, address: null },
    });
    expect(response.body).not.toMatch(/password/i);
  });

  it("changes only the caller's own account and logo; the access period is not theirs to change", async () => {
    const otherBefore = await accountOf(shopB.adminPhone);
    const response = await rest('PUT', '/admin', cookieA, profileForm({ fullname: 'Aqua Fresh Pune', image: LOGO, startDate: '2020-01-01', expiryDate: '2099-12-31' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully',
      data: {
        id: shopA.businessId,
        image: expect.stringMatching(new RegExp(`^/logos/${shopA.businessId}/`)),
        startDate: '2026-01-01',
        expiryDate: '2027-06-30',
        user: { fullname: 'Aqua Fresh Pune', email: 'hello@aquafresh.in', address: 'Shop 12, Karve Road, Pune' },
      },
    });
    expect(await logoServedAt(t.app, response.json().data.image)).toBe(LOGO);
    expect(await accountOf(shopB.adminPhone)).toEqual(otherBefore);
    expect((await rest('GET', '/admin', cookieB)).json().data).toMatchObject({ id: shopB.businessId, image: null, user: { fullname: 'Cool Air Services' } });
    // The signed-in user carries the new name at once.
    expect((await rest('GET', '/users/me', cookieA)).json().data.fullname).toBe('Aqua Fresh Pune');
  });

  it('keeps the logo when the form leaves it out and removes it when sent blank', async () => {
    const saved = (await rest('PUT', '/admin', cookieA, profileForm({ image: LOGO }))).json().data.image;
    expect((await rest('PUT', '/admin', cookieA, profileForm())).json().data.image).toBe(saved);
    expect(await logoServedAt(t.app, saved)).toBe(LOGO);
    expect((await rest('PUT', '/admin', cookieA, profileForm({ image: '' }))).json().data.image).toBeNull();
  });

  it('says what is wrong with every field and writes nothing', async () => {
    const before = await accountOf(shopA.adminPhone);
    const response = await rest('PUT', '/admin', cookieA, {
      email: 'hello@',
      fullname: 'Ab',
      phoneNumber: '12345',
      address: 'a'.repeat(501),
      image: `data:image/png;base64,${Buffer.alloc(1024 * 1024 + 1).toString('base64')}`,
      password: 'abc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      'Enter a valid email',
      'Business name must be at least 3 characters',
      'Enter a valid mobile number',
      'Must be at most 500 characters',
      'Logo must be an image of at most 1 MB',
      'Password must be at least 6 characters',
    ]);
    expect(await accountOf(shopA.adminPhone)).toEqual(before);
  });

  it("refuses any other phone with one answer, whoever holds it, changing nothing", async () => {
    const before = await accountOf(shopA.adminPhone);
    const customer = await createMember(t.database, shopA.businessId, 'CUSTOMER');
    // Another owner's, the operator's, a customer's and nobody's phone: the same 400, so the
    // profile form cannot be used to learn which phones own a business elsewhere.
    const answers = [];
    for (const phoneNumber of [shopB.adminPhone, t.config.superadminPhone, customer.phone, '9000000001']) {
      const response = await rest('PUT', '/admin', cookieA, profileForm({ phoneNumber, fullname: 'Other Phone Traders' }));
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers[0]).toEqual({ status: 400, body: expect.objectContaining({ success: false, message: messagesEn.profile.errors.ownerPhone }) });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await accountOf(shopA.adminPhone)).toEqual(before);
  });

  it('takes the owner’s own phone however it is written, and keeps it as saved', async () => {
    const response = await rest('PUT', '/admin', cookieA, profileForm({ phoneNumber: `+91 ${shopA.adminPhone}` }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.phoneNumber).toBe(shopA.adminPhone);
  });
});

describe('changing the password from the profile', () => {
  it('keeps this session, ends the admin’s other sessions, and a blank password changes nothing', async () => {
    const shop = await createBusiness(t.database);
    const here = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const elsewhere = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const form = { email: 'owner@shop.in', fullname: 'Shree Ganesh Water Solutions', phoneNumber: shop.adminPhone, address: null };

    const hashBefore = (await accountOf(shop.adminPhone)).password_hash;
    expect((await rest('PUT', '/admin', here, { ...form, password: '' })).statusCode).toBe(200);
    expect((await accountOf(shop.adminPhone)).password_hash).toBe(hashBefore);
    expect((await rest('GET', '/admin', elsewhere)).statusCode).toBe(200);

    expect((await rest('PUT', '/admin', here, { ...form, password: 'new-secret-7' })).statusCode).toBe(200);
    expect((await rest('GET', '/admin', here)).statusCode).toBe(200);
    expect((await rest('GET', '/admin', elsewhere)).statusCode).toBe(401);
    await signInAs(t.app, shop.adminPhone, 'new-secret-7');
  });

  it('does the same through tRPC', async () => {
    const shop = await createBusiness(t.database);
    const here = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const elsewhere = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const updated = await mutation('admin.profile.update', here, {
      email: 'owner@shop.in',
      fullname: 'Shree Ganesh Water',
      phoneNumber: shop.adminPhone,
      password: 'trpc-secret-7',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().result.data.user.fullname).toBe('Shree Ganesh Water');
    expect((await query('admin.profile.get', here)).json().result.data).toMatchObject({ id: shop.businessId, user: { email: 'owner@shop.in' } });
    expect((await query('admin.profile.get', elsewhere)).statusCode).toBe(401);
  });
});

describe('who has a profile here', () => {
  it('refuses the operator, employees and anonymous callers', async () => {
    const operator = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    const employee = await createMember(t.database, shopA.businessId, 'EMPLOYEE');
    const staff = await signInAs(t.app, employee.phone, employee.password);
    const before = await accountOf(shopA.adminPhone);
    for (const cookie of [operator, staff]) {
      expect((await rest('GET', '/admin', cookie)).statusCode).toBe(403);
      expect((await rest('PUT', '/admin', cookie, profileForm({ fullname: 'Hijacked' }))).statusCode).toBe(403);
      expect((await query('admin.profile.get', cookie)).statusCode).toBe(403);
    }
    expect((await rest('GET', '/admin')).statusCode).toBe(401);
    expect((await rest('PUT', '/admin', undefined, profileForm())).statusCode).toBe(401);
    expect(await accountOf(shopA.adminPhone)).toEqual(before);
  });
});
