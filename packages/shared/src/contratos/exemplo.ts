/**
 * A complete, valid contract: the OpenAPI document's example, the starting point of tests and
 * of the demo data. Banco Demonstração's agent finances a car in São Paulo. Plain data (the
 * schemas use it as their example, so it cannot be typed by them); a test parses it.
 */
export const CONTRATO_EXEMPLO = {
  agenteFinanceiroId: '00000000-0000-4000-8000-000000000000',
  credor: {
    nome: 'Banco Demonstração S.A.',
    cnpj: '11222333000181',
    endereco: {
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: '10º andar',
      bairro: 'Bela Vista',
      codigoMunicipioIbge: '3550308',
      uf: 'SP',
    },
    telefone: '1130001000',
  },
  devedor: {
    nome: 'Maria da Silva',
    cpfCnpj: '52998224725',
    endereco: {
      cep: '04094050',
      logradouro: 'Rua Pedro de Toledo',
      numero: '120',
      complemento: '',
      bairro: 'Vila Clementino',
      codigoMunicipioIbge: '3550308',
      uf: 'SP',
    },
    telefone: '11987654321',
    email: 'maria.silva@example.com',
  },
  terceiroGarantidor: null,
  veiculos: [
    {
      chassi: '9BWZZZ377VT004251',
      remarcado: false,
      placa: 'ABC1D23',
      ufPlaca: 'SP',
      ufLicenciamento: 'SP',
      renavam: '00639884962',
      anoFabricacao: 2024,
      anoModelo: 2025,
      marcaModeloCodigo: 100001,
      numeroGravame: '12345678',
    },
  ],
  contrato: {
    numero: 'CDC-2026/000123',
    data: '2026-11-10',
    tipoRestricao: '03',
    quantidadeParcelas: 48,
    parcela: '1850.00',
    totalFinanciamento: '60000.00',
    dataPrimeiroVencimento: '2026-12-10',
    dataUltimoVencimento: '2030-11-10',
    taxaJurosMes: '1.99',
    taxaJurosAno: '26.677',
    iof: '1520.45',
    comissao: null,
    indiceCorrecao: 'IPCA',
    dataLiberacaoCredito: '2026-11-10',
    ufLiberacao: 'SP',
    codigoMunicipioLiberacao: '3550308',
    taxaRegistro: '85.90',
    consorcio: null,
  },
  dadosComplementares: {
    mora: null,
    taxaMora: '1.000',
    taxaMoraAoDia: 'N',
    taxaMulta: '2.000',
    taxaContrato: '450.00',
  },
};

/** An addendum to the example contract: the debtor's rights assigned to another person. */
export const ADITIVO_EXEMPLO = {
  protocoloOriginal: '20260000000123',
  ...CONTRATO_EXEMPLO,
  aditivo: { tipo: 'CESSAO_DIREITOS_DEVEDOR', numero: 'AD-2026/000045', data: '2026-11-20' },
};
