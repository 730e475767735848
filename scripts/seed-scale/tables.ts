import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';

/*
 * Rows are gathered column by column and written set-wise: one
 * `insert into t (…) select … from unnest($1::uuid[], $2::text[], …)` per few thousand rows.
 * They are plain INSERTs, so every constraint, foreign key and trigger of the schema runs as it
 * does for the application's own writes.
 */

type SqlType = 'uuid' | 'text' | 'date' | 'timestamptz' | 'numeric' | 'int8' | 'int4' | 'int2' | 'bool' | 'jsonb';

const TABLE_COLUMNS = {
  businesses: { id: 'uuid', start_date: 'date', expiry_date: 'date', created_at: 'timestamptz', updated_at: 'timestamptz' },
  users: {
    id: 'uuid', business_id: 'uuid', role: 'text', fullname: 'text', phone_number: 'text', email: 'text', address: 'text',
    password_hash: 'text', created_at: 'timestamptz', updated_at: 'timestamptz',
  },
  employees: { business_id: 'uuid', id: 'uuid', user_id: 'uuid', created_at: 'timestamptz' },
  customers: { business_id: 'uuid', id: 'uuid', user_id: 'uuid', gstin: 'text', state_code: 'text', created_at: 'timestamptz' },
  product_categories: { business_id: 'uuid', id: 'uuid', name: 'text', created_at: 'timestamptz', updated_at: 'timestamptz' },
  product_sub_categories: {
    business_id: 'uuid', id: 'uuid', product_category_id: 'uuid', name: 'text', created_at: 'timestamptz', updated_at: 'timestamptz',
  },
  products: {
    business_id: 'uuid', id: 'uuid', name: 'text', price: 'numeric', quantity: 'int4', product_category_id: 'uuid',
    product_sub_category_id: 'uuid', hsn_code: 'text', gst_rate_bp: 'int4', created_at: 'timestamptz', updated_at: 'timestamptz',
  },
  customer_products: {
    business_id: 'uuid', id: 'uuid', customer_id: 'uuid', product_id: 'uuid', invoice_date: 'date', bill_number: 'text',
    price: 'numeric', warranty_start_date: 'date', warranty_end_date: 'date', serial_number: 'text', created_at: 'timestamptz',
  },
  amc_contracts: {
    business_id: 'uuid', id: 'uuid', customer_id: 'uuid', customer_product_id: 'uuid', start_date: 'date', end_date: 'date', price: 'numeric',
    visits_included: 'int2', employee_id: 'uuid', status: 'text', renewal_of: 'uuid', cancelled_at: 'timestamptz', created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  visits: {
    business_id: 'uuid', id: 'uuid', customer_id: 'uuid', employee_id: 'uuid', customer_product_id: 'uuid', service_description: 'text',
    service_charges: 'numeric', visit_date: 'timestamptz', installation_date: 'date', service_address: 'text', auto_visit_time: 'int2',
    payment_status: 'text', is_done: 'bool', status: 'text', follow_up_of_visit_id: 'uuid', amc_contract_id: 'uuid', created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  reminders: {
    business_id: 'uuid', id: 'uuid', kind: 'text', customer_id: 'uuid', visit_id: 'uuid', customer_product_id: 'uuid', amc_contract_id: 'uuid',
    channel: 'text', reminded_by: 'uuid', reminded_at: 'timestamptz',
  },
  reminder_templates: { business_id: 'uuid', kind: 'text', body: 'text', updated_at: 'timestamptz' },
  enquiries: {
    business_id: 'uuid', id: 'uuid', name: 'text', address: 'text', phone_number: 'text', message: 'text', product_id: 'uuid',
    created_at: 'timestamptz',
  },
  help_desk_tickets: { business_id: 'uuid', id: 'uuid', message: 'text', status: 'text', created_at: 'timestamptz' },
  help_desk_replies: {
    business_id: 'uuid', id: 'uuid', ticket_id: 'uuid', author: 'text', author_user_id: 'uuid', author_name: 'text', message: 'text',
    created_at: 'timestamptz', read_at: 'timestamptz',
  },
  billing_profiles: {
    business_id: 'uuid', legal_name: 'text', gstin: 'text', state_code: 'text', address: 'text', pin_code: 'text', phone_number: 'text',
    email: 'text', upi_id: 'text', bank_account_name: 'text', bank_account_number: 'text', bank_ifsc: 'text', bank_name: 'text',
    invoice_prefix: 'text', prices_include_tax: 'bool', service_gst_rate_bp: 'int4', terms: 'text', updated_at: 'timestamptz',
  },
  invoice_series: { business_id: 'uuid', kind: 'text', financial_year: 'text', last_number: 'int4' },
  invoices: {
    business_id: 'uuid', id: 'uuid', kind: 'text', number: 'text', invoice_date: 'date', customer_id: 'uuid', seller: 'jsonb', buyer: 'jsonb',
    place_of_supply: 'text', intra_state: 'bool', prices_include_tax: 'bool', taxable_value: 'numeric', cgst: 'numeric', sgst: 'numeric',
    igst: 'numeric', round_off: 'numeric', total: 'numeric', amount_paid: 'numeric', created_at: 'timestamptz',
  },
  invoice_lines: {
    business_id: 'uuid', id: 'uuid', invoice_id: 'uuid', position: 'int4', kind: 'text', product_id: 'uuid', customer_product_id: 'uuid',
    description: 'text', hsn_code: 'text', quantity_milli: 'int8', unit_price: 'numeric', discount: 'numeric', gst_rate_bp: 'int4',
    taxable_value: 'numeric', cgst: 'numeric', sgst: 'numeric', igst: 'numeric', total: 'numeric',
  },
  payments: {
    business_id: 'uuid', id: 'uuid', customer_id: 'uuid', invoice_id: 'uuid', receipt_number: 'text', amount: 'numeric', paid_on: 'date',
    mode: 'text', reference: 'text', created_at: 'timestamptz',
  },
} as const satisfies Record<string, Record<string, SqlType>>;

export type SeededTable = keyof typeof TABLE_COLUMNS;
/** A row to write; a timestamptz column takes epoch milliseconds, a jsonb column the JSON text. */
type Row<T extends SeededTable> = { [C in keyof (typeof TABLE_COLUMNS)[T]]: string | number | boolean | null };

/** Parents before children, the order the foreign keys need. */
export const SEEDED_TABLES = Object.keys(TABLE_COLUMNS) as SeededTable[];

export class TableRows<T extends SeededTable> {
  private readonly names: (keyof Row<T> & string)[];
  private columns: unknown[][];
  length = 0;

  constructor(readonly table: T) {
    this.names = Object.keys(TABLE_COLUMNS[table]) as (keyof Row<T> & string)[];
    this.columns = this.names.map(() => []);
  }

  add(row: Row<T>): void {
    for (let i = 0; i < this.names.length; i++) this.columns[i]!.push(row[this.names[i]!]);
    this.length++;
  }

  /** Writes the gathered rows, `batchSize` a statement, and forgets them. */
  async insertInto(db: Kysely<Database>, batchSize: number): Promise<number> {
    const types = this.names.map((name) => (TABLE_COLUMNS[this.table] as Record<string, SqlType>)[name]!);
    const columnList = sql.join(this.names.map((name) => sql.ref(name)));
    const aliases = sql.join(this.names.map((_, i) => sql.raw(`c${i}`)));
    // Instants travel as epoch milliseconds: far less to format and parse than ISO text; JSON
    // travels as text and is cast row by row.
    const selectList = sql.join(
      types.map((type, i) => sql.raw(type === 'timestamptz' ? `to_timestamp(c${i} / 1000.0)` : type === 'jsonb' ? `c${i}::jsonb` : `c${i}`)),
    );
    const arrayTypes: Partial<Record<SqlType, string>> = { timestamptz: 'float8', jsonb: 'text' };
    for (let start = 0; start < this.length; start += batchSize) {
      const arrays = this.columns.map((values, i) => {
        const arrayType = arrayTypes[types[i]!] ?? types[i]!;
        return sql`${sql.val(values.slice(start, start + batchSize))}::${sql.raw(arrayType)}[]`;
      });
      await sql`insert into ${sql.table(this.table)} (${columnList})
        select ${selectList} from unnest(${sql.join(arrays)}) as rows (${aliases})`.execute(db);
    }
    const written = this.length;
    this.columns = this.names.map(() => []);
    this.length = 0;
    return written;
  }
}

export type RowsByTable = { [T in SeededTable]: TableRows<T> };

export function emptyRows(): RowsByTable {
  return Object.fromEntries(SEEDED_TABLES.map((table) => [table, new TableRows(table)])) as unknown as RowsByTable;
}

export function rowCount(rows: RowsByTable): number {
  return SEEDED_TABLES.reduce((sum, table) => sum + rows[table].length, 0);
}
