import { z } from 'zod';
import { idCampo } from '../common/campos';
import { PERFIL_CODIGOS } from '../usuarios/perfis';

/** Login payload (spec §3): username, password and the device id (guid). */
export const loginSchema = z
  .strictObject({
    username: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .meta({ description: 'Nome de usuário (sem diferenciar maiúsculas).', example: 'operador' }),
    password: z.string().min(1).max(200).meta({ description: 'Senha.' }),
    guid: z.string().trim().min(1).max(100).meta({
      description: 'Identificador do dispositivo ou da instalação que faz o login.',
      example: 'dispositivo-1',
    }),
    deviceToken: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({
        description:
          'O token de dispositivo confiável recebido numa segunda etapa anterior neste ' +
          'dispositivo: dispensa a segunda etapa enquanto valer.',
      }),
  })
  .meta({ id: 'Login', description: 'Usuário, senha e o identificador do dispositivo.' });
export type LoginInput = z.infer<typeof loginSchema>;

/** Login response (spec §3). `tempoDeExpiracao` is the session length in minutes. */
export const loginResponseSchema = z
  .object({
    autenticaEmDuasEtapas: z.boolean().meta({
      description:
        'Senha certa, mas falta a segunda etapa: sem token; conclua em ' +
        'POST /api/auth/tokens/duas-etapas com o `desafio`.',
      example: false,
    }),
    token: z.string().nullable().meta({
      description: 'O token de sessão, para Authorization: Bearer (null até a segunda etapa).',
    }),
    desafio: z.string().nullable().optional().meta({
      description: 'Com autenticaEmDuasEtapas: o id do desafio da segunda etapa (10 minutos).',
    }),
    deviceToken: z
      .string()
      .optional()
      .meta({
        description:
          'Só na segunda etapa com confiarDispositivo: o token de dispositivo confiável, a ' +
          'guardar e enviar nos próximos logins deste dispositivo (30 dias).',
      }),
    passwordExpirado: z.boolean().meta({
      description: 'A senha expirou: só a troca de senha responde até ser feita.',
      example: false,
    }),
    tempoDeExpiracao: z
      .number()
      .int()
      .positive()
      .meta({ description: 'Duração da sessão, em minutos.', example: 30 }),
    frontVersion: z
      .string()
      .meta({ description: 'Versão do front-end em produção.', example: '0.1.0' }),
  })
  .meta({ id: 'LoginResposta', description: 'A sessão aberta.' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The client a user belongs to, with the flags that drive the Funcionalidades menu (§6). */
export const usuarioClienteSchema = z
  .object({
    id: idCampo,
    nomeFantasia: z.string().meta({ description: 'Nome fantasia do cliente.' }),
    vbDetransAtivo: z.boolean().meta({ description: 'Funcionalidade vbDetrans ligada.' }),
    vbPagueAtivo: z.boolean().meta({ description: 'Funcionalidade vbPAGUE ligada.' }),
    serasaHubAtivo: z.boolean().meta({ description: 'Funcionalidade Serasa Hub ligada.' }),
  })
  .meta({
    id: 'UsuarioCliente',
    description: 'O cliente do usuário, com as funcionalidades ligadas.',
  });

export const usuarioFornecedorSchema = z
  .object({
    id: idCampo,
    nome: z.string().meta({ description: 'Nome.' }),
  })
  .meta({ id: 'UsuarioFornecedor', description: 'O fornecedor do usuário.' });

/** The current user (spec §3), fetched right after login. */
export const currentUserSchema = z
  .object({
    id: idCampo,
    username: z.string().meta({ description: 'Nome de usuário.' }),
    nome: z.string().meta({ description: 'Nome.' }),
    email: z.string().meta({ description: 'E-mail do usuário.' }),
    /** Digits only. */
    telefone: z.string().nullable().meta({ description: 'Telefone com DDD, só dígitos.' }),
    /** Digits only. */
    cpf: z.string().nullable().meta({ description: 'CPF, só dígitos; null: não informado.' }),
    dataUltimoAcesso: z
      .string()
      .nullable()
      .meta({ description: 'O acesso anterior ao atual (ISO 8601).' }),
    perfil: z
      .object({ perfil: z.enum(PERFIL_CODIGOS), descricao: z.string() })
      .meta({ id: 'UsuarioPerfil', description: 'O perfil do usuário: o código e o nome.' }),
    roles: z.array(z.string()).meta({ description: 'As permissões do perfil do usuário.' }),
    cliente: usuarioClienteSchema.nullable(),
    fornecedor: usuarioFornecedorSchema.nullable(),
    qtdItensPagina: z
      .number()
      .int()
      .positive()
      .nullable()
      .meta({ description: 'Registros por página preferidos.' }),
    /** 'YYYY-MM-DD': default period of the user's searches. */
    dataInicioIntervalo: z
      .string()
      .nullable()
      .meta({ description: 'Início do período padrão das pesquisas (YYYY-MM-DD).' }),
    dataFimIntervalo: z
      .string()
      .nullable()
      .meta({ description: 'Fim do período padrão das pesquisas (YYYY-MM-DD).' }),
    master: z.boolean().meta({ description: 'Usuário Master do seu cliente.' }),
  })
  .meta({ id: 'UsuarioAtual', description: 'O usuário da sessão.' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Answer of the token prolongation: a fresh token and the session length in minutes. */
export const prolongResponseSchema = z
  .object({
    token: z.string().meta({ description: 'O token novo.' }),
    tempoDeExpiracao: z
      .number()
      .int()
      .positive()
      .meta({ description: 'Duração da sessão, em minutos.', example: 30 }),
  })
  .meta({ id: 'TokenProlongado', description: 'O token novo da sessão prolongada.' });
export type ProlongResponse = z.infer<typeof prolongResponseSchema>;

/**
 * The third-party chat widget of spec §1 (docs/chat-monitoramento.md): the vendor's script,
 * loaded after login, and the account id it needs.
 */
export const chatWidgetSchema = z
  .object({
    scriptUrl: z.url({ protocol: /^https$/ }).meta({
      description: 'Endereço (https) do script do fornecedor do chat.',
      example: 'https://chat.example.com/widget.js',
    }),
    widgetId: z
      .string()
      .nullable()
      .meta({ description: 'Identificador da conta no fornecedor do chat.', example: 'abc123' }),
  })
  .meta({ id: 'ChatWidget', description: 'O chat de terceiros iniciado após o login.' });
export type ChatWidget = z.infer<typeof chatWidgetSchema>;

/** Spec §1: every session monitored, one in five recorded (replay). */
export const MONITORAMENTO_AMOSTRAGEM_SESSOES = 1;
export const MONITORAMENTO_AMOSTRAGEM_REPLAY = 0.2;

/** The third-party monitoring of spec §1: production only, with the §1 sampling. */
export const monitoramentoSchema = z
  .object({
    scriptUrl: z.url({ protocol: /^https$/ }).meta({
      description: 'Endereço (https) do script do monitoramento.',
      example: 'https://monitor.example.com/agent.js',
    }),
    dsn: z.string().nullable().meta({
      description: 'Endereço (DSN) para onde o monitoramento envia os dados.',
      example: 'https://chave@ingest.monitor.example.com/42',
    }),
    amostragemSessoes: z
      .number()
      .min(0)
      .max(1)
      .meta({ description: 'Fração das sessões monitoradas (1 = todas).', example: 1 }),
    amostragemReplay: z
      .number()
      .min(0)
      .max(1)
      .meta({ description: 'Fração das sessões gravadas (replay).', example: 0.2 }),
  })
  .meta({ id: 'Monitoramento', description: 'O monitoramento de terceiros, em produção.' });
export type Monitoramento = z.infer<typeof monitoramentoSchema>;

/** What GET /api/publica/version answers: the versions in production, and the 'score' mode. */
export const versaoSchema = z
  .object({
    frontVersion: z.string().meta({ description: 'Versão do front-end.', example: '0.1.0' }),
    backVersion: z.string().meta({ description: 'Versão do back-end.', example: '0.1.0' }),
    renovacaoAutomatica: z.boolean().meta({
      description:
        "Modo 'score': o front-end renova a sessão sozinho aos 02:00 e aos 00:10 restantes, " +
        'sem perguntar (uma instalação de monitoramento, por exemplo).',
      example: false,
    }),
    chat: chatWidgetSchema.nullable().meta({
      description: 'O chat de terceiros, quando configurado (CHAT_WIDGET_URL); senão null.',
    }),
    monitoramento: monitoramentoSchema.nullable().meta({
      description:
        'O monitoramento de terceiros: só em produção (NODE_ENV=production) e configurado ' +
        '(MONITORAMENTO_SCRIPT_URL); senão null.',
    }),
  })
  .meta({ id: 'Versao', description: 'As versões em produção e como o front-end trata a sessão.' });
export type Versao = z.infer<typeof versaoSchema>;
