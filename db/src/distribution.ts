/*
 * Where each table goes when one PostgreSQL is no longer enough and the data moves to Citus
 * (docs/SCALING.md). One list, read by the plan and by the test that holds the schema to it
 * (citus-readiness.test.ts): a new table must be named here, in one place only.
 *
 * Distributed tables are sharded by business, all in one co-location group, so a business's rows
 * of every table sit on the same node and its calls are single-shard. What that needs of the
 * schema, as Citus enforces it:
 *   - the distribution column is never null;
 *   - every primary key, unique constraint and unique index includes it;
 *   - a foreign key between two distributed tables pairs the distribution columns;
 *   - a distributed table may refer to a reference table, never to a coordinator table;
 *   - a reference table refers only to reference tables, and has no triggers (it has a copy on
 *     every node, and a trigger would run on each).
 */

/** Sharded by business: table → its distribution column. `businesses` is sharded by its own id. */
export const DISTRIBUTED_TABLES: Readonly<Record<string, 'id' | 'business_id'>> = {
  businesses: 'id',
  amc_contracts: 'business_id',
  audit_log: 'business_id',
  billing_profiles: 'business_id',
  business_usage: 'business_id',
  customer_products: 'business_id',
  customers: 'business_id',
  digest_runs: 'business_id',
  employees: 'business_id',
  enquiries: 'business_id',
  help_desk_replies: 'business_id',
  help_desk_tickets: 'business_id',
  invoice_lines: 'business_id',
  invoice_series: 'business_id',
  invoices: 'business_id',
  monthly_tallies: 'business_id',
  open_visit_days: 'business_id',
  payments: 'business_id',
  product_categories: 'business_id',
  product_sub_categories: 'business_id',
  products: 'business_id',
  reminder_templates: 'business_id',
  reminders: 'business_id',
  row_tallies: 'business_id',
  sessions: 'business_id',
  subscriptions: 'business_id',
  support_access: 'business_id',
  users: 'business_id',
  visits: 'business_id',
};

/** Copied whole to every node: small, global, read beside any business's rows. Table → why. */
export const REFERENCE_TABLES: Readonly<Record<string, string>> = {
  plans:
    "The operator's price list: every business reads it (the renewal page), and subscriptions refer to it by a foreign key, which a distributed table may have to a reference table.",
  platform_settings:
    "Platform-wide settings. The monthly tally triggers read the business time zone from it (business_time_zone()) on whichever node holds the shard they fire on, so every node needs a copy.",
};

/** Kept on the coordinator alone, outside Citus: the platform's own bookkeeping. Table → why. */
export const COORDINATOR_TABLES: Readonly<Record<string, string>> = {
  sign_in_failures:
    'Sign-in throttling, counted by phone number and client address before anyone is known to belong to a business, under an advisory lock, which holds on one node only.',
  subscription_receipt_series:
    "The platform's receipt counter, one row per year, taken only by the operator's renewal transaction.",
  idempotency_keys:
    'Answers to retried REST POSTs, keyed by the caller and the key, kept for a day: looked up by caller alone, never joined with business rows.',
};

/**
 * What the schema still lacks before the move: each is a rule above that a table does not meet
 * yet, named by its column (`table.column`), unique index or foreign key constraint, with the
 * step that removes it (docs/SCALING.md, "Before the move"). The test requires this list to be
 * exact, so it only shrinks: a new table cannot join it, and a step done must come off it.
 */
export const BEFORE_THE_MOVE: Readonly<Record<string, string>> = {
  'users.business_id': "The platform operator's account belongs to no business.",
  users_pkey: "A user is keyed by id alone, since the operator's account has no business to key it by.",
  users_operator_phone_key: 'An owner\'s or the operator\'s phone is unique across the platform, so a sign-in by phone finds one owner.',
  'sessions.business_id': "The operator's sessions belong to no business.",
  sessions_pkey: 'A session is found by its token alone: the cookie does not say whose business it is.',
  sessions_user_id_fkey: 'Refers to a user by id alone.',
  sessions_support_access_id_fkey: "An operator's session points at a support access in the business being viewed, another business than the session's.",
  'audit_log.business_id':
    "The platform's own events (the operator's sign-ins and changes to its account, failed sign-ins of unknown phones) belong to no business.",
  audit_log_pkey: 'An audit row is keyed by id alone.',
  support_access_pkey: 'A support access is keyed by id alone, for the session that refers to it.',
  support_access_operator_user_id_fkey: "Refers to the operator's account, which belongs to no business.",
  subscriptions_pkey: 'A subscription is keyed by id alone; the operator opens a receipt by its id.',
  subscriptions_receipt_number_key: "Receipt numbers are one series across the platform (SVK-R-2026-0001), unique across businesses.",
  idempotency_keys_user_id_fkey: 'A coordinator table may not refer to a distributed one; this one removes the keys of a deleted account.',
};
