import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { deferred, testUser, type Output } from '../../test/trpc-mock';

const PURIFIERS = '11111111-1111-4111-8111-111111111111';
const purifiers = { id: PURIFIERS, name: 'Water Purifiers', createdAt: '2026-11-21T04:30:00.000Z', updatedAt: '2026-11-21T04:30:00.000Z' };
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('product sub-category page', SLOW, () => {
  it('reads "Loading products..." until the list arrives, then shows each sub-category with its category', async () => {
    const list = deferred<Output<'admin.productSubCategories.list'>>();
    renderApp('/product-subcategory', {
      'users.me': () => testUser('ADMIN'),
      'admin.productSubCategories.list': () => list.promise,
      'admin.productCategories.list': () => ({ items: [purifiers], total: 1 }),
    });
    expect(await screen.findByText('Loading products...', {}, WAIT)).toBeTruthy();
    list.resolve({
      items: [
        {
          id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
          name: 'RO Purifiers',
          productCategoryId: PURIFIERS,
          productCategory: { id: PURIFIERS, name: 'Water Purifiers' },
          createdAt: '2026-11-21T04:30:00.000Z',
          updatedAt: '2026-11-21T04:30:00.000Z',
        },
      ],
      total: 1,
    });
    expect(await screen.findByRole('cell', { name: 'RO Purifiers' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Water Purifiers' })).toBeTruthy();
    expect(screen.queryByText('Loading products...')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Product Name/ })).toBeTruthy();
  });

  it('asks for a name and a parent category before sending anything', async () => {
    const app = renderApp('/product-subcategory', {
      'users.me': () => testUser('ADMIN'),
      'admin.productSubCategories.list': () => ({ items: [], total: 0 }),
      'admin.productCategories.list': () => ({ items: [], total: 0 }),
    });
    await screen.findByRole('heading', { name: 'Product Sub Category' }, WAIT);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sub category name is required', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Choose a product category')).toBeTruthy(), WAIT);
    expect(app.server.callsTo('admin.productSubCategories.create')).toHaveLength(0);
  });
});

describe('the sub-categories page in Hindi', SLOW, () => {
  it('names the page and asks for the name and the category in Hindi', async () => {
    await applyLanguage('hi');
    const app = renderApp('/product-subcategory', {
      'users.me': () => testUser('ADMIN', { language: 'hi' }),
      'admin.productSubCategories.list': () => ({ items: [], total: 0 }),
      'admin.productCategories.list': () => ({ items: [], total: 0 }),
    });
    expect(await screen.findByRole('heading', { name: 'उत्पाद उप-श्रेणी' }, WAIT)).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('उप-श्रेणी का नाम ज़रूरी है', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('उत्पाद की श्रेणी चुनें')).toBeTruthy(), WAIT);
    expect(app.server.callsTo('admin.productSubCategories.create')).toHaveLength(0);
  });
});
