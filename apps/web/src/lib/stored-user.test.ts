import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import { ADMIN, DIRETOR, OPERADOR } from '../../test/fixtures';
import { storedCurrentUser } from './stored-user';

const WRONG_VALUES: unknown[] = [undefined, null, 'x', '', 0, 3, -1, 1.5, true, [], ['x'], [1], {}];

/** Every variation of `user` with one field (also nested) missing or of another value. */
function variations(user: Record<string, unknown>): Record<string, unknown>[] {
  return Object.keys(user).flatMap((key) => {
    const value = user[key];
    const without = Object.fromEntries(Object.entries(user).filter(([name]) => name !== key));
    const nested =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? variations(value as Record<string, unknown>).map((inner) => ({ ...user, [key]: inner }))
        : [];
    return [without, ...WRONG_VALUES.map((wrong) => ({ ...user, [key]: wrong })), ...nested];
  });
}

describe('storedCurrentUser', () => {
  it('accepts a stored user the schema accepts, as it was stored', () => {
    for (const user of [
      ADMIN,
      OPERADOR,
      DIRETOR,
      { ...ADMIN, fornecedor: { id: 'f', nome: 'F' } },
    ]) {
      expect(currentUserSchema.safeParse(user).success).toBe(true);
      expect(storedCurrentUser(JSON.parse(JSON.stringify(user)))).toEqual(user);
    }
  });

  it('gives the schema verdict on every field missing or of another type', () => {
    const cases = [ADMIN, OPERADOR].flatMap((user) => variations(user as Record<string, unknown>));
    expect(cases.length).toBeGreaterThan(300);
    for (const stored of cases) {
      const expected = currentUserSchema.safeParse(stored).success;
      expect({ stored, accepted: storedCurrentUser(stored) !== undefined }).toEqual({
        stored,
        accepted: expected,
      });
    }
  });

  it('refuses what is not a stored user at all', () => {
    for (const stored of [null, undefined, 'ADMIN', 42, [], [ADMIN], { perfil: 'ADMINISTRADOR' }]) {
      expect(storedCurrentUser(stored)).toBeUndefined();
    }
    expect(storedCurrentUser({ ...ADMIN, perfil: { perfil: 'REI', descricao: 'Rei' } })).toBe(
      undefined,
    );
  });
});
