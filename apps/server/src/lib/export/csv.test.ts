import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { exportFileName } from './download';

describe('csvCell', () => {
  it('leaves plain text alone and writes null or empty as an empty cell', () => {
    expect(csvCell('Detran-SP')).toBe('Detran-SP');
    expect(csvCell('São Paulo, SP')).toBe('São Paulo, SP');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes the separator, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\numa')).toBe('"linha\numa"');
    expect(csvCell('linha\r\numa')).toBe('"linha\r\numa"');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+5511')).toBe("'+5511");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("x";"y")')).toBe(`"'=HYPERLINK(""x"";""y"")"`);
  });
});

describe('exportFileName', () => {
  const noon = new Date('2026-03-04T15:00:00Z');

  it('is the stem, the São Paulo date and the extension', () => {
    expect(exportFileName('fornecedores', 'csv', noon)).toBe('fornecedores-20260304.csv');
    expect(exportFileName('pedidos', 'xlsx', noon)).toBe('pedidos-20260304.xlsx');
    // 01:00 UTC on the 5th is still the 4th in São Paulo.
    expect(exportFileName('x', 'csv', new Date('2026-03-05T01:00:00Z'))).toBe('x-20260304.csv');
  });

  it('keeps only ASCII letters, digits and hyphens from the stem', () => {
    expect(exportFileName('agentes financeiros', 'csv', noon)).toBe(
      'agentes-financeiros-20260304.csv',
    );
    expect(exportFileName('../"x"\r\nSet-Cookie: a', 'csv', noon)).toBe(
      'x-Set-Cookie-a-20260304.csv',
    );
    expect(exportFileName('certidões', 'csv', noon)).toBe('certidoes-20260304.csv');
    expect(exportFileName('///', 'csv', noon)).toBe('exportacao-20260304.csv');
  });
});
