import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone and quotes separators, quotes and line breaks', () => {
    expect(csvCell('María José')).toBe('María José');
    expect(csvCell('Núñez, Ortiz')).toBe('"Núñez, Ortiz"');
    expect(csvCell('el "Chino"')).toBe('"el ""Chino"""');
    expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+51 999')).toBe("'+51 999");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-')).toBe('-');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
