import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from './paging';

describe('pageQuerySchema', () => {
  const schema = pageQuerySchema(['nome', 'cnpj'], 50, { key: 'nome', direction: 'asc' });

  it('defaults to the first page, the cap and the default sort', () => {
    expect(schema.parse({})).toEqual({
      page: 0,
      size: 50,
      maxSize: 50,
      sort: { key: 'nome', direction: 'asc' },
    });
  });

  it('caps the size instead of refusing the original default of 9999999', () => {
    expect(schema.parse({ size: '9999999' }).size).toBe(50);
  });

  it('reads the aliases and the sort', () => {
    expect(schema.parse({ pageNumber: '2', pageSize: '10', sort: 'cnpj,desc' })).toMatchObject({
      page: 2,
      size: 10,
      sort: { key: 'cnpj', direction: 'desc' },
    });
  });

  it('refuses an unknown sort key and a negative page', () => {
    expect(schema.safeParse({ sort: 'senha,asc' }).success).toBe(false);
    expect(schema.safeParse({ page: '-1' }).success).toBe(false);
  });
});
