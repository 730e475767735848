import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CSV_COLUMNS, fromExcelCell, PRODUCT_CSV_COLUMNS } from '@sevak/shared';
import { insertCategory, insertCustomer, insertEmployee, insertProduct, insertVisit } from '../../test/factories';
import { callsTo, createMember, openTwoShops, signInAs, type TestApp, type TestBusiness } from '../../test/test-app';
import { PUNE_TAX_PROFILE } from '../../test/tax-profile';

/*
 * Every export is read two rows a page, so each of these files crosses several pages; each is
 * compared with its list as the screen reads it, and parsed back as Excel would.
 */
const PAGE_ROWS = 2;

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({ config: { exportPageRows: PAGE_ROWS } }));
});
afterAll(() => t.close());

const { rest } = callsTo(() => t.app);

/** A downloaded file as Excel reads it: the header row and each row's cells by header, as they were saved. */
function csvOf(response: LightMyRequestResponse, fileName: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
  expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = parse(response.rawPayload, { bom: true }) as string[][];
  const rows = records.map((record) => Object.fromEntries(header!.map((name, index) => [name, fromExcelCell(record[index]!)])));
  return { header: header!, rows, text: response.rawPayload.toString('utf8') };
}

const get = (url: string, cookie = cookieA) => rest('GET', url, cookie);

describe('the visit list as CSV', () => {
  let ramesh: { id: string }, anil: { id: string }, customerIds: string[];

  beforeAll(async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Aquaguard Aura' });
    ramesh = await insertEmployee(t.database, shopA.businessId, 'Ramesh Patil', '9822000101');
    anil = await insertEmployee(t.database, shopA.businessId, 'Anil Deshmukh', '9822000102');
    const names = ['Sunita Rao', 'Vikram Shah', 'Zoya Khan'];
    customerIds = [];
    for (const [index, fullname] of names.entries()) {
      const customer = await insertCustomer(t.database, shopA.businessId, product.id, {
        fullname,
        phone: `98220001${10 + index}`,
        address: 'Karve Road, Kothrud, Pune 411038',
      });
      customerIds.push(customer.id);
    }
    const visit = async (customer: number, employee: { id: string } | null, visitDate: string, serviceCharges: number, isDone = false) => {
      const { id } = await insertVisit(t.database, shopA.businessId, {
        customerId: customerIds[customer]!,
        employeeId: (employee ?? ramesh).id,
        visitDate,
        serviceCharges,
        isDone,
      });
      if (!employee) await t.database.db.updateTable('visits').set({ employee_id: null }).where('id', '=', id).execute();
    };
    // Today (the test clock's 21 Nov, India), overdue, coming and done; two at the very same moment.
    await visit(0, ramesh, '2026-11-21T04:30:00.000Z', 350);
    await visit(1, anil, '2026-11-21T04:30:00.000Z', 360);
    await visit(2, null, '2026-11-19T05:00:00.000Z', 1250.5);
    await visit(0, anil, '2026-11-21T20:00:00.000Z', 400);
    await visit(1, ramesh, '2026-12-05T05:00:00.000Z', 0);
    await visit(2, ramesh, '2026-10-01T05:00:00.000Z', 499, true);
    await visit(0, null, '2026-09-01T05:00:00.000Z', 520, true);

    const otherProduct = await insertProduct(t.database, shopB.businessId, { name: 'Other Shop Filter' });
    const otherEmployee = await insertEmployee(t.database, shopB.businessId, 'Other Shop Technician');
    const other = await insertCustomer(t.database, shopB.businessId, otherProduct.id, { fullname: 'Other Shop Customer' });
    await insertVisit(t.database, shopB.businessId, { customerId: other.id, employeeId: otherEmployee.id, visitDate: '2026-11-21T05:00:00.000Z' });
  });

  /** The list's rows as the screen reads them (the REST list without a page is the whole list). */
  const listed = async (query: string) => {
    const response = await get(`/admin/visit${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json().data as { customer: { user: { fullname: string } }; serviceCharges: number }[]).map(
      (visit) => `${visit.customer.user.fullname} ${visit.serviceCharges.toFixed(2)}`,
    );
  };
  const exported = (rows: Record<string, string>[]) => rows.map((row) => `${row['Customer name']} ${row['Service charges']}`);

  it('writes a header in words, a BOM, dd-mm-yyyy in India time and plain amounts, in the list’s own order across pages', async () => {
    const file = csvOf(await get('/admin/export/visits.csv'), 'visits-21-11-2026.csv');
    expect(file.header).toEqual([
      'Visit date',
      'Visit time',
      'Status',
      'Customer name',
      'Customer phone',
      'Service address',
      'PIN code',
      'Technician',
      'Technician phone',
      'Product',
      'Service description',
      'Service charges',
      'Payment status',
      'Installation date',
    ]);
    expect(file.rows).toHaveLength(7);
    expect(exported(file.rows)).toEqual(await listed(''));
    // 20:00 UTC on the 21st is half past one on the 22nd in India.
    expect(file.rows.find((row) => row['Service charges'] === '400.00')).toMatchObject({
      'Visit date': '22-11-2026',
      'Visit time': '01:30',
      Status: 'Scheduled',
      'Customer name': 'Sunita Rao',
      'Customer phone': '9822000110',
      'PIN code': '411038',
      Technician: 'Anil Deshmukh',
      'Technician phone': '9822000102',
      'Payment status': 'Pending',
    });
    expect(file.rows.find((row) => row['Service charges'] === '1250.50')).toMatchObject({ Technician: 'Unassigned', 'Technician phone': '' });
    expect(file.rows.find((row) => row['Service charges'] === '499.00')).toMatchObject({ 'Visit date': '01-10-2026', Status: 'Done' });
    expect(file.text).not.toContain('Other Shop');
  });

  it.each([
    ['customerName', 'asc'],
    ['employeeName', 'asc'],
    ['employeeName', 'desc'],
    ['visitDate', 'asc'],
    ['serviceCharges', 'desc'],
    ['PaymentStatus', 'asc'],
  ])('follows the list sorted by %s %s, unassigned visits and equal keys included', async (sortBy, sortOrder) => {
    const query = `?sortBy=${sortBy}&sortOrder=${sortOrder}`;
    const file = csvOf(await get(`/admin/export/visits.csv${query}`), 'visits-21-11-2026.csv');
    expect(exported(file.rows)).toEqual(await listed(query));
  });

  it('applies the list’s search and filters', async () => {
    const searched = csvOf(await get('/admin/export/visits.csv?search=vikram'), 'visits-21-11-2026.csv');
    expect(exported(searched.rows)).toEqual(['Vikram Shah 360.00', 'Vikram Shah 0.00']);
    const completed = csvOf(await get('/admin/export/visits.csv?filter=completed'), 'visits-21-11-2026.csv');
    expect(exported(completed.rows)).toEqual(['Zoya Khan 499.00', 'Sunita Rao 520.00']);
    const byAnil = csvOf(await get(`/admin/export/visits.csv?employeeId=${anil.id}&filter=upcoming`), 'visits-21-11-2026.csv');
    expect(exported(byAnil.rows)).toEqual(['Sunita Rao 400.00']);
    // Paging is no part of an export: a page asked for is ignored, the whole list comes.
    expect(csvOf(await get('/admin/export/visits.csv?page=2&pageSize=1'), 'visits-21-11-2026.csv').rows).toHaveLength(7);
  });

  it('gives another business its own rows only, and a header alone when it has none that match', async () => {
    const other = csvOf(await get('/admin/export/visits.csv', cookieB), 'visits-21-11-2026.csv');
    expect(exported(other.rows)).toEqual(['Other Shop Customer 499.00']);
    expect(other.text).not.toMatch(/Sunita|Vikram|Zoya|Ramesh|Anil/);
    const none = csvOf(await get(`/admin/export/visits.csv?customerId=${customerIds[0]}`, cookieB), 'visits-21-11-2026.csv');
    expect(none.header[0]).toBe('Visit date');
    expect(none.rows).toEqual([]);
  });

  it('exports the service report of a range, a technician and a payment status', async () => {
    const range = '?fromDate=2026-11-01&toDate=2026-11-30';
    const file = csvOf(await get(`/admin/export/service-report.csv${range}`), 'service-report-21-11-2026.csv');
    expect(file.header).toEqual([
      'Visit date',
      'Customer name',
      'Phone',
      'Address',
      'Technician',
      'Product',
      'Service description',
      'Service charges',
      'Payment status',
      'Done',
    ]);
    const report = (await get(`/admin/report/service${range}`)).json().data.data as { customerName: string; serviceCharges: number }[];
    expect(file.rows.map((row) => `${row['Customer name']} ${row['Service charges']}`)).toEqual(
      report.map((row) => `${row.customerName} ${row.serviceCharges.toFixed(2)}`),
    );
    expect(file.rows.map((row) => row['Visit date'])).toEqual(['22-11-2026', '21-11-2026', '21-11-2026', '19-11-2026']);
    const narrowed = csvOf(await get(`/admin/export/service-report.csv${range}&employeeId=${anil.id}&paymentStatus=PENDING`), 'service-report-21-11-2026.csv');
    expect(narrowed.rows.map((row) => `${row.Technician} ${row['Service charges']} ${row['Payment status']} ${row.Done}`)).toEqual([
      'Anil Deshmukh 400.00 Pending No',
      'Anil Deshmukh 360.00 Pending No',
    ]);
  });

  it('refuses a report range that ends before it starts', async () => {
    const response = await get('/admin/export/service-report.csv?fromDate=2026-11-30&toDate=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContain('From Date must be on or before To Date');
  });

  it('is for the business’s admin: 401 signed out, 403 for its technician', async () => {
    expect((await rest('GET', '/admin/export/visits.csv')).statusCode).toBe(401);
    const technician = await createMember(t.database, shopA.businessId, 'EMPLOYEE');
    const cookie = await signInAs(t.app, technician.phone, technician.password);
    expect((await get('/admin/export/visits.csv', cookie)).statusCode).toBe(403);
  });
});

describe('the customers and their purchases as CSV', () => {
  let file: ReturnType<typeof csvOf>;
  const tricky = {
    fullname: 'Kulkarni, Sons & "Co"',
    phone: '02024567890',
    address: 'Flat 2, "Sai Kripa"\nशिवाजी नगर, Delhi 011001',
  };

  beforeAll(async () => {
    const product = await insertProduct(t.database, shopA.businessId, { name: 'RO, UV & "UF" Purifier' });
    const kulkarni = await insertCustomer(t.database, shopA.businessId, product.id, { ...tricky, billNumber: '00042', price: 15999.5 });
    await t.database.db
      .insertInto('customer_products')
      .values({
        business_id: shopA.businessId,
        customer_id: kulkarni.id,
        product_id: product.id,
        invoice_date: '2026-11-15',
        bill_number: 'AQ/77',
        price: 0,
        warranty_start_date: '2026-11-15',
        warranty_end_date: '2027-11-14',
        serial_number: '007700',
      })
      .execute();
    await insertCustomer(t.database, shopA.businessId, product.id, { fullname: '=HYPERLINK("http://evil.example","Click")', phone: '+447700900123' });
    // A customer whose purchase was removed: one row, the purchase's columns empty.
    const noPurchase = await insertCustomer(t.database, shopA.businessId, product.id, { fullname: 'रमेश शर्मा', phone: '9822000199' });
    await t.database.db.deleteFrom('customer_products').where('customer_id', '=', noPurchase.id).execute();
    file = csvOf(await get('/admin/export/customers.csv?search=kulkarni'), 'customers-21-11-2026.csv');
  });

  it('has the header the import screen reads, and a row per purchase', async () => {
    expect(file.header).toEqual(Object.values(CUSTOMER_CSV_COLUMNS));
    const all = csvOf(await get('/admin/export/customers.csv?sortBy=fullname&sortOrder=asc'), 'customers-21-11-2026.csv');
    const listed = (await get('/admin/customer?sortBy=fullname&sortOrder=asc')).json().data as {
      user: { fullname: string };
      customerProduct: unknown[];
    }[];
    expect(all.rows.map((row) => row['Customer name'])).toEqual(
      listed.flatMap((customer) => Array(Math.max(1, customer.customerProduct.length)).fill(customer.user.fullname)),
    );
    expect(all.rows.find((row) => row['Customer name'] === 'रमेश शर्मा')).toMatchObject({ Phone: '9822000199', Product: '', 'Bill number': '', Price: '' });
  });

  it('keeps commas, quotes, line breaks, Hindi and leading zeros exactly as saved', () => {
    expect(file.rows).toEqual([
      expect.objectContaining({
        'Customer name': tricky.fullname,
        Phone: '02024567890',
        Address: tricky.address,
        'PIN code': '011001',
        Product: 'RO, UV & "UF" Purifier',
        'Bill number': '00042',
        'Purchase date': '01-11-2026',
        Price: '15999.50',
        'Warranty start': '01-11-2026',
        'Warranty end': '01-11-2027',
        'Serial number': '',
        Language: 'English',
      }),
      expect.objectContaining({
        'Customer name': tricky.fullname,
        'Bill number': 'AQ/77',
        'Serial number': '007700',
        'Purchase date': '15-11-2026',
        Price: '0.00',
      }),
    ]);
    // Digits Excel would turn into a number are written as its text formula; quotes doubled by csv-stringify.
    expect(file.text).toContain('"=""02024567890"""');
    expect(file.text).toContain('"=""011001"""');
    expect(file.text).toContain('"Kulkarni, Sons & ""Co"""');
  });

  it('never starts a cell with a formula a customer typed', async () => {
    const guarded = csvOf(await get('/admin/export/customers.csv?search=HYPERLINK'), 'customers-21-11-2026.csv');
    expect(guarded.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(guarded.rows[0]).toMatchObject({ 'Customer name': '=HYPERLINK("http://evil.example","Click")', Phone: '+447700900123' });
    expect(guarded.text).toContain('"=""+447700900123"""');
  });

  it('reads each customer once across pages, however close their sort keys', async () => {
    // Equal to the microsecond, or apart by less than a millisecond: a JavaScript Date would not tell them apart.
    const ids = (await t.database.db.selectFrom('customers').where('business_id', '=', shopA.businessId).select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    for (const [index, id] of ids.entries()) {
      const createdAt = `2026-11-20 10:00:00.123${index % 2 === 0 ? '000' : String(index).padStart(3, '0')}+00`;
      // created_at is never updated by the app, so its type allows no update: written as SQL.
      await sql`update customers set created_at = ${createdAt} where id = ${id}`.execute(t.database.db);
    }
    const listed = (await get('/admin/customer')).json().data as { user: { fullname: string }; customerProduct: unknown[] }[];
    const all = csvOf(await get('/admin/export/customers.csv'), 'customers-21-11-2026.csv');
    expect(all.rows.map((row) => row['Customer name'])).toEqual(
      listed.flatMap((customer) => Array(Math.max(1, customer.customerProduct.length)).fill(customer.user.fullname)),
    );
    expect(listed.length).toBeGreaterThan(PAGE_ROWS * 2);
  });

  it('shows another business none of them', async () => {
    const other = csvOf(await get('/admin/export/customers.csv', cookieB), 'customers-21-11-2026.csv');
    expect(other.text).not.toMatch(/Kulkarni|HYPERLINK|रमेश|Sunita/);
  });
});

describe('products, employees and enquiries as CSV', () => {
  it('exports the products with their category, HSN and GST rate, filtered by category', async () => {
    const filters = await insertCategory(t.database, shopA.businessId, 'Filters & Spares');
    for (const [index, name] of ['Sediment filter', 'Carbon filter', 'Membrane'].entries()) {
      await insertProduct(t.database, shopA.businessId, { name, price: 150.5 + index, categoryId: filters.id });
    }
    await t.database.db.updateTable('products').set({ hsn_code: '04012000', gst_rate_bp: 25 }).where('name', '=', 'Membrane').execute();
    const file = csvOf(await get(`/admin/export/products.csv?productCategoryId=${filters.id}&sortBy=price&sortOrder=desc`), 'products-21-11-2026.csv');
    expect(file.header).toEqual(Object.values(PRODUCT_CSV_COLUMNS));
    expect(file.rows).toEqual([
      { 'Product name': 'Membrane', Category: 'Filters & Spares', 'Sub-category': '', Price: '152.50', Quantity: '10', 'HSN code': '04012000', 'GST rate': '0.25' },
      expect.objectContaining({ 'Product name': 'Carbon filter', Price: '151.50', 'HSN code': '', 'GST rate': '' }),
      expect.objectContaining({ 'Product name': 'Sediment filter', Price: '150.50' }),
    ]);
    expect(csvOf(await get('/admin/export/products.csv', cookieB), 'products-21-11-2026.csv').text).not.toContain('Membrane');
  });

  it('exports the employees with their visit counts, in the list’s order', async () => {
    const query = '?sortBy=visitCount&sortOrder=desc';
    const file = csvOf(await get(`/admin/export/employees.csv${query}`), 'employees-21-11-2026.csv');
    expect(file.header).toEqual(['Employee name', 'Phone', 'Email', 'Address', 'Total visits', 'Added on']);
    const listed = (await get(`/admin/employee${query}`)).json().data as { user: { fullname: string }; visitCount: number }[];
    expect(file.rows.map((row) => `${row['Employee name']} ${row['Total visits']}`)).toEqual(
      listed.map((employee) => `${employee.user.fullname} ${employee.visitCount}`),
    );
    expect(file.rows.length).toBeGreaterThan(PAGE_ROWS);
    const searched = csvOf(await get('/admin/export/employees.csv?search=anil'), 'employees-21-11-2026.csv');
    expect(searched.rows).toEqual([expect.objectContaining({ 'Employee name': 'Anil Deshmukh', Phone: '9822000102', 'Total visits': '2' })]);
  });

  it('exports the enquiries with their state, follow-up day and notes, searched and filtered', async () => {
    const base = { business_id: shopA.businessId, address: 'Baner, Pune' };
    await t.database.db
      .insertInto('enquiries')
      .values([
        { ...base, name: 'Neha Joshi', phone_number: '9822000201', message: 'Needs an RO, hard water', status: 'contacted', follow_up_date: '2026-11-25', notes: 'Call after 6 pm' },
        { ...base, name: 'Neha Kapoor', phone_number: '9822000202', message: null, status: 'new' },
        { ...base, name: 'Neha Verma', phone_number: '9822000203', message: 'Price of AMC?', status: 'lost', follow_up_date: '2026-11-22' },
      ])
      .execute();
    const file = csvOf(await get('/admin/export/enquiries.csv?search=neha&sortBy=followUpDate&sortOrder=asc'), 'enquiries-21-11-2026.csv');
    expect(file.header).toEqual([
      'Enquiry date',
      'Name',
      'Phone',
      'Address',
      'Product',
      'Message',
      'Kind',
      'Preferred date',
      'Status',
      'Follow-up date',
      'Notes',
    ]);
    expect(file.rows.map((row) => `${row.Name} ${row['Follow-up date']}`)).toEqual(['Neha Verma 22-11-2026', 'Neha Joshi 25-11-2026', 'Neha Kapoor ']);
    expect(file.rows[1]).toMatchObject({ Status: 'Contacted', Notes: 'Call after 6 pm', Kind: 'Enquiry', Message: 'Needs an RO, hard water' });
    const lost = csvOf(await get('/admin/export/enquiries.csv?status=lost'), 'enquiries-21-11-2026.csv');
    expect(lost.rows.map((row) => row.Name)).toEqual(['Neha Verma']);
    expect(csvOf(await get('/admin/export/enquiries.csv', cookieB), 'enquiries-21-11-2026.csv').text).not.toContain('Neha');
  });

  it('exports the product report of a range, newest invoice first', async () => {
    const range = '?fromDate=2026-11-01&toDate=2026-11-30';
    const file = csvOf(await get(`/admin/export/product-report.csv${range}`), 'product-report-21-11-2026.csv');
    expect(file.header).toEqual(['Bill number', 'Customer name', 'Phone', 'Address', 'Product', 'Price', 'Invoice date', 'Warranty start', 'Warranty end']);
    const report = (await get(`/admin/report/product${range}`)).json().data.data as { billNumber: string }[];
    expect(file.rows.map((row) => row['Bill number'])).toEqual(report.map((row) => row.billNumber));
    expect(file.rows[0]).toMatchObject({ 'Bill number': 'AQ/77', 'Invoice date': '15-11-2026', Price: '0.00' });
    const searched = csvOf(await get(`/admin/export/product-report.csv${range}&search=00042`), 'product-report-21-11-2026.csv');
    expect(searched.rows).toEqual([expect.objectContaining({ 'Bill number': '00042', Price: '15999.50', 'Invoice date': '01-11-2026' })]);
  });
});

describe('invoices and payments as CSV', () => {
  beforeAll(async () => {
    expect((await rest('PUT', '/admin/billing-profile', cookieA, PUNE_TAX_PROFILE)).statusCode).toBe(200);
    const product = await insertProduct(t.database, shopA.businessId, { name: 'Billing test purifier' });
    const customer = await insertCustomer(t.database, shopA.businessId, product.id, { fullname: 'Asha Bhosle', phone: '9822000301' });
    for (const unitPrice of [1000, 2000, 3000]) {
      const created = await rest('POST', '/admin/invoice', cookieA, {
        customerID: customer.id,
        invoiceDate: '2026-11-20',
        lines: [{ description: 'Filter change', hsnCode: '9987', quantity: 1, unitPrice, gstRate: 18 }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const paid = await rest('POST', '/admin/payment', cookieA, {
        invoiceID: created.json().data.id,
        amount: unitPrice / 2,
        mode: 'UPI',
        paidOn: '2026-11-21',
        reference: `UTR-${unitPrice}`,
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
  });

  it('exports the invoices with their tax, what is paid and what is due', async () => {
    const file = csvOf(await get('/admin/export/invoices.csv?sortBy=total&sortOrder=desc'), 'invoices-21-11-2026.csv');
    expect(file.rows.map((row) => `${row['Invoice number']} ${row.Total} ${row.Paid} ${row['Balance due']} ${row.Status}`)).toEqual([
      'AQC/26-27/0003 3540.00 1500.00 2040.00 Partial',
      'AQC/26-27/0002 2360.00 1000.00 1360.00 Partial',
      'AQC/26-27/0001 1180.00 500.00 680.00 Partial',
    ]);
    expect(file.rows[2]).toMatchObject({
      Kind: 'Invoice',
      'Invoice date': '20-11-2026',
      'Customer name': 'Asha Bhosle',
      'Taxable value': '1000.00',
      CGST: '90.00',
      SGST: '90.00',
      IGST: '0.00',
    });
    const byBalance = csvOf(await get('/admin/export/invoices.csv?sortBy=balanceDue&sortOrder=asc'), 'invoices-21-11-2026.csv');
    expect(byBalance.rows.map((row) => row['Balance due'])).toEqual(['680.00', '1360.00', '2040.00']);
    const searched = csvOf(await get('/admin/export/invoices.csv?search=0002&status=PARTIAL'), 'invoices-21-11-2026.csv');
    expect(searched.rows.map((row) => row['Invoice number'])).toEqual(['AQC/26-27/0002']);
    expect(csvOf(await get('/admin/export/invoices.csv', cookieB), 'invoices-21-11-2026.csv').rows).toEqual([]);
  });

  it('exports the payments received, newest first, by mode, days and search', async () => {
    const file = csvOf(await get('/admin/export/payments.csv?mode=UPI&fromDate=2026-11-21&toDate=2026-11-21'), 'payments-21-11-2026.csv');
    expect(file.header).toEqual(['Receipt number', 'Paid on', 'Customer name', 'Phone', 'Amount', 'Mode', 'Reference', 'Invoice number', 'Visit date']);
    expect(file.rows.map((row) => `${row.Amount} ${row.Reference} ${row['Invoice number']}`)).toEqual([
      '1500.00 UTR-3000 AQC/26-27/0003',
      '1000.00 UTR-2000 AQC/26-27/0002',
      '500.00 UTR-1000 AQC/26-27/0001',
    ]);
    expect(file.rows[0]).toMatchObject({ 'Paid on': '21-11-2026', 'Customer name': 'Asha Bhosle', Phone: '9822000301', Mode: 'UPI', 'Visit date': '' });
    expect(csvOf(await get('/admin/export/payments.csv?mode=CASH'), 'payments-21-11-2026.csv').rows).toEqual([]);
    expect(csvOf(await get('/admin/export/payments.csv?search=UTR'), 'payments-21-11-2026.csv').rows).toEqual([]);
    expect(csvOf(await get('/admin/export/payments.csv?search=0001'), 'payments-21-11-2026.csv').rows).toHaveLength(1);
    expect(csvOf(await get('/admin/export/payments.csv', cookieB), 'payments-21-11-2026.csv').text).not.toContain('Asha');
  });
});

describe('a file that cannot be read', () => {
  it('is answered as an error, not as a file cut short, when its first page fails', async () => {
    await sql`alter table product_sub_categories rename to product_sub_categories_away`.execute(t.database.db);
    try {
      const response = await get('/admin/export/products.csv');
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json()).toMatchObject({ success: false, message: 'Something went wrong on our side. Please try again.' });
    } finally {
      await sql`alter table product_sub_categories_away rename to product_sub_categories`.execute(t.database.db);
    }
    // Nothing was left holding the database.
    expect((await get('/admin/export/products.csv')).statusCode).toBe(200);
  });
});
