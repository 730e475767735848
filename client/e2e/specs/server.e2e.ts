/* The server as started for these tests, and the REST sign-in cycle through plain fetch. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SUPERADMIN, harness } from '../harness';

const STARTUP_LIMIT_MS = 60_000;

describe('server start', () => {
  it('answered GET /healthz on the configured HOST and PORT', async () => {
    const start = harness.start;
    assert.ok(start, 'the server did not start');
    console.log(`# ${start.engine}: /healthz answered 200 ${start.healthyAfterMs} ms after spawn`);
    if (start.engine === 'pglite') {
      // A fresh DATA_DIR: initdb, migrations and the demo business all happen in this start.
      assert.ok(start.healthyAfterMs <= STARTUP_LIMIT_MS, `healthy only after ${start.healthyAfterMs} ms`);
    }
    const response = await fetch(`${harness.baseUrl}/healthz`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ok' });
  });
});

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

interface UserBody {
  role: string;
  fullname: string;
}

const api = (path: string) => `${harness.baseUrl}/api/v1${path}`;

function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  assert.ok(cookies.length > 0, 'the sign-in set no cookie');
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('REST sign-in cycle', () => {
  it('signs the superadmin in, knows them, signs them out, and refuses the old cookie', async () => {
    const login = await fetch(api('/users/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: SUPERADMIN.phone, password: SUPERADMIN.password }),
    });
    assert.equal(login.status, 200);
    const loginBody = (await login.json()) as Envelope<{ user: UserBody }>;
    assert.equal(loginBody.data.user.role, 'SUPERADMIN');
    const cookie = sessionCookie(login);

    const me = await fetch(api('/users/me'), { headers: { cookie } });
    assert.equal(me.status, 200);
    assert.equal(((await me.json()) as Envelope<UserBody>).data.role, 'SUPERADMIN');

    const logout = await fetch(api('/users/logout'), { method: 'POST', headers: { cookie } });
    assert.equal(logout.status, 200);

    const replay = await fetch(api('/users/me'), { headers: { cookie } });
    assert.equal(replay.status, 401);
  });

  it('refuses /users/me without a cookie', async () => {
    const response = await fetch(api('/users/me'));
    assert.equal(response.status, 401);
  });
});
