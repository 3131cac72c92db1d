import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, passwordChecklist, SENHA_NAO_CONFERE } from './password';

describe('password rules (spec §5)', () => {
  it('checks each item of the checklist', () => {
    expect(passwordChecklist('abc')).toEqual({
      minimo: false,
      maiuscula: false,
      minuscula: true,
      especial: false,
      combinacao: false,
    });
    expect(passwordChecklist('Senha forte1')).toEqual({
      minimo: true,
      maiuscula: true,
      minuscula: true,
      especial: true,
      combinacao: true,
    });
  });

  it('requires the old password and a matching confirmation', () => {
    const result = passwordChangeSchema.safeParse({
      password: '',
      newPassword: 'Nova@Senha1',
      confirmNewPassword: 'Nova@Senha2',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('A senha antiga deve ser informada');
    expect(messages).toContain(SENHA_NAO_CONFERE);
  });

  it('accepts a password that meets every rule', () => {
    expect(
      passwordChangeSchema.safeParse({
        password: 'antiga',
        newPassword: 'Nova@Senha1',
        confirmNewPassword: 'Nova@Senha1',
      }).success,
    ).toBe(true);
  });

  it('rejects a password without a special character', () => {
    expect(
      passwordChangeSchema.safeParse({
        password: 'antiga',
        newPassword: 'NovaSenha1',
        confirmNewPassword: 'NovaSenha1',
      }).success,
    ).toBe(false);
  });
});
