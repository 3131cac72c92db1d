import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Pedido } from '@portal/shared/contratos/pedido-schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PedidoCertidoes } from './pedido-certidoes';

const PROTOCOLO = '20260000000123';
const CODIGO = '20260000000123-ABCD-EFGH-JKMN-PQRS';
const EMISSOR: CurrentUser = { ...OPERADOR, roles: ['CONTRATO_CONSULTAR', 'GERA_CERTIDAO'] };
const CONSULTA: CurrentUser = { ...OPERADOR, roles: ['CONTRATO_CONSULTAR'] };

const PEDIDO: Pedido = {
  protocolo: PROTOCOLO,
  operacao: 1,
  status: 'REGISTRADO',
  uf: 'SP',
  detran: 'Detran-SP',
  cliente: { id: 'c-1', nomeFantasia: 'Banco Exemplo' },
  numeroContrato: 'CT-2026-0001',
  devedorCpfCnpj: '52998224725',
  chassis: ['9BWZZZ377VT004251'],
  protocoloDetran: 'SP-000123',
  numeroRegistroDetran: 'REG-998877',
  motivos: null,
  taxaDetran: '85.90',
  valorRegistradora: '45.00',
  acoes: [],
  versao: 2,
  createdAt: '2026-11-24T13:00:00.000Z',
  updatedAt: '2026-11-24T13:00:05.000Z',
};

const PODE = {
  pode: true,
  tipo: 'REGISTRO',
  motivo: 'O contrato está registrado no Detran: a certidão do registro pode ser gerada.',
  codigoVerificacao: CODIGO,
};

describe('the certificates of the order page', () => {
  it('offers each certificate as a download of the public PDF with the code', async () => {
    logIn(EMISSOR);
    fakeApi({ [`GET /api/contratos/podeGerarCertidao/${PROTOCOLO}`]: () => jsonResponse(PODE) });
    renderWithProviders(<PedidoCertidoes pedido={PEDIDO} />);
    const inteiroTeor = await screen.findByRole('link', {
      name: 'Emitir certidão de inteiro teor',
    });
    const codigo = encodeURIComponent(CODIGO);
    expect(inteiroTeor).toHaveAttribute(
      'href',
      `/api/publica/contratos/certidao_inteiro_teor_contrato/${PROTOCOLO}/pdf/?codigo=${codigo}`,
    );
    expect(inteiroTeor).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Emitir certidão simplificada' })).toHaveAttribute(
      'href',
      `/api/publica/contratos/certidao_simplificada_contrato/${PROTOCOLO}/pdf/?codigo=${codigo}`,
    );
    expect(screen.getByRole('link', { name: 'Baixar comprovante do pedido' })).toHaveAttribute(
      'href',
      `/api/publica/contratos/protocolo/${PROTOCOLO}/pdf?codigo=${codigo}`,
    );
    expect(screen.getByText(CODIGO)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verificar certidão' })).toHaveAttribute(
      'href',
      `/certidao/verificar?codigo=${codigo}`,
    );
  });

  it('offers nothing when the order allows no certificate', async () => {
    logIn(EMISSOR);
    const { calls } = fakeApi({
      [`GET /api/contratos/podeGerarCertidao/${PROTOCOLO}`]: () =>
        jsonResponse({
          pode: false,
          tipo: null,
          motivo: 'O Detran ainda não concluiu o registro do contrato.',
        }),
    });
    renderWithProviders(<PedidoCertidoes pedido={{ ...PEDIDO, status: 'ENVIADO' }} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /Emitir certidão/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Certidões' })).not.toBeInTheDocument();
  });

  it('asks nothing and offers nothing to a user without GERA_CERTIDAO', async () => {
    logIn(CONSULTA);
    const { calls } = fakeApi({});
    renderWithProviders(<PedidoCertidoes pedido={PEDIDO} />);
    // Give a query the chance to start: none may.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('link', { name: /Emitir certidão/ })).not.toBeInTheDocument();
  });
});
