import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;

/** The password checklist of spec §5, in the order the modal shows it. */
export const PASSWORD_RULES = [
  {
    id: 'minimo',
    label: `Mínimo de ${MIN_PASSWORD_LENGTH} caracteres`,
    test: (s: string) => s.length >= MIN_PASSWORD_LENGTH,
  },
  { id: 'maiuscula', label: 'Ao menos 1 letra maiúscula', test: (s: string) => /\p{Lu}/u.test(s) },
  { id: 'minuscula', label: 'Ao menos 1 letra minúscula', test: (s: string) => /\p{Ll}/u.test(s) },
  {
    id: 'especial',
    label: 'Ao menos 1 caractere especial (espaço ou pontuação)',
    test: hasSpecial,
  },
  {
    id: 'combinacao',
    label: 'Combinação de ao menos 3 entre minúsculas, maiúsculas, números e especiais',
    test: (s: string) =>
      [/\p{Ll}/u.test(s), /\p{Lu}/u.test(s), /\d/.test(s), hasSpecial(s)].filter(Boolean).length >=
      3,
  },
] as const;

function hasSpecial(s: string): boolean {
  return /[\s\p{P}\p{S}]/u.test(s);
}

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export function passwordChecklist(password: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)])) as Record<
    PasswordRuleId,
    boolean
  >;
}

export const SENHA_NAO_CONFERE = 'A confirmação não confere com a nova senha';

/** Password-change payload (spec §3, §5): all three required, new == confirmation. */
export const passwordChangeSchema = z
  .strictObject({
    password: z
      .string()
      .min(1, 'A senha antiga deve ser informada')
      .max(200)
      .meta({ description: 'A senha atual.' }),
    newPassword: z.string().min(1).max(200).meta({
      description:
        'A senha nova (mínimo de 8 caracteres, maiúscula, minúscula, especial e 3 dos 4 tipos).',
    }),
    confirmNewPassword: z.string().min(1).max(200).meta({ description: 'A senha nova, repetida.' }),
  })
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(value.newPassword)) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: rule.label });
      }
    }
    if (value.newPassword !== value.confirmNewPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: SENHA_NAO_CONFERE });
    }
  })
  .meta({ id: 'TrocaSenha', description: 'A senha atual e a nova, duas vezes.' });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
