import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRE_CADASTRO_MENSAGENS } from '@portal/shared/pre-cadastro/constantes';
import {
  formularioPreCadastroSchema,
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

/** Public pre-registration (spec §2.2, §7 `publica/preCadastro/enviar`): no login. */
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

  app.post(
    '/publica/preCadastro/enviar',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: {
          max: rateLimitPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) => preCadastroRateLimitKey(request.ip),
          errorResponseBuilder: preCadastroRateLimitError,
        },
      },
      schema: {
        operationId: 'createPreCadastro',
        tags,
        summary:
          'Envia um pré-cadastro: cria a empresa e o usuário pré-cadastrado e avisa o comercial',
        description:
          'Cria, numa transação, a empresa (cliente inativo, com os estados de atuação) e o ' +
          'contato (usuário PRE_CADASTRADO, perfil PRE_CADASTRO, sem senha ' +
          'utilizável) e enfileira ' +
          'um e-mail para a equipe comercial. CNPJ ou e-mail já cadastrado: 409, ' +
          'com uma mensagem ' +
          'única para os dois. Limite de envios por hora e endereço (429; um endereço IPv6 conta ' +
          'pelo seu prefixo /64). Um envio que parece automatizado (o campo `site` preenchido ou o ' +
          'formulário devolvido rápido demais) recebe a mesma resposta de sucesso ' +
          'e é descartado; ' +
          'também o envio com um `tokenFormulario` que já gravou um pré-cadastro (cada token grava ' +
          'um só).',
        body: preCadastroEnvioSchema,
        response: {
          201: answer(preCadastroRespostaSchema, 'Pré-cadastro recebido.'),
          ...badRequest('Campo inválido ou ausente, ou token de formulário inválido ou expirado.'),
          ...conflict('O CNPJ ou o e-mail já está cadastrado (uma só mensagem para os dois).'),
          ...tooManyRequests(
            'Envios demais do mesmo endereço (ou prefixo IPv6 /64) na última hora.',
          ),
        },
      },
    },
    async (request, reply) => {
      await service.submit(request.body, request.log);
      return reply.status(201).send({ mensagem: PRE_CADASTRO_MENSAGENS.sucesso });
    },
  );
};
