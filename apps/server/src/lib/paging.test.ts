import { describe, expect, it } from 'vitest';
import { mapPage } from './paging';

describe('mapPage', () => {
  it('maps every row of the page and keeps its total', () => {
    const page = { content: [{ n: 1 }, { n: 2 }], totalElements: 12 };
    expect(mapPage(page, (row) => `#${row.n}`)).toEqual({
      content: ['#1', '#2'],
      totalElements: 12,
    });
  });

  it('answers only the content and the total, as the API does', () => {
    const page = { content: [], totalElements: 0, totalExato: true };
    expect(mapPage(page, (row) => row)).toStrictEqual({ content: [], totalElements: 0 });
  });
});
