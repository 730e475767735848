import { MSG, type CurrentUser, type Role, type SignInInput } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { inDataScope } from '../../tenancy/data-scope';
import { findAccountsByPhone } from '../accounts/accounts.repository';
import { recordSignIn } from '../operator-console/business-usage';
import { accessStateOf } from './access-period';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { startSession, toCurrentUser } from './sessions.service';
import { claimSignInAttempt, forgiveSignInFailures } from './sign-in-throttle';

const ROLE_ORDER: Role[] = ['SUPERADMIN', 'ADMIN', 'EMPLOYEE', 'CUSTOMER'];

/**
 * A failed sign-in checks the password against this many hashes whatever the phone holds: none,
 * one account, or a customer of three shops. Each check costs the same argon2 work, so how long
 * a refusal takes does not tell how many businesses know a phone. A phone with more accounts
 * than this checks them all.
 */
export const PASSWORD_CHECKS_PER_SIGN_IN = 3;

/** The hashes a sign-in checks, in order: the phone's accounts', then stand-ins up to the fixed count. */
export function hashesToCheck<Account extends { passwordHash: string }>(
  accounts: Account[],
  standIn: string,
): Array<{ account: Account | null; passwordHash: string }> {
  const checks = accounts.map((account) => ({ account: account as Account | null, passwordHash: account.passwordHash }));
  while (checks.length < PASSWORD_CHECKS_PER_SIGN_IN) checks.push({ account: null, passwordHash: standIn });
  return checks;
}

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
    .flatMap(({ passwordHash, ...account }) => (passwordHash === null ? [] : [{ ...account, passwordHash }]))
    .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) || a.createdAt.getTime() - b.createdAt.getTime());

  // The first account whose password matches signs in; a refusal has checked the fixed count.
  let matched: (typeof accounts)[number] | undefined;
  for (const check of hashesToCheck(accounts, await dummyPasswordHash())) {
    const matches = await verifyPassword(check.passwordHash, input.password);
    if (matches && check.account) {
      matched = check.account;
      break;
    }
  }

  if (!matched) throw new AppError('UNAUTHORIZED', MSG.auth.signIn.invalidCredentials);
  await forgiveSignInFailures(deps, throttleKeys, attempt);

  if (matched.startDate && matched.expiryDate) {
    const period = { startDate: matched.startDate, expiryDate: matched.expiryDate };
    const access = accessStateOf(period, deps.config.businessTimeZone, deps.clock.now());
    if (!access.open) throw AppError.forbidden(access.message);
  }

  const token = await startSession(deps, matched);
  // The operator's console shows when a business was last used (business_usage).
  const { businessId } = matched;
  if (businessId) await inDataScope(deps.db, 'platform', (db) => recordSignIn(db, businessId, deps.clock.now()));
  return { user: toCurrentUser(matched), token };
}
