import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptWhileUsed } from './kept-while-used';

describe('a value kept while it is used', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const counted = () => {
    let made = 0;
    return { make: () => ({ copy: (made += 1) }), made: () => made };
  };

  it('is made on first use, not before', () => {
    const { make, made } = counted();
    const fonts = keptWhileUsed(make, 60_000);
    expect(made()).toBe(0);
    expect(fonts().copy).toBe(1);
    expect(made()).toBe(1);
  });

  it('is the same value for every use that comes within the idle time of the last, however long the burst', () => {
    const { make, made } = counted();
    const fonts = keptWhileUsed(make, 60_000);
    const first = fonts();
    for (let minute = 0; minute < 10; minute += 1) {
      vi.advanceTimersByTime(59_000);
      expect(fonts()).toBe(first);
    }
    expect(made()).toBe(1);
  });

  it('is dropped after the idle time and made afresh by the next use', () => {
    const { make, made } = counted();
    const fonts = keptWhileUsed(make, 60_000);
    const first = fonts();
    vi.advanceTimersByTime(60_000);
    const second = fonts();
    expect(second).not.toBe(first);
    expect(second.copy).toBe(2);
    expect(made()).toBe(2);
  });

  it('keeps nothing when making it fails, and tries again on the next use', () => {
    let fail = true;
    const fonts = keptWhileUsed(() => {
      if (fail) throw new Error('no font file');
      return 'parsed';
    }, 60_000);
    expect(() => fonts()).toThrow('no font file');
    fail = false;
    expect(fonts()).toBe('parsed');
  });
});
