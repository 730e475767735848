import { messagesEn } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, createTestApp, jpegDataUrl, logoServedAt, signInAs, uniquePhone, type TestApp } from '../test/test-app';

/*
 * Logos live at URLs of their own (/logos/<business>/<version>): lists and the session carry the
 * URL, so their size does not grow with the logos, and a browser fetches each logo once.
 */

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
});
afterAll(() => t.close());

const { rest, query } = callsTo(() => t.app);

const PNG_DOT = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SVG = `data:image/svg+xml;base64,${Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;

async function registerBusiness(image: string | null) {
  const phoneNumber = uniquePhone();
  const response = await rest('POST', '/superAdmin/admin', operator, {
    email: 'owner@logo.in',
    fullname: 'Logo Traders',
    password: 'logo-pass-1',
    phoneNumber,
    startDate: '2026-11-01',
    expiryDate: '2027-10-31',
    image,
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().data.id as string, image: response.json().data.image as string | null, phoneNumber };
}

describe('business logos', () => {
  it('keeps a page of businesses with 1 MB logos, and the owner’s session, a few kilobytes', async () => {
    const owners = [];
    for (let i = 0; i < 10; i++) owners.push(await registerBusiness(jpegDataUrl(1024 * 1024 - i)));

    const page = await rest('GET', '/superAdmin/admin?search=Logo%20Traders&limit=10', operator);
    expect(page.json().data).toHaveLength(10);
    expect(page.rawPayload.length).toBeLessThan(20_000);

    const owner = await signInAs(t.app, owners[0]!.phoneNumber, 'logo-pass-1');
    const me = await rest('GET', '/users/me', owner);
    expect(me.json().data.image).toBe(owners[0]!.image);
    expect(me.rawPayload.length).toBeLessThan(2_000);
    console.log(`# logos: a page of 10 businesses with 1 MB logos is ${page.rawPayload.length} bytes; /users/me is ${me.rawPayload.length} bytes`);
    expect((await query('users.me', owner)).rawPayload.length).toBeLessThan(2_000);
  });

  it('serves the image as uploaded, cacheable for a year; a new logo is a new URL, the old one is gone', async () => {
    const business = await registerBusiness(PNG_DOT);
    const served = await t.app.inject({ method: 'GET', url: business.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await logoServedAt(t.app, business.image)).toBe(PNG_DOT);

    const owner = await signInAs(t.app, business.phoneNumber, 'logo-pass-1');
    const profile = (await rest('GET', '/admin', owner)).json().data;
    const changed = await rest('PUT', '/admin', owner, { ...profile.user, image: jpegDataUrl(64) });
    const newUrl = changed.json().data.image;
    expect(newUrl).not.toBe(business.image);
    expect(await logoServedAt(t.app, newUrl)).toBe(jpegDataUrl(64));
    expect((await t.app.inject({ method: 'GET', url: business.image! })).statusCode).toBe(404);

    const removed = await rest('PUT', '/admin', owner, { ...profile.user, image: '' });
    expect(removed.json().data.image).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(404);
  });

  it('answers 404 for a business without that logo, whatever the path holds', async () => {
    const business = await registerBusiness(null);
    for (const url of [`/logos/${business.id}/0123456789abcdef`, '/logos/not-a-business/0123456789abcdef', `/logos/${business.id}/..%2f..%2fetc`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses bytes that are not the image their label says, saving nothing', async () => {
    const html = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;
    const business = await registerBusiness(PNG_DOT);
    const owner = await signInAs(t.app, business.phoneNumber, 'logo-pass-1');
    const profile = (await rest('GET', '/admin', owner)).json().data;
    const refused = await rest('PUT', '/admin', owner, { ...profile.user, image: html });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([messagesEn.businesses.validation.logoKind]);
    expect((await rest('GET', '/admin', owner)).json().data.image).toBe(business.image);

    const created = await rest('POST', '/superAdmin/admin', operator, { ...profile.user, phoneNumber: uniquePhone(), password: 'logo-pass-1', startDate: '2026-11-01', expiryDate: '2027-10-31', image: html });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual([messagesEn.businesses.validation.logoKind]);
  });

  it('serves an SVG logo under a policy that runs nothing when it is opened on its own', async () => {
    const business = await registerBusiness(SVG);
    const served = await t.app.inject({ method: 'GET', url: business.image! });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('what a browser may keep', () => {
  it('answers under /api/v1 and /trpc with Cache-Control: no-store, signed in or not', async () => {
    const answers = [
      await rest('GET', '/superAdmin/admin', operator),
      await rest('GET', '/users/me', operator),
      await query('superadmin.businesses.list', operator, {}),
      await rest('GET', '/users/me'),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
