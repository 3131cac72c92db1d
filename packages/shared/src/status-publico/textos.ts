import { PROVEDOR } from '../common/brand';

/**
 * The public registration status of a chassis (spec §2.3, §3, §4, §7 `publica/statusRegistro`):
 * what anyone may learn without logging in. No debtor, creditor or contract data (LGPD): only
 * the timeline of the registration and, once registered, its protocol. The codes and texts live
 * apart from the schemas (schemas.ts): the public page shows them without downloading zod.
 */
export const STATUS_REGISTRO_CODIGOS = [
  'REGISTRO_EM_PROCESSO',
  'REGISTRO_NAO_REALIZADO',
  'REGISTRO_COM_SUCESSO',
  'REGISTRO_INEXISTENTE',
] as const;
export type StatusRegistro = (typeof STATUS_REGISTRO_CODIGOS)[number];

/** What a person reads for each item of the timeline (spec §4), and its colour. */
export const STATUS_REGISTRO_TEXTOS: Record<
  StatusRegistro,
  { texto: string; cor: 'blue' | 'red' | 'green' }
> = {
  REGISTRO_EM_PROCESSO: { texto: 'Em processo de registro pelo Detran', cor: 'blue' },
  REGISTRO_NAO_REALIZADO: {
    texto:
      'Registro não realizado: retorno do Detran acusa inconsistência nos dados. ' +
      'Necessário correção',
    cor: 'red',
  },
  REGISTRO_COM_SUCESSO: { texto: 'Registrado com sucesso junto ao Detran', cor: 'green' },
  REGISTRO_INEXISTENTE: { texto: `Ops! Chassi não encontrado na base da ${PROVEDOR}.`, cor: 'red' },
};

/** The hint under REGISTRO_INEXISTENTE (spec §4): what the person may check next. */
export const DICAS_REGISTRO_INEXISTENTE = [
  'Confira se o chassi foi digitado corretamente.',
  'O contrato pode ter sido registrado por outra empresa registradora.',
  'Em caso de dúvida, procure a área de operações (backoffice) da instituição credora do financiamento.',
] as const;

/** The answer of `publica/statusRegistro` (spec §3): parallel lists, oldest first. */
export interface StatusRegistroResposta {
  status: StatusRegistro[];
  dataStatus: (string | null)[];
  protocolo: string | null;
}
