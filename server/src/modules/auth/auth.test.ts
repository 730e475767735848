import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesEn } from '@sevak/shared';
import { callsTo, createBusiness, createMember, createTestApp, logoServedAt, sessionCookieOf, signInAs, TEST_NOW, type TestApp } from '../../test/test-app';
import { logoColumns } from '../logos/logos';
import { hashSessionToken } from './sessions.service';
import { hashesToCheck, PASSWORD_CHECKS_PER_SIGN_IN } from './sign-in.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 30, sessionAbsoluteHours: 8, signInMaxFailuresPerPhone: 3, signInMaxFailuresPerAddress: 6 });
});
afterAll(() => t.close());

const login = (phoneNumber: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { phoneNumber, password }, remoteAddress });
const { rest, query } = callsTo(() => t.app);
const me = (cookie: string) => rest('GET', '/users/me', cookie);

describe('sign-in', () => {
  it('signs the superadmin in with the configured phone and password and returns the user', async () => {
    const response = await login(t.config.superadminPhone, t.config.superadminPassword);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 200, success: true, message: 'Login successful' });
    expect(body.data.user).toMatchObject({ role: 'SUPERADMIN', phoneNumber: t.config.superadminPhone });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that is not Secure unless configured', async () => {
    const response = await login(t.config.superadminPhone, t.config.superadminPassword);
    const cookie = response.cookies.find((c) => c.name === 'sevak_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);

    const secure = await createTestApp({ cookieSecure: true }, t.database);
    try {
      const secureResponse = await secure.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { phoneNumber: t.config.superadminPhone, password: t.config.superadminPassword },
        remoteAddress: '10.9.9.9',
      });
      expect(secureResponse.cookies.find((c) => c.name === 'sevak_session')?.secure).toBe(true);
    } finally {
      await secure.app.close();
    }
  });

  it('gives a new token at every sign-in and stores only its hash', async () => {
    const first = sessionCookieOf(await login(t.config.superadminPhone, t.config.superadminPassword))!;
    const second = sessionCookieOf(await login(t.config.superadminPhone, t.config.superadminPassword))!;
    expect(first).not.toBe(second);
    const stored = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    const storedHex = stored.map((row) => Buffer.from(row.token_hash).toString('hex'));
    expect(storedHex).toContain(hashSessionToken(first).toString('hex'));
    expect(storedHex.join()).not.toContain(Buffer.from(first).toString('hex'));
  });

  it('answers an unknown phone and a wrong password with the same message', async () => {
    const business = await createBusiness(t.database);
    const unknown = await login('9999999999', 'whatever', '10.0.0.2');
    const wrong = await login(business.adminPhone, 'not-the-password', '10.0.0.2');
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        success: false,
        message: messagesEn.auth.signIn.invalidCredentials,
        errors: [messagesEn.auth.signIn.invalidCredentials],
      });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('refuses empty fields with the spec message and bad JSON with a 400', async () => {
    const empty = await login('', '', '10.0.0.3');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([messagesEn.auth.signIn.missingFields]);
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('signs in through tRPC too, setting the same cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.login',
      payload: { phoneNumber: t.config.superadminPhone, password: t.config.superadminPassword },
      remoteAddress: '10.0.0.4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.user.role).toBe('SUPERADMIN');
    const cookie = `sevak_session=${sessionCookieOf(response)}`;
    expect((await query('users.me', cookie)).json().result.data.role).toBe('SUPERADMIN');
  });

  it('lets a person who is a customer of two shops sign in to the account whose password matches', async () => {
    const shopA = await createBusiness(t.database);
    const shopB = await createBusiness(t.database);
    const phone = '9811122233';
    await createMember(t.database, shopA.businessId, 'CUSTOMER', phone, 'password-at-a');
    await createMember(t.database, shopB.businessId, 'CUSTOMER', phone, 'password-at-b');
    const atA = await login(phone, 'password-at-a', '10.0.0.5');
    const atB = await login(phone, 'password-at-b', '10.0.0.5');
    expect(atA.json().data.user.businessId).toBe(shopA.businessId);
    expect(atB.json().data.user.businessId).toBe(shopB.businessId);
  });
});

describe('sessions', () => {
  it('gives the signed-in user and role from /users/me, and 401 without a session', async () => {
    const cookie = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    expect((await me(cookie)).json().data.role).toBe('SUPERADMIN');
    const anonymous = await rest('GET', '/users/me');
    expect(anonymous.statusCode).toBe(401);
    expect((await query('users.me')).json().result.data).toBeNull();
  });

  it("shows a business owner's logo as their picture", async () => {
    const business = await createBusiness(t.database);
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    await t.database.db.updateTable('businesses').set(logoColumns(logo)).where('id', '=', business.businessId).execute();
    const signedIn = await login(business.adminPhone, business.adminPassword, '10.0.0.6');
    const picture = signedIn.json().data.user.image;
    // The session carries the logo's URL, never the image itself.
    expect(picture).toMatch(new RegExp(`^/logos/${business.businessId}/[0-9a-f]{16}$`));
    expect(await logoServedAt(t.app, picture)).toBe(logo);
    expect((await me(`sevak_session=${sessionCookieOf(signedIn)}`)).json().data.image).toBe(picture);
  });

  it('ends the session on the server at logout: the old cookie replayed gets 401', async () => {
    const cookie = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    const logout = await rest('POST', '/users/logout', cookie);
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'sevak_session')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    const token = cookie.split('=')[1]!;
    const row = await t.database.db.selectFrom('sessions').where('token_hash', '=', hashSessionToken(token)).selectAll().executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('signs out a client that names JSON and sends no body, as the spec\'s sign-out does', async () => {
    const cookie = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: { cookie, 'content-type': 'application/json' } });
    expect(logout.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', headers: { 'content-type': 'application/json' }, payload: '{"phone' });
    expect(malformed.json().message).toBe('The request body is not valid JSON.');
  });

  it('signs in with the phone written with +91, spaces or a leading 0', async () => {
    for (const phoneNumber of ['+91 90000 00000', '+919000000000', '09000000000']) {
      const response = await rest('POST', '/users/login', undefined, { phoneNumber, password: t.config.superadminPassword });
      expect(response.statusCode, phoneNumber).toBe(200);
    }
  });

  it('ends a session left idle longer than the idle timeout, and keeps one in use', async () => {
    t.clock.set(TEST_NOW);
    const idle = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    const busy = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    for (let minute = 0; minute < 4; minute++) {
      t.clock.advance(20 * 60_000);
      expect((await me(busy)).statusCode).toBe(200);
    }
    expect((await me(idle)).statusCode).toBe(401);
    t.clock.set(TEST_NOW);
  });

  it('ends a session at the absolute timeout however busy it is', async () => {
    t.clock.set(TEST_NOW);
    const cookie = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    for (let step = 0; step < 16; step++) {
      t.clock.advance(29 * 60_000);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.advance(29 * 60_000); // 8 h 13 min after sign-in
    expect((await me(cookie)).statusCode).toBe(401);
    t.clock.set(TEST_NOW);
  });
});

describe('sign-in throttling', () => {
  it('stops one address after the limit of wrong guesses for a phone, even with the right password then', async () => {
    const business = await createBusiness(t.database);
    for (let i = 0; i < 3; i++) expect((await login(business.adminPhone, 'wrong', '10.1.0.1')).statusCode).toBe(401);
    t.clock.advance(5 * 60_000); // past the phone's growing delay: only this address's own count stands
    const blocked = await login(business.adminPhone, business.adminPassword, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messagesEn.auth.signIn.tooManyAttempts);
    t.clock.advance(11 * 60_000);
    expect((await login(business.adminPhone, business.adminPassword, '10.1.0.1')).statusCode).toBe(200);
    t.clock.set(TEST_NOW);
  });

  it('cannot be used to lock the owner out: guesses from elsewhere only delay the owner, who then gets in', async () => {
    const business = await createBusiness(t.database);
    // A stranger's wrong guesses from several addresses, repeated.
    for (let i = 0; i < 6; i++) await login(business.adminPhone, 'wrong', `10.5.0.${i}`);
    const delayed = await login(business.adminPhone, business.adminPassword, '10.5.9.9');
    expect(delayed.statusCode).toBe(429);
    t.clock.advance(8_000); // the phone's delay after 6 failures against a limit of 3: 8 s
    expect((await login(business.adminPhone, business.adminPassword, '10.5.9.9')).statusCode).toBe(200);
    t.clock.set(TEST_NOW);
  });

  it('answers 429 after repeated failures from one address across many phones', async () => {
    for (let i = 0; i < 6; i++) await login(`98000000${10 + i}`, 'wrong', '10.2.0.1');
    const blocked = await login(t.config.superadminPhone, t.config.superadminPassword, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect((await login(t.config.superadminPhone, t.config.superadminPassword, '10.2.0.2')).statusCode).toBe(200);
  });

  it('gives 40 parallel guesses from one address no more than the limit', async () => {
    const business = await createBusiness(t.database);
    const answers = await Promise.all(Array.from({ length: 40 }, () => login(business.adminPhone, 'wrong', '10.6.0.1')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(37);
  });

  it('refuses a tRPC batch that carries a sign-in, so 16 guesses in one request are not 16 tries', async () => {
    const business = await createBusiness(t.database);
    const inputs = Object.fromEntries(
      Array.from({ length: 16 }, (_, i) => [i, { phoneNumber: business.adminPhone, password: i === 15 ? business.adminPassword : `wrong-${i}` }]),
    );
    const batch = await t.app.inject({
      method: 'POST',
      url: `/trpc/${Array.from({ length: 16 }, () => 'users.login').join(',')}?batch=1`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(inputs),
      remoteAddress: '10.7.0.1',
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().error.message).toBe('Sign in with a call of its own, not inside a batch of calls.');
    expect(sessionCookieOf(batch)).toBeUndefined();
    // The app's own sign-in is a batch of one, which stays allowed.
    const single = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.login?batch=1',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { phoneNumber: business.adminPhone, password: business.adminPassword } }),
      remoteAddress: '10.7.0.1',
    });
    expect(single.statusCode).toBe(200);
  });

  it('counts failures in the database, so a second server process agrees', async () => {
    const business = await createBusiness(t.database);
    const second = await createTestApp({ signInMaxFailuresPerPhone: 3 }, t.database);
    try {
      for (let i = 0; i < 3; i++) await login(business.adminPhone, 'wrong', '10.3.0.1');
      const onSecond = await second.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { phoneNumber: business.adminPhone, password: business.adminPassword },
        remoteAddress: '10.3.0.1',
      });
      expect(onSecond.statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });
});

describe('tRPC requests', () => {
  it('carries a batch of 20 calls, the most the client sends', async () => {
    const cookie = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    const paths = Array.from({ length: 20 }, () => 'superadmin.helpDeskTickets.list').join(',');
    const input = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, { page: 1, pageSize: 10, search: '' }]));
    const batch = await t.app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie } });
    expect(batch.statusCode).toBe(200);
    expect(batch.json()).toHaveLength(20);
  });

  it('refuses __proto__ and constructor.prototype keys in a body or ?input=, as REST does, changing nothing', async () => {
    const cookie = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.logout',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"__proto__":{"isAdmin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().error.message).toBe('The request names a property Sevak does not accept (__proto__ or constructor.prototype).');
    const query = encodeURIComponent('{"constructor":{"prototype":{"x":1}},"page":1}');
    expect((await t.app.inject({ method: 'GET', url: `/trpc/superadmin.businesses.list?input=${query}`, headers: { cookie } })).statusCode).toBe(400);
    expect((await me(cookie)).statusCode).toBe(200);
  });
});

describe('access period', () => {
  it('refuses sign-in after the expiry date and before the start date, with the date in the message', async () => {
    const expired = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-11-20' });
    const notYet = await createBusiness(t.database, { startDate: '2026-12-01', expiryDate: '2027-11-30' });
    const afterExpiry = await login(expired.adminPhone, expired.adminPassword, '10.4.0.1');
    expect(afterExpiry.statusCode).toBe(403);
    expect(afterExpiry.json().message).toBe('Your access expired on 20 Nov 2026. Contact support to renew.');
    const beforeStart = await login(notYet.adminPhone, notYet.adminPassword, '10.4.0.1');
    expect(beforeStart.statusCode).toBe(403);
    expect(beforeStart.json().message).toBe('Your access starts on 1 Dec 2026.');
  });

  it('counts the expiry day to its last minute in India time', async () => {
    const business = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-11-21' });
    t.clock.set('2026-11-21T18:00:00Z'); // 23:30 IST on the expiry day
    expect((await login(business.adminPhone, business.adminPassword, '10.4.0.2')).statusCode).toBe(200);
    t.clock.set('2026-11-21T18:31:00Z'); // 00:01 IST the next day
    expect((await login(business.adminPhone, business.adminPassword, '10.4.0.2')).statusCode).toBe(403);
    t.clock.set(TEST_NOW);
  });

  it('answers 403 to admin calls of a session whose business expired after sign-in', async () => {
    const business = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-11-21' });
    t.clock.set('2026-11-21T18:20:00Z'); // 23:50 IST on the expiry day
    const cookie = await signInAs(t.app, business.adminPhone, business.adminPassword);
    expect((await query('admin.profile.get', cookie)).statusCode).toBe(200);
    t.clock.set('2026-11-21T18:35:00Z'); // 00:05 IST the next day, the session still fresh
    const refused = await query('admin.profile.get', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your access expired on 21 Nov 2026. Contact support to renew.');
    t.clock.set(TEST_NOW);
  });

  it("keeps employees and customers of an expired business from signing in", async () => {
    const business = await createBusiness(t.database, { startDate: '2026-01-01', expiryDate: '2026-10-31' });
    const employee = await createMember(t.database, business.businessId, 'EMPLOYEE');
    const customer = await createMember(t.database, business.businessId, 'CUSTOMER');
    expect((await login(employee.phone, employee.password, '10.4.0.3')).statusCode).toBe(403);
    expect((await login(customer.phone, customer.password, '10.4.0.3')).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('refuses anonymous calls with 401 and calls of another role with 403', async () => {
    const business = await createBusiness(t.database);
    const employee = await createMember(t.database, business.businessId, 'EMPLOYEE');
    const admin = await signInAs(t.app, business.adminPhone, business.adminPassword);
    const superadmin = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    const staff = await signInAs(t.app, employee.phone, employee.password);

    expect((await query('admin.profile.get')).statusCode).toBe(401);
    expect((await query('admin.profile.get', superadmin)).statusCode).toBe(403);
    expect((await query('admin.profile.get', staff)).statusCode).toBe(403);
    expect((await query('superadmin.businesses.list', admin, {})).statusCode).toBe(403);
    expect((await query('employee.home', admin)).statusCode).toBe(403);
    expect((await query('customer.home', staff)).statusCode).toBe(403);
    expect((await rest('GET', '/employee/home', admin)).statusCode).toBe(403);
    expect((await rest('GET', '/customer/home', staff)).statusCode).toBe(403);

    expect((await query('admin.profile.get', admin)).json().result.data.id).toBe(business.businessId);
    expect((await query('superadmin.businesses.list', superadmin, {})).statusCode).toBe(200);
    const home = { fullname: 'Ravi Kumar', businessName: 'Shree Ganesh Water Solutions' };
    expect((await query('employee.home', staff)).json().result.data).toEqual(home);
    expect((await rest('GET', '/employee/home', staff)).json().data).toEqual(home);
  });
});

describe('a refused sign-in takes the same work whatever the phone holds', () => {
  const account = (id: string) => ({ id, passwordHash: `hash-${id}` });

  it('checks the same number of hashes for a phone with no, one or three accounts', () => {
    const counts = [[], [account('a')], [account('a'), account('b'), account('c')]].map(
      (accounts) => hashesToCheck(accounts, 'stand-in').length,
    );
    expect(counts).toEqual([PASSWORD_CHECKS_PER_SIGN_IN, PASSWORD_CHECKS_PER_SIGN_IN, PASSWORD_CHECKS_PER_SIGN_IN]);
  });

  it("checks the phone's own accounts first, in order, and every one of a phone with more", () => {
    expect(hashesToCheck([account('a'), account('b')], 'stand-in').map((check) => check.passwordHash)).toEqual([
      'hash-a',
      'hash-b',
      'stand-in',
    ]);
    const many = ['a', 'b', 'c', 'd'].map(account);
    expect(hashesToCheck(many, 'stand-in').map((check) => check.account?.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
