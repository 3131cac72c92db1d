import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderPermissionsDoc } from './permissoes-doc';

describe('docs/PERMISSOES.md', () => {
  it('matches the profile -> permissions table in code', () => {
    const doc = readFileSync(new URL('../../../../docs/PERMISSOES.md', import.meta.url), 'utf8');
    expect(doc).toBe(renderPermissionsDoc());
  });
});
