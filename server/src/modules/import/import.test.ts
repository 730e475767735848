import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CSV_COLUMNS, MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS, sampleCsv, type ImportReport } from '@sevak/shared';
import { insertCategory, insertCustomer, insertProduct, insertSubCategory } from '../../test/factories';
import { callsTo, openTwoShops, uniquePhone, type TestApp, type TestBusiness } from '../../test/test-app';
import { CUSTOMER_SLICE_ROWS } from './customer-import';
import { PIECE_CHARS } from './import-file';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;
const { rest, mutation } = callsTo(() => t.app);

const PURIFIER = 'RO Water Purifier 7L';
const SOFTENER = 'Water Softener 25L';

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops());
  await insertProduct(t.database, shopA.businessId, { name: PURIFIER, price: 14999 });
  await insertProduct(t.database, shopA.businessId, { name: SOFTENER, price: 23000 });
  await insertProduct(t.database, shopB.businessId, { name: PURIFIER, price: 12000 });
});
afterAll(() => t.close());

const C = CUSTOMER_CSV_COLUMNS;
const P = PRODUCT_CSV_COLUMNS;
const CUSTOMER_HEADER = [C.name, C.phone, C.email, C.address, C.pinCode, C.product, C.billNumber, C.purchaseDate, C.price];

/** A file as Excel writes it: CRLF line ends, the cells given already quoted where they need it. */
const csvOf = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const customerFile = (...rows: string[]) => csvOf(CUSTOMER_HEADER.join(','), ...rows);

let lastBill = 5000;
const bill = () => `IMP-${++lastBill}`;

async function importCsv(kind: 'customers' | 'products', csv: string, options: { dryRun?: boolean; cookie?: string; columns?: object } = {}) {
  const query = new URLSearchParams({ dryRun: String(options.dryRun ?? false) });
  if (options.columns) query.set('columns', JSON.stringify(options.columns));
  const response = await rest('POST', `/admin/import/${kind}?${query}`, options.cookie ?? cookieA, csv);
  const body = response.json() as { message: string; data: ImportReport; errors?: string[] };
  return { status: response.statusCode, message: body.message, report: body.data, errors: body.errors ?? [] };
}

/** Every row of the business's customers, purchases, products and categories, as one fingerprint. */
async function snapshot(businessId: string): Promise<string> {
  const tables = ['users', 'customers', 'customer_products', 'products', 'product_categories', 'product_sub_categories'];
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await sql<{ digest: string }>`
      select count(*) || ':' || md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest
      from ${sql.table(table)} t where t.business_id = ${businessId}`.execute(t.database.db);
    parts.push(`${table}=${rows[0]!.digest}`);
  }
  return parts.join(' ');
}

async function customerByPhone(businessId: string, phone: string) {
  const customer = await t.database.db
    .selectFrom('customers as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .where('c.business_id', '=', businessId)
    .where('u.phone_number', '=', phone)
    .select(['c.id', 'u.fullname', 'u.email', 'u.address', 'c.gstin', 'c.state_code'])
    .executeTakeFirst();
  if (!customer) return undefined;
  const purchases = await t.database.db
    .selectFrom('customer_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .where('cp.customer_id', '=', customer.id)
    .select(['p.name as product', 'cp.bill_number', 'cp.invoice_date', 'cp.price', 'cp.warranty_start_date', 'cp.warranty_end_date', 'cp.serial_number'])
    .orderBy('cp.bill_number')
    .execute();
  return { ...customer, purchases };
}

const fates = (report: ImportReport) => report.rows.map((row) => `${row.row} ${row.fate}`);

describe('customer import', () => {
  it('creates each customer once with all their purchases, with the customer form’s defaults', async () => {
    const phone = uniquePhone();
    const [first, second] = [bill(), bill()];
    const csv = customerFile(
      `Sunita Kale,${phone},sunita@example.in,"Flat 12, Shivaji Nagar, Pune",411005,${PURIFIER},${first},15-11-2026,`,
      `Sunita Kale,${phone},sunita@example.in,"Flat 12, Shivaji Nagar, Pune",411005,${SOFTENER},${second},16-11-2026,22500`,
    );
    const { status, message, report } = await importCsv('customers', csv);
    expect(status).toBe(200);
    expect(message).toBe('Customers imported successfully');
    expect(report).toMatchObject({ saved: true, dryRun: false, counts: { rows: 2, new: 2, update: 0, unchanged: 0, error: 0 } });
    expect(report.rows[0]).toMatchObject({ row: 2, fate: 'new', label: `Sunita Kale, ${phone}`, notes: ['New customer', `Purchase ${first} (${PURIFIER})`] });
    expect(report.summary.map(({ label, count }) => ({ label, count }))).toEqual([
      { label: 'New customers', count: 1 },
      { label: 'Customers changed', count: 0 },
      { label: 'New purchases', count: 2 },
      { label: 'Purchases changed', count: 0 },
    ]);

    const saved = await customerByPhone(shopA.businessId, phone);
    expect(saved).toMatchObject({ fullname: 'Sunita Kale', email: 'sunita@example.in', address: 'Flat 12, Shivaji Nagar, Pune - 411005' });
    expect(saved!.purchases).toEqual([
      // No price: the product's; no warranty: from the invoice date, for a year.
      expect.objectContaining({ product: PURIFIER, bill_number: first, invoice_date: '2026-11-15', price: 14999, warranty_start_date: '2026-11-15', warranty_end_date: '2027-11-15' }),
      expect.objectContaining({ product: SOFTENER, bill_number: second, invoice_date: '2026-11-16', price: 22500 }),
    ]);
  });

  it('keeps what Excel quotes: commas, quotes and line breaks in a cell, Hindi, and leading zeros in phones and PIN codes', async () => {
    const [first, second] = [bill(), bill()];
    const csv =
      '\uFEFF' +
      customerFile(
        // Excel keeps digits as text when written as the formula ="…" (quoted, its quotes doubled); a phone with its trunk 0 is still the ten digits.
        `"राजेश ""राजू"" शर्मा","=""09822099001""",,"Flat 4, ""Sai Kripa""` + '\r\n' + `Near Hanuman Mandir, Pune","=""041001""",${PURIFIER},${first},15-11-2026,14999`,
        `"D'Souza, Anita",+91 98220 99002,,Baner,411045,${PURIFIER},"=""${second}""",15-11-2026,"14,999.00"`,
      );
    const { status, report } = await importCsv('customers', csv);
    expect(status).toBe(200);
    expect(report.counts).toMatchObject({ rows: 2, new: 2, error: 0 });
    expect(report.rows.map((row) => row.row)).toEqual([2, 3]);

    const rajesh = await customerByPhone(shopA.businessId, '9822099001');
    expect(rajesh).toMatchObject({ fullname: 'राजेश "राजू" शर्मा', address: 'Flat 4, "Sai Kripa"\r\nNear Hanuman Mandir, Pune - 041001' });
    const anita = await customerByPhone(shopA.businessId, '9822099002');
    expect(anita).toMatchObject({ fullname: "D'Souza, Anita", address: 'Baner - 411045' });
    expect(anita!.purchases).toEqual([expect.objectContaining({ bill_number: second, price: 14999 })]);
  });

  it('imports two files sent at once, by two shops, each into its own business', async () => {
    const [phoneA, phoneB] = [uniquePhone(), uniquePhone()];
    const [billA, billB] = [bill(), bill()];
    const [a, b] = await Promise.all([
      importCsv('customers', customerFile(`Kavita Deshmukh,${phoneA},,Kothrud,411038,${PURIFIER},${billA},15-11-2026,`)),
      importCsv('customers', customerFile(`Mahesh Gokhale,${phoneB},,Aundh,411007,${PURIFIER},${billB},15-11-2026,`), { cookie: cookieB }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await customerByPhone(shopA.businessId, phoneA)).toMatchObject({ fullname: 'Kavita Deshmukh', purchases: [expect.objectContaining({ price: 14999 })] });
    expect(await customerByPhone(shopB.businessId, phoneB)).toMatchObject({ fullname: 'Mahesh Gokhale', purchases: [expect.objectContaining({ price: 12000 })] });
    expect(await customerByPhone(shopA.businessId, phoneB)).toBeUndefined();
  });

  it('reads dates as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd, and refuses any other way with the formats', async () => {
    const phones = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    const csv = customerFile(
      `Asha Patil,${phones[0]},,,,${PURIFIER},${bill()},05-11-2026,`,
      `Bhavna Rao,${phones[1]},,,,${PURIFIER},${bill()},5/11/2026,`,
      `Chetan Joshi,${phones[2]},,,,${PURIFIER},${bill()},2026-11-05,`,
      `Deepak More,${phones[3]},,,,${PURIFIER},${bill()},Nov 5 2026,`,
      `Esha Naik,${phones[4]},,,,${PURIFIER},${bill()},31-02-2026,`,
    );
    const { report } = await importCsv('customers', csv, { dryRun: true });
    expect(fates(report)).toEqual(['2 new', '3 new', '4 new', '5 error', '6 error']);
    expect(report.rows[3]!.errors).toEqual(['Purchase date: Write dates as dd-mm-yyyy, dd/mm/yyyy or yyyy-mm-dd']);
    // A day that does not exist gets the customer form's own message.
    expect(report.rows[4]!.errors).toEqual(['Purchase date: Enter a valid invoice date']);

    const { report: saved } = await importCsv('customers', customerFile(...csv.split('\r\n').slice(1, 4)));
    expect(saved.saved).toBe(true);
    for (const phone of phones.slice(0, 3)) {
      expect((await customerByPhone(shopA.businessId, phone))!.purchases[0]).toMatchObject({ invoice_date: '2026-11-05' });
    }
  });

  it('checks every row with the customer form’s rules and names the column of each message', async () => {
    const csv = customerFile(
      `,98220,not-an-email,,4110,${PURIFIER},,15-11-2026,-5`,
      `Farah Khan,9.8220993E+09,,,,Unknown Purifier,${bill()},15-11-2026,`,
    );
    const { status, report } = await importCsv('customers', csv, { dryRun: true });
    expect(status).toBe(200);
    expect(report.rows[0]!.errors.sort()).toEqual(
      [
        'Customer name is required',
        'Phone: Enter a valid mobile number',
        // A message that names its column already is left as the form says it.
        'Enter a valid email',
        'PIN code: Enter a 6-digit PIN code',
        'Bill number is required',
        'Price cannot be negative',
      ].sort(),
    );
    expect(report.rows[1]!.errors.sort()).toEqual(
      [
        'Phone: Excel turned this phone into a number (like 9.82E+09) and lost its digits: format the column as Text and type the numbers again',
        'Product: No product is named "Unknown Purifier". Add it under Products first',
      ].sort(),
    );
  });

  it('takes a phone’s rows as one customer’s purchases, and refuses a later row whose details differ, naming the first', async () => {
    const [phone, other] = [uniquePhone(), uniquePhone()];
    const first = bill();
    const csv = customerFile(
      `Girish Shah,${phone},,Aundh,,${PURIFIER},${first},01-11-2026,`,
      `Irfan Ali,${other},,Wakad,,${PURIFIER},${bill()},01-11-2026,`,
      `Girish Shah,${phone},,Aundh,,${SOFTENER},${bill()},02-11-2026,`,
      `Girish Shah,+91${phone},girish@example.in,Baner,,${SOFTENER},${bill()},03-11-2026,`,
      `Irfan Ali,${other},,Wakad,,${PURIFIER},${first},01-11-2026,`,
    );
    const { report } = await importCsv('customers', csv, { dryRun: true });
    expect(fates(report)).toEqual(['2 new', '3 new', '4 new', '5 error', '6 error']);
    expect(report.rows[3]!.errors).toEqual([
      `Phone ${phone} is also on row 2 with a different Email, Address: each row of a customer must repeat the same details`,
    ]);
    expect(report.rows[4]!.errors).toEqual([`Bill number: Bill number ${first} is also on row 2`]);
    expect(report.summary).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'New customers', count: 2 }), expect.objectContaining({ label: 'New purchases', count: 3 })]),
    );
  });

  it('updates a known customer by phone and their purchase by bill number, adds a new purchase, and says what changes', async () => {
    const product = await t.database.db.selectFrom('products').where('business_id', '=', shopA.businessId).where('name', '=', PURIFIER).select('id').executeTakeFirstOrThrow();
    const phone = uniquePhone();
    const known = await insertCustomer(t.database, shopA.businessId, product.id, { fullname: 'Harsh Vora', phone, address: 'Kothrud, Pune', billNumber: bill(), invoiceDate: '2026-10-01', price: 14999 });
    const saved = await customerByPhone(shopA.businessId, phone);
    const existingBill = saved!.purchases[0]!.bill_number;
    const added = bill();
    const csv = customerFile(
      `Harsh Vora,${phone},harsh@example.in,"Kothrud, Pune",,${PURIFIER},${existingBill},01-10-2026,14999`,
      `Harsh Vora,${phone},harsh@example.in,"Kothrud, Pune",,${PURIFIER},${existingBill.toLowerCase()}-X,01-10-2026,14999`,
      `Harsh Vora,${phone},harsh@example.in,"Kothrud, Pune",,${SOFTENER},${added},10-11-2026,23000`,
    );
    const { report } = await importCsv('customers', csv.replace(`${existingBill.toLowerCase()}-X`, existingBill.toLowerCase()), { dryRun: true });
    // The same bill number in another case is the same purchase: named twice in the file.
    expect(report.rows[1]!.errors).toEqual([`Bill number: Bill number ${existingBill.toLowerCase()} is also on row 2`]);

    const fixed = customerFile(
      `Harsh Vora,${phone},harsh@example.in,"Kothrud, Pune",,${PURIFIER},${existingBill},01-10-2026,13999`,
      `Harsh Vora,${phone},harsh@example.in,"Kothrud, Pune",,${SOFTENER},${added},10-11-2026,23000`,
    );
    const { report: updated } = await importCsv('customers', fixed);
    expect(updated.rows).toEqual([
      expect.objectContaining({ fate: 'update', notes: ['Changes Email', `Changes purchase ${existingBill}: Price`] }),
      expect.objectContaining({ fate: 'new', notes: [`New purchase ${added} (${SOFTENER})`] }),
    ]);
    const after = await customerByPhone(shopA.businessId, phone);
    expect(after).toMatchObject({ id: known.id, email: 'harsh@example.in', address: 'Kothrud, Pune' });
    expect(after!.purchases.map((purchase) => [purchase.bill_number, purchase.price])).toEqual([
      [existingBill, 13999],
      [added, 23000],
    ]);

    // The same file again changes nothing.
    const again = await importCsv('customers', fixed);
    expect(fates(again.report)).toEqual(['2 unchanged', '3 unchanged']);
  });

  it("keeps a saved purchase's price and warranty when the file has no such columns", async () => {
    const product = await t.database.db.selectFrom('products').where('business_id', '=', shopA.businessId).where('name', '=', PURIFIER).select('id').executeTakeFirstOrThrow();
    const phone = uniquePhone();
    const billNumber = bill();
    await insertCustomer(t.database, shopA.businessId, product.id, { fullname: 'Meera Joshi', phone, billNumber, invoiceDate: '2025-06-01', price: 12000 });
    // A two-year warranty, sold below today's list price.
    await t.database.db.updateTable('customer_products').set({ warranty_end_date: '2027-06-01' }).where('bill_number', '=', billNumber).execute();
    const before = await customerByPhone(shopA.businessId, phone);

    const csv = csvOf([C.name, C.phone, C.email, C.product, C.billNumber, C.purchaseDate].join(','), `Meera Joshi,${phone},meera@example.in,${PURIFIER},${billNumber},01-06-2025`);
    const { report } = await importCsv('customers', csv);
    expect(report.rows[0]).toMatchObject({ fate: 'update', notes: ['Changes Email'] });
    const after = await customerByPhone(shopA.businessId, phone);
    expect(after!.purchases).toEqual(before!.purchases);
  });

  it('does not match a customer of another business with the same phone, nor their bill numbers', async () => {
    const productOfB = await t.database.db.selectFrom('products').where('business_id', '=', shopB.businessId).select('id').executeTakeFirstOrThrow();
    const phone = uniquePhone();
    const sharedBill = bill();
    await insertCustomer(t.database, shopB.businessId, productOfB.id, { fullname: 'Kavita of Shop B', phone, billNumber: sharedBill });
    const before = await snapshot(shopB.businessId);

    const { report } = await importCsv('customers', customerFile(`Kavita Joshi,${phone},,,,${PURIFIER},${sharedBill},15-11-2026,`));
    expect(report.rows[0]).toMatchObject({ fate: 'new', notes: ['New customer', `Purchase ${sharedBill} (${PURIFIER})`] });
    expect(await customerByPhone(shopA.businessId, phone)).toMatchObject({ fullname: 'Kavita Joshi' });
    expect(await customerByPhone(shopB.businessId, phone)).toMatchObject({ fullname: 'Kavita of Shop B' });
    expect(await snapshot(shopB.businessId)).toBe(before);

    // The same file sent by B's owner meets B's own customer and purchase.
    const fromB = await importCsv('customers', customerFile(`Kavita Joshi,${phone},,,,${PURIFIER},${sharedBill},15-11-2026,`), { dryRun: true, cookie: cookieB });
    expect(fromB.report.rows[0]).toMatchObject({ fate: 'update', notes: ['Changes Customer name, Address', `Changes purchase ${sharedBill}: Purchase date`] });
  });

  it('saves nothing in a dry run, and nothing from a file with one bad row, which is refused with every row’s outcome', async () => {
    const rows = Array.from({ length: 30 }, (_, n) => `Customer ${n},${uniquePhone()},,Hadapsar,,${PURIFIER},${bill()},15-11-2026,`);
    const before = await snapshot(shopA.businessId);

    const dryRun = await importCsv('customers', customerFile(...rows), { dryRun: true });
    expect(dryRun).toMatchObject({ status: 200, message: 'Import checked; nothing was saved', report: { saved: false, counts: { new: 30 } } });
    expect(await snapshot(shopA.businessId)).toBe(before);

    rows[17] = rows[17]!.replace('15-11-2026', '32-11-2026');
    const refused = await importCsv('customers', customerFile(...rows));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('1 row of 30 has errors, so nothing was imported. Fix it and import the file again.');
    expect(refused.errors).toEqual(['Row 19: Purchase date: Enter a valid invoice date']);
    expect(refused.report).toMatchObject({ saved: false, dryRun: false, counts: { rows: 30, new: 29, error: 1 } });
    expect(refused.report.rows[17]).toMatchObject({ row: 19, fate: 'error' });
    expect(await snapshot(shopA.businessId)).toBe(before);
  });

  it('is one operation on both doors: the tRPC twin checks the same file the same way', async () => {
    const csv = customerFile(`Lata Menon,${uniquePhone()},,,,${PURIFIER},${bill()},15-11-2026,`, `Manoj,12,,,,${PURIFIER},${bill()},15-11-2026,`);
    const viaRest = await importCsv('customers', csv, { dryRun: true });
    const viaTrpc = await mutation('admin.import.customers', cookieA, { csv, dryRun: true });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data).toEqual(viaRest.report);

    const refused = await mutation('admin.import.customers', cookieA, { csv, dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('1 row of 2 has errors, so nothing was imported. Fix it and import the file again.');
  });

  it('guesses the columns from other words for them, and takes the columns a person chose', async () => {
    const phone = uniquePhone();
    const csv = csvOf('Sr No,Mobile No.,CUSTOMER_NAME,Item,Bill No,Invoice Date,Remarks', `1,${phone},Nisha Gupta,${PURIFIER},${bill()},15/11/2026,VIP`);
    const { report } = await importCsv('customers', csv, { dryRun: true });
    expect(report.columns.filter((column) => column.column).map((column) => `${column.label} ← ${column.column}`)).toEqual([
      'Customer name ← CUSTOMER_NAME',
      'Phone ← Mobile No.',
      'Product ← Item',
      'Bill number ← Bill No',
      'Purchase date ← Invoice Date',
    ]);
    expect(report.ignoredColumns).toEqual(['Sr No', 'Remarks']);
    expect(report.rows[0]).toMatchObject({ fate: 'new', label: `Nisha Gupta, ${phone}` });

    const chosen = await importCsv('customers', csv, { dryRun: true, columns: { address: 'remarks', product: '' } });
    expect(chosen.report.columns.find((column) => column.field === 'address')!.column).toBe('Remarks');
    expect(chosen.report.rows[0]!.errors).toContain('Select a product');

    const unknown = await importCsv('customers', csv, { dryRun: true, columns: { email: 'E-mail' } });
    expect(unknown).toMatchObject({ status: 400, message: 'The file has no column "E-mail" for Email. Its columns are: Sr No, Mobile No., CUSTOMER_NAME, Item, Bill No, Invoice Date, Remarks.' });
    const wrongField = await rest('POST', '/admin/import/customers?columns=%7B%22shoeSize%22%3A%22Item%22%7D', cookieA, csv);
    expect(wrongField.statusCode).toBe(400);
  });
});

describe(`a file longer than one slice (the import checks and saves ${CUSTOMER_SLICE_ROWS} rows at a time)`, () => {
  const newCustomerRows = (count: number) =>
    Array.from({ length: count }, (_, n) => `Customer ${n} Deshmukh,${uniquePhone()},,Baner,,${PURIFIER},${bill()},15-11-2026,`);

  it('takes a customer’s rows in different slices as one customer, and does what its dry run says', async () => {
    const phone = uniquePhone();
    const [first, later] = [bill(), bill()];
    // Row 2 creates the customer; row 1,203, in a later slice, adds their second purchase.
    const rows = [`Farida Khan,${phone},,Camp,,${PURIFIER},${first},01-11-2026,`, ...newCustomerRows(1_200), `Farida Khan,${phone},,Camp,,${SOFTENER},${later},02-11-2026,`];

    const dryRun = await importCsv('customers', customerFile(...rows), { dryRun: true });
    const imported = await importCsv('customers', customerFile(...rows));
    expect(imported.status).toBe(200);
    expect(imported.report).toEqual({ ...dryRun.report, dryRun: false, saved: true });
    expect(imported.report.counts).toEqual({ rows: 1_202, new: 1_202, update: 0, unchanged: 0, error: 0 });
    expect(imported.report.rows[1_201]).toMatchObject({ row: 1_203, fate: 'new', notes: [`Purchase ${later} (${SOFTENER})`] });
    expect(imported.report.summary).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'New customers', count: 1_201 }), expect.objectContaining({ label: 'New purchases', count: 1_202 })]),
    );
    const customer = await customerByPhone(shopA.businessId, phone);
    expect(customer!.purchases.map((purchase) => [purchase.bill_number, purchase.product])).toEqual([
      [first, PURIFIER],
      [later, SOFTENER],
    ]);
  });

  it('keeps a character of two UTF-16 units whole where the file is cut into pieces for the parser', async () => {
    const rows: string[] = [];
    let length = CUSTOMER_HEADER.join(',').length + 2;
    while (length < PIECE_CHARS - 90) {
      const row = `Customer ${rows.length} Deshmukh,${uniquePhone()},,Baner,,${PURIFIER},${bill()},15-11-2026,`;
      rows.push(row);
      length += row.length + 2;
    }
    // The next row's name ends in an emoji whose first half is the first piece's last character.
    const name = `${'अ'.repeat(PIECE_CHARS - 1 - length)}😀`;
    const phone = uniquePhone();
    rows.push(`${name},${phone},,Baner,,${PURIFIER},${bill()},15-11-2026,`);
    expect(customerFile(...rows).codePointAt(PIECE_CHARS - 1)).toBe(0x1f600);

    const { report } = await importCsv('customers', customerFile(...rows), { dryRun: true });
    expect(report.rows.at(-1)).toMatchObject({ fate: 'new', label: `${name}, ${phone}` });
  });

  it(`reads a file of a few rows among more than ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} blank lines, each row by its line`, async () => {
    const blank = Array.from({ length: MAX_IMPORT_ROWS }, () => '');
    const { status, report } = await importCsv('customers', customerFile(...newCustomerRows(2), ...blank, ...newCustomerRows(1)), { dryRun: true });
    expect(status).toBe(200);
    expect(fates(report)).toEqual(['2 new', '3 new', `${MAX_IMPORT_ROWS + 4} new`]);
  });

  it('checks a later slice against the purchases as they were: a serial number one slice frees is still taken in the next', async () => {
    const product = await t.database.db.selectFrom('products').where('business_id', '=', shopA.businessId).where('name', '=', PURIFIER).select('id').executeTakeFirstOrThrow();
    const phone = uniquePhone();
    const billNumber = bill();
    const serial = `SN-${billNumber}`;
    await insertCustomer(t.database, shopA.businessId, product.id, { fullname: 'Vikram Rao', phone, address: 'Aundh', billNumber, invoiceDate: '2026-10-01', price: 14999 });
    await t.database.db.updateTable('customer_products').set({ serial_number: serial }).where('bill_number', '=', billNumber).execute();
    const header = [C.name, C.phone, C.address, C.product, C.billNumber, C.purchaseDate, C.serialNumber].join(',');
    // Row 2 clears the serial number of Vikram's purchase; a row of a later slice gives it to a new one.
    const rows = [
      `Vikram Rao,${phone},Aundh,${PURIFIER},${billNumber},01-10-2026,`,
      ...Array.from({ length: CUSTOMER_SLICE_ROWS }, (_, n) => `Customer ${n} Pawar,${uniquePhone()},Baner,${PURIFIER},${bill()},15-11-2026,`),
      `Sameer Kale,${uniquePhone()},Wakad,${PURIFIER},${bill()},15-11-2026,${serial}`,
    ];
    const before = await snapshot(shopA.businessId);

    const dryRun = await importCsv('customers', csvOf(header, ...rows), { dryRun: true });
    const refused = await importCsv('customers', csvOf(header, ...rows));
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([`Row ${rows.length + 1}: Serial number ${serial} is already on another purchase.`]);
    expect(refused.report.rows).toEqual(dryRun.report.rows);
    expect(await snapshot(shopA.businessId)).toBe(before);
  });

  it('refuses a file whose bad row is in a later slice, and keeps nothing of the slices before it', async () => {
    const rows = newCustomerRows(1_100);
    const repeated = rows[0]!.split(',')[6]!;
    rows[1_050] = rows[1_050]!.replace(/IMP-\d+/, repeated);
    const before = await snapshot(shopA.businessId);

    const refused = await importCsv('customers', customerFile(...rows));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('1 row of 1,100 has errors, so nothing was imported. Fix it and import the file again.');
    expect(refused.errors).toEqual([`Row 1052: Bill number: Bill number ${repeated} is also on row 2`]);
    expect(await snapshot(shopA.businessId)).toBe(before);
  });
});

describe('a file that cannot be imported', () => {
  it.each([
    ['an unclosed quote', customerFile(`Om Prakash,${'9822098001'},,"Flat 2, Pune,,,${PURIFIER},X-1,15-11-2026,`), 'The file is not valid CSV: a quote (") opens a cell in row 2 and is never closed, so the rest of the file would be one cell.'],
    ['a quote inside a cell', customerFile(`Om "Om" Prakash,9822098001,,,,${PURIFIER},X-1,15-11-2026,`), 'The file is not valid CSV: row 2 (line 2 of the file) has a quote (") in the middle of a cell. A cell with quotes must be in quotes itself, each quote inside it written twice ("").'],
    ['nothing in it', '\uFEFF\r\n\r\n', 'The file is empty. Its first row must name the columns, as in the sample file.'],
    ['a header alone', customerFile(), 'The file has a header row but no rows to import.'],
    ['another program’s columns', csvOf('Invoice,Total', 'A-1,100'), 'The file has no column for Customer name and Phone. Its columns are: Invoice, Total. Name the columns as the sample file does, or choose which column holds each field.'],
    ['a product file', sampleCsv('products'), 'This looks like a product file, not a customer file: its columns are Product name, Category, Sub-category, Price, Quantity, HSN code, GST rate. Import it under Products, or choose its columns for Customer name and Phone.'],
    ['text that is not UTF-8', Buffer.from('Name,Phone\r\nRam\xe9,9822098001\r\n', 'latin1').toString('utf8'), 'The file is not UTF-8 text. Save it from Excel as "CSV UTF-8 (Comma delimited)" and try again.'],
  ])('refuses %s with a clear message', async (_what, csv, message) => {
    const { status, message: said } = await importCsv('customers', csv, { dryRun: true });
    expect({ status, said }).toEqual({ status: 400, said: message });
  });

  it('refuses a customer file sent as products', async () => {
    const { status, message } = await importCsv('products', sampleCsv('customers'), { dryRun: true });
    expect(status).toBe(400);
    expect(message).toMatch(/^This looks like a customer file, not a product file: its columns are Customer name, Phone,/);
  });

  it('shows a row whose cells do not line up with the header as that row’s error', async () => {
    const { report } = await importCsv('customers', customerFile(`Om Prakash,9822098001,,Pune,411001,${PURIFIER},X-2,15-11-2026`), { dryRun: true });
    expect(report.rows[0]!.errors).toEqual([
      'This row has 8 cells but the header has 9 columns: a comma is missing or extra, or a cell with a comma is not in quotes.',
    ]);
  });

  it(`refuses more than ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows`, async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, n) => `Name ${n},${9_000_000_000 + n}`);
    const { status, message } = await importCsv('customers', csvOf('Name,Phone', ...rows), { dryRun: true });
    expect({ status, message }).toEqual({ status: 400, message: 'The file has 20,001 rows; import at most 20,000 at a time. Split it into smaller files.' });
  });

  it('refuses a file over 20 MB in words about the file', async () => {
    const response = await rest('POST', '/admin/import/products?dryRun=true', cookieA, `Product name,Price\r\n${'x'.repeat(21 * 1024 * 1024)},1\r\n`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'The file is too large: import at most 20 MB at a time.' });
  });

  it('refuses a file sent to a route that takes JSON, and JSON sent to an import', async () => {
    const asCsv = await rest('POST', '/admin/productCategory', cookieA, 'name\r\nFilters\r\n');
    expect(asCsv.statusCode).toBe(400);
    expect(asCsv.json().message).toBe('Send the request body as JSON (Content-Type: application/json).');
    const asJson = await rest('POST', '/admin/import/customers?dryRun=true', cookieA, { csv: 'Name,Phone' });
    expect(asJson.json()).toMatchObject({ statusCode: 400, message: 'Send the CSV file as the request body (Content-Type: text/csv).' });
  });
});

describe('product import', () => {
  it('creates products with new categories and sub-categories, says so, and updates a product by name', async () => {
    const category = await insertCategory(t.database, shopA.businessId, 'Water Purifiers');
    await insertSubCategory(t.database, shopA.businessId, category.id, 'RO Purifiers');
    await insertProduct(t.database, shopA.businessId, { name: 'Kent Grand Plus', price: 18500, quantity: 4, categoryId: category.id });
    const header = Object.values(P).join(',');
    const csv = csvOf(
      header,
      'kent grand plus,Water Purifiers,RO Purifiers,"₹ 17,999",6,84212120,18%',
      'Aquaguard Aura,water purifiers,UV Purifiers,15999.50,3,,5',
      'Softener Twin 25L,Water Softeners,Twin Column,23000,,84212190,18',
      'Softener Mini,Water Softeners,,9000,2,,',
      'Filter Cartridge,,Spares,450,10,,',
      'Kent Grand Plus,,,1,1,,',
      'Sediment Filter,Spares,,abc,1,123,7',
    );
    const { report } = await importCsv('products', csv, { dryRun: true });
    expect(report.rows).toEqual([
      // The file's spelling of the name is saved too.
      expect.objectContaining({ row: 2, fate: 'update', notes: ['Changes Product name, Price, Quantity, Sub-category, HSN code, GST rate'] }),
      expect.objectContaining({ row: 3, fate: 'new', notes: ['New product', 'New sub-category UV Purifiers'] }),
      expect.objectContaining({ row: 4, fate: 'new', notes: ['New product', 'New category Water Softeners', 'New sub-category Twin Column'] }),
      expect.objectContaining({ row: 5, fate: 'new', notes: ['New product'] }),
      expect.objectContaining({ row: 6, fate: 'error', errors: ['Sub-category: Choose a category for the sub-category'] }),
      expect.objectContaining({ row: 7, fate: 'error', errors: ['Product name: Product "Kent Grand Plus" is also on row 2'] }),
      expect.objectContaining({
        row: 8,
        fate: 'error',
        errors: ['Price: Enter an amount in rupees, like 1499 or 1499.50', 'HSN code is 4, 6 or 8 digits', 'Choose a GST rate: 0, 0.25, 3, 5, 18 or 40 %'],
      }),
    ]);

    const fixed = csvOf(header, ...csv.split('\r\n').slice(1, 5));
    const { report: saved } = await importCsv('products', fixed);
    expect(saved.summary.map(({ label, count }) => ({ label, count }))).toEqual([
      { label: 'New products', count: 3 },
      { label: 'Products changed', count: 1 },
      { label: 'New categories', count: 1 },
      { label: 'New sub-categories', count: 2 },
    ]);
    const products = await t.database.db
      .selectFrom('products as p')
      .leftJoin('product_categories as c', 'c.id', 'p.product_category_id')
      .leftJoin('product_sub_categories as s', 's.id', 'p.product_sub_category_id')
      .where('p.business_id', '=', shopA.businessId)
      .where('p.name', 'in', ['kent grand plus', 'Aquaguard Aura', 'Softener Twin 25L', 'Softener Mini'])
      .select(['p.name', 'p.price', 'p.quantity', 'c.name as category', 's.name as subCategory', 'p.hsn_code', 'p.gst_rate_bp'])
      .execute();
    expect(products.sort((x, y) => x.name.toLowerCase().localeCompare(y.name.toLowerCase()))).toEqual([
      { name: 'Aquaguard Aura', price: 15999.5, quantity: 3, category: 'Water Purifiers', subCategory: 'UV Purifiers', hsn_code: null, gst_rate_bp: 500 },
      { name: 'kent grand plus', price: 17999, quantity: 6, category: 'Water Purifiers', subCategory: 'RO Purifiers', hsn_code: '84212120', gst_rate_bp: 1800 },
      { name: 'Softener Mini', price: 9000, quantity: 2, category: 'Water Softeners', subCategory: null, hsn_code: null, gst_rate_bp: null },
      // A new product without a quantity has none in stock.
      { name: 'Softener Twin 25L', price: 23000, quantity: 0, category: 'Water Softeners', subCategory: 'Twin Column', hsn_code: '84212190', gst_rate_bp: 1800 },
    ]);
    expect(fates((await importCsv('products', fixed)).report)).toEqual(['2 unchanged', '3 unchanged', '4 unchanged', '5 unchanged']);
  });
});

describe('an exported file imported back', () => {
  it('changes nothing: every customer and product row is unchanged', async () => {
    // Whatever a cell may hold: a GSTIN and state, a serial number, a name Excel would run as a formula, a line break, Hindi.
    const category = await insertCategory(t.database, shopA.businessId, 'जल शोधक');
    const subCategory = await insertSubCategory(t.database, shopA.businessId, category.id, 'RO, UV "Combo"');
    const product = await insertProduct(t.database, shopA.businessId, { name: '=Pure 9L', price: 9999.5, categoryId: category.id, subCategoryId: subCategory.id });
    await t.database.db.updateTable('products').set({ hsn_code: '8421', gst_rate_bp: 25 }).where('id', '=', product.id).execute();
    const customer = await insertCustomer(t.database, shopA.businessId, product.id, {
      fullname: '+Sharma Traders',
      phone: '9822097001',
      address: 'Gala 3,\nMarket Yard, Pune 411037',
    });
    await t.database.db.updateTable('customers').set({ gstin: '27AAPFU0939F1ZV', state_code: '27' }).where('id', '=', customer.id).execute();
    await t.database.db.updateTable('customer_products').set({ serial_number: '007-AQ' }).where('id', '=', customer.customerProductId).execute();

    const customerFileOfA = await rest('GET', '/admin/export/customers.csv', cookieA);
    expect(customerFileOfA.statusCode).toBe(200);
    const productFileOfA = await rest('GET', '/admin/export/products.csv', cookieA);
    expect(productFileOfA.statusCode).toBe(200);
    expect(customerFileOfA.body).toContain('27AAPFU0939F1ZV');
    expect(productFileOfA.body).toContain('जल शोधक');
    const before = await snapshot(shopA.businessId);

    for (const [kind, file] of [
      ['customers', customerFileOfA.body],
      ['products', productFileOfA.body],
    ] as const) {
      const { status, report } = await importCsv(kind, file);
      expect(status, JSON.stringify(report.rows.filter((row) => row.fate !== 'unchanged').slice(0, 3))).toBe(200);
      expect(report.counts).toEqual({ rows: report.counts.rows, new: 0, update: 0, unchanged: report.counts.rows, error: 0 });
      expect(report.ignoredColumns).toEqual([]);
    }
    expect(await snapshot(shopA.businessId)).toBe(before);
  });
});

describe('the customer’s language', () => {
  const header = [C.name, C.phone, C.language, C.product, C.billNumber, C.purchaseDate].join(',');

  it('is read from the Language column (en, hi, English, Hindi, हिन्दी) and English when left blank', async () => {
    const phones = [uniquePhone(), uniquePhone(), uniquePhone(), uniquePhone()];
    const csv = csvOf(
      header,
      `Asha Patil,${phones[0]},Hindi,${PURIFIER},${bill()},15-11-2026`,
      `Vikram Rao,${phones[1]},en,${PURIFIER},${bill()},15-11-2026`,
      `Kamla Devi,${phones[2]},हिन्दी,${PURIFIER},${bill()},15-11-2026`,
      `Manoj Jain,${phones[3]},,${PURIFIER},${bill()},15-11-2026`,
    );
    const { status, report } = await importCsv('customers', csv);
    expect(status, JSON.stringify(report.rows.map((row) => row.errors))).toBe(200);
    const languages = await t.database.db.selectFrom('users').where('phone_number', 'in', phones).select(['phone_number', 'language']).execute();
    expect(Object.fromEntries(languages.map((row) => [row.phone_number, row.language]))).toEqual({
      [phones[0]!]: 'hi',
      [phones[1]!]: 'en',
      [phones[2]!]: 'hi',
      [phones[3]!]: 'en',
    });

    // A later file changes it, and says so; a blank cell keeps it.
    const again = await importCsv('customers', csvOf(header, `Asha Patil,${phones[0]},English,,,`, `Kamla Devi,${phones[2]},,,,`));
    expect(again.report.rows.map((row) => [row.fate, row.notes])).toEqual([
      ['update', ['Changes Language']],
      ['unchanged', []],
    ]);
    const later = await t.database.db.selectFrom('users').where('phone_number', 'in', [phones[0]!, phones[2]!]).select(['phone_number', 'language']).execute();
    expect(Object.fromEntries(later.map((row) => [row.phone_number, row.language]))).toEqual({ [phones[0]!]: 'en', [phones[2]!]: 'hi' });
  });

  it('refuses a language Sevak does not speak, naming the column', async () => {
    const { report } = await importCsv('customers', csvOf(header, `Asha Patil,${uniquePhone()},French,${PURIFIER},${bill()},15-11-2026`), { dryRun: true });
    expect(report.rows[0]!.errors).toEqual(['Language: Write the language as English or Hindi (or en, hi)']);
  });
});

describe('an import’s words in Hindi', () => {
  it('gives each row’s reasons by key for the screen, beside their English', async () => {
    const { report } = await importCsv('customers', customerFile(`Om Prakash,98220,,Pune,411001,${PURIFIER},${bill()},15-11-2026,`), { dryRun: true });
    expect(report.rows[0]!.errors).toEqual(['Phone: Enter a valid mobile number']);
    expect(report.rows[0]!.messages.errors).toEqual([
      { key: 'import.rows.inColumn', params: { column: 'Phone', problem: { key: 'common.validation.phoneInvalid' } } },
    ]);
    expect(report.summary[0]).toEqual({ label: 'New customers', message: { key: 'import.summary.newCustomers' }, count: 0 });
  });

  it('refuses a file in the language the REST caller asks for', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/import/customers?dryRun=true',
      headers: { cookie: cookieA, 'content-type': 'text/csv', 'accept-language': 'hi' },
      payload: csvOf('Invoice,Total', 'A-1,100'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'फ़ाइल में ग्राहक का नाम और फ़ोन का कोई कॉलम नहीं है। इसके कॉलम ये हैं: Invoice, Total। कॉलमों के नाम नमूना फ़ाइल की तरह रखें, या चुनें कि कौन-सा कॉलम किस फ़ील्ड का है।',
    );
  });
});
