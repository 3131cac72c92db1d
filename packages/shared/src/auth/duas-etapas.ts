import { z } from 'zod';

/*
 * Two-step login (issue 12): a TOTP authenticator app, single-use recovery codes and a code
 * sent by e-mail as the alternative, and the trusted-device token that skips the step.
 */

/** Digits of a TOTP or e-mailed code. */
export const CODIGO_DIGITOS = 6;
/** Recovery codes shown once when two-step login is turned on. */
export const CODIGOS_RECUPERACAO_QUANTIDADE = 10;
/** Days a trusted device skips the second step. */
export const DISPOSITIVO_CONFIAVEL_DIAS = 30;
/** Minutes an e-mailed code (and the login's challenge) stays valid. */
export const DESAFIO_MINUTOS = 10;

export const DUAS_ETAPAS_MENSAGENS = {
  codigoInvalido: 'Código inválido ou expirado.',
  desafioExpirado: 'A verificação expirou. Entre com o seu usuário e senha novamente.',
  jaAtiva: 'A autenticação em duas etapas já está ativa.',
  naoAtiva: 'A autenticação em duas etapas não está ativa.',
  semAtivacaoIniciada: 'Inicie a ativação da autenticação em duas etapas novamente.',
  informeSenhaOuCodigo: 'Informe a sua senha ou um código do aplicativo.',
  senhaOuCodigoInvalido: 'Senha ou código inválido.',
  envioDeCodigosEsgotado:
    'Já enviamos códigos demais para esta verificação. Entre com o seu usuário e senha novamente.',
} as const;

/** Six digits; spaces (as authenticator apps show them) are dropped. */
const codigoCampo = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Informe os 6 dígitos do código.'))
  .meta({ description: 'Código de 6 dígitos do aplicativo autenticador.', example: '123456' });

/** What the portal answers about the caller's two-step login. */
export const duasEtapasSituacaoSchema = z
  .object({
    ativa: z.boolean().meta({ description: 'A autenticação em duas etapas está ligada.' }),
    codigosRecuperacaoRestantes: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Códigos de recuperação ainda não usados.', example: 10 }),
  })
  .meta({
    id: 'DuasEtapasSituacao',
    description: 'A situação da autenticação em duas etapas do usuário da sessão.',
  });
export type DuasEtapasSituacao = z.infer<typeof duasEtapasSituacaoSchema>;

/** The start of an enrolment: the secret, once, to be read into the authenticator app. */
export const duasEtapasInicioSchema = z
  .object({
    segredo: z.string().meta({
      description: 'O segredo em base32, para digitar no aplicativo (mostrado só agora).',
      example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    }),
    uri: z.string().meta({
      description: 'A URI otpauth:// do segredo (o conteúdo do QR code).',
      example: 'otpauth://totp/Portal:operador?secret=JBSWY3DPEHPK3PXP&issuer=Portal',
    }),
    qrCode: z.string().meta({ description: 'O QR code da URI, como imagem SVG em data URL.' }),
  })
  .meta({
    id: 'DuasEtapasInicio',
    description: 'O segredo novo, ainda pendente de confirmação com um código.',
  });
export type DuasEtapasInicio = z.infer<typeof duasEtapasInicioSchema>;

export const duasEtapasConfirmacaoSchema = z
  .strictObject({ codigo: codigoCampo })
  .meta({ id: 'DuasEtapasConfirmacao', description: 'Um código atual do aplicativo.' });
export type DuasEtapasConfirmacaoInput = z.input<typeof duasEtapasConfirmacaoSchema>;

export const codigosRecuperacaoSchema = z
  .object({
    codigosRecuperacao: z.array(z.string()).meta({
      description: 'Códigos de uso único para entrar sem o aplicativo (mostrados só agora).',
    }),
  })
  .meta({
    id: 'CodigosRecuperacao',
    description: 'A autenticação em duas etapas ligada, com os códigos de recuperação.',
  });
export type CodigosRecuperacao = z.infer<typeof codigosRecuperacaoSchema>;

/** Turning two-step login off: the password or a current code proves who asks. */
export const duasEtapasDesativacaoSchema = z
  .strictObject({
    password: z.string().max(200).optional().meta({ description: 'A senha do usuário.' }),
    codigo: z
      .string()
      .max(20)
      .optional()
      .meta({ description: 'Ou um código atual do aplicativo.', example: '123456' }),
  })
  .refine((value) => Boolean(value.password) || Boolean(value.codigo?.trim()), {
    message: DUAS_ETAPAS_MENSAGENS.informeSenhaOuCodigo,
    path: ['password'],
  })
  .meta({
    id: 'DuasEtapasDesativacao',
    description: 'A senha ou um código atual, para desligar a autenticação em duas etapas.',
  });
export type DuasEtapasDesativacaoInput = z.infer<typeof duasEtapasDesativacaoSchema>;

const desafioCampo = z.uuid().meta({
  description: 'O desafio devolvido pelo login (`desafio`), válido por alguns minutos.',
});

/** The second step of a login: the challenge and one code of any kind. */
export const segundaEtapaSchema = z
  .strictObject({
    desafio: desafioCampo,
    codigo: z.string().trim().min(1, 'Informe o código.').max(20).meta({
      description: 'O código de 6 dígitos do aplicativo ou do e-mail, ou um código de recuperação.',
      example: '123456',
    }),
    confiarDispositivo: z.boolean().default(false).meta({
      description: 'Dispensar a segunda etapa neste dispositivo por 30 dias (devolve deviceToken).',
    }),
  })
  .meta({ id: 'SegundaEtapa', description: 'O desafio do login e um código.' });
export type SegundaEtapaInput = z.input<typeof segundaEtapaSchema>;

export const envioCodigoEmailSchema = z.strictObject({ desafio: desafioCampo }).meta({
  id: 'EnvioCodigoEmail',
  description: 'O desafio do login que pede o código por e-mail.',
});
export type EnvioCodigoEmailInput = z.infer<typeof envioCodigoEmailSchema>;
