import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers } from '../../test/trpc-mock';

const admin = testUser('ADMIN', { fullname: 'AquaCare Water Solutions', username: 'aquacare' });

async function openAsAdmin(path = '/admin/dashboard', extra: Handlers = {}) {
  const app = renderApp(path, { 'users.me': () => admin, ...extra });
  await screen.findByTestId('sidebar');
  return app;
}

const sidebar = () => screen.getByTestId('sidebar');

describe('sidebar', () => {
  it('is collapsed by default and remembers being expanded', async () => {
    const { user } = await openAsAdmin();
    expect(sidebar().dataset.expanded).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar().dataset.expanded).toBe('true');
    expect(window.localStorage.getItem('sidebar-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar().dataset.expanded).toBe('false');
    expect(window.localStorage.getItem('sidebar-expanded')).toBe('false');
  });

  it('opens expanded when that was the saved preference, and Escape closes it', async () => {
    window.localStorage.setItem('sidebar-expanded', 'true');
    const { user } = await openAsAdmin();
    expect(sidebar().dataset.expanded).toBe('true');
    await user.keyboard('{Escape}');
    expect(sidebar().dataset.expanded).toBe('false');
    expect(window.localStorage.getItem('sidebar-expanded')).toBe('false');
  });

  it('closes a hover-opened sidebar on a click outside it', async () => {
    await openAsAdmin();
    fireEvent.mouseEnter(sidebar());
    expect(sidebar().dataset.expanded).toBe('true');
    fireEvent.pointerDown(screen.getByTestId('greeting'));
    expect(sidebar().dataset.expanded).toBe('false');
  });

  it('keeps a pinned sidebar open beside the content when the content is clicked', async () => {
    window.localStorage.setItem('sidebar-expanded', 'true');
    await openAsAdmin();
    fireEvent.pointerDown(screen.getByTestId('greeting'));
    expect(sidebar().dataset.expanded).toBe('true');
    expect(window.localStorage.getItem('sidebar-expanded')).toBe('true');
  });

  it('widens on hover and closes 300 ms after the pointer leaves', async () => {
    await openAsAdmin();
    vi.useFakeTimers();
    fireEvent.mouseEnter(sidebar());
    expect(sidebar().dataset.expanded).toBe('true');
    fireEvent.mouseLeave(sidebar());
    act(() => vi.advanceTimersByTime(299));
    expect(sidebar().dataset.expanded).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(sidebar().dataset.expanded).toBe('false');
  });

  it('lists the admin menu, with the Product group open on a product path', async () => {
    window.localStorage.setItem('sidebar-expanded', 'true');
    await openAsAdmin('/product-subcategory');
    const nav = within(sidebar());
    for (const name of ['Home', 'Create Order', 'Customer Enquiry', 'Employee', 'Service Visit', 'Help Desk']) {
      expect(nav.getByRole('link', { name })).toBeTruthy();
    }
    expect(nav.getByRole('link', { name: 'Category' }).getAttribute('href')).toBe('/product-category');
    expect(nav.getByRole('link', { name: 'SubCategory' }).getAttribute('href')).toBe('/product-subcategory');
    expect(nav.getByRole('link', { name: 'Product' }).getAttribute('href')).toBe('/product');
  });

  it('lists both reports under Reports, the group open and the report lit on a report’s path', async () => {
    window.localStorage.setItem('sidebar-expanded', 'true');
    await openAsAdmin('/servicereport', {
      'admin.reports.service': () => ({ items: [], total: 0, totals: { count: 0, totalCharges: 0 } }),
      'admin.employees.options': () => [],
    });
    const nav = within(sidebar());
    expect(nav.getByRole('link', { name: 'Service Report' }).getAttribute('href')).toBe('/servicereport');
    expect(nav.getByRole('link', { name: 'Product Report' }).getAttribute('href')).toBe('/productreport');
    const group = nav.getByText('Reports').closest('.ant-menu-submenu') as HTMLElement;
    expect(group.className).toContain('ant-menu-submenu-open');
    expect([...sidebar().querySelectorAll('.ant-menu-item-selected')].map((item) => item.textContent)).toEqual(['Service Report']);
  });

  it('lists the Tax Profile under Billing, the group open and the entry lit on its path', async () => {
    window.localStorage.setItem('sidebar-expanded', 'true');
    const profile = { id: 'business-1', image: null, startDate: '2027-01-01', expiryDate: '2027-12-31', user: { ...admin, address: null } };
    await openAsAdmin('/billing/profile', { 'admin.billing.profile': () => null, 'admin.profile.get': () => profile });
    const nav = within(sidebar());
    expect(nav.getByRole('link', { name: 'Tax Profile' }).getAttribute('href')).toBe('/billing/profile');
    const group = nav.getByText('Billing').closest('.ant-menu-submenu') as HTMLElement;
    expect(group.className).toContain('ant-menu-submenu-open');
    expect([...sidebar().querySelectorAll('.ant-menu-item-selected')].map((item) => item.textContent)).toEqual(['Tax Profile']);
  });

  it('lists Invoices, GST Summary and Tax Profile under Billing, and keeps the group open on an invoice', async () => {
    window.localStorage.setItem('sidebar-expanded', 'true');
    await openAsAdmin('/billing/invoices/invoice-1', { 'admin.invoices.get': () => new Promise(() => undefined) });
    const group = within(sidebar()).getByText('Billing').closest('.ant-menu-submenu') as HTMLElement;
    expect(group.className).toContain('ant-menu-submenu-open');
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Invoices', '/billing/invoices'],
      ['GST Summary', '/billing/gst-summary'],
      ['Tax Profile', '/billing/profile'],
    ]);
  });

  it('shows customers their portal: products, bills, service history, asking for service', async () => {
    renderApp('/customer/dashboard', { 'users.me': () => testUser('CUSTOMER'), 'customer.products': () => [] });
    const links = within(await screen.findByTestId('sidebar')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')]).filter(([text]) => text)).toEqual([
      ['Sevak', '/'],
      ['My Products', '/'],
      ['Invoices and Receipts', '/customer/bills'],
      ['Service History', '/customer/visits'],
      ['Ask for Service', '/customer/service'],
    ]);
  });
});

describe('top bar', () => {
  it('greets the user by full name', async () => {
    await openAsAdmin();
    expect(screen.getByTestId('greeting').textContent).toBe('Welcome, AquaCare Water Solutions');
  });

  it('logs out to /signin', async () => {
    const { user, pathname, server } = await openAsAdmin('/admin/dashboard', { 'users.logout': () => null });
    await user.click(screen.getByTestId('profile-menu'));
    expect(await screen.findByRole('link', { name: 'My Profile' })).toBeTruthy();
    await user.click(screen.getByText('Log Out'));
    await waitFor(() => expect(pathname()).toBe('/signin'));
    expect(server.callsTo('users.logout')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Welcome to Sevak' })).toBeTruthy();
  });

  it('stays signed in and says why when logout fails', async () => {
    const { user, pathname } = await openAsAdmin('/admin/dashboard', {
      'users.logout': () => {
        throw new TrpcFailure('Sevak is briefly unavailable. Please try again in a moment.', 503, []);
      },
    });
    await user.click(screen.getByTestId('profile-menu'));
    await user.click(await screen.findByText('Log Out'));
    expect(await screen.findByText('Sevak is briefly unavailable. Please try again in a moment.')).toBeTruthy();
    expect(pathname()).toBe('/admin/dashboard');
  });
});

describe('the language, from the profile menu', () => {
  it('switches the sidebar and the top bar to Hindi at once, and keeps the choice for the person on the server', async () => {
    window.localStorage.setItem('sidebar-expanded', 'true');
    const { user, server } = await openAsAdmin('/admin/dashboard', { 'users.setLanguage': ({ language }) => ({ language }) });
    await user.click(screen.getByTestId('profile-menu'));
    await user.click(await screen.findByText('Language / भाषा'));
    // The language in use is marked.
    expect((await screen.findByText('English')).closest('li')?.className).toContain('selected');
    await user.click(screen.getByText('हिन्दी'));

    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('नमस्ते, AquaCare Water Solutions'));
    const nav = within(sidebar());
    for (const name of ['होम', 'ऑर्डर बनाएँ', 'ग्राहकों की पूछताछ', 'कर्मचारी', 'सर्विस विज़िट', 'हेल्प डेस्क']) {
      expect(nav.getByRole('link', { name })).toBeTruthy();
    }
    expect(nav.queryByText('Create Order')).toBeNull();
    expect(screen.getByTestId('profile-menu').textContent).toContain('एडमिन');
    expect(screen.getByRole('button', { name: 'साइडबार छोटा करें' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    // Switched first, then saved for the person.
    await waitFor(() => expect(server.callsTo('users.setLanguage').map((call) => call.input)).toEqual([{ language: 'hi' }]));

    // Back to English the same way.
    await user.click(screen.getByTestId('profile-menu'));
    await user.click(await screen.findByText('भाषा / Language'));
    await user.click(await screen.findByText('English'));
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Welcome, AquaCare Water Solutions'));
    await waitFor(() => expect(server.callsTo('users.setLanguage').map((call) => call.input)).toEqual([{ language: 'hi' }, { language: 'en' }]));
  });
});

describe('by keyboard and screen reader', () => {
  it('offers "Skip to content" as the first Tab stop, and names the account menu by what it shows', async () => {
    const { user } = await openAsAdmin();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByTestId('profile-menu').textContent).toContain('aquacare');
    expect(screen.getByRole('button', { name: /^aquacare.*account menu$/ })).toBe(screen.getByTestId('profile-menu'));
  });
});
