import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { useTheme } from './theme';
import { ThemeProvider } from './ThemeProvider';
import { ThemeToggle } from './ThemeToggle';

function ShowsTheme() {
  return <output>{useTheme().theme}</output>;
}

function renderToggle() {
  return render(
    <LanguageProvider>
      <ThemeProvider>
        <ThemeToggle />
        <ShowsTheme />
      </ThemeProvider>
    </LanguageProvider>,
  );
}

describe('theme toggle', () => {
  it('starts light, and dark is saved under color-theme and set as a class on <body>', async () => {
    renderToggle();
    expect(screen.getByRole('status').textContent).toBe('light');
    expect(document.body.classList.contains('dark')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem('color-theme')).toBe('dark');
    expect(document.body.classList.contains('dark')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem('color-theme')).toBe('light');
    expect(document.body.classList.contains('dark')).toBe(false);
  });

  it('opens in the saved theme', () => {
    window.localStorage.setItem('color-theme', 'dark');
    renderToggle();
    expect(screen.getByRole('status').textContent).toBe('dark');
    expect(document.body.classList.contains('dark')).toBe(true);
  });
});
