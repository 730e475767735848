import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { deferred, TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';

const CATEGORY = '11111111-1111-4111-8111-111111111111';
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

type Category = Output<'admin.productCategories.create'>;

function category(name: string): Category {
  return { id: CATEGORY, name, createdAt: '2026-11-21T04:30:00.000Z', updatedAt: '2026-11-21T04:30:00.000Z' };
}

function categoryHandlers(create: Handlers['admin.productCategories.create']): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.productCategories.list': () => ({ items: [], total: 0 }),
    'admin.productCategories.create': create,
  };
}

const nameInput = () => screen.getByRole('textbox', { name: 'Category Name' }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }) as HTMLButtonElement;

describe('saving a form', SLOW, () => {
  it('saves once on a double click on Save, and takes the next save once the first has answered', async () => {
    const answers = [deferred<Category>(), deferred<Category>()];
    let calls = 0;
    const app = renderApp('/product-category', categoryHandlers(() => answers[calls++]!.promise));
    await screen.findByRole('heading', { name: 'Product Category' }, WAIT);

    await app.user.type(nameInput(), 'Water Purifiers');
    await app.user.dblClick(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('Saving...'), WAIT);
    expect(saveButton().disabled).toBe(true);
    answers[0]!.resolve(category('Water Purifiers'));
    expect(await screen.findByText('Product category created successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.productCategories.create')).toEqual([
      { path: 'admin.productCategories.create', input: { name: 'Water Purifiers' } },
    ]);

    await waitFor(() => expect(saveButton().disabled).toBe(false), WAIT);
    await app.user.type(nameInput(), 'Air Conditioners');
    await app.user.click(saveButton());
    await waitFor(() => expect(app.server.callsTo('admin.productCategories.create')).toHaveLength(2), WAIT);
    answers[1]!.resolve(category('Air Conditioners'));
  });

  it('takes the corrected save after a refused one', async () => {
    let refuse = true;
    const app = renderApp(
      '/product-category',
      categoryHandlers((input) => {
        if (refuse) throw new TrpcFailure('A category with this name already exists.');
        return category(input.name);
      }),
    );
    await screen.findByRole('heading', { name: 'Product Category' }, WAIT);
    await app.user.type(nameInput(), 'Water Purifiers');
    await app.user.click(saveButton());
    expect(await screen.findByText(/Failed to create product category/, {}, WAIT)).toBeTruthy();

    refuse = false;
    await waitFor(() => expect(saveButton().disabled).toBe(false), WAIT);
    await app.user.clear(nameInput());
    await app.user.type(nameInput(), 'Water Purifiers 2');
    await app.user.click(saveButton());
    expect(await screen.findByText('Product category created successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.productCategories.create').map((call) => call.input)).toEqual([
      { name: 'Water Purifiers' },
      { name: 'Water Purifiers 2' },
    ]);
  });
});

describe('a name over the limit', SLOW, () => {
  it('keeps all 150 characters, shows the count and the shared schema’s limit, and sends nothing', async () => {
    const app = renderApp('/product-category', categoryHandlers(() => category('never')));
    await screen.findByRole('heading', { name: 'Product Category' }, WAIT);
    const longName = 'Water Purifiers and Softeners for Homes, Offices, Schools, Hospitals and Hotels across Maharashtra, Goa and Karnataka states';
    const name150 = longName.padEnd(150, '.');
    await app.user.click(nameInput());
    await app.user.paste(name150);

    expect(await screen.findByText('Must be at most 100 characters', {}, WAIT)).toBeTruthy();
    expect(nameInput().value).toBe(name150);
    expect(screen.getByText('150 / 100')).toBeTruthy();
    await app.user.click(saveButton());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.server.callsTo('admin.productCategories.create')).toHaveLength(0);
  });
});

describe('the categories page in Hindi', SLOW, () => {
  it('names the page, the form and its check in Hindi', async () => {
    await applyLanguage('hi');
    const app = renderApp('/product-category', {
      ...categoryHandlers(() => category('Water Purifiers')),
      'users.me': () => testUser('ADMIN', { language: 'hi' }),
    });
    expect(await screen.findByRole('heading', { name: 'उत्पाद श्रेणी' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'श्रेणी का नाम' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('श्रेणी का नाम ज़रूरी है', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.productCategories.create')).toHaveLength(0);
  });
});
