import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('Smith, "Jo"')).toBe('"Smith, ""Jo"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(Number.NaN)).toBe('""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    for (const danger of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', '=HYPERLINK("http://e","x")'])
      expect(csvCell(danger)).toBe(`"'${danger.replace(/"/g, '""')}"`);
    expect(csvCell('-12')).toBe('"-12"');
    expect(csvCell(-12.5)).toBe('"-12.5"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('writes a UTF-8 file with a byte-order mark and CRLF rows', () => {
    expect(toCsv(['Name', 'Score'], [['Zoë', 90]])).toBe('\uFEFF"Name","Score"\r\n"Zoë","90"\r\n');
  });
});
