import { describe, expect, it } from 'vitest';
import { assertMunicipioOf } from './municipios';

/** Reads the UF of São Paulo's IBGE code only, as `cidades` would. */
const reader = {
  ufOfCidade: async (codigoIbge: string) => (codigoIbge === '3550308' ? 'SP' : null),
};

describe('assertMunicipioOf', () => {
  it('accepts an address whose municipality lies in its UF', async () => {
    await expect(
      assertMunicipioOf(reader, { codigoMunicipioIbge: '3550308', uf: 'SP' }),
    ).resolves.toBeUndefined();
  });

  it("refuses another UF's municipality under the address's field", async () => {
    await expect(
      assertMunicipioOf(reader, { codigoMunicipioIbge: '3550308', uf: 'RJ' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      mensagens: [
        {
          campo: 'endereco.codigoMunicipioIbge',
          mensagem: 'endereco.codigoMunicipioIbge: O município não pertence à UF informada',
        },
      ],
    });
  });

  it('refuses an unknown municipality under the field it is given', async () => {
    await expect(
      assertMunicipioOf(
        reader,
        { codigoMunicipioIbge: '9999999', uf: 'SP' },
        'codigoMunicipioIbge',
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
      mensagens: [
        { campo: 'codigoMunicipioIbge', mensagem: 'codigoMunicipioIbge: Município não encontrado' },
      ],
    });
  });
});
