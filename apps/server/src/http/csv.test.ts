import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it('quotes every cell, doubling its quotes, whatever it holds', () => {
    expect(csvCell('María José')).toBe('"María José"');
    expect(csvCell('Núñez, Ortiz')).toBe('"Núñez, Ortiz"');
    expect(csvCell('Núñez; Ortiz')).toBe('"Núñez; Ortiz"');
    expect(csvCell('el "Chino"')).toBe('"el ""Chino"""');
    expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvCell('')).toBe('""');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+51 999')).toBe(`"'+51 999"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('-')).toBe('"-"');
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  });

  it('neutralises a formula after any separator a locale may split at', () => {
    expect(csvCell('0sxybjpm;=1+1;')).toBe(`"0sxybjpm;'=1+1;"`);
    expect(csvCell("Ruiz;=cmd|' /C calc'!A0;")).toBe(`"Ruiz;'=cmd|' /C calc'!A0;"`);
    expect(csvCell('a, =1+1')).toBe(`"a, '=1+1"`);
    expect(csvCell('a\t@x')).toBe(`"a\t'@x"`);
    expect(csvCell('a|+1')).toBe(`"a|'+1"`);
    expect(csvCell('Lima - Perú')).toBe('"Lima - Perú"');
  });
});
