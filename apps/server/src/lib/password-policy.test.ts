import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@portal/shared/auth/password';
import { isCommonPassword } from './password-policy';

const meetsRules = (password: string) => PASSWORD_RULES.every((rule) => rule.test(password));

describe('isCommonPassword', () => {
  it('refuses the most common passwords in any case', () => {
    for (const password of ['123456', 'password', 'qwerty', 'PASSWORD', 'Dragon', 'iloveyou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses the Brazilian favourites that pass the composition rules', () => {
    for (const password of [
      'Brasil@123',
      'Mudar@123',
      'Senha@123',
      'Senha@2026',
      'S3nh@2024!',
      'Mudar123!',
      '@Trocar123',
      'Flamengo2024!',
      'Corinthians#1',
      'Password1!',
      'Admin@123',
      'Bem-vindo1',
      'Acesso@01',
      'Jesus@123',
    ]) {
      expect(meetsRules(password), `${password} meets the rules`).toBe(true);
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts passwords that only contain an ordinary word', () => {
    for (const password of [
      'Nova@Senha1',
      'Outra#Senha9',
      'Outra#Senha2027',
      'Demo@2026',
      'Cavalo-Azul-Bateria!',
      'Tr0ub4dor&3',
      'Maracujá#Verde7',
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
