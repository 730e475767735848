import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import enGB from 'antd/locale/en_GB';
import type { Locale } from 'antd/es/locale';
import { describe, expect, it } from 'vitest';
import { LanguageContext, type LanguageContextValue } from '../../i18n/language';
import { ThemeProvider } from './ThemeProvider';

/** The language context as LanguageProvider gives it: antd's words not fetched yet, or fetched. */
function languageWith(antdLocale: Locale | undefined): LanguageContextValue {
  return { language: 'en', antdLocale, requireAntdLocale: () => undefined, setLanguage: async () => undefined };
}

function framed(antdLocale: Locale | undefined) {
  return (
    <LanguageContext value={languageWith(antdLocale)}>
      <ThemeProvider>
        <input aria-label="Phone Number" />
      </ThemeProvider>
    </LanguageContext>
  );
}

describe('ThemeProvider', () => {
  // The sign-in page and the technician's phone app start on antd's built-in English; antd's
  // words arrive on the first switch of language. Everything on screen must live through that:
  // what was typed, and who is signed in with the language they just chose.
  it('keeps what the screen holds when antd’s words arrive', async () => {
    const user = userEvent.setup();
    const view = render(framed(undefined));
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');

    view.rerender(framed(enGB));

    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('9876543210');
  });
});
