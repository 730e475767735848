import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { testUser, type Output } from '../../test/trpc-mock';

type Enquiry = Output<'admin.enquiries.list'>['items'][number];

const walkIn: Enquiry = {
  id: 'enquiry-1',
  name: 'Deepak Wagh',
  phoneNumber: '9890011111',
  address: 'Pimple Saudagar, Pune',
  message: 'Need a quote for an RO purifier',
  productId: null,
  product: null,
  kind: 'enquiry',
  customerId: null,
  preferredDate: null,
  createdAt: '2027-04-20T05:00:00.000Z',
};

const fromPortal: Enquiry = {
  ...walkIn,
  id: 'enquiry-2',
  name: 'Meera Iyer',
  phoneNumber: '9850023456',
  message: 'Water tastes salty',
  kind: 'service_request',
  customerId: 'customer-1',
  preferredDate: '2027-04-29',
};

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

/** The enquiries table's row of one person. */
const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

describe('enquiries list', SLOW, () => {
  it('marks a customer’s service request from the portal, with the day they would like', async () => {
    renderApp('/enquiry', {
      'users.me': () => testUser('ADMIN'),
      'admin.enquiries.list': () => ({ items: [fromPortal, walkIn], total: 2 }),
      'admin.products.options': () => [],
    });
    await screen.findByText('Meera Iyer', {}, WAIT);

    const request = rowOf('Meera Iyer');
    expect(request.getByText('Service request').closest('.ant-tag')).toBeTruthy();
    expect(request.getByText('Preferred day 29-04-2027')).toBeTruthy();
    expect(request.getByText('Water tastes salty')).toBeTruthy();

    const enquiry = rowOf('Deepak Wagh');
    expect(enquiry.queryByText('Service request')).toBeNull();
    expect(enquiry.getByText('Need a quote for an RO purifier')).toBeTruthy();
  });
});
