import { z } from 'zod';
import { dataSchema } from '../common/datas';
import {
  EXPORT_FORMATOS,
  EXPORTACAO_SITUACAO_CODIGOS,
  justificativaExportacaoSchema,
} from '../common/exportacao';
import { cappedPageSchema, pageQuerySchema, pageSchema } from '../common/paging';
import { PERFIS, type PerfilCodigo } from '../usuarios/perfis';
import { USUARIO_STATUS_CODIGOS } from '../usuarios/status';

/**
 * The kinds of access events (eventos_acesso), with their pt-BR labels: the one list the
 * database's column check, the report and its filter follow.
 */
export const EVENTO_ACESSO_TIPOS = {
  LOGIN: 'Login',
  FALHA: 'Senha incorreta',
  RECUSADO_TENTATIVAS: 'Recusado por excesso de tentativas',
  BLOQUEIO_TENTATIVAS: 'Bloqueado por tentativas',
  BLOQUEIO: 'Bloqueado por administrador',
  DESBLOQUEIO: 'Desbloqueado',
  LOGOUT: 'Logout',
  SENHA_ALTERADA: 'Senha alterada pelo usuário',
  SENHA_REDEFINIDA: 'Senha redefinida (link ou administrador)',
  /** Right password, wrong second-step code: counts like a FALHA toward the account's lock. */
  FALHA_DUAS_ETAPAS: 'Código da segunda etapa incorreto',
  DUAS_ETAPAS_ATIVADA: 'Verificação em duas etapas ativada',
  DUAS_ETAPAS_DESATIVADA: 'Verificação em duas etapas desativada',
  /** An administrator turned it off for the user (`porUsuarioId`): the user lost the phone. */
  DUAS_ETAPAS_DESATIVADA_ADMIN: 'Verificação em duas etapas desativada por administrador',
  CODIGOS_RECUPERACAO_GERADOS: 'Novos códigos de recuperação gerados',
  /** The right password of a user who may not enter (blocked, inactive...). */
  RECUSADO_SITUACAO: 'Recusado: usuário bloqueado ou inativo',
  /** An administrator ended one of the user's sessions (`porUsuarioId`) in sessão ativa. */
  SESSAO_ENCERRADA_ADMIN: 'Sessão encerrada por administrador',
} as const;
export type EventoAcessoTipo = keyof typeof EVENTO_ACESSO_TIPOS;
export const EVENTO_ACESSO_TIPO_CODIGOS = Object.keys(EVENTO_ACESSO_TIPOS) as [
  EventoAcessoTipo,
  ...EventoAcessoTipo[],
];

const PERFIL_CODIGOS = Object.keys(PERFIS) as [PerfilCodigo, ...PerfilCodigo[]];

/** Query-string fields of a report that also exports: `formato` and the justification. */
const exportFields = {
  formato: z
    .enum(EXPORT_FORMATOS)
    .optional()
    .meta({ description: 'Exporta o filtro inteiro neste formato em vez de uma página.' }),
  justificativaExportacao: justificativaExportacaoSchema.optional(),
};

const periodo = {
  dataInicial: dataSchema
    .optional()
    .meta({ description: 'A partir deste dia (AAAA-MM-DD, Brasília).', example: '2026-11-01' }),
  dataFinal: dataSchema.optional().meta({
    description: 'Até este dia, inclusive (AAAA-MM-DD, Brasília).',
    example: '2026-11-30',
  }),
};

const usuarioFiltro = z
  .string()
  .trim()
  .max(100)
  .optional()
  .meta({ description: 'Parte do login ou do nome do usuário.', example: 'maria' });

// ---- relatorio/acesso ----

export const eventoAcessoSchema = z
  .object({
    id: z.string().meta({ description: 'O número do evento.' }),
    em: z.string().meta({ description: 'Quando (ISO 8601).' }),
    tipo: z.enum(EVENTO_ACESSO_TIPO_CODIGOS).meta({ description: 'O tipo do evento.' }),
    username: z.string().meta({ description: 'O login informado.' }),
    nome: z
      .string()
      .nullable()
      .meta({ description: 'O nome do usuário; null quando o login não existe.' }),
    ip: z.string().meta({ description: 'O endereço de origem.' }),
    dispositivo: z.string().nullable().meta({ description: 'O navegador (User-Agent).' }),
  })
  .meta({ id: 'EventoAcesso', description: 'Um login, falha, bloqueio ou logout.' });
export type EventoAcesso = z.infer<typeof eventoAcessoSchema>;
export const eventoAcessoPageSchema = cappedPageSchema(eventoAcessoSchema).meta({
  id: 'EventoAcessoPage',
  description: 'Uma página do relatório de acessos.',
});
export type EventoAcessoPage = z.infer<typeof eventoAcessoPageSchema>;

export const eventoAcessoFiltroSchema = z
  .strictObject({
    usuario: usuarioFiltro,
    tipo: z.enum(EVENTO_ACESSO_TIPO_CODIGOS).optional().meta({ description: 'Só deste tipo.' }),
    ...periodo,
  })
  .meta({ id: 'EventoAcessoFiltro', description: 'Filtros do relatório de acessos (E).' });
export type EventoAcessoFiltro = z.infer<typeof eventoAcessoFiltroSchema>;

export const eventoAcessoQuerySchema = pageQuerySchema(
  ['em'],
  100,
  { key: 'em', direction: 'desc' },
  exportFields,
);
export type EventoAcessoQuery = z.output<typeof eventoAcessoQuerySchema>;

// ---- relatorio/usuarios ----

export const usuarioRelatorioSchema = z
  .object({
    id: z.string().meta({ description: 'O id do usuário.' }),
    username: z.string().meta({ description: 'O login.' }),
    nome: z.string().meta({ description: 'O nome.' }),
    email: z.string().meta({ description: 'O e-mail.' }),
    perfil: z.string().meta({ description: 'O código do perfil.' }),
    status: z.enum(USUARIO_STATUS_CODIGOS).meta({ description: 'A situação.' }),
    cliente: z
      .string()
      .nullable()
      .meta({ description: 'O cliente (nome fantasia); null: nenhum.' }),
    fornecedor: z.string().nullable().meta({ description: 'O fornecedor; null: nenhum.' }),
    ultimoAcesso: z
      .string()
      .nullable()
      .meta({ description: 'O último login (ISO 8601); null: nunca entrou.' }),
  })
  .meta({ id: 'UsuarioRelatorio', description: 'Um usuário no relatório de usuários.' });
export type UsuarioRelatorio = z.infer<typeof usuarioRelatorioSchema>;
export const usuarioRelatorioPageSchema = pageSchema(usuarioRelatorioSchema).meta({
  id: 'UsuarioRelatorioPage',
  description: 'Uma página do relatório de usuários.',
});
export type UsuarioRelatorioPage = z.infer<typeof usuarioRelatorioPageSchema>;

export const usuarioRelatorioFiltroSchema = z
  .strictObject({
    usuario: usuarioFiltro,
    perfil: z.enum(PERFIL_CODIGOS).optional().meta({ description: 'Só deste perfil.' }),
    status: z.enum(USUARIO_STATUS_CODIGOS).optional().meta({ description: 'Só nesta situação.' }),
    clienteId: z.uuid().optional().meta({ description: 'Só os usuários deste cliente.' }),
  })
  .meta({ id: 'UsuarioRelatorioFiltro', description: 'Filtros do relatório de usuários (E).' });
export type UsuarioRelatorioFiltro = z.infer<typeof usuarioRelatorioFiltroSchema>;

export const usuarioRelatorioQuerySchema = pageQuerySchema(
  ['nome', 'username', 'ultimoAcesso'],
  100,
  { key: 'nome', direction: 'asc' },
  exportFields,
);
export type UsuarioRelatorioQuery = z.output<typeof usuarioRelatorioQuerySchema>;

// ---- relatorio/sessao-ativa ----

export const sessaoAtivaSchema = z
  .object({
    id: z.string().meta({ description: 'O id da sessão.' }),
    username: z.string().meta({ description: 'O login do usuário.' }),
    nome: z.string().meta({ description: 'O nome do usuário.' }),
    cliente: z.string().nullable().meta({ description: 'O cliente do usuário; null: nenhum.' }),
    ip: z.string().nullable().meta({ description: 'O endereço de onde entrou.' }),
    dispositivo: z.string().nullable().meta({ description: 'O navegador (User-Agent).' }),
    inicio: z.string().meta({ description: 'Quando a sessão começou (ISO 8601).' }),
    expira: z.string().meta({ description: 'Quando expira se não for prolongada (ISO 8601).' }),
    propria: z.boolean().meta({ description: 'É a sessão de quem consulta.' }),
  })
  .meta({ id: 'SessaoAtiva', description: 'Uma sessão aberta: não encerrada e não expirada.' });
export type SessaoAtiva = z.infer<typeof sessaoAtivaSchema>;
export const sessaoAtivaPageSchema = pageSchema(sessaoAtivaSchema).meta({
  id: 'SessaoAtivaPage',
  description: 'Uma página do relatório de sessões ativas.',
});
export type SessaoAtivaPage = z.infer<typeof sessaoAtivaPageSchema>;

export const sessaoAtivaFiltroSchema = z
  .strictObject({ usuario: usuarioFiltro })
  .meta({ id: 'SessaoAtivaFiltro', description: 'Filtros do relatório de sessões ativas.' });
export type SessaoAtivaFiltro = z.infer<typeof sessaoAtivaFiltroSchema>;

export const sessaoAtivaQuerySchema = pageQuerySchema(['inicio', 'expira'], 100, {
  key: 'inicio',
  direction: 'desc',
});

// ---- relatorio/segundo-plano ----

/** An export generated in the background, as the registradora follows them (no file, no rows). */
export const exportacaoSegundoPlanoSchema = z
  .object({
    protocolo: z.string().meta({ description: 'O protocolo da exportação.' }),
    username: z.string().meta({ description: 'O login de quem a pediu.' }),
    nome: z.string().meta({ description: 'O nome de quem a pediu.' }),
    cliente: z
      .string()
      .nullable()
      .meta({ description: 'O cliente de quem pediu, ao pedir; null: nenhum.' }),
    fornecedor: z
      .string()
      .nullable()
      .meta({ description: 'O fornecedor de quem pediu, ao pedir; null: nenhum.' }),
    recurso: z.string().meta({ description: 'O que foi exportado (pedidos, usuarios...).' }),
    formato: z.enum(EXPORT_FORMATOS).meta({ description: 'csv ou xlsx.' }),
    situacao: z
      .enum(EXPORTACAO_SITUACAO_CODIGOS)
      .meta({ description: 'AGUARDANDO, GERANDO, CONCLUIDA ou FALHOU.' }),
    quantidadeRegistros: z.number().int().meta({ description: 'Registros do arquivo.' }),
    justificativa: z.string().meta({ description: 'Por que foi exportado (da auditoria).' }),
    mensagem: z.string().nullable().meta({ description: 'Por que falhou; null: não falhou.' }),
    createdAt: z.string().meta({ description: 'Quando foi pedida (ISO 8601).' }),
    concluidaEm: z
      .string()
      .nullable()
      .meta({ description: 'Quando terminou (pronta ou falha); null: ainda não.' }),
  })
  .meta({
    id: 'ExportacaoSegundoPlano',
    description: 'Uma exportação gerada em segundo plano, de qualquer usuário do escopo.',
  });
export type ExportacaoSegundoPlano = z.infer<typeof exportacaoSegundoPlanoSchema>;
export const exportacaoSegundoPlanoPageSchema = pageSchema(exportacaoSegundoPlanoSchema).meta({
  id: 'ExportacaoSegundoPlanoPage',
  description: 'Uma página do relatório de exportações em segundo plano.',
});
export type ExportacaoSegundoPlanoPage = z.infer<typeof exportacaoSegundoPlanoPageSchema>;

export const exportacaoSegundoPlanoFiltroSchema = z
  .strictObject({
    usuario: usuarioFiltro,
    situacao: z
      .enum(EXPORTACAO_SITUACAO_CODIGOS)
      .optional()
      .meta({ description: 'Só as nesta situação.' }),
    ...periodo,
  })
  .meta({
    id: 'ExportacaoSegundoPlanoFiltro',
    description: 'Filtros do relatório de exportações em segundo plano, combinados com E.',
  });
export type ExportacaoSegundoPlanoFiltro = z.infer<typeof exportacaoSegundoPlanoFiltroSchema>;

export const exportacaoSegundoPlanoQuerySchema = pageQuerySchema(['createdAt'], 100, {
  key: 'createdAt',
  direction: 'desc',
});
