import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="a b.csv"', 'x.csv')).toBe('a b.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''relat%C3%B3rio.csv", 'x.csv')).toBe(
      'relatório.csv',
    );
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
