import type { z } from 'zod';
import type { enderecoResponseSchema } from '@portal/shared/common/endereco';

/** The address as the server answers it (`EnderecoResponse`). */
export type EnderecoResposta = z.output<typeof enderecoResponseSchema>;

/**
 * The address of a row that keeps one in its own columns (named as the address's fields), and
 * nothing else of the row.
 */
export function enderecoOf(row: EnderecoResposta): EnderecoResposta {
  return {
    cep: row.cep,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    codigoMunicipioIbge: row.codigoMunicipioIbge,
    uf: row.uf,
  };
}
