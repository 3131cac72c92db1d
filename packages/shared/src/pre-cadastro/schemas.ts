import { z } from 'zod';
import { telefoneSchema } from '../common/telefone';
import { textoObrigatorio } from '../common/texto';
import { cnpjSchema } from '../common/documentos';
import { ESTADOS_PRE_CADASTRO, PRE_CADASTRO_EMAIL_MAX_LENGTH } from './constantes';

/**
 * Spec §2.2 and §5: the pre-registration as the person fills it in (spec §3 payload). The
 * e-mail is capped at the username's length; an empty one is 'Campo obrigatório'.
 */
export const preCadastroSchema = z.strictObject({
  nome: textoObrigatorio(150).meta({ description: 'Nome do contato.', example: 'Maria da Silva' }),
  /** '(00) 0000-0000' or '(00) 0 0000-0000'; sent and stored as digits. */
  telefone: z
    .string()
    .min(1, { abort: true })
    .pipe(telefoneSchema)
    .meta({ description: 'Com DDD, com ou sem máscara.', example: '(11) 9 8765-4321' }),
  email: z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(PRE_CADASTRO_EMAIL_MAX_LENGTH, { abort: true })
    .pipe(z.email())
    .meta({ description: 'Será também o usuário do contato.', example: 'maria@financeira.com.br' }),
  razaoSocial: textoObrigatorio(150).meta({
    description: 'Razão social da empresa.',
    example: 'Financeira Exemplo S.A.',
  }),
  /** Numeric or alphanumeric CNPJ ('12.ABC.345/01DE-35'); sent and stored without the mask. */
  cnpj: cnpjSchema.meta({ example: '12.ABC.345/01DE-35' }),
  /** Not required by §5: a company may operate only in states the list does not offer. */
  estados: z
    .array(z.enum(ESTADOS_PRE_CADASTRO))
    .max(ESTADOS_PRE_CADASTRO.length)
    .default([])
    .transform((estados) => ESTADOS_PRE_CADASTRO.filter((uf) => estados.includes(uf)))
    .meta({ description: 'UFs em que a empresa atua, dentre as oferecidas.' }),
});

export type PreCadastroInput = z.input<typeof preCadastroSchema>;
export type PreCadastro = z.output<typeof preCadastroSchema>;

/**
 * `POST publica/preCadastro/enviar`: the pre-registration plus two anti-flood fields the page
 * adds. `tokenFormulario` comes from `GET publica/preCadastro/formulario` when the page opens
 * (it carries the time, so the server can tell a form filled in by a person from one posted by
 * a script at once); `site` is a field people never see, so anything in it came from a bot.
 */
export const preCadastroEnvioSchema = preCadastroSchema
  .extend({
    tokenFormulario: z
      .string()
      .min(1)
      .max(200)
      .meta({
        description:
          'O token de `GET publica/preCadastro/formulario`, obtido ao abrir o formulário; grava um ' +
          'pré-cadastro só (para outro envio, peça outro token).',
      }),
    site: z.string().max(500).optional().meta({
      description: 'Campo invisível para pessoas: deve ir vazio ou ausente.',
    }),
  })
  .meta({
    id: 'PreCadastroEnvio',
    description: 'O envio de um pré-cadastro: a empresa, o contato e o token do formulário.',
  });

export type PreCadastroEnvioInput = z.input<typeof preCadastroEnvioSchema>;
export type PreCadastroEnvio = z.output<typeof preCadastroEnvioSchema>;

export const formularioPreCadastroSchema = z
  .object({
    tokenFormulario: z.string().meta({ description: 'O token a devolver no envio.' }),
  })
  .meta({ id: 'FormularioPreCadastro', description: 'Um formulário de pré-cadastro aberto.' });

export type FormularioPreCadastro = z.infer<typeof formularioPreCadastroSchema>;

/** The answer of `enviar`: the same for every accepted submission. */
export const preCadastroRespostaSchema = z
  .object({
    mensagem: z.string().meta({
      description: 'A mensagem a mostrar.',
      example: 'Pré-cadastro realizado com sucesso!',
    }),
  })
  .meta({ id: 'PreCadastroResposta', description: 'A confirmação do pré-cadastro.' });

/**
 * `GET publica/usuarios/clientes` asks with the form's token (a header, so that access logs do
 * not keep it): without a valid one there is nothing to answer.
 */
export const preCadastroClientesHeadersSchema = z.object({
  'x-token-formulario': z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'O token de `GET publica/preCadastro/formulario` deste formulário.' }),
});

/** What a form's holder already knows: the company it typed and sent, and nothing else. */
export const preCadastroClienteSchema = z
  .object({
    razaoSocial: z.string().meta({ description: 'A razão social enviada.' }),
    cnpj: z.string().meta({ description: 'O CNPJ enviado, sem máscara.' }),
  })
  .meta({
    id: 'PreCadastroCliente',
    description: 'A empresa que um formulário de pré-cadastro cadastrou.',
  });

export const preCadastroClientesSchema = z.array(preCadastroClienteSchema);

export type PreCadastroCliente = z.infer<typeof preCadastroClienteSchema>;
