import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRE_CADASTRO_MENSAGENS } from '@portal/shared/pre-cadastro/constantes';
import {
  formularioPreCadastroSchema,
  preCadastroClientesHeadersSchema,
  preCadastroClientesSchema,
  preCadastroEnvioSchema,
  preCadastroRespostaSchema,
} from '@portal/shared/pre-cadastro/schemas';
import { answer, badRequest, conflict, tooManyRequests } from '../../lib/openapi';
import { preCadastroRateLimitError, preCadastroRateLimitKey } from './rate-limit';
import type { PreCadastroService } from './service';

export interface PreCadastroRoutesOptions {
  service: PreCadastroService;
  /** Submissions per hour and address (PRE_CADASTRO_RATE_LIMIT_PER_HOUR). */
  rateLimitPerHour: number;
}

const tags = ['pre-cadastro'];

/**
 * Public pre-registration (spec §2.2, §7 `publica/preCadastro/enviar` and its aliases
 * `publica/usuarios/` and `publica/clientes`, and `publica/usuarios/clientes`): no login.
 */
export const preCadastroRoutes: FastifyPluginAsyncZod<PreCadastroRoutesOptions> = async (
  app,
  { service, rateLimitPerHour },
) => {
  app.get(
    '/publica/preCadastro/formulario',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request) => preCadastroRateLimitKey(request.ip),
        },
      },
      schema: {
        operationId: 'getFormularioPreCadastro',
        tags,
        summary: 'Abre um formulário de pré-cadastro: o token a devolver com o envio',
        description:
          'Público. O token assinado que o envio do pré-cadastro deve trazer em ' +
          '`tokenFormulario`; cada token grava um só pré-cadastro.',
        response: {
          200: answer(formularioPreCadastroSchema, 'O token do formulário.'),
          ...tooManyRequests('Formulários demais abertos do mesmo endereço no último minuto.'),
        },
      },
    },
    () => service.openForm(),
  );

  /*
   * One limiter for the three paths of the same submission (spec §7 names `publica/usuarios/`
   * and `publica/clientes` besides `publica/preCadastro/enviar`): a per-route limit would give
   * a caller three times the hourly allowance by rotating paths.
   */
  const submissionLimit = app.rateLimit({
    max: rateLimitPerHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => preCadastroRateLimitKey(request.ip),
    errorResponseBuilder: preCadastroRateLimitError,
  });

  const submission = [
    {
      url: '/publica/preCadastro/enviar',
      operationId: 'createPreCadastro',
      alias: undefined,
    },
    // The spec writes `publica/usuarios/`; ignoreTrailingSlash serves it (the document omits the
    // slash, as for `usuarios/cliente/fornecedor/`).
    { url: '/publica/usuarios', operationId: 'createPreCadastroUsuario', alias: 'usuário' },
    { url: '/publica/clientes', operationId: 'createPreCadastroCliente', alias: 'cliente' },
  ] as const;

  for (const { url, operationId, alias } of submission) {
    app.post(
      url,
      {
        config: { access: 'PUBLICA' },
        onRequest: submissionLimit,
        schema: {
          operationId,
          tags,
          summary: alias
            ? `Pré-cadastro de ${alias}: o mesmo envio de POST /api/publica/preCadastro/enviar`
            : 'Envia um pré-cadastro: cria a empresa e o usuário pré-cadastrado e avisa o comercial',
          description:
            (alias
              ? 'Outro caminho do mesmo envio (os caminhos da API original): o mesmo corpo, a ' +
                'mesma resposta, as mesmas proteções e o mesmo limite por endereço, contado ' +
                'junto com os outros dois caminhos. '
              : '') +
            'Cria, numa transação, a empresa (cliente inativo, com os estados de atuação) e o ' +
            'contato (usuário PRE_CADASTRADO, perfil PRE_CADASTRO, sem senha utilizável) e ' +
            'enfileira um e-mail para a equipe comercial. CNPJ ou e-mail já cadastrado: 409, com ' +
            'uma mensagem única para os dois. Limite de envios por hora e endereço, somando ' +
            'POST publica/preCadastro/enviar, publica/usuarios/ e publica/clientes (429; um ' +
            'endereço IPv6 conta pelo seu prefixo /64). Um envio que parece automatizado (o ' +
            'campo `site` preenchido ou o formulário devolvido rápido demais) recebe a mesma ' +
            'resposta de sucesso e é descartado; também o envio com um `tokenFormulario` que já ' +
            'gravou um pré-cadastro (cada token grava um só).',
          body: preCadastroEnvioSchema,
          response: {
            201: answer(preCadastroRespostaSchema, 'Pré-cadastro recebido.'),
            ...badRequest(
              'Campo inválido ou ausente, ou token de formulário inválido ou expirado.',
            ),
            ...conflict('O CNPJ ou o e-mail já está cadastrado (uma só mensagem para os dois).'),
            ...tooManyRequests(
              'Envios demais do mesmo endereço (ou prefixo IPv6 /64) na última hora, pelos ' +
                'três caminhos do envio.',
            ),
          },
        },
      },
      async (request, reply) => {
        await service.submit(request.body, request.log);
        return reply.status(201).send({ mensagem: PRE_CADASTRO_MENSAGENS.sucesso });
      },
    );
  }

  app.get(
    '/publica/usuarios/clientes',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request) => preCadastroRateLimitKey(request.ip),
        },
      },
      schema: {
        operationId: 'listClientesDoFormularioPreCadastro',
        tags,
        summary: 'Público: a empresa que este formulário de pré-cadastro cadastrou, e só ela',
        description:
          'Sem login, mas só com o token de um formulário de pré-cadastro (cabeçalho ' +
          '`x-token-formulario`, o de `GET publica/preCadastro/formulario`). Responde a empresa ' +
          'que o envio com esse token cadastrou (razão social e CNPJ, o que quem enviou ' +
          'digitou), ou uma lista vazia antes do envio, se o envio foi recusado ou descartado, ' +
          'ou se a registradora removeu a empresa. Nunca lista os clientes da registradora ' +
          'nem diz se um CNPJ é cliente. Limite de 60 consultas por minuto e endereço.',
        headers: preCadastroClientesHeadersSchema,
        response: {
          200: answer(preCadastroClientesSchema, 'A empresa do formulário, ou nenhuma.'),
          ...badRequest('Token de formulário ausente, inválido ou expirado.'),
          ...tooManyRequests('Consultas demais do mesmo endereço no último minuto.'),
        },
      },
    },
    (request) => service.clientesDoFormulario(request.headers['x-token-formulario']),
  );
};
