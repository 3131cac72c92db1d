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

export const newPasswordField = z
  .string()
  .min(1)
  .max(200)
  .meta({
    description:
      'A senha nova (mínimo de 8 caracteres, maiúscula, minúscula, especial e 3 dos 4 tipos; ' +
      'nem a atual, nem uma das senhas mais comuns).',
  });
export const confirmationField = z
  .string()
  .min(1)
  .max(200)
  .meta({ description: 'A senha nova, repetida.' });

/**
 * The §5 rules on `newPassword` (one issue per unmet rule) and the confirmation
 * ('senhaNaoConfere'): the same checks for every payload that sets a password. The server adds
 * what only it can check: not the current password, not a common one (lib/password-policy.ts).
 */
export function checkNewPassword(
  value: { newPassword: string; confirmNewPassword: string },
  ctx: z.RefinementCtx,
): void {
  for (const rule of PASSWORD_RULES) {
    if (!rule.test(value.newPassword)) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: rule.label });
    }
  }
  if (value.newPassword !== value.confirmNewPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: SENHA_NAO_CONFERE });
  }
}

/** Password-change payload (spec §3, §5): all three required, new == confirmation. */
export const passwordChangeSchema = z
  .strictObject({
    password: z
      .string()
      .min(1, 'A senha antiga deve ser informada')
      .max(200)
      .meta({ description: 'A senha atual.' }),
    newPassword: newPasswordField,
    confirmNewPassword: confirmationField,
    encerrarOutrasSessoes: z.boolean().optional().meta({
      description:
        'Encerrar as outras sessões do usuário (outros navegadores e dispositivos). Padrão: true.',
    }),
  })
  .superRefine(checkNewPassword)
  .meta({ id: 'TrocaSenha', description: 'A senha atual e a nova, duas vezes.' });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The new password twice: the form of the page an e-mailed link opens. */
export const novaSenhaSchema = z
  .strictObject({ newPassword: newPasswordField, confirmNewPassword: confirmationField })
  .superRefine(checkNewPassword)
  .meta({ id: 'NovaSenha', description: 'A senha nova, duas vezes.' });
export type NovaSenhaInput = z.infer<typeof novaSenhaSchema>;

/** The token of an e-mailed password link (its 43 base64url characters, with room to spare). */
export const linkTokenField = z
  .string()
  .trim()
  .regex(/^[\w-]{20,200}$/, 'Link inválido')
  .meta({ description: 'O código do link recebido por e-mail.' });

/** POST auth/senha/redefinir: the e-mailed link's token and the new password twice. */
export const passwordResetSchema = z
  .strictObject({
    token: linkTokenField,
    newPassword: newPasswordField,
    confirmNewPassword: confirmationField,
  })
  .superRefine(checkNewPassword)
  .meta({
    id: 'RedefinicaoSenha',
    description: 'O código do link recebido por e-mail e a senha nova, duas vezes.',
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** POST auth/senha/link: what a link's page asks before showing the form. */
export const passwordLinkQuerySchema = z
  .strictObject({ token: linkTokenField })
  .meta({ id: 'ConsultaLinkSenha', description: 'O código do link recebido por e-mail.' });

/** How long a recovery link works, in minutes. */
export const LINK_RECUPERACAO_MINUTOS = 30;

/** Why a link was sent: a recovery, or a new user's first access (the page's title differs). */
export const FINALIDADES_LINK_SENHA = ['RECUPERACAO', 'PRIMEIRO_ACESSO'] as const;
export type FinalidadeLinkSenha = (typeof FINALIDADES_LINK_SENHA)[number];

export const passwordLinkInfoSchema = z
  .object({
    finalidade: z.enum(FINALIDADES_LINK_SENHA).meta({
      description:
        'RECUPERACAO: Esqueci minha senha; PRIMEIRO_ACESSO: o convite de um usuário novo.',
    }),
    expiraEm: z.string().meta({ description: 'Até quando o link vale (ISO 8601).' }),
  })
  .meta({ id: 'LinkSenha', description: 'Um link de senha em aberto: a finalidade e a validade.' });
export type PasswordLinkInfo = z.infer<typeof passwordLinkInfoSchema>;

/** The x of GET auth/{x}/recuperarSenha: a username or an e-mail address. */
export const recuperarSenhaParamsSchema = z.strictObject({
  x: z.string().trim().min(1).max(150).meta({
    description: 'O nome de usuário ou o e-mail cadastrado.',
    example: 'operador',
  }),
});

/** The answer of a recovery request: always the same, whether or not the account exists. */
export const RECUPERACAO_SOLICITADA =
  'Se o usuário ou e-mail informado estiver cadastrado, enviaremos um link para cadastrar uma ' +
  `nova senha ao e-mail do usuário. O link vale por ${LINK_RECUPERACAO_MINUTOS} minutos e pode ` +
  'ser usado uma vez.';

export const recuperarSenhaRespostaSchema = z
  .object({ mensagem: z.string().meta({ description: 'O aviso, igual em todos os casos.' }) })
  .meta({ id: 'RecuperarSenhaResposta', description: 'O aviso de que o pedido foi recebido.' });

/**
 * PUT usuarios/password: an administrator gives a user a temporary password (the user who lost
 * the e-mail or cannot receive it). The password is born expired: the user changes it at the
 * next login, so the administrator never knows the password the user keeps.
 */
export const usuarioPasswordSchema = z
  .strictObject({
    id: z.uuid().meta({ description: 'O id do usuário.' }),
    newPassword: newPasswordField,
    confirmNewPassword: confirmationField,
  })
  .superRefine(checkNewPassword)
  .meta({
    id: 'SenhaTemporaria',
    description: 'O usuário e a senha temporária, duas vezes (ela vence no primeiro login).',
  });
export type UsuarioPasswordInput = z.infer<typeof usuarioPasswordSchema>;
