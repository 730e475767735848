import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, selectedText, visibleOptions } from '../../test/pick-list';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';

const PURIFIERS = '11111111-1111-4111-8111-111111111111';
const AIR_CONDITIONERS = '22222222-2222-4222-8222-222222222222';
const RO = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const UV = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const SPLIT = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const PRODUCT = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

const CREATED = { createdAt: '2026-11-21T04:30:00.000Z', updatedAt: '2026-11-21T04:30:00.000Z' };
const purifiers = { id: PURIFIERS, name: 'Water Purifiers', ...CREATED };
const airConditioners = { id: AIR_CONDITIONERS, name: 'Air Conditioners', ...CREATED };
const categories = [purifiers, airConditioners];
const subCategories: Output<'admin.productSubCategories.list'>['items'] = [
  { id: RO, name: 'RO Purifiers', productCategoryId: PURIFIERS, productCategory: purifiers, ...CREATED },
  { id: UV, name: 'UV Purifiers', productCategoryId: PURIFIERS, productCategory: purifiers, ...CREATED },
  { id: SPLIT, name: 'Split ACs', productCategoryId: AIR_CONDITIONERS, productCategory: airConditioners, ...CREATED },
];

const saved: Output<'admin.products.get'> = {
  id: PRODUCT,
  name: 'RO Water Purifier 7L',
  price: 14999,
  quantity: 4,
  productCategoryId: PURIFIERS,
  productSubCategoryId: RO,
  hsnCode: '84212110',
  gstRate: 18,
  productCategory: { id: PURIFIERS, name: 'Water Purifiers' },
  productSubCategory: { id: RO, name: 'RO Purifiers' },
  ...CREATED,
};

function productHandlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.products.list': () => ({ items: [], total: 0 }),
    'admin.products.summary': () => ({ totalProducts: 0, totalInventoryValue: 0 }),
    'admin.productCategories.list': () => ({ items: categories, total: categories.length }),
    'admin.productSubCategories.list': ({ productCategoryId }) => {
      const items = subCategories.filter((subCategory) => subCategory.productCategoryId === productCategoryId);
      return { items, total: items.length };
    },
    ...overrides,
  };
}

// antd's pick lists take a while to open in happy-dom, most of all on a busy machine.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('product form', SLOW, () => {
  it('offers only the chosen category’s sub-categories, and clears the choice when the category changes', async () => {
    const app = renderApp('/product', productHandlers());
    await screen.findByRole('heading', { name: 'Products' }, WAIT);
    expect((screen.getByRole('combobox', { name: 'Sub Category' }) as HTMLInputElement).disabled).toBe(true);

    await choose(app, 'Category', 'Water Purifiers');
    await app.user.click(screen.getByRole('combobox', { name: 'Sub Category' }));
    await waitFor(() => expect(visibleOptions('Sub Category')).toEqual(['RO Purifiers', 'UV Purifiers']), WAIT);
    await choose(app, 'Sub Category', 'RO Purifiers');
    expect(app.server.callsTo('admin.productSubCategories.list').at(-1)?.input).toMatchObject({ productCategoryId: PURIFIERS });
    await waitFor(() => expect(selectedText('Sub Category')).toBe('RO Purifiers'), WAIT);

    await choose(app, 'Category', 'Air Conditioners');
    await waitFor(() => expect(selectedText('Sub Category')).toBe(''), WAIT);
    await app.user.click(screen.getByRole('combobox', { name: 'Sub Category' }));
    await waitFor(() => expect(visibleOptions('Sub Category')).toEqual(['Split ACs']), WAIT);
  });

  it('says "Price is required" and "Quantity is required" from the shared schema, and sends nothing', async () => {
    const app = renderApp('/product', productHandlers());
    await screen.findByRole('heading', { name: 'Products' }, WAIT);
    await app.user.type(screen.getByRole('textbox', { name: 'Product Name' }), 'RO Water Purifier 7L');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price is required', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Quantity is required')).toBeTruthy();
    expect(app.server.callsTo('admin.products.create')).toHaveLength(0);
  });

  it('keeps a negative or too large price and quantity as typed, says why at the field, and sends nothing', async () => {
    const app = renderApp('/product', productHandlers({ 'admin.products.create': () => saved }));
    await screen.findByRole('heading', { name: 'Products' }, WAIT);
    const form = within(document.querySelector('form') as HTMLElement);
    const price = () => form.getByLabelText('Price (₹)') as HTMLInputElement;
    const quantity = () => form.getByLabelText('Quantity') as HTMLInputElement;
    await app.user.type(screen.getByRole('textbox', { name: 'Product Name' }), 'RO Water Purifier 7L');
    await app.user.type(price(), '-1200');
    await app.user.type(quantity(), '-4');
    await app.user.tab();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Price cannot be negative', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Quantity cannot be negative')).toBeTruthy();
    expect(price().value).toBe('-1200');
    expect(quantity().value).toBe('-4');
    // On a phone the fields bring up a number pad.
    expect(price().inputMode).toBe('decimal');
    expect(quantity().inputMode).toBe('numeric');

    await app.user.clear(price());
    await app.user.type(price(), '100000000000');
    await app.user.clear(quantity());
    await app.user.type(quantity(), '2.5');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price must be at most ₹99,99,99,999.99', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Enter a whole number, like 12')).toBeTruthy();
    expect(price().value).toBe('100000000000.00');
    expect(quantity().value).toBe('2.5');
    expect(app.server.callsTo('admin.products.create')).toHaveLength(0);
  });

  it('creates a product and resets the form; a refusal is toasted with the spec’s prefix', async () => {
    let refuse = false;
    const app = renderApp(
      '/product',
      productHandlers({
        'admin.products.create': () => {
          if (refuse) throw new TrpcFailure('That sub-category is not in the chosen category.');
          return saved;
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Products' }, WAIT);
    const nameInput = () => screen.getByRole('textbox', { name: 'Product Name' }) as HTMLInputElement;
    await app.user.type(nameInput(), 'RO Water Purifier 7L');
    await app.user.type(screen.getByRole('textbox', { name: 'Price (₹)' }), '14999.50');
    await app.user.type(screen.getByRole('textbox', { name: 'Quantity' }), '4');
    await choose(app, 'Category', 'Water Purifiers');
    await choose(app, 'Sub Category', 'UV Purifiers');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Product created successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.products.create')[0]?.input).toEqual({
      name: 'RO Water Purifier 7L',
      price: 14999.5,
      quantity: 4,
      productCategoryId: PURIFIERS,
      productSubCategoryId: UV,
    });
    // A reset form mounts fresh inputs: look them up again.
    await waitFor(() => expect(nameInput().value).toBe(''), WAIT);
    expect(selectedText('Category')).toBe('');

    refuse = true;
    await app.user.type(nameInput(), 'Split AC 1.5 Ton');
    await app.user.type(screen.getByRole('textbox', { name: 'Price (₹)' }), '32000');
    await app.user.type(screen.getByRole('textbox', { name: 'Quantity' }), '2');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to create product: That sub-category is not in the chosen category.', {}, WAIT)).toBeTruthy();
  });

  it('shows Total Inventory Value in rupees with Indian grouping', async () => {
    renderApp('/product', productHandlers({ 'admin.products.summary': () => ({ totalProducts: 12, totalInventoryValue: 1234567.5 }) }));
    const card = (await screen.findByText('Total Inventory Value', {}, WAIT)).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(card).getByText('₹12,34,567.50')).toBeTruthy(), WAIT);
    const products = screen.getByText('Total Products').closest('.ant-card') as HTMLElement;
    expect(within(products).getByText('12')).toBeTruthy();
  });

  it('shows the spec’s error when the product list cannot be loaded', async () => {
    renderApp(
      '/product',
      productHandlers({
        'admin.products.list': () => {
          throw new TrpcFailure('Database unavailable', 500, []);
        },
      }),
    );
    expect(await screen.findByText('Error Loading Products', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Unable to fetch products. Please try again later.')).toBeTruthy();
  });
});

describe('update product form', SLOW, () => {

  it('clears the sub-category when the category changes, saves, and goes to /product', async () => {
    const app = renderApp(
      `/update/product/${PRODUCT}`,
      productHandlers({
        'admin.products.get': () => saved,
        'admin.products.update': () => saved,
      }),
    );
    await screen.findByRole('heading', { name: 'Update Product' }, WAIT);
    await waitFor(() => expect(selectedText('Sub Category')).toBe('RO Purifiers'), WAIT);
    expect((screen.getByRole('textbox', { name: 'Product Name' }) as HTMLInputElement).value).toBe('RO Water Purifier 7L');
    expect((screen.getByRole('textbox', { name: 'HSN Code' }) as HTMLInputElement).value).toBe('84212110');
    expect(selectedText('GST Rate')).toBe('18 %');

    await choose(app, 'Category', 'Air Conditioners');
    await waitFor(() => expect(selectedText('Sub Category')).toBe(''), WAIT);
    await app.user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Product updated successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.products.update')[0]?.input).toEqual({
      id: PRODUCT,
      data: {
        name: 'RO Water Purifier 7L',
        price: 14999,
        quantity: 4,
        productCategoryId: AIR_CONDITIONERS,
        productSubCategoryId: null,
        hsnCode: '84212110',
        gstRate: 18,
      },
    });
    await waitFor(() => expect(app.pathname()).toBe('/product'), WAIT);
  });
});

describe('the products page in Hindi', SLOW, () => {
  it('names the page, the cards, the form and the columns in Hindi, and says what is missing in Hindi', async () => {
    await applyLanguage('hi');
    const app = renderApp('/product', productHandlers({ 'users.me': () => testUser('ADMIN', { language: 'hi' }) }));
    expect(await screen.findByRole('heading', { name: 'उत्पाद' }, WAIT)).toBeTruthy();
    expect(screen.getByText('स्टॉक की कुल कीमत')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /उत्पाद का नाम/ })).toBeTruthy();
    expect(screen.getByText('पहले श्रेणी चुनें')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('उत्पाद का नाम ज़रूरी है', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.products.create')).toHaveLength(0);
  });
});
