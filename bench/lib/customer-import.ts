import type pg from 'pg';
import { CUSTOMER_CSV_COLUMNS } from '../../shared/src/csv/columns';
import { SESSION_COOKIE } from '../../server/src/http/session-cookie';
import { call, round } from './load';
import type { CustomerImportResult } from './report';

/*
 * The customer import at its largest: a fresh business, one product, and a file of 20,000
 * customers with one purchase each (the export's columns), saved through
 * POST /api/v1/admin/import/customers?dryRun=false. Timed end to end, as the owner waits for it.
 */

export const IMPORT_ROWS = 20_000;
const PRODUCT = 'Bench RO Purifier';

/** `count` customers with one purchase each, as the customer export writes them; phones from 7000000000 up. */
export function generatedCustomersCsv(count: number, productName = PRODUCT): string {
  const header = Object.values(CUSTOMER_CSV_COLUMNS).join(',');
  const lines = [header];
  for (let n = 0; n < count; n += 1) {
    const phone = String(7_000_000_000 + n);
    const pin = String(411_001 + (n % 60));
    const day = String(1 + (n % 28)).padStart(2, '0');
    lines.push(
      `Customer ${n} Kulkarni,${phone},customer${n}@example.in,"Flat ${n % 500}, Karve Nagar, Pune ${pin}",${pin},,,,` +
        `${productName},SER-${n},BILL-${n},${day}-10-2026,14999,${day}-10-2026,${day}-10-2027`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function cookieOf(headers: Headers): string {
  const pair = headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((candidate) => candidate.startsWith(`${SESSION_COOKIE}=`));
  if (!pair) throw new Error('Signing in set no session cookie');
  return pair;
}

async function signIn(baseUrl: string, phoneNumber: string, password: string): Promise<string> {
  const response = await call(baseUrl, { method: 'POST', path: '/api/v1/users/login', body: { phoneNumber, password } });
  if (response.status !== 200) throw new Error(`Signing in as ${phoneNumber} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return cookieOf(response.headers);
}

/**
 * Registers a business as the operator, imports the generated file into it (a dry run, then the
 * import), checks that every customer was saved, and removes the business again: its customers
 * and product through `pool` (the business's own rows; the audit trail of the import stays, as
 * it does for any business removed), then the business itself as the operator.
 */
export async function measureCustomerImport(
  baseUrl: string,
  pool: pg.Pool,
  operator: { phone: string; password: string },
  rows = IMPORT_ROWS,
): Promise<Omit<CustomerImportResult, 'rssBeforeMb' | 'rssPeakMb'>> {
  const operatorCookie = await signIn(baseUrl, operator.phone, operator.password);
  // A phone of its own on every run, should an earlier run have stopped before removing its business.
  const owner = { phoneNumber: `91${String(Date.now()).slice(-8)}`, password: 'bench-import-1' };
  const created = await call(baseUrl, {
    method: 'POST',
    path: '/api/v1/superAdmin/admin',
    cookie: operatorCookie,
    body: { ...owner, fullname: 'Bench Import Traders', email: 'import@bench.example', startDate: '2026-01-01', expiryDate: '2099-12-31' },
  });
  const businessId = (created.json as { data?: { id?: string } } | undefined)?.data?.id;
  if (created.status !== 201 || !businessId) throw new Error(`Registering the import's business answered ${created.status}: ${created.text.slice(0, 300)}`);
  try {
    const cookie = await signIn(baseUrl, owner.phoneNumber, owner.password);
    const product = await call(baseUrl, { method: 'POST', path: '/api/v1/admin/product', cookie, body: { name: PRODUCT, price: 14999, quantity: 100 } });
    if (product.status !== 201) throw new Error(`Adding the product answered ${product.status}: ${product.text.slice(0, 300)}`);
    const csv = generatedCustomersCsv(rows);
    const send = async (dryRun: boolean) => {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/v1/admin/import/customers?dryRun=${dryRun}`, {
        method: 'POST',
        headers: { 'content-type': 'text/csv', cookie },
        body: csv,
      });
      const text = await response.text();
      const seconds = (performance.now() - started) / 1000;
      if (response.status !== 200) throw new Error(`The import (dryRun=${dryRun}) answered ${response.status}: ${text.slice(0, 300)}`);
      return seconds;
    };
    const dryRunSeconds = await send(true);
    const importSeconds = await send(false);
    const { rows: counted } = await pool.query<{ count: string }>('select count(*) from customers where business_id = $1', [businessId]);
    if (Number(counted[0]?.count) !== rows) throw new Error(`The import saved ${counted[0]?.count} customers of ${rows}`);
    return { rows, dryRunSeconds: round(dryRunSeconds, 2), importSeconds: round(importSeconds, 2) };
  } finally {
    for (const table of ['customer_products', 'customers', 'products']) await pool.query(`delete from ${table} where business_id = $1`, [businessId]);
    await pool.query("delete from users where business_id = $1 and role = 'CUSTOMER'", [businessId]);
    await fetch(`${baseUrl}/api/v1/superAdmin/admin/${businessId}`, { method: 'DELETE', headers: { cookie: operatorCookie } });
  }
}
