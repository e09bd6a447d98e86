import { describe, expect, it } from 'vitest';
import { isCompletePhone, maskPhone } from './phoneMask';

describe('maskPhone', () => {
  it('masks progressively as the visitor types', () => {
    const typed = '5145551234';
    const steps = [...typed].map((_, i) => maskPhone(typed.slice(0, i + 1)));
    expect(steps).toEqual([
      '(5',
      '(51',
      '(514',
      '(514) 5',
      '(514) 55',
      '(514) 555',
      '(514) 555-1',
      '(514) 555-12',
      '(514) 555-123',
      '(514) 555-1234',
    ]);
  });

  it('reformats pasted numbers and drops other characters', () => {
    expect(maskPhone('514-555-1234')).toBe('(514) 555-1234');
    expect(maskPhone('514.555.1234 ext')).toBe('(514) 555-1234');
    expect(maskPhone('+1 418 555 0199')).toBe('(418) 555-0199');
  });

  it('ignores digits past the tenth', () => {
    expect(maskPhone('(514) 555-12345')).toBe('(514) 555-1234');
  });

  it('never gets stuck on a separator when deleting', () => {
    expect(maskPhone('(514) ')).toBe('(514');
    expect(maskPhone('(514) 555-')).toBe('(514) 555');
    expect(maskPhone('(')).toBe('');
  });
});

describe('isCompletePhone', () => {
  it('accepts only the full mask', () => {
    expect(isCompletePhone('(514) 555-1234')).toBe(true);
    expect(isCompletePhone('(514) 555-123')).toBe(false);
    expect(isCompletePhone('5145551234')).toBe(false);
  });
});
