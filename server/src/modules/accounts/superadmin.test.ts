import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SUPERADMIN, loadConfig, refusalToServe } from '../../config';
import { callsTo, createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { ensureSuperadmin } from './superadmin';

/*
 * The platform operator follows the environment at every start: a new SUPERADMIN_PASSWORD
 * replaces the old one, a new SUPERADMIN_PHONE retires the old account, and the operator can
 * change their own password in between.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ superadminPhone: '9811100001', superadminPassword: 'first-operator-secret' });
});
afterAll(() => t.close());

const { rest } = callsTo(() => t.app);
const login = (phoneNumber: string, password: string) => rest('POST', '/users/login', undefined, { phoneNumber, password });

/** A start of the server with this environment, on the same database. */
async function restartWith(phone: string, password: string) {
  return ensureSuperadmin({ ...t.app.deps, config: { ...t.config, superadminPhone: phone, superadminPassword: password } });
}

describe('the superadmin at start', () => {
  it('follows a changed SUPERADMIN_PASSWORD: the old one stops working and its sessions end', async () => {
    const session = await signInAs(t.app, '9811100001', 'first-operator-secret');
    expect(await restartWith('9811100001', 'first-operator-secret')).toBe(false);
    expect((await rest('GET', '/users/me', session)).statusCode).toBe(200);

    await restartWith('9811100001', 'second-operator-secret');
    expect((await login('9811100001', 'first-operator-secret')).statusCode).toBe(401);
    expect((await login('9811100001', 'second-operator-secret')).statusCode).toBe(200);
    expect((await rest('GET', '/users/me', session)).statusCode).toBe(401);
  });

  it('retires the operator whose phone is no longer SUPERADMIN_PHONE', async () => {
    const oldSession = await signInAs(t.app, '9811100001', 'second-operator-secret');
    expect(await restartWith('9811100009', 'second-operator-secret')).toBe(true);
    expect((await login('9811100001', 'second-operator-secret')).statusCode).toBe(401);
    expect((await rest('GET', '/users/me', oldSession)).statusCode).toBe(401);
    expect((await login('9811100009', 'second-operator-secret')).statusCode).toBe(200);
  });
});

describe('the operator changes their own password', () => {
  it('asks for the current one, keeps this session, ends the others, and keeps it across a restart', async () => {
    const here = await signInAs(t.app, '9811100009', 'second-operator-secret');
    const elsewhere = await signInAs(t.app, '9811100009', 'second-operator-secret');
    const wrong = await rest('PUT', '/superAdmin/password', here, { currentPassword: 'not-it', newPassword: 'console-chosen-secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct.');
    const short = await rest('PUT', '/superAdmin/password', here, { currentPassword: 'second-operator-secret', newPassword: 'short' });
    expect(short.json().errors).toEqual(['New password must be at least 10 characters']);

    const changed = await rest('PUT', '/superAdmin/password', here, { currentPassword: 'second-operator-secret', newPassword: 'console-chosen-secret' });
    expect(changed.json()).toMatchObject({ success: true, message: 'Password changed successfully' });
    expect((await rest('GET', '/users/me', here)).statusCode).toBe(200);
    expect((await rest('GET', '/users/me', elsewhere)).statusCode).toBe(401);

    // The environment did not change, so a restart keeps the password the operator chose.
    await restartWith('9811100009', 'second-operator-secret');
    expect((await login('9811100009', 'console-chosen-secret')).statusCode).toBe(200);
    expect((await login('9811100009', 'second-operator-secret')).statusCode).toBe(401);
  });
});

describe('production', () => {
  it('refuses the development sign-in and loads no demo business unless asked', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(refusalToServe(production)).toMatch(/^Refusing to start with NODE_ENV=production and the development superadmin sign-in/);
    expect(refusalToServe(loadConfig({ NODE_ENV: 'production', SUPERADMIN_PHONE: '9811100001', SUPERADMIN_PASSWORD: 'x'.repeat(12) }))).toBeUndefined();
    expect(refusalToServe(loadConfig({ NODE_ENV: 'production', SUPERADMIN_PHONE: '9811100001', SUPERADMIN_PASSWORD: DEV_SUPERADMIN.password }))).toBeDefined();
    expect(production.seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
  });
});
