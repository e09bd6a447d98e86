import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatAmount, formatTypedAmount, parseAmount } from './amountInput';

describe('amount input (spec 001 §5: spaces removed, integer, empty = 0, thousands spacing)', () => {
  it('parses spaced integers', () => {
    expect(parseAmount('350 000')).toBe(350_000);
    expect(parseAmount('1\u00a0250\u202f000')).toBe(1_250_000);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('   ')).toBe(0);
    expect(parseAmount('12a3')).toBe(123);
    expect(parseAmount('99 999 999 999 999')).toBe(9_999_999_999);
  });

  it('formats with a space every three digits', () => {
    expect(formatAmount(350_000)).toBe('350 000');
    expect(formatAmount(1_500_000)).toBe('1 500 000');
    expect(formatAmount(999)).toBe('999');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(-4)).toBe('0');
    expect(formatAmount(1234.6)).toBe('1 235');
  });

  it('reformats what the visitor types, keeping an empty field empty', () => {
    expect(formatTypedAmount('3500000')).toBe('3 500 000');
    expect(formatTypedAmount('35 00')).toBe('3 500');
    expect(formatTypedAmount('007')).toBe('7');
    expect(formatTypedAmount('')).toBe('');
    expect(formatTypedAmount('abc')).toBe('');
  });

  it('keeps the caret after the same digits', () => {
    expect(caretAfterDigits('350 000', 3)).toBe(3);
    expect(caretAfterDigits('350 000', 4)).toBe(5);
    expect(caretAfterDigits('1 000', 1)).toBe(1);
    expect(caretAfterDigits('1 000', 0)).toBe(0);
    expect(caretAfterDigits('1 000', 9)).toBe(5);
  });
});
