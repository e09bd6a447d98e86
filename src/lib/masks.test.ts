import { describe, expect, it } from 'vitest';
import { maskArea, maskDigits, maskPostalCode, maskRooms, maskYear } from './masks';

describe('maskPostalCode (A#A #A#)', () => {
  it('upper-cases and inserts the space', () => {
    expect(maskPostalCode('j4k2t5')).toBe('J4K 2T5');
    expect(maskPostalCode('J4K 2T5')).toBe('J4K 2T5');
  });
  it('adds the space only once the fourth character exists', () => {
    expect(maskPostalCode('h2x')).toBe('H2X');
    expect(maskPostalCode('h2x1')).toBe('H2X 1');
    expect(maskPostalCode('H2X ')).toBe('H2X');
  });
  it('skips characters that do not fit the pattern and stops at six', () => {
    expect(maskPostalCode('12')).toBe('');
    expect(maskPostalCode('hh2x-1y9z')).toBe('H2X 1Y9');
    expect(maskPostalCode('J4K 2T5 extra')).toBe('J4K 2T5');
    expect(maskPostalCode('')).toBe('');
  });
});

describe('digit masks', () => {
  it('year keeps 4 digits', () => {
    expect(maskYear('19a87')).toBe('1987');
    expect(maskYear('20245')).toBe('2024');
  });
  it('rooms keep 2 digits', () => {
    expect(maskRooms('3')).toBe('3');
    expect(maskRooms('123')).toBe('12');
    expect(maskRooms('-1')).toBe('1');
    expect(maskRooms('0')).toBe('0');
  });
  it('areas keep up to 6 digits', () => {
    expect(maskArea('1 200')).toBe('1200');
    expect(maskArea('1234567')).toBe('123456');
    expect(maskArea('abc')).toBe('');
  });
  it('maskDigits drops every non-digit', () => {
    expect(maskDigits('(1)2.3', 5)).toBe('123');
  });
});
