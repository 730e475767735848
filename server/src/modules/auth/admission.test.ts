import { message, messagesEn, MSG, type CurrentUser, type Role } from '@sevak/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { admit, type Access } from './admission';
import type { OperationKind } from '../../operations/operation';
import type { Session } from './sessions.service';

const TOKEN_HASH = Buffer.from('a session token hash');
const OPEN = { open: true, daysLeft: 40 } as const;
const EXPIRED = { open: false, message: message(MSG.auth.access.expiredOn, { date: '21 Nov 2026' }) } as const;

function sessionOf(role: Role, overrides: Partial<Session> = {}): Session {
  const user: CurrentUser = {
    id: `${role.toLowerCase()}-user`,
    role,
    username: '9822011223',
    fullname: 'Sunita Patil',
    phoneNumber: '9822011223',
    email: null,
    address: null,
    image: null,
    businessId: role === 'SUPERADMIN' ? null : 'business-a',
    language: 'en',
  };
  return {
    tokenHash: TOKEN_HASH,
    user,
    access: role === 'SUPERADMIN' ? undefined : OPEN,
    employeeId: role === 'EMPLOYEE' ? 'employee-7' : null,
    customerId: role === 'CUSTOMER' ? 'customer-9' : null,
    ...overrides,
  };
}

function refusal(
  access: Exclude<Access, 'PUBLIC'>,
  session: Session | undefined,
  kind: OperationKind = 'query',
): { status: number; message: string } {
  try {
    admit(access, session, kind);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error(`${access} admitted the session`);
}

describe('admission: a session becomes the caller an operation acts for', () => {
  it('gives each role its own caller, with the business and the record it acts for', () => {
    expect(admit('ADMIN', sessionOf('ADMIN'), 'query')).toEqual({
      caller: { role: 'ADMIN', userId: 'admin-user', businessId: 'business-a', sessionTokenHash: TOKEN_HASH, user: expect.anything() },
      scope: { businessId: 'business-a' },
    });
    expect(admit('EMPLOYEE', sessionOf('EMPLOYEE'), 'query').caller).toMatchObject({ role: 'EMPLOYEE', businessId: 'business-a', employeeId: 'employee-7' });
    expect(admit('CUSTOMER', sessionOf('CUSTOMER'), 'query').caller).toMatchObject({ role: 'CUSTOMER', businessId: 'business-a', customerId: 'customer-9' });
    expect(admit('SUPERADMIN', sessionOf('SUPERADMIN'), 'query')).toMatchObject({ caller: { role: 'SUPERADMIN' }, scope: 'platform' });
  });

  it('refuses no session with 401, another role with 403, and a closed access period with its message', () => {
    expect(refusal('ADMIN', undefined).status).toBe(401);
    expect(refusal('SIGNED_IN', undefined).status).toBe(401);
    expect(refusal('ADMIN', sessionOf('EMPLOYEE')).status).toBe(403);
    expect(refusal('SUPERADMIN', sessionOf('ADMIN')).status).toBe(403);
    expect(refusal('ADMIN', sessionOf('ADMIN', { access: EXPIRED }))).toEqual({ status: 403, message: 'Your access expired on 21 Nov 2026. Contact support to renew.' });
  });

  it('refuses an employee or customer account whose record is gone: there is nothing left to act for', () => {
    expect(refusal('EMPLOYEE', sessionOf('EMPLOYEE', { employeeId: null })).status).toBe(403);
    expect(refusal('CUSTOMER', sessionOf('CUSTOMER', { customerId: null })).status).toBe(403);
  });

  it('lets an ANYONE call through without a session, in a scope that sees no business', () => {
    expect(admit('ANYONE', undefined, 'query')).toEqual({ caller: undefined, scope: 'nobody' });
    expect(admit('ANYONE', sessionOf('CUSTOMER'), 'query').scope).toEqual({ businessId: 'business-a' });
    expect(admit('SIGNED_IN', sessionOf('SUPERADMIN'), 'query').scope).toBe('platform');
  });

  it('lets the operator viewing a business (support access) read it as its owner, read-only, and nothing more', () => {
    const viewing = (running: boolean) =>
      sessionOf('SUPERADMIN', { supportAccess: { businessId: 'business-a', ownerUserId: 'owner-of-a', running } });
    expect(admit('ADMIN', viewing(true), 'query')).toEqual({
      caller: expect.objectContaining({ role: 'ADMIN', userId: 'owner-of-a', businessId: 'business-a', supportAccess: true }),
      scope: { businessId: 'business-a', readOnly: true },
    });
    expect(admit('ADMIN', viewing(true), 'download').scope).toEqual({ businessId: 'business-a', readOnly: true });
    expect(refusal('ADMIN', viewing(true), 'mutation')).toEqual({ status: 403, message: messagesEn.supportAccess.errors.readOnly });
    expect(refusal('ADMIN', viewing(false))).toEqual({ status: 403, message: messagesEn.supportAccess.errors.ended });
    // The business's technician's and customer's calls stay theirs; the operator's own calls stay the platform's.
    expect(refusal('EMPLOYEE', viewing(true)).status).toBe(403);
    expect(admit('SUPERADMIN', viewing(true), 'mutation').scope).toBe('platform');
  });
});
