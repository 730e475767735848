import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth-context';

function ReadsAuth() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('refuses to work outside an AuthProvider', () => {
    // React reports the thrown error to the console as well; keep the test output readable.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ReadsAuth />)).toThrow('useAuth must be used within an AuthProvider');
    consoleError.mockRestore();
  });
});
