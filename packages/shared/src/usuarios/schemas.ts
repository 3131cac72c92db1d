import { z } from 'zod';
import { criadoEmCampo, idCampo } from '../common/campos';
import { dataSchema } from '../common/datas';
import { cpfSchema } from '../common/documentos';
import { emailSchema } from '../common/email';
import { exportacaoQuerySchema } from '../common/exportacao';
import { nomeSchema } from '../common/nomes';
import { PAGE_SIZE_OPTIONS, pageQuerySchema, pageSchema } from '../common/paging';
import { telefoneSchema } from '../common/telefone';
import { textoLinha } from '../common/texto';
import { PERFIL_CODIGOS } from './perfis';
import { PERMISSAO_CODIGOS } from './permissoes';
import { USUARIO_STATUS_CODIGOS } from './status';

/**
 * The user list's interval codes (spec §3): over the creation date, 1 the last month, 2 the last
 * day (24 hours), 3 the current day (Brasília).
 */
export const INTERVALOS_USUARIO = { 1: 'Último mês', 2: 'Último dia', 3: 'Hoje' } as const;
export type IntervaloUsuario = 1 | 2 | 3;

/** A username: letters, digits, dot, hyphen, underscore and @ (3 to 100), compared ignoring case. */
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'O nome de usuário deve ter ao menos 3 caracteres')
  .max(100)
  .regex(/^[A-Za-z0-9._@-]+$/, 'Use só letras sem acento, números, ponto, hífen, _ e @')
  .meta({
    description: 'Nome de usuário (3 a 100: letras, números, . _ - @).',
    example: 'joao.silva',
  });

export const usernameParamsSchema = z.object({ username: usernameSchema });

const statusCampo = z.enum(USUARIO_STATUS_CODIGOS).meta({
  description: 'ATIVO, INATIVO, BLOQUEADO, REMOVIDO ou PRE_CADASTRADO.',
  example: 'ATIVO',
});

/**
 * The filters of `POST usuarios/consultar` (spec §3 filter): text in the name, username or
 * e-mail; profile; status (without it, removed users are left out); client or supplier; the
 * interval code or a creation period (`dataCadastroInicial`/`dataCadastroFinal`).
 */
export const usuarioFiltroSchema = z
  .strictObject({
    nome: textoLinha()
      .max(150)
      .optional()
      .meta({ description: 'Contém, no nome, no nome de usuário ou no e-mail.', example: 'silva' }),
    perfil: z.enum(PERFIL_CODIGOS).optional().meta({ description: 'Só os deste perfil.' }),
    status: statusCampo.optional().meta({
      description: 'Só os desta situação; sem ela, todos menos os removidos.',
    }),
    clienteId: z.uuid().optional().meta({ description: 'Só os usuários deste cliente.' }),
    fornecedorId: z.uuid().optional().meta({ description: 'Só os usuários deste fornecedor.' }),
    intervalo: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .optional()
      .meta({
        description:
          'Cadastrados no último mês (1), no último dia (2) ou hoje (3, horário de Brasília).',
        example: 1,
      }),
    dataCadastroInicial: dataSchema.optional().meta({
      description: 'Cadastrados a partir deste dia (YYYY-MM-DD, Brasília).',
    }),
    dataCadastroFinal: dataSchema.optional().meta({
      description: 'Cadastrados até este dia, inclusive (YYYY-MM-DD, Brasília).',
    }),
  })
  .refine(
    (f) =>
      !f.dataCadastroInicial ||
      !f.dataCadastroFinal ||
      f.dataCadastroInicial <= f.dataCadastroFinal,
    { path: ['dataCadastroFinal'], message: 'A data final deve ser igual ou posterior à inicial' },
  )
  .meta({ id: 'UsuarioFiltro', description: 'Os filtros da lista de usuários, combinados com E.' });
export type UsuarioFiltro = z.infer<typeof usuarioFiltroSchema>;

export const USUARIO_SORT_KEYS = [
  'nome',
  'username',
  'email',
  'perfil',
  'status',
  'dataCadastro',
] as const;
export type UsuarioSortKey = (typeof USUARIO_SORT_KEYS)[number];

export const usuarioPageQuerySchema = pageQuerySchema(
  USUARIO_SORT_KEYS,
  100,
  { key: 'nome', direction: 'asc' },
  {
    formato: z
      .enum(['xlsx'])
      .optional()
      .meta({ description: 'xlsx: a resposta é a planilha do filtro inteiro.' }),
    justificativaExportacao: exportacaoQuerySchema.shape.justificativaExportacao.optional(),
  },
);
export type UsuarioPageQuery = z.output<typeof usuarioPageQuerySchema>;

const organizacaoSchema = z.object({
  id: idCampo,
  nome: z.string().meta({ description: 'Nome.' }),
});

/** A user as the list and the detail show it (never the password hash). */
export const usuarioSchema = z
  .object({
    id: idCampo,
    username: z.string().meta({ description: 'Nome de usuário.' }),
    nome: z.string().meta({ description: 'Nome.' }),
    email: z.string().meta({ description: 'E-mail.' }),
    telefone: z.string().nullable().meta({ description: 'Telefone com DDD, só dígitos.' }),
    cpf: z.string().nullable().meta({ description: 'CPF, só dígitos.' }),
    perfil: z.enum(PERFIL_CODIGOS).meta({ description: 'O código do perfil.' }),
    status: statusCampo,
    cliente: organizacaoSchema
      .nullable()
      .meta({ description: 'O cliente do usuário (nome fantasia); null: não é de um cliente.' }),
    fornecedor: organizacaoSchema
      .nullable()
      .meta({ description: 'O fornecedor do usuário; null: não é de um fornecedor.' }),
    master: z.boolean().meta({ description: 'Usuário Master do seu cliente.' }),
    bloqueadoPorTentativas: z.boolean().meta({
      description:
        'Tentativas de login sem sucesso bloquearam novos dispositivos (um administrador desbloqueia).',
    }),
    dataCadastro: criadoEmCampo,
    dataUltimoAcesso: z
      .string()
      .nullable()
      .meta({ description: 'O último acesso (ISO 8601); null: nunca entrou.' }),
    aguardandoPrimeiroAcesso: z.boolean().meta({
      description:
        'Ativo, nunca entrou e nunca teve uma senha cadastrada: o link de primeiro acesso ' +
        '(GET usuarios/reenviar-link/{id}) pode ser reenviado.',
    }),
  })
  .meta({ id: 'Usuario', description: 'Um usuário do portal.' });
export type Usuario = z.infer<typeof usuarioSchema>;

export const usuarioPageSchema = pageSchema(usuarioSchema).meta({
  id: 'UsuarioPage',
  description: 'Uma página de usuários e o total encontrado.',
});

/** The detail: the user plus the permissions granted to the user itself (PERSONALIZADO). */
export const usuarioDetalheSchema = usuarioSchema
  .extend({
    permissoes: z
      .array(z.string())
      .meta({ description: 'As permissões dadas ao próprio usuário (perfil PERSONALIZADO).' }),
    permissoesPerfil: z
      .array(z.string())
      .meta({ description: 'As permissões que o perfil do usuário dá.' }),
    duasEtapasAtiva: z.boolean().meta({
      description: 'O usuário entra com verificação em duas etapas (aplicativo autenticador).',
    }),
  })
  .meta({ id: 'UsuarioDetalhe', description: 'Um usuário, com as suas permissões.' });
export type UsuarioDetalhe = z.infer<typeof usuarioDetalheSchema>;

/** What an edit may set the status to; PRE_CADASTRADO only stays (approval: to ATIVO). */
export const USUARIO_STATUS_EDITAVEIS = [
  'ATIVO',
  'INATIVO',
  'BLOQUEADO',
  'PRE_CADASTRADO',
] as const;

/** What an administrator sets on a user, in the create and in the edit. */
const usuarioCampos = {
  nome: nomeSchema(150, 2).meta({ description: 'Nome (2 a 150).', example: 'João da Silva' }),
  email: emailSchema,
  telefone: telefoneSchema.nullable(),
  cpf: cpfSchema.nullable(),
  perfil: z.enum(PERFIL_CODIGOS).meta({ description: 'O perfil.', example: 'OPERADOR' }),
  clienteId: z
    .uuid()
    .nullable()
    .meta({ description: 'O cliente, para um perfil de cliente; senão null.' }),
  fornecedorId: z
    .uuid()
    .nullable()
    .meta({ description: 'O fornecedor, para um perfil de fornecedor; senão null.' }),
  permissoes: z
    .array(z.enum(PERMISSAO_CODIGOS))
    .max(PERMISSAO_CODIGOS.length)
    .meta({ description: 'Só no perfil PERSONALIZADO: as permissões escolhidas; senão [].' }),
};

/** Chosen permissions belong to the PERSONALIZADO profile only. */
function checkPermissoesPersonalizadas(
  value: { perfil: string; permissoes: readonly string[] },
  ctx: z.RefinementCtx,
) {
  if (value.perfil !== 'PERSONALIZADO' && value.permissoes.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['permissoes'],
      message: 'Só o perfil Personalizado recebe permissões escolhidas',
    });
  }
}

/**
 * The body of `PUT usuarios/{id}`, a full replacement of what an administrator edits (the
 * username never changes). `permissoes` only for the PERSONALIZADO profile.
 */
export const usuarioUpdateSchema = z
  .strictObject({
    ...usuarioCampos,
    status: z.enum(USUARIO_STATUS_EDITAVEIS).meta({
      description:
        'ATIVO, INATIVO ou BLOQUEADO (fora de ATIVO, as sessões do usuário terminam); ' +
        'PRE_CADASTRADO só para quem já está assim (ATIVO aprova).',
      example: 'ATIVO',
    }),
  })
  .superRefine(checkPermissoesPersonalizadas)
  .meta({ id: 'UsuarioUpdate', description: 'O usuário inteiro, como o administrador o edita.' });
export type UsuarioUpdate = z.infer<typeof usuarioUpdateSchema>;

/**
 * The body of `POST usuarios`: the username (free, case ignored) and what the edit sets. The
 * new user is ATIVO without a password: it receives an e-mail with a first-access link.
 */
export const usuarioCreateSchema = z
  .strictObject({ username: usernameSchema, ...usuarioCampos })
  .superRefine(checkPermissoesPersonalizadas)
  .meta({
    id: 'UsuarioCreate',
    description: 'Um usuário novo; ele recebe por e-mail o link para criar a sua senha.',
  });
export type UsuarioCreate = z.infer<typeof usuarioCreateSchema>;

export const usuarioReprovarSchema = z
  .strictObject({ id: z.uuid().meta({ description: 'O usuário pré-cadastrado a reprovar.' }) })
  .meta({ id: 'UsuarioReprovar', description: 'Qual pré-cadastro reprovar.' });

/** The current user's preferences (spec §3: page size and the default search period). */
export const preferenciasSchema = z
  .strictObject({
    qtdItensPagina: z
      .number()
      .int()
      .refine((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), {
        message: 'Use 5, 10, 20 ou 50',
      })
      .nullable()
      .meta({ description: 'Registros por página: 5, 10, 20 ou 50; null: o padrão.', example: 10 }),
    dataInicioIntervalo: dataSchema
      .nullable()
      .meta({ description: 'Início do período padrão (YYYY-MM-DD); null: nenhum.' }),
    dataFimIntervalo: dataSchema
      .nullable()
      .meta({ description: 'Fim do período padrão (YYYY-MM-DD); null: nenhum.' }),
  })
  .superRefine((value, ctx) => {
    if ((value.dataInicioIntervalo === null) !== (value.dataFimIntervalo === null)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.dataInicioIntervalo === null ? 'dataInicioIntervalo' : 'dataFimIntervalo'],
        message: 'Informe as duas datas do período, ou nenhuma',
      });
    } else if (
      value.dataInicioIntervalo &&
      value.dataFimIntervalo &&
      value.dataInicioIntervalo > value.dataFimIntervalo
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataFimIntervalo'],
        message: 'A data final deve ser igual ou posterior à inicial',
      });
    }
  })
  .meta({ id: 'Preferencias', description: 'As preferências do usuário da sessão.' });
export type Preferencias = z.infer<typeof preferenciasSchema>;

export const usernameDisponivelSchema = z
  .object({ disponivel: z.boolean().meta({ description: 'Ninguém usa este nome de usuário.' }) })
  .meta({ id: 'UsernameDisponivel', description: 'Se o nome de usuário está livre.' });

export const usuarioComboSchema = z
  .object({ id: idCampo, nome: z.string().meta({ description: 'Nome.' }) })
  .meta({ id: 'UsuarioCombo', description: 'Um usuário como opção de um combo.' });

/** `POST usuarios/cliente/fornecedor/`: the users of one client or one supplier. */
export const usuariosDaOrganizacaoSchema = z
  .strictObject({
    cliente: z.uuid().optional().meta({ description: 'O cliente.' }),
    fornecedor: z.uuid().optional().meta({ description: 'O fornecedor.' }),
  })
  .refine((v) => (v.cliente === undefined) !== (v.fornecedor === undefined), {
    path: ['cliente'],
    message: 'Informe o cliente ou o fornecedor (um dos dois)',
  })
  .meta({ id: 'UsuariosDaOrganizacao', description: 'De qual cliente ou fornecedor.' });

export const perfilPublicoSchema = z
  .object({
    perfil: z.enum(PERFIL_CODIGOS).meta({ description: 'O código do perfil.' }),
    descricao: z.string().meta({ description: 'O nome do perfil.' }),
  })
  .meta({ id: 'PerfilPublico', description: 'Um perfil que um pré-cadastro pode receber.' });
