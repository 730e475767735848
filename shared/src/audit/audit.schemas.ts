import { z } from 'zod';
import { recordId } from '../common/fields';
import { pagingFields } from '../common/pagination';
import type { Role } from '../common/roles';
import { MSG } from '../i18n/messages.en';

/*
 * The audit trail: who changed what, when, from what to what. Every change through either door
 * writes its rows in the change's own transaction (server/src/operations/run-operation.ts), so a change
 * that was rolled back left none; the database lets the application add rows and read them, never
 * alter or remove one.
 */

/** The kinds of record the trail names; each is one table of the database. */
export const AUDIT_ENTITIES = [
  'business',
  'user',
  'product_category',
  'product_sub_category',
  'product',
  'employee',
  'customer',
  'purchase',
  'visit',
  'enquiry',
  'help_desk_ticket',
  'help_desk_reply',
  'billing_profile',
  'invoice',
  'payment',
  'amc_contract',
  'reminder',
  'reminder_template',
  'session',
  'support_access',
  'subscription',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * What happened: a record was created, changed, removed, or changed state (a visit done, an
 * invoice cancelled); a payment was recorded; someone signed in or out, or gave a wrong password.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'status', 'payment', 'sign_in', 'sign_out', 'sign_in_failed'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const auditDay = z.iso.date({ error: MSG.audit.validation.dateInvalid }).optional();

/**
 * The business's trail, newest first, a page at a time. `entity` and `entityID` name one record
 * (its History); `userID` one person; `from` and `to` are days in business time, both included.
 * The field names are the REST contract's (`GET /api/v1/admin/audit?entity=&entityID=&userID=&from=&to=&page=`).
 */
export const listAuditInput = z
  .object({
    entity: z.enum(AUDIT_ENTITIES, { error: MSG.audit.validation.entityUnknown }).optional(),
    entityID: recordId(MSG.audit.validation.invalidRecordId).optional(),
    userID: recordId(MSG.audit.validation.invalidUserId).optional(),
    from: auditDay,
    to: auditDay,
    // Always a page: the trail only grows, and a whole one could be millions of rows.
    page: pagingFields.page.default(1),
    pageSize: pagingFields.pageSize,
  })
  .refine((input) => !input.entityID || input.entity, { error: MSG.audit.validation.entityMissing, path: ['entity'] })
  .refine((input) => !input.from || !input.to || input.from <= input.to, { error: MSG.audit.validation.fromAfterTo, path: ['to'] });
export type ListAuditInput = z.infer<typeof listAuditInput>;

/**
 * The operator's view across businesses: sign-ins (and failed ones), changes to businesses, and
 * every change the operator made; `businessID` narrows it to one business.
 */
export const listPlatformAuditInput = z
  .object({
    businessID: recordId(MSG.audit.validation.invalidBusinessId).optional(),
    from: auditDay,
    to: auditDay,
    // Always a page: the trail only grows, and a whole one could be millions of rows.
    page: pagingFields.page.default(1),
    pageSize: pagingFields.pageSize,
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, { error: MSG.audit.validation.fromAfterTo, path: ['to'] });
export type ListPlatformAuditInput = z.infer<typeof listPlatformAuditInput>;

/** One field of a change: the column's value before and after (null: none, or the record was new or removed). */
export interface AuditFieldChange {
  /** The column's name in the database, snake_case: `price`, `phone_number`, `is_done`. */
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: string;
  at: Date;
  businessId: string | null;
  /** For the operator's view, which business; null for the platform's own. */
  businessName: string | null;
  /** Who did it; null for a sign-in with a wrong password to a phone no account has. */
  user: { id: string; name: string; role: Role } | null;
  entity: AuditEntity;
  entityId: string | null;
  /** The record as a person knows it: the customer's name, the invoice's number. */
  entityLabel: string | null;
  action: AuditAction;
  /** The changed fields only; passwords, hashes and tokens never appear. */
  changes: AuditFieldChange[];
  /** The operation that made the change (`admin.products.update`), or null for a sign-in event. */
  operation: string | null;
  /** For a sign-in event: the client's address. */
  address: string | null;
}

/** A person who appears in the business's trail, for its "who" filter. */
export interface AuditActor {
  id: string;
  name: string;
  role: Role;
}
