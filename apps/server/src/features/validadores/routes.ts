import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ValidacaoDocumento } from '@portal/shared/validadores/schemas';
import {
  validacaoDocumentoSchema,
  validadorParamsSchema,
} from '@portal/shared/validadores/schemas';
import { answer, badRequest } from '../../lib/openapi';
import { validateCnpj, validateCpf, validateCpfCnpj } from './service';

interface ValidatorCall {
  path: string;
  operationId: string;
  summary: string;
  validate: (numero: string) => ValidacaoDocumento;
}

const CALLS: ValidatorCall[] = [
  { path: 'cpf', operationId: 'validateCpf', summary: 'Verifica um CPF', validate: validateCpf },
  {
    path: 'cnpj',
    operationId: 'validateCnpj',
    summary: 'Verifica um CNPJ, numérico ou alfanumérico (IN RFB 2.229/2024)',
    validate: validateCnpj,
  },
  {
    path: 'cpf-cnpj',
    operationId: 'validateCpfCnpj',
    summary: 'Verifica um CPF (11 caracteres) ou um CNPJ (14 caracteres)',
    validate: validateCpfCnpj,
  },
];

/** The document validators of spec §7 (GET validadores/cpf|cnpj|cpf-cnpj/{n}). */
export const validadoresRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, operationId, summary, validate } of CALLS) {
    app.get(
      `/validadores/${path}/:numero`,
      {
        config: { access: 'AUTENTICADO' },
        schema: {
          operationId,
          tags: ['validadores'],
          summary,
          description:
            'Aceita o documento com ou sem máscara (a barra codificada como %2F). Um documento ' +
            'inválido responde 200 com valido: false.',
          params: validadorParamsSchema,
          response: {
            200: answer(validacaoDocumentoSchema, 'O resultado da verificação.'),
            ...badRequest('O número informado está vazio ou passa de 30 caracteres.'),
          },
        },
      },
      (request) => validate(request.params.numero),
    );
  }
};
