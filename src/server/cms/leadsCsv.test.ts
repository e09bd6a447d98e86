import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, encodeCsv, leadsCsvFileName, localDateTime } from './leadsCsv';

/** A minimal RFC 4180 reader, to check that encoding round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += ch;
  }
  return rows;
}

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

  it('starts with the BOM, ends every line with CRLF and round-trips any text', () => {
    expect(encodeCsv([['a', 'b'], ['c', 'd']])).toBe('\uFEFFa,b\r\nc,d\r\n');
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (rows) => {
        const decoded = parseCsv(encodeCsv(rows).slice(1));
        const unguard = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
        expect(decoded).toEqual(rows.map((row) => row.map(unguard)));
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
