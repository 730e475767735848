import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { AuditAction, AuditActor, AuditEntity, AuditEntry, AuditFieldChange, Page, Role } from '@sevak/shared';

/*
 * The audit trail's rows (db/migrations/2026_11_26_0800_audit_trail.ts). Changes are written by
 * the database's triggers once a call has named who is acting (`nameTheActor`); sign-in events
 * are written here. Rows are only ever added and read.
 */

/** Who is acting and through which operation, for every row the triggers write in this transaction. */
export interface Actor {
  userId: string;
  name: string;
  role: Role;
  /** The operation's place in the tables: `admin.products.update`. */
  operation: string;
  at: Date;
}

/** Names the actor for the rest of the current transaction (`set_config(…, true)` ends with it). */
export async function nameTheActor(db: Kysely<Database>, actor: Actor): Promise<void> {
  await sql`select set_config('sevak.audit_user_id', ${actor.userId}, true),
                   set_config('sevak.audit_user_name', ${actor.name}, true),
                   set_config('sevak.audit_user_role', ${actor.role}, true),
                   set_config('sevak.audit_operation', ${actor.operation}, true),
                   set_config('sevak.audit_at', ${actor.at.toISOString()}, true)`.execute(db);
}

/** A sign-in, sign-out or wrong password: an event, not a change to a record. */
export interface SignInEvent {
  action: Extract<AuditAction, 'sign_in' | 'sign_out' | 'sign_in_failed'>;
  businessId: string | null;
  /** The account; none for a wrong password to a phone no account has. */
  user: { id: string; name: string; role: Role } | null;
  /** The phone typed, for a wrong password to a phone no account has. */
  phone?: string;
  address: string;
  at: Date;
}

export async function insertSignInEvents(db: Kysely<Database>, events: SignInEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(
      events.map((event) => ({
        business_id: event.businessId,
        at: event.at,
        user_id: event.user?.id ?? null,
        user_name: event.user?.name ?? null,
        user_role: event.user?.role ?? null,
        entity: 'session' satisfies AuditEntity,
        entity_id: null,
        entity_label: event.user?.name ?? event.phone ?? null,
        action: event.action,
        operation: null,
        address: event.address,
      })),
    )
    .execute();
}

export interface AuditFilter {
  businessId?: string;
  /** A record and, for a customer or an employee, their account. */
  recordIds?: string[];
  /** With `recordIds`: also the rows of records that name it (a customer's purchases, visits and payments). */
  withRelated?: boolean;
  entity?: AuditEntity;
  userId?: string;
  /** Instants, from included, until excluded. */
  from?: Date;
  until?: Date;
  /** The operator's view: sign-ins and changes to businesses and by the operator. */
  platformOnly?: boolean;
  window: { limit: number; offset: number } | undefined;
}

interface AuditRow {
  id: string;
  at: Date;
  businessId: string | null;
  businessName: string | null;
  userId: string | null;
  userName: string | null;
  userRole: string | null;
  entity: string;
  entityId: string | null;
  entityLabel: string | null;
  action: string;
  changes: unknown;
  operation: string | null;
  address: string | null;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: String(row.id),
    at: row.at,
    businessId: row.businessId,
    businessName: row.businessName,
    user: row.userId ? { id: row.userId, name: row.userName ?? '', role: row.userRole as Role } : null,
    entity: row.entity as AuditEntity,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    action: row.action as AuditAction,
    changes: row.changes as AuditFieldChange[],
    operation: row.operation,
    address: row.address,
  };
}

/** The trail, newest first, and how many rows match. */
export async function listAudit(db: Kysely<Database>, filter: AuditFilter): Promise<Page<AuditEntry>> {
  let rows = db.selectFrom('audit_log as a');
  if (filter.businessId) rows = rows.where('a.business_id', '=', filter.businessId);
  if (filter.recordIds) {
    const ids = filter.recordIds;
    rows = filter.withRelated
      ? rows.where((eb) => eb.or([eb('a.entity_id', 'in', ids), eb(sql`a.related_ids`, '&&', sql`${sql.val(ids)}::uuid[]`)]))
      : rows.where('a.entity_id', 'in', ids);
  } else if (filter.entity) {
    rows = rows.where('a.entity', '=', filter.entity);
  }
  if (filter.userId) rows = rows.where('a.user_id', '=', filter.userId);
  if (filter.from) rows = rows.where('a.at', '>=', filter.from);
  if (filter.until) rows = rows.where('a.at', '<', filter.until);
  if (filter.platformOnly) {
    rows = rows.where((eb) =>
      eb.or([eb('a.action', 'in', ['sign_in', 'sign_out', 'sign_in_failed']), eb('a.entity', '=', 'business'), eb('a.user_role', '=', 'SUPERADMIN')]),
    );
  }

  let page = rows
    .select([
      'a.id',
      'a.at',
      'a.business_id as businessId',
      // The operator's view names each row's business by its owner (the admin account), as in the
      // operator's list; a business reading its own trail needs no name on every row.
      (eb) =>
        filter.platformOnly
          ? eb
              .selectFrom('users as owner')
              .whereRef('owner.business_id', '=', 'a.business_id')
              .where('owner.role', '=', 'ADMIN')
              .select('owner.fullname')
              .orderBy('owner.created_at')
              .limit(1)
              .as('businessName')
          : sql<string | null>`null`.as('businessName'),
      'a.user_id as userId',
      'a.user_name as userName',
      'a.user_role as userRole',
      'a.entity',
      'a.entity_id as entityId',
      'a.entity_label as entityLabel',
      'a.action',
      'a.changes',
      'a.operation',
      'a.address',
    ])
    .orderBy('a.id', 'desc');
  if (filter.window) page = page.limit(filter.window.limit).offset(filter.window.offset);
  const [items, count] = await Promise.all([
    page.execute(),
    rows.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map((row) => toEntry(row as AuditRow)), total: Number(count.count) };
}

/** The account behind a customer or an employee record, whose changes are part of the record's history. */
export async function accountOfRecord(db: Kysely<Database>, businessId: string, entity: AuditEntity, id: string): Promise<string | undefined> {
  if (entity !== 'customer' && entity !== 'employee') return undefined;
  const row = await db
    .selectFrom(entity === 'customer' ? 'customers' : 'employees')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .select('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** The people who appear in a business's trail, by name. */
export async function listAuditActors(db: Kysely<Database>, businessId: string): Promise<AuditActor[]> {
  const rows = await db
    .selectFrom('audit_log')
    .where('business_id', '=', businessId)
    .where('user_id', 'is not', null)
    .select(['user_id', (eb) => eb.fn.max('user_name').as('name'), (eb) => eb.fn.max('user_role').as('role')])
    .groupBy('user_id')
    .orderBy('name')
    .limit(500)
    .execute();
  return rows.map((row) => ({ id: row.user_id!, name: row.name ?? '', role: row.role as Role }));
}
