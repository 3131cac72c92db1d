import { describe, expect, it } from 'vitest';
import { enderecoOf } from './endereco';

describe('enderecoOf', () => {
  it("answers the row's address fields and nothing else", () => {
    const endereco = {
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: null,
      bairro: 'Bela Vista',
      codigoMunicipioIbge: '3550308',
      uf: 'SP',
    };
    expect(enderecoOf({ ...endereco, id: 'x', nome: 'Fulano' } as typeof endereco)).toStrictEqual(
      endereco,
    );
  });
});
