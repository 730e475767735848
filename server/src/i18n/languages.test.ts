import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, messagesEn, MSG } from '@sevak/shared';
import { messagesHi } from '@sevak/shared/i18n/messages.hi';
import { callsTo, createBusiness, createMember, createTestApp, signInAs, type TestApp } from '../test/test-app';
import { renderMessage } from './messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { query, mutation } = callsTo(() => t.app);
const login = (payload: object, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload,
    headers: language ? { 'accept-language': language } : {},
    remoteAddress: '10.7.0.1',
  });

describe('a message rendered by the server', () => {
  it('fills its values, rendering a value that is itself a message first, in either language', () => {
    const invalidDate = message(MSG.common.validation.recordDateInvalid, { what: message(MSG.common.fields.invoiceDate) });
    expect(renderMessage(invalidDate)).toBe('Enter a valid invoice date');
    expect(renderMessage(invalidDate, 'hi')).toBe('सही बिल की तारीख लिखें');
    expect(renderMessage(message(MSG.common.validation.tooLong, { maximum: 100 }), 'hi')).toBe('ज़्यादा से ज़्यादा 100 अक्षर लिखें');
  });

  it('passes a sentence that is no key through as it came', () => {
    expect(renderMessage('Invalid input: expected string, received number', 'hi')).toBe('Invalid input: expected string, received number');
  });
});

describe('the REST door in Hindi', () => {
  it('answers in English unless the request asks for Hindi, then in Hindi: the refusal and each field', async () => {
    const english = await login({ phoneNumber: '', password: '' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({ message: messagesEn.auth.signIn.missingFields, errors: [messagesEn.auth.signIn.missingFields] });

    const hindi = await login({ phoneNumber: '', password: '' }, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({ success: false, message: messagesHi.auth.signIn.missingFields, errors: [messagesHi.auth.signIn.missingFields] });
  });

  it('says a refusal of the service and a success in Hindi too', async () => {
    const refused = await login({ phoneNumber: '9000000001', password: 'not-the-password' }, 'hi');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('फ़ोन नंबर या पासवर्ड गलत है');

    const signedIn = await login({ phoneNumber: t.config.superadminPhone, password: t.config.superadminPassword }, 'hi');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().message).toBe(messagesHi.auth.rest.login);
  });

  it('answers a path it does not know in Hindi, naming the path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere', headers: { 'accept-language': 'hi' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('GET /api/v1/nowhere का कोई रास्ता नहीं है।');
  });
});

describe('tRPC errors', () => {
  it('carry their messages by key, with the English beside them, for the client to render', async () => {
    const response = await mutation('users.login', undefined, { phoneNumber: '', password: '' });
    const { error } = response.json();
    expect(error.message).toBe(messagesEn.auth.signIn.missingFields);
    expect(error.data.messages.map((sent: { key: string }) => sent.key)).toEqual([MSG.auth.signIn.missingFields]);
  });
});

describe("a person's language", () => {
  it('is English until they choose, then follows them to their next sign-in', async () => {
    const shop = await createBusiness(t.database);
    const technician = await createMember(t.database, shop.businessId, 'EMPLOYEE');
    const cookie = await signInAs(t.app, technician.phone, technician.password);
    expect((await query('users.me', cookie)).json().result.data.language).toBe('en');

    const saved = await mutation('users.setLanguage', cookie, { language: 'hi' });
    expect(saved.json().result.data).toEqual({ language: 'hi' });

    const again = await signInAs(t.app, technician.phone, technician.password);
    expect((await query('users.me', again)).json().result.data.language).toBe('hi');
  });

  it('is English or Hindi, nothing else, and nothing is saved otherwise', async () => {
    const shop = await createBusiness(t.database);
    const cookie = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me/language', headers: { cookie }, payload: { language: 'fr' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messagesEn.auth.languageUnknown);
    expect((await query('users.me', cookie)).json().result.data.language).toBe('en');
  });
});
