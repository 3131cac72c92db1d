import { describe, expect, it } from 'vitest';
import { DOCUMENT_TITLES, documentTitleFor } from './brand';

describe('documentTitleFor (spec §2.1)', () => {
  it('uses the public chassis label on vbexpress, whatever the token', () => {
    expect(documentTitleFor('/vbexpress', false)).toBe(DOCUMENT_TITLES.statusPublico);
    expect(documentTitleFor('/vbexpress', true)).toBe(DOCUMENT_TITLES.statusPublico);
  });
  it('uses the logged-in label with a token and the provider label without', () => {
    expect(documentTitleFor('/vbconnection/vbauto/home', true)).toBe(DOCUMENT_TITLES.areaLogada);
    expect(documentTitleFor('/vbconnection/login', false)).toBe(DOCUMENT_TITLES.institucional);
  });
});
