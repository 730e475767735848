import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy screens load their chunk, and signed-in ones the layout's, before they render; the first
// screen of a test file also loads antd and its icons. On a busy CI machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  document.body.className = '';
});
