import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv as parseCsv } from '../../../tests/support/readCsv';
import { csvCell, encodeCsv, guardFormulas, leadsCsvFileName, localDateTime } from './leadsCsv';

describe('leads CSV encoding', () => {
  it('quotes commas, quotes and line breaks, and guards formulas', () => {
    expect(csvCell('Côté')).toBe('Côté');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+15145550182')).toBe("'+15145550182");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('guards every fragment French-Canadian Excel splits off at ";" (and tab or comma, quoted or not)', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('x;@SUM(1)')).toBe(`"x;'@SUM(1)"`);
    expect(csvCell('a, =HYPERLINK("http://x")')).toBe(`"a,' =HYPERLINK(""http://x"")"`);
    expect(csvCell('Longueuil; Brossard')).toBe('"Longueuil; Brossard"');
    const formula = /^[ ]*[=+\-@\t\r]/;
    const trigger = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', ' ', '"', 'a', '1');
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: trigger }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }), (rows) => {
        const text = encodeCsv(rows).slice(1);
        for (const separator of [',', ';', '\t']) {
          // As Excel opens the file with that list separator, and as a naive split that ignores quotes.
          const cells = [...parseCsv(text, separator).flat(), ...text.split(/\r\n/).flatMap((line) => line.split(separator))];
          for (const cell of cells) expect(cell).not.toMatch(formula);
        }
      }),
    );
  });

  it('starts with the BOM, ends every line with CRLF and round-trips any text', () => {
    expect(encodeCsv([['a', 'b'], ['c', 'd']])).toBe('\uFEFFa,b\r\nc,d\r\n');
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const decoded = parseCsv(encodeCsv(rows).slice(1));
        expect(decoded).toEqual(rows.map((row) => row.map(guardFormulas)));
      }),
    );
  });

  it('dates rows and file names in Montréal local time', () => {
    expect(localDateTime(new Date('2026-03-05T04:30:00Z'))).toBe('2026-03-04 23:30:00');
    expect(localDateTime(new Date('2026-07-01T16:05:09Z'))).toBe('2026-07-01 12:05:09');
    expect(leadsCsvFileName('fr', new Date('2026-01-01T03:00:00Z'))).toBe('prospects-2025-12-31.csv');
    expect(leadsCsvFileName('en', new Date('2026-01-01T12:00:00Z'))).toBe('leads-2026-01-01.csv');
  });
});
