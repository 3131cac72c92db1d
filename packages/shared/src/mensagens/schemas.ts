import { z } from 'zod';
import { criadoEmCampo, idCampo } from '../common/campos';
import { dataSchema } from '../common/datas';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { textoMultilinha, textoObrigatorio } from '../common/texto';
import { PERFIS, type PerfilCodigo, type Vinculo } from '../usuarios/perfis';

/** To whom an administrative message goes (spec §2.4 administrativo/mensagem). */
export const MENSAGEM_DESTINOS = {
  TODOS: 'Todos os usuários',
  PERFIL: 'Um perfil',
  CLIENTE: 'Os usuários de um cliente',
} as const;
export type MensagemDestino = keyof typeof MENSAGEM_DESTINOS;
export const MENSAGEM_DESTINO_CODIGOS = Object.keys(MENSAGEM_DESTINOS) as [
  MensagemDestino,
  ...MensagemDestino[],
];

/**
 * To whom each kind of user publishes: the registradora to anyone; a client's user to its own
 * client's users (all of them or one profile's), never to everyone; a supplier's user (a
 * Detran's) to nobody, as it has no client of its own. The server refuses the rest (403) and
 * the form offers only these.
 */
export const MENSAGEM_DESTINOS_POR_VINCULO = {
  REGISTRADORA: ['TODOS', 'PERFIL', 'CLIENTE'],
  CLIENTE: ['PERFIL', 'CLIENTE'],
  FORNECEDOR: [],
} as const satisfies Record<Vinculo, readonly MensagemDestino[]>;

/** Whether a user of this kind may publish a message to `destino`. */
export function canPublishTo(vinculo: Vinculo, destino: MensagemDestino): boolean {
  return (MENSAGEM_DESTINOS_POR_VINCULO[vinculo] as readonly MensagemDestino[]).includes(destino);
}

const PERFIL_CODIGOS = Object.keys(PERFIS) as [PerfilCodigo, ...PerfilCodigo[]];

/** The longest a message's text may be. */
export const MENSAGEM_TEXTO_MAX = 2000;

/**
 * A message as an administrator publishes or edits it (a full replacement). The period is
 * given in calendar days of Brasília: the message shows from the start of `dataInicio` to the
 * end of `dataFim`.
 */
export const mensagemInputSchema = z
  .strictObject({
    titulo: textoObrigatorio(150).meta({
      description: 'Título da mensagem (até 150 caracteres).',
      example: 'Manutenção programada',
    }),
    texto: textoMultilinha()
      .min(1, 'Campo obrigatório')
      .max(MENSAGEM_TEXTO_MAX)
      .meta({
        description: `Texto da mensagem (até ${MENSAGEM_TEXTO_MAX} caracteres; quebras de linha mantidas).`,
        example: 'O portal ficará indisponível no sábado, das 22h às 23h.',
      }),
    destino: z
      .enum(MENSAGEM_DESTINO_CODIGOS)
      .meta({ description: 'TODOS, PERFIL (um perfil) ou CLIENTE (os usuários de um cliente).' }),
    perfil: z.enum(PERFIL_CODIGOS).nullish().meta({
      description: 'O perfil que recebe a mensagem: obrigatório quando destino = PERFIL.',
    }),
    clienteId: z
      .uuid()
      .nullish()
      .meta({
        description:
          'O cliente cujos usuários recebem a mensagem: obrigatório quando destino = CLIENTE ' +
          'para a registradora (um usuário de cliente o omite: vale o seu); com PERFIL, ' +
          'restringe o perfil aos usuários desse cliente.',
      }),
    dataInicio: dataSchema.meta({
      description: 'Primeiro dia em que a mensagem aparece (AAAA-MM-DD, Brasília).',
      example: '2026-11-25',
    }),
    dataFim: dataSchema.meta({
      description: 'Último dia em que a mensagem aparece (AAAA-MM-DD, Brasília).',
      example: '2026-11-30',
    }),
  })
  .superRefine((value, ctx) => {
    if (value.destino === 'PERFIL' && !value.perfil) {
      ctx.addIssue({ code: 'custom', path: ['perfil'], message: 'Campo obrigatório' });
    }
    if (value.dataInicio && value.dataFim && value.dataFim < value.dataInicio) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataFim'],
        message: 'A data final deve ser igual ou posterior à inicial',
      });
    }
  })
  .meta({
    id: 'MensagemAdministrativaDados',
    description: 'Uma mensagem administrativa, na publicação e na alteração (substituição).',
  });
export type MensagemInput = z.infer<typeof mensagemInputSchema>;

export const mensagemSchema = z
  .object({
    id: idCampo,
    titulo: z.string().meta({ description: 'Título.' }),
    texto: z.string().meta({ description: 'Texto.' }),
    destino: z.enum(MENSAGEM_DESTINO_CODIGOS).meta({ description: 'A quem se destina.' }),
    perfil: z.string().nullable().meta({ description: 'O perfil destinatário; null: nenhum.' }),
    cliente: z
      .object({ id: z.string(), nome: z.string() })
      .nullable()
      .meta({ description: 'O cliente destinatário; null: nenhum.' }),
    dataInicio: z.string().meta({ description: 'Primeiro dia de exibição (AAAA-MM-DD).' }),
    dataFim: z.string().meta({ description: 'Último dia de exibição (AAAA-MM-DD).' }),
    leituras: z
      .number()
      .int()
      .meta({ description: 'Quantos usuários já marcaram a mensagem como lida.' }),
    createdAt: criadoEmCampo,
  })
  .meta({ id: 'MensagemAdministrativa', description: 'Uma mensagem administrativa.' });
export type Mensagem = z.infer<typeof mensagemSchema>;

export const mensagemPageSchema = pageSchema(mensagemSchema).meta({
  id: 'MensagemAdministrativaPage',
  description: 'Uma página de mensagens administrativas.',
});
export type MensagemPage = z.infer<typeof mensagemPageSchema>;

/** Filters of `POST mensagens/consultar`. */
export const mensagemFiltroSchema = z
  .strictObject({
    titulo: z
      .string()
      .trim()
      .max(150)
      .optional()
      .meta({ description: 'Parte do título.', example: 'manutenção' }),
    vigentes: z
      .boolean()
      .optional()
      .meta({ description: 'Só as em vigor hoje (true) ou só as fora do período (false).' }),
  })
  .meta({
    id: 'MensagemAdministrativaFiltro',
    description: 'Filtros da lista de mensagens, combinados com E.',
  });
export type MensagemFiltro = z.infer<typeof mensagemFiltroSchema>;

export const MENSAGEM_SORT_KEYS = ['createdAt', 'titulo', 'dataInicio', 'dataFim'] as const;
export type MensagemSortKey = (typeof MENSAGEM_SORT_KEYS)[number];
export const mensagemPageQuerySchema = pageQuerySchema(MENSAGEM_SORT_KEYS, 100, {
  key: 'createdAt',
  direction: 'desc',
});

/** One message in the top bar's notifications. */
export const notificacaoSchema = z
  .object({
    id: idCampo,
    titulo: z.string().meta({ description: 'Título.' }),
    texto: z.string().meta({ description: 'Texto.' }),
    dataInicio: z.string().meta({ description: 'Primeiro dia de exibição (AAAA-MM-DD).' }),
    lida: z.boolean().meta({ description: 'O usuário já a marcou como lida.' }),
  })
  .meta({ id: 'Notificacao', description: 'Uma mensagem destinada ao usuário, em vigor.' });
export type Notificacao = z.infer<typeof notificacaoSchema>;

/** The most notifications one answer carries (the newest first). */
export const NOTIFICACOES_MAX = 50;

export const notificacoesSchema = z
  .object({
    qtdNotificacoes: z
      .number()
      .int()
      .meta({ description: 'Quantas mensagens em vigor o usuário ainda não leu (spec §3).' }),
    mensagens: z
      .array(notificacaoSchema)
      .meta({ description: `As mensagens em vigor, das mais novas (até ${NOTIFICACOES_MAX}).` }),
  })
  .meta({ id: 'Notificacoes', description: 'As notificações do usuário da sessão.' });
export type Notificacoes = z.infer<typeof notificacoesSchema>;
