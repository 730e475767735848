import type { Kysely } from 'kysely';
import type { Database, Language, Role } from '@sevak/db';
import { logoUrl } from '../logos/logos';

/*
 * The `users` and `sessions` tables: every account that signs in (the operator, a business's
 * owner, its employees and customers) and its sessions. Features create and change their people's
 * accounts through these functions only; the employee or customer record beside an account is
 * the feature's own.
 */

/** An account as signing in and every signed-in call read it: the person, and their business's access period. */
const SIGNED_IN_ACCOUNT = [
  'users.id',
  'users.role',
  'users.fullname',
  'users.phone_number as phoneNumber',
  'users.email',
  'users.address',
  'users.image',
  'users.language',
  'users.business_id as businessId',
  'businesses.start_date as startDate',
  'businesses.expiry_date as expiryDate',
  logoUrl().as('businessLogo'),
] as const;

/** What a person's account says about them. */
export interface AccountFields {
  fullname: string;
  phoneNumber: string;
  email: string | null;
  address: string | null;
  /** The person's language; left out, a new account is English and a changed one keeps its own. */
  language?: Language | undefined;
}

/** Whose account: its role and its business (none for the operator). */
export interface AccountOwner {
  businessId: string | null;
  role: Role;
}

const accountColumns = (owner: AccountOwner, fields: AccountFields & { passwordHash: string | null }) => ({
  business_id: owner.businessId,
  role: owner.role,
  fullname: fields.fullname,
  phone_number: fields.phoneNumber,
  email: fields.email,
  address: fields.address,
  password_hash: fields.passwordHash,
  ...(fields.language === undefined ? {} : { language: fields.language }),
});

export async function insertAccount(
  db: Kysely<Database>,
  owner: AccountOwner,
  fields: AccountFields & { passwordHash: string | null },
): Promise<string> {
  const row = await db.insertInto('users').values(accountColumns(owner, fields)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Keeps the language a person chose for their screens (and, for a customer, their reminders). */
export async function updateAccountLanguage(db: Kysely<Database>, userId: string, language: Language): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** Several accounts of one role and business in one statement (an import); their ids by phone, each phone being theirs alone. */
export async function insertAccounts(
  db: Kysely<Database>,
  owner: AccountOwner,
  accounts: (AccountFields & { passwordHash: string | null })[],
): Promise<Map<string, string>> {
  if (accounts.length === 0) return new Map();
  const rows = await db
    .insertInto('users')
    .values(accounts.map((fields) => accountColumns(owner, fields)))
    .returning(['id', 'phone_number'])
    .execute();
  return new Map(rows.map((row) => [row.phone_number, row.id]));
}

/** Changes the account `userId` of that role and business; a password hash of `undefined` keeps the password. */
export async function updateAccount(
  db: Kysely<Database>,
  owner: AccountOwner & { userId: string },
  fields: AccountFields & { passwordHash?: string | undefined },
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('users')
    .set({
      fullname: fields.fullname,
      phone_number: fields.phoneNumber,
      email: fields.email,
      address: fields.address,
      ...(fields.language === undefined ? {} : { language: fields.language }),
      ...(fields.passwordHash === undefined ? {} : { password_hash: fields.passwordHash }),
      updated_at: now,
    })
    .where('id', '=', owner.userId)
    .where('role', '=', owner.role);
  query = owner.businessId === null ? query.where('business_id', 'is', null) : query.where('business_id', '=', owner.businessId);
  await query.execute();
}

/**
 * Whether another account (other than `exceptUserId`) of these roles already signs in with this
 * phone: within one business for its employees or customers, across the platform for owners and
 * the operator (PRODUCT.md "Tenancy").
 */
export async function phoneTaken(
  db: Kysely<Database>,
  among: { roles: Role[]; businessId?: string },
  phoneNumber: string,
  exceptUserId?: string,
): Promise<boolean> {
  let query = db.selectFrom('users').where('phone_number', '=', phoneNumber).where('role', 'in', among.roles);
  if (among.businessId) query = query.where('business_id', '=', among.businessId);
  if (exceptUserId) query = query.where('id', '!=', exceptUserId);
  return (await query.select('id').executeTakeFirst()) !== undefined;
}

/** Removes an account with its sessions; the employee or customer record must be gone first. */
export async function deleteAccount(db: Kysely<Database>, businessId: string, userId: string): Promise<void> {
  await deleteSessionsOfUser(db, userId);
  await db.deleteFrom('users').where('business_id', '=', businessId).where('id', '=', userId).execute();
}

/** Every account that signs in with this phone, with its business's access period. */
export function findAccountsByPhone(db: Kysely<Database>, phoneNumber: string) {
  return db
    .selectFrom('users')
    .leftJoin('businesses', 'businesses.id', 'users.business_id')
    .where('users.phone_number', '=', phoneNumber)
    .select([...SIGNED_IN_ACCOUNT, 'users.password_hash as passwordHash', 'users.created_at as createdAt'])
    .execute();
}

/** Every platform operator account, signing in or disabled. */
export function findOperators(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .where('role', '=', 'SUPERADMIN')
    .select(['id', 'phone_number as phoneNumber', 'password_hash as passwordHash'])
    .execute();
}

/** The password hash of an account, to check a password its owner re-enters. */
export async function findPasswordHash(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').where('id', '=', userId).select('password_hash').executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Sets an account's password; null disables its sign-in while keeping the account. */
export async function setPasswordHash(db: Kysely<Database>, userId: string, passwordHash: string | null, now: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

export async function findPlatformSetting(db: Kysely<Database>, name: string): Promise<string | undefined> {
  return (await db.selectFrom('platform_settings').where('name', '=', name).select('value').executeTakeFirst())?.value;
}

export async function savePlatformSetting(db: Kysely<Database>, name: string, value: string, now: Date): Promise<void> {
  await db
    .insertInto('platform_settings')
    .values({ name, value, updated_at: now })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value, updated_at: now }))
    .execute();
}

// Sessions: each row is named by the SHA-256 of its token (modules/auth/sessions.service.ts).

/** The session named by a token hash, with its user and the user's business, in one query. */
export function findSessionByTokenHash(db: Kysely<Database>, tokenHash: Buffer) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('businesses', 'businesses.id', 'users.business_id')
    .where('sessions.token_hash', '=', tokenHash)
    .select([
      'sessions.created_at as sessionCreatedAt',
      'sessions.last_seen_at as sessionLastSeenAt',
      ...SIGNED_IN_ACCOUNT,
      // What an employee's or customer's calls act for: their own record in the business.
      (eb) =>
        eb
          .selectFrom('employees')
          .whereRef('employees.business_id', '=', 'users.business_id')
          .whereRef('employees.user_id', '=', 'users.id')
          .select('employees.id')
          .as('employeeId'),
      (eb) =>
        eb
          .selectFrom('customers')
          .whereRef('customers.business_id', '=', 'users.business_id')
          .whereRef('customers.user_id', '=', 'users.id')
          .select('customers.id')
          .as('customerId'),
    ])
    .executeTakeFirst();
}

export async function insertSession(
  db: Kysely<Database>,
  session: { tokenHash: Buffer; userId: string; businessId: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      business_id: session.businessId,
      created_at: session.now,
      last_seen_at: session.now,
    })
    .execute();
}

export async function touchSession(db: Kysely<Database>, tokenHash: Buffer, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
}

/** Ends a session; answers whose it was (for the audit trail), if it was still there. */
export async function deleteSession(db: Kysely<Database>, tokenHash: Buffer) {
  return db
    .deleteFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .returning([
      'sessions.user_id as id',
      'sessions.business_id as businessId',
      (eb) => eb.selectFrom('users').whereRef('users.id', '=', 'sessions.user_id').select('users.fullname').as('fullname'),
      (eb) => eb.selectFrom('users').whereRef('users.id', '=', 'sessions.user_id').select('users.role').as('role'),
    ])
    .executeTakeFirst();
}

/** Removes sessions that can no longer be used, so the table does not grow without bound. */
export async function deleteSessionsOlderThan(
  db: Kysely<Database>,
  limits: { createdBefore: Date; lastSeenBefore: Date },
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('created_at', '<', limits.createdBefore), eb('last_seen_at', '<', limits.lastSeenBefore)]))
    .execute();
}

/** Ends every session of an account; with `except`, all but that one (the caller's own). */
export async function deleteSessionsOfUser(db: Kysely<Database>, userId: string, except?: Buffer): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (except) query = query.where('token_hash', '!=', except);
  await query.execute();
}

/** Ends every session of a business: its admin's, its employees' and its customers'. */
export async function deleteSessionsOfBusiness(db: Kysely<Database>, businessId: string): Promise<void> {
  await db.deleteFrom('sessions').where('business_id', '=', businessId).execute();
}
