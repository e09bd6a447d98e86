import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safeNextPath';

describe('safeNextPath', () => {
  it('keeps QA pages of this site with their query', () => {
    expect(safeNextPath('/qa/sections?lang=en&page=4')).toBe('/qa/sections?lang=en&page=4');
    expect(safeNextPath('/qa/parametres-generaux')).toBe('/qa/parametres-generaux');
  });

  it.each([
    ['/\t/evil.example/phish'],
    ['/\n/evil.example/phish'],
    ['/%09/evil.example/phish'.replace('%09', '\t')],
    ['//evil.example/qa/x'],
    ['/\\evil.example/qa/x'],
    ['https://evil.example/qa/x'],
    ['/qa/\t/evil.example'],
    ['/qa/login'],
    ['/qa/login?next=/qa/sections'],
    ['/fr/contact'],
    ['/qa/../fr/contact'],
    ['qa/sections'],
    [''],
    [null],
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});
