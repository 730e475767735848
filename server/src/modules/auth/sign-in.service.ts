import { SIGN_IN_MESSAGES, type CurrentUser, type Role, type SignInInput } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { inDataScope } from '../../tenancy/data-scope';
import { findAccountsByPhone } from '../accounts/accounts.repository';
import { accessStateOf } from './access-period';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { startSession, toCurrentUser } from './sessions.service';
import { claimSignInAttempt, forgiveSignInFailures } from './sign-in-throttle';

const ROLE_ORDER: Role[] = ['SUPERADMIN', 'ADMIN', 'EMPLOYEE', 'CUSTOMER'];

/**
 * Phone + password sign-in. One phone may hold several accounts (a customer of two shops); the
 * account whose password matches signs in, in the order of PRODUCT.md "Tenancy". Unknown phone
 * and wrong password answer the same, in about the same time.
 */
export async function signIn(
  deps: AppDeps,
  input: SignInInput,
  clientAddress: string,
): Promise<{ user: CurrentUser; token: string }> {
  const throttleKeys = { phone: input.phoneNumber, address: clientAddress };
  // Counted as a failure before the password is checked, so parallel guesses cannot pass the limit.
  const attempt = await claimSignInAttempt(deps, throttleKeys);

  // Whose phone this is cannot be known before looking across every business.
  const accounts = (await inDataScope(deps.db, 'platform', (db) => findAccountsByPhone(db, input.phoneNumber)))
    .filter((account) => account.passwordHash !== null)
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.createdAt.getTime() - b.createdAt.getTime());

  let matched: (typeof accounts)[number] | undefined;
  for (const account of accounts) {
    if (await verifyPassword(account.passwordHash!, input.password)) {
      matched = account;
      break;
    }
  }
  if (accounts.length === 0) await verifyAgainstNothing(input.password);

  if (!matched) throw new AppError('UNAUTHORIZED', SIGN_IN_MESSAGES.invalidCredentials);
  await forgiveSignInFailures(deps, throttleKeys, attempt);

  if (matched.startDate && matched.expiryDate) {
    const period = { startDate: matched.startDate, expiryDate: matched.expiryDate };
    const access = accessStateOf(period, deps.config.businessTimeZone, deps.clock.now());
    if (!access.open) throw AppError.forbidden(access.message);
  }

  const token = await startSession(deps, matched);
  return { user: toCurrentUser(matched), token };
}
