import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * Row types of the tables in db/migrations, as both engines return them (see create-db.ts):
 * numeric and int8 as numbers, `date` as 'YYYY-MM-DD', timestamptz as Date.
 */

export type Role = 'SUPERADMIN' | 'ADMIN' | 'EMPLOYEE' | 'CUSTOMER';
export type PaymentStatus = 'PENDING' | 'PAID' | 'CANCELLED';
/** A language Sevak speaks (shared/src/i18n/language.ts). */
export type Language = 'en' | 'hi';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A calendar day, 'YYYY-MM-DD'. */
type CalendarDate = string;
type Money = ColumnType<number, number | string, number | string>;

export interface BusinessesTable {
  id: Generated<string>;
  start_date: CalendarDate;
  expiry_date: CalendarDate;
  /** An image data URL; served at /logos/<id>/<logo_version>, never in lists or the session. */
  logo: string | null;
  /** A digest of `logo`, set with it: a new logo is a new URL. */
  logo_version: string | null;
  /** 'hi': its invoices and receipts carry Hindi headings beside the English ones. */
  document_language: ColumnType<Language, Language | undefined, Language>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  business_id: string | null;
  role: Role;
  fullname: string;
  phone_number: string;
  email: string | null;
  address: string | null;
  image: string | null;
  password_hash: string | null;
  /** The language of the person's screens and, for a customer, of their reminders. */
  language: ColumnType<Language, Language | undefined, Language>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SessionsTable {
  token_hash: Buffer;
  user_id: string;
  business_id: string | null;
  created_at: Date;
  last_seen_at: Date;
  /** The operator's support access this session opened, if any (db/migrations/2026_11_27_1100_support_access.ts). */
  support_access_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The operator viewing a business read-only for a stated reason, for at most 30 minutes. */
export interface SupportAccessTable {
  id: Generated<string>;
  business_id: string;
  operator_user_id: string;
  reason: string;
  ticket_id: string | null;
  started_at: Date;
  expires_at: Date;
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SignInFailuresTable {
  id: Generated<number>;
  key: string;
  failed_at: Date;
}

/** A setting of the platform, by name (migration 2026_11_24_1000_platform_settings). */
export interface PlatformSettingsTable {
  name: string;
  value: string;
  updated_at: Generated<Date>;
}

/** A REST POST's Idempotency-Key and, once it has finished, its answer (migration 2026_11_21_1000_idempotency_keys). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  method: string;
  path: string;
  body_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: Date;
}

interface BusinessOwned {
  business_id: string;
  id: Generated<string>;
  created_at: CreatedAt;
}

export interface ProductCategoriesTable extends BusinessOwned {
  name: string;
  updated_at: UpdatedAt;
}

export interface ProductSubCategoriesTable extends BusinessOwned {
  product_category_id: string;
  name: string;
  updated_at: UpdatedAt;
}

/** A column that may be left out of an insert (it is then null). */
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface ProductsTable extends BusinessOwned {
  name: string;
  price: Money;
  quantity: number;
  product_category_id: string | null;
  product_sub_category_id: string | null;
  /** HSN code (4, 6 or 8 digits) and GST rate in basis points, for GST invoices. */
  hsn_code: Nullable<string>;
  gst_rate_bp: Nullable<number>;
  updated_at: UpdatedAt;
}

export interface EmployeesTable extends BusinessOwned {
  user_id: string;
}

export interface CustomersTable extends BusinessOwned {
  user_id: string;
  /** A registered buyer's GSTIN, and the place of supply (none: the business's own state). */
  gstin: Nullable<string>;
  state_code: Nullable<string>;
}

export interface CustomerProductsTable extends BusinessOwned {
  customer_id: string;
  product_id: string;
  invoice_date: CalendarDate;
  bill_number: string;
  price: Money;
  warranty_start_date: CalendarDate;
  warranty_end_date: CalendarDate;
  /** Upper case, unique within the business. */
  serial_number: Nullable<string>;
}

/** A visit's state; `is_done` is `status = 'done'`, kept so by a trigger. */
export type VisitStatus = 'scheduled' | 'done' | 'missed' | 'cancelled';

export interface VisitsTable extends BusinessOwned {
  customer_id: string;
  /** Null: not yet assigned to a technician (an AMC's planned visit). */
  employee_id: string | null;
  customer_product_id: string | null;
  service_description: string | null;
  service_charges: ColumnType<number, number | string | undefined, number | string>;
  visit_date: ColumnType<Date, Date | string, Date | string>;
  installation_date: CalendarDate | null;
  service_address: string | null;
  auto_visit_time: Generated<number>;
  payment_status: Generated<PaymentStatus>;
  is_done: Generated<boolean>;
  follow_up_of_visit_id: string | null;
  status: Generated<VisitStatus>;
  amc_contract_id: Nullable<string>;
  updated_at: UpdatedAt;
}

export interface EnquiriesTable extends BusinessOwned {
  name: string;
  address: string | null;
  phone_number: string;
  message: string | null;
  product_id: string | null;
  /** A service request comes from a signed-in customer and names them and their purchase. */
  kind: ColumnType<'enquiry' | 'service_request', 'enquiry' | 'service_request' | undefined, never>;
  customer_id: Nullable<string>;
  customer_product_id: Nullable<string>;
  preferred_date: Nullable<CalendarDate>;
  status: ColumnType<EnquiryStatusColumn, EnquiryStatusColumn | undefined, EnquiryStatusColumn>;
  follow_up_date: Nullable<CalendarDate>;
  notes: Nullable<string>;
  /** The customer the enquiry became; only while `status` is converted. */
  converted_customer_id: Nullable<string>;
}

export type EnquiryStatusColumn = 'new' | 'contacted' | 'converted' | 'lost';

export interface HelpDeskTicketsTable extends BusinessOwned {
  message: string;
  status: ColumnType<HelpDeskStatusColumn, HelpDeskStatusColumn | undefined, HelpDeskStatusColumn>;
}

export type HelpDeskStatusColumn = 'OPEN' | 'WAITING_ON_BUSINESS' | 'RESOLVED';

/** A reply in a help-desk ticket's thread, from the operator or the business (migration 2026_11_27_1000). */
export interface HelpDeskRepliesTable extends BusinessOwned {
  /** The order the replies were written in. */
  seq: Generated<number>;
  ticket_id: string;
  author: 'OPERATOR' | 'BUSINESS';
  author_user_id: string | null;
  author_name: string;
  message: string;
  /** When the other side opened the thread after this reply; null while it is unread. */
  read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The size of a business's long lists, kept by triggers (migration 2026_11_21_1100_list_totals). */
export interface RowTalliesTable {
  business_id: string;
  table_name: TalliedTable;
  row_count: number;
}
export type TalliedTable = 'customers' | 'employees' | 'visits' | 'enquiries' | 'invoices' | 'help_desk_tickets';

/** A business's figure for a month, kept by triggers (db/migrations/2026_11_26_1000_monthly_tallies.ts). */
export interface MonthlyTalliesTable {
  business_id: string;
  /** A dashboard chart's series (shared ChartMonth's fields), or 'visits': the month's visits. */
  series: string;
  /** The month's first day, in the business time zone. */
  month: string;
  figure: number;
}

/** How many of a business's visits dated a day are open, kept by triggers (db/migrations/2026_12_01_0900_open_visit_days.ts). */
export interface OpenVisitDaysTable {
  business_id: string;
  /** The visits' day, in the business time zone. */
  day: string;
  open_count: number;
}

/** A business's GST tax profile: the seller on its invoices (migration 2026_11_24_1200). */
export interface BillingProfilesTable {
  business_id: string;
  legal_name: string;
  gstin: string | null;
  state_code: string;
  address: string;
  pin_code: string;
  phone_number: string;
  email: string | null;
  upi_id: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  bank_name: string | null;
  invoice_prefix: string;
  prices_include_tax: boolean;
  service_gst_rate_bp: number;
  terms: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type InvoiceKindColumn = 'INVOICE' | 'CREDIT_NOTE';
type Amount = ColumnType<number, number | string, number | string>;

export interface InvoiceSeriesTable {
  business_id: string;
  kind: InvoiceKindColumn | 'RECEIPT';
  financial_year: string;
  last_number: number;
}

export interface InvoicesTable extends BusinessOwned {
  kind: InvoiceKindColumn;
  number: string;
  invoice_date: CalendarDate;
  customer_id: string;
  credit_note_of: Nullable<string>;
  /** The seller and buyer as they were on the day: JSON the invoice prints from. */
  seller: ColumnType<unknown, string, never>;
  buyer: ColumnType<unknown, string, never>;
  place_of_supply: string;
  intra_state: boolean;
  prices_include_tax: boolean;
  taxable_value: Amount;
  cgst: Amount;
  sgst: Amount;
  igst: Amount;
  round_off: Amount;
  total: Amount;
  amount_paid: ColumnType<number, number | string | undefined, number | string>;
  notes: Nullable<string>;
  cancelled_at: Nullable<Date>;
  cancel_reason: Nullable<string>;
}

export interface InvoiceLinesTable {
  id: Generated<string>;
  business_id: string;
  invoice_id: string;
  position: number;
  kind: 'PRODUCT' | 'VISIT' | 'TEXT' | 'AMC';
  product_id: Nullable<string>;
  customer_product_id: Nullable<string>;
  visit_id: Nullable<string>;
  amc_contract_id: Nullable<string>;
  description: string;
  hsn_code: Nullable<string>;
  quantity_milli: number;
  unit_price: Amount;
  discount: Amount;
  gst_rate_bp: number;
  taxable_value: Amount;
  cgst: Amount;
  sgst: Amount;
  igst: Amount;
  total: Amount;
}

export interface PaymentsTable extends BusinessOwned {
  customer_id: string;
  invoice_id: Nullable<string>;
  visit_id: Nullable<string>;
  receipt_number: string;
  amount: Amount;
  paid_on: CalendarDate;
  mode: 'CASH' | 'UPI' | 'CARD' | 'BANK_TRANSFER' | 'CHEQUE';
  reference: Nullable<string>;
  recorded_from: ColumnType<'BILLING' | 'VISIT_FORM', 'BILLING' | 'VISIT_FORM' | undefined, never>;
}

/** What a contract's holder decided; "expiring" and "expired" are read from `end_date`. */
export type AmcContractStatusColumn = 'active' | 'renewed' | 'cancelled';

export interface AmcContractsTable extends BusinessOwned {
  customer_id: string;
  customer_product_id: string;
  start_date: CalendarDate;
  end_date: CalendarDate;
  price: Amount;
  visits_included: number;
  employee_id: Nullable<string>;
  status: ColumnType<AmcContractStatusColumn, AmcContractStatusColumn | undefined, AmcContractStatusColumn>;
  renewal_of: Nullable<string>;
  cancelled_at: Nullable<Date>;
  updated_at: UpdatedAt;
}

export type ReminderKind = 'visit' | 'warranty' | 'amc';
export type ReminderChannel = 'whatsapp' | 'sms' | 'call';

export interface RemindersTable {
  business_id: string;
  id: Generated<string>;
  kind: ReminderKind;
  customer_id: string;
  visit_id: Nullable<string>;
  customer_product_id: Nullable<string>;
  amc_contract_id: Nullable<string>;
  channel: ReminderChannel;
  reminded_by: string;
  reminded_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ReminderTemplatesTable {
  business_id: string;
  kind: ReminderKind;
  /** The language of the customers who are sent this text. */
  language: ColumnType<Language, Language | undefined, Language>;
  body: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One row per business and day whose morning digest went out: the digest's lease. */
export interface DigestRunsTable {
  business_id: string;
  day: CalendarDate;
  recipient: string;
  sent_at: ColumnType<Date, Date | string | undefined, never>;
}

/**
 * One row of the audit trail (migration 2026_11_26_0800_audit_trail): written by the database's
 * triggers for a change, or by the sign-in operations; the application may add and read rows only.
 */
export interface AuditLogTable {
  id: ColumnType<string, never, never>;
  business_id: string | null;
  at: ColumnType<Date, Date | string, never>;
  user_id: string | null;
  user_name: string | null;
  user_role: string | null;
  entity: string;
  entity_id: string | null;
  entity_label: string | null;
  action: string;
  changes: ColumnType<unknown, string | undefined, never>;
  related_ids: ColumnType<string[], string[] | undefined, never>;
  operation: string | null;
  address: string | null;
}

/** A plan the operator sells: a length in months, a yearly rate, and limits if any (migration 2026_11_27_0800_subscriptions). */
export interface PlansTable {
  id: Generated<string>;
  name: string;
  /** One period's length, 1–36 months (12 unless given); the period costs price_per_year * months / 12. */
  months: ColumnType<number, number | undefined, number>;
  price_per_year: Money;
  max_technicians: Nullable<number>;
  max_customers: Nullable<number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A period of access a business paid for, with the operator's receipt. */
export interface SubscriptionsTable extends BusinessOwned {
  plan_id: string;
  period_start: CalendarDate;
  period_end: CalendarDate;
  amount: Money;
  mode: 'CASH' | 'UPI' | 'CARD' | 'BANK_TRANSFER' | 'CHEQUE';
  paid_on: CalendarDate;
  reference: Nullable<string>;
  receipt_number: string;
}

export interface SubscriptionReceiptSeriesTable {
  year: number;
  last_number: number;
}

/** What a business uses, kept as it changes (migration 2026_11_27_0900_business_usage). */
export interface BusinessUsageTable {
  business_id: string;
  last_sign_in_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_visit_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  storage_bytes: ColumnType<number, number | undefined, number>;
}

export interface Database {
  businesses: BusinessesTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  platform_settings: PlatformSettingsTable;
  idempotency_keys: IdempotencyKeysTable;
  product_categories: ProductCategoriesTable;
  product_sub_categories: ProductSubCategoriesTable;
  products: ProductsTable;
  employees: EmployeesTable;
  customers: CustomersTable;
  customer_products: CustomerProductsTable;
  visits: VisitsTable;
  enquiries: EnquiriesTable;
  help_desk_tickets: HelpDeskTicketsTable;
  help_desk_replies: HelpDeskRepliesTable;
  row_tallies: RowTalliesTable;
  monthly_tallies: MonthlyTalliesTable;
  open_visit_days: OpenVisitDaysTable;
  business_usage: BusinessUsageTable;
  billing_profiles: BillingProfilesTable;
  invoice_series: InvoiceSeriesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  payments: PaymentsTable;
  amc_contracts: AmcContractsTable;
  reminders: RemindersTable;
  reminder_templates: ReminderTemplatesTable;
  digest_runs: DigestRunsTable;
  audit_log: AuditLogTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  subscription_receipt_series: SubscriptionReceiptSeriesTable;
  support_access: SupportAccessTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type BusinessRow = Selectable<BusinessesTable>;
