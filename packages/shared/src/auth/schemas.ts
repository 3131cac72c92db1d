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
  })
  .meta({ id: 'Login', description: 'Usuário, senha e o identificador do dispositivo.' });
export type LoginInput = z.infer<typeof loginSchema>;

/** Login response (spec §3). `tempoDeExpiracao` is the session length in minutes. */
export const loginResponseSchema = z
  .object({
    autenticaEmDuasEtapas: z
      .boolean()
      .meta({ description: 'Exige um segundo fator (ainda sempre false).', example: false }),
    token: z
      .string()
      .nullable()
      .meta({ description: 'O token de sessão, para Authorization: Bearer.' }),
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
