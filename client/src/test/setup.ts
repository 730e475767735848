import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { applyLanguage } from '../i18n/language';
import '../i18n/messages-catalogue';

// Lazy screens load their chunk, and signed-in ones the layout's, before they render; the first
// screen of a test file also loads antd and its icons. On a busy CI machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });

// antd's English words (en_GB: day-first dates, "Read more"), as the signed-in frame fetches them.
beforeAll(() => applyLanguage('en'));

afterEach(async () => {
  cleanup();
  // A test that switched to Hindi leaves the next one in English, as a fresh page is.
  if (i18n.resolvedLanguage !== 'en') await applyLanguage('en');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  document.body.className = '';
});
