import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';

describe('the not-found screen', () => {
  it('says so in Hindi, with the way home, to a reader of Hindi', async () => {
    await applyLanguage('hi');
    renderApp('/no-such-page', { 'users.me': () => null });
    expect(await screen.findByText('कुछ छूट गया है।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('पेज नहीं मिला | Sevak');
  });
});
