import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '../../lib/config';
import { dayjs } from '../../lib/dayjs';
import { choose, selectedText } from '../../test/pick-list';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers, type Output } from '../../test/trpc-mock';

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

const emptyService = () => ({ items: [], total: 0, totals: { count: 0, totalCharges: 0 } });
const emptyProduct = () => ({ items: [], total: 0, totals: { count: 0, totalPrice: 0 } });

describe('service report', SLOW, () => {
  it('says "No service data available for selected range" and asks for the current month by default', async () => {
    const app = renderApp('/servicereport', { 'users.me': () => testUser('ADMIN'), 'admin.reports.service': emptyService });
    expect(await screen.findByText('No service data available for selected range', {}, WAIT)).toBeTruthy();
    const month = dayjs().tz(BUSINESS_TIME_ZONE);
    expect(app.server.callsTo('admin.reports.service')[0]?.input).toMatchObject({
      page: 1,
      fromDate: month.startOf('month').format('YYYY-MM-DD'),
      toDate: month.endOf('month').format('YYYY-MM-DD'),
    });
  });

  it('reads the range and page from the URL, and shows the rows with the range’s totals', async () => {
    const app = renderApp('/servicereport?from=2026-11-01&to=2026-11-22&page=2', {
      'users.me': () => testUser('ADMIN'),
      'admin.reports.service': () => ({
        items: [
          {
            id: 'visit-1',
            customerName: 'Vikram Pawar',
            phoneNumber: '9850056789',
            address: null,
            employeeName: 'Ramesh Patil',
            productName: null,
            serviceDiscription: null,
            serviceCharges: 123456,
            visitDate: '2026-11-22T08:30:00.000Z',
            PaymentStatus: 'PAID',
            isDone: true,
          },
        ],
        total: 11,
        totals: { count: 11, totalCharges: 1234567 },
      }),
    });
    const row = (await screen.findByText('Vikram Pawar', {}, WAIT)).closest('tr') as HTMLElement;
    expect(app.server.callsTo('admin.reports.service')[0]?.input).toMatchObject({ page: 2, fromDate: '2026-11-01', toDate: '2026-11-22' });
    expect(within(row).getByText('Service Visit')).toBeTruthy();
    expect(within(row).getByText('N/A')).toBeTruthy();
    expect(within(row).getByText('₹1,23,456.00')).toBeTruthy();
    expect(within(row).getByText('22 Nov 2026')).toBeTruthy();
    expect(screen.getByText('11 visits · Total charges ₹12,34,567.00')).toBeTruthy();
    expect((screen.getByLabelText('From Date') as HTMLInputElement).value).toBe('Nov 1, 2026');
    expect((screen.getByLabelText('To Date') as HTMLInputElement).value).toBe('Nov 22, 2026');
    expect(
      [...document.querySelectorAll('th')].map((cell) => cell.textContent).filter(Boolean),
    ).toEqual(['Customer', 'Phone', 'Address', 'Employee', 'Service', 'Charges', 'Visit Date', 'Payment']);
  });
});

describe('service report by technician and payment', SLOW, () => {
  const RAMESH = '44444444-4444-4444-8444-444444444444';
  const ramesh: Output<'admin.employees.get'> = {
    id: RAMESH,
    visitCount: 3,
    user: { id: 'user-ramesh', fullname: 'Ramesh Patil', email: null, address: null, phoneNumber: '9822011111' },
    createdAt: '2026-10-01T04:30:00.000Z',
  };
  const handlers: Handlers = {
    'users.me': () => testUser('ADMIN'),
    'admin.employees.options': () => [{ id: RAMESH, fullname: 'Ramesh Patil', phoneNumber: '9822011111' }],
    'admin.employees.get': () => ramesh,
    'admin.reports.service': ({ employeeId, paymentStatus }) =>
      employeeId && paymentStatus
        ? { items: [], total: 4, totals: { count: 4, totalCharges: 2000 } }
        : { items: [], total: 11, totals: { count: 11, totalCharges: 5500 } },
  };

  it('sends the chosen technician and payment status, keeps them in the URL, starts again at page 1, and the totals follow', async () => {
    const app = renderApp('/servicereport?from=2026-11-01&to=2026-11-30&page=2', handlers);
    expect(await screen.findByText('11 visits · Total charges ₹5,500.00', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.reports.service')[0]?.input).not.toHaveProperty('employeeId');

    await choose(app, 'Employee', 'Ramesh Patil (9822011111)');
    await choose(app, 'Payment', 'Paid');
    expect(await screen.findByText('4 visits · Total charges ₹2,000.00', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.reports.service').at(-1)?.input).toMatchObject({
      page: 1,
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      employeeId: RAMESH,
      paymentStatus: 'PAID',
    });
    const url = new URLSearchParams(app.router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({ from: '2026-11-01', to: '2026-11-30', employee: RAMESH, payment: 'PAID' });
  });

  it('reads the technician and payment status from the URL and names the technician', async () => {
    const app = renderApp(`/servicereport?from=2026-11-01&to=2026-11-30&employee=${RAMESH}&payment=PAID`, handlers);
    expect(await screen.findByText('4 visits · Total charges ₹2,000.00', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.reports.service')[0]?.input).toMatchObject({ employeeId: RAMESH, paymentStatus: 'PAID' });
    await waitFor(() => expect(selectedText('Employee')).toBe('Ramesh Patil (9822011111)'), WAIT);
    expect(selectedText('Payment')).toBe('Paid');
  });

  it('leaves out a technician or payment status the URL garbles', async () => {
    const app = renderApp('/servicereport?from=2026-11-01&to=2026-11-30&employee=ramesh&payment=maybe', handlers);
    expect(await screen.findByText('11 visits · Total charges ₹5,500.00', {}, WAIT)).toBeTruthy();
    const input = app.server.callsTo('admin.reports.service')[0]?.input;
    expect(input).not.toHaveProperty('employeeId');
    expect(input).not.toHaveProperty('paymentStatus');
  });
});

describe('product report', SLOW, () => {
  it('says "No product data available for selected range"', async () => {
    const app = renderApp('/productreport?from=2020-01-01&to=2020-01-31', {
      'users.me': () => testUser('ADMIN'),
      'admin.reports.product': emptyProduct,
    });
    expect(await screen.findByText('No product data available for selected range', {}, WAIT)).toBeTruthy();
    await waitFor(
      () => expect(app.server.callsTo('admin.reports.product')[0]?.input).toMatchObject({ fromDate: '2020-01-01', toDate: '2020-01-31' }),
      WAIT,
    );
    expect(
      [...document.querySelectorAll('th')].map((cell) => cell.textContent).filter(Boolean),
    ).toEqual(['Bill No', 'Customer', 'Phone', 'Address', 'Product', 'Price', 'Invoice Date', 'Warranty Start', 'Warranty End']);
  });
});

describe('the reports in Hindi', SLOW, () => {
  it('shows the service report’s filters, columns, empty text and totals in Hindi', async () => {
    await applyLanguage('hi');
    renderApp('/servicereport?from=2026-11-01&to=2026-11-30', {
      'users.me': () => testUser('ADMIN', { language: 'hi' }),
      'admin.reports.service': () => ({ items: [], total: 2, totals: { count: 2, totalCharges: 1500 } }),
    });
    expect(await screen.findByRole('heading', { name: 'सर्विस रिपोर्ट' }, WAIT)).toBeTruthy();
    expect(await screen.findByText('2 विज़िट · कुल चार्ज ₹1,500.00', {}, WAIT)).toBeTruthy();
    expect(screen.getByLabelText('शुरू की तारीख')).toBeTruthy();
    expect(screen.getByLabelText('आखिरी तारीख')).toBeTruthy();
    expect([...document.querySelectorAll('th')].map((cell) => cell.textContent).filter(Boolean)).toEqual([
      'ग्राहक',
      'फ़ोन',
      'पता',
      'कर्मचारी',
      'सर्विस',
      'चार्ज',
      'विज़िट की तारीख',
      'भुगतान',
    ]);
  });

  it('says the product report has nothing for the range in Hindi', async () => {
    await applyLanguage('hi');
    renderApp('/productreport?from=2020-01-01&to=2020-01-31', {
      'users.me': () => testUser('ADMIN', { language: 'hi' }),
      'admin.reports.product': emptyProduct,
    });
    expect(await screen.findByText('चुनी गई तारीखों में उत्पादों की कोई जानकारी नहीं है', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'उत्पाद रिपोर्ट' })).toBeTruthy();
  });
});
