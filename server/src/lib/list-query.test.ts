import { describe, expect, it } from 'vitest';
import { couldBeInPhone } from './list-query';

describe('couldBeInPhone', () => {
  it('is true for what a saved phone can contain: digits, or a + and digits', () => {
    expect(['98220', '9822012345', '+91', '+', '0'].map(couldBeInPhone)).toEqual([true, true, true, true, true]);
  });

  it('is false for names, spaced or punctuated numbers, a + inside, and nothing', () => {
    expect(['Kulkarni', 'RO 7L', '98220 12345', '98220-12345', '91+98', '%', ''].map(couldBeInPhone)).toEqual([false, false, false, false, false, false, false]);
  });
});
