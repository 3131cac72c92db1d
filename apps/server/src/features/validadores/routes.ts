import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/shared/common/errors';
import type { ValidacaoDocumento } from '@portal/shared/validadores/schemas';
import {
  validacaoDocumentoSchema,
  validadorParamsSchema,
} from '@portal/shared/validadores/schemas';
import { validateCnpj, validateCpf, validateCpfCnpj } from './service';

const CALLS: { path: string; summary: string; validate: (numero: string) => ValidacaoDocumento }[] =
  [
    { path: 'cpf', summary: 'Verifica um CPF', validate: validateCpf },
    {
      path: 'cnpj',
      summary: 'Verifica um CNPJ, numérico ou alfanumérico (IN RFB 2.229/2024)',
      validate: validateCnpj,
    },
    {
      path: 'cpf-cnpj',
      summary: 'Verifica um CPF (11 caracteres) ou um CNPJ (14 caracteres)',
      validate: validateCpfCnpj,
    },
  ];

/** The document validators of spec §7 (GET validadores/cpf|cnpj|cpf-cnpj/{n}). */
export const validadoresRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, summary, validate } of CALLS) {
    app.get(
      `/validadores/${path}/:numero`,
      {
        config: { access: 'AUTENTICADO' },
        schema: {
          tags: ['validadores'],
          summary,
          description:
            'Aceita o documento com ou sem máscara (a barra codificada como %2F). Um documento ' +
            'inválido responde 200 com valido: false.',
          security: [{ bearer: [] }],
          params: validadorParamsSchema,
          response: { 200: validacaoDocumentoSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      (request) => validate(request.params.numero),
    );
  }
};
