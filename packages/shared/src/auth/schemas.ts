import { z } from 'zod';
import { PERFIL_CODIGOS } from '../usuarios/perfis';

/** Login payload (spec §3): username, password and the device id (guid). */
export const loginSchema = z.strictObject({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  guid: z.string().trim().min(1).max(100),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Login response (spec §3). `tempoDeExpiracao` is the session length in minutes. */
export const loginResponseSchema = z.object({
  autenticaEmDuasEtapas: z.boolean(),
  token: z.string().nullable(),
  passwordExpirado: z.boolean(),
  tempoDeExpiracao: z.number().int().positive(),
  frontVersion: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The client a user belongs to, with the flags that drive the Funcionalidades menu (§6). */
export const usuarioClienteSchema = z.object({
  id: z.string(),
  nomeFantasia: z.string(),
  vbDetransAtivo: z.boolean(),
  vbPagueAtivo: z.boolean(),
  serasaHubAtivo: z.boolean(),
});

export const usuarioFornecedorSchema = z.object({
  id: z.string(),
  nome: z.string(),
});

/** The current user (spec §3), fetched right after login. */
export const currentUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  nome: z.string(),
  email: z.string(),
  /** Digits only. */
  telefone: z.string().nullable(),
  /** Digits only. */
  cpf: z.string().nullable(),
  dataUltimoAcesso: z.string().nullable(),
  perfil: z.object({ perfil: z.enum(PERFIL_CODIGOS), descricao: z.string() }),
  roles: z.array(z.string()),
  cliente: usuarioClienteSchema.nullable(),
  fornecedor: usuarioFornecedorSchema.nullable(),
  qtdItensPagina: z.number().int().positive().nullable(),
  /** 'YYYY-MM-DD': default period of the user's searches. */
  dataInicioIntervalo: z.string().nullable(),
  dataFimIntervalo: z.string().nullable(),
  master: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Answer of the token prolongation: a fresh token and the session length in minutes. */
export const prolongResponseSchema = z.object({
  token: z.string(),
  tempoDeExpiracao: z.number().int().positive(),
});
export type ProlongResponse = z.infer<typeof prolongResponseSchema>;
