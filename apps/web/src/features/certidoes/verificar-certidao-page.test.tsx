import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CertidaoVerificacao } from '@portal/shared/contratos/certidao-schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';

const CODIGO = '20260000000123ABCDEFGHJKMNPQRS';

const AUTENTICA: CertidaoVerificacao = {
  autentica: true,
  mensagem: 'O contrato está registrado no Detran.',
  certidao: {
    protocolo: '20260000000123',
    operacao: 'Registro de contrato',
    situacao: 'REGISTRADO',
    situacaoDescricao: 'Registrado',
    tipo: 'REGISTRO',
    detran: 'Detran-SP',
    numeroRegistroDetran: 'REG-998877',
    registradoEm: '2026-11-24T13:00:05.000Z',
    baixadoEm: null,
    numeroContrato: 'CT-2026-0001',
    dataContrato: '2026-11-10',
    tipoRestricao: 'Alienação fiduciária (03)',
    credor: 'Banco Demonstração S.A., CNPJ 11.222.333/0001-81',
    devedor: 'Maria da Silva, CPF ***.982.247-**',
    chassis: ['9BWZZZ377VT004251'],
  },
};

const NAO_CONFERE: CertidaoVerificacao = {
  autentica: false,
  mensagem: 'Nenhuma certidão da VB Registradora tem este código.',
  certidao: null,
};

function serve(resposta: CertidaoVerificacao) {
  return fakeApi({ 'POST /api/publica/certidoes/verificar': () => jsonResponse(resposta) });
}

describe('the certificate verification page', () => {
  it('checks a typed code and shows what the certificate attests, masked', async () => {
    const { calls } = serve(AUTENTICA);
    renderApp('/certidao/verificar');
    await screen.findByRole('heading', { name: 'Verificar certidão' });
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: /Código de verificação/ }),
      '20260000000123-abcd-efgh-jkmn-pqrs',
    );
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Certidão autêntica')).toBeInTheDocument();
    expect(screen.getByText(AUTENTICA.mensagem)).toBeInTheDocument();
    expect(screen.getByText('Maria da Silva, CPF ***.982.247-**')).toBeInTheDocument();
    expect(screen.getByText('CT-2026-0001, de 10/11/2026')).toBeInTheDocument();
    expect(await calls[0]!.json()).toEqual({ codigo: CODIGO });
  });

  it('checks the code of the certificate’s link as it opens, and says when it does not match', async () => {
    serve(NAO_CONFERE);
    renderApp(`/certidao/verificar?codigo=${CODIGO}`);
    expect(await screen.findByText('Código não confere')).toBeInTheDocument();
    expect(screen.getByText(NAO_CONFERE.mensagem)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Código de verificação/ })).toHaveValue(CODIGO);
  });

  it('refuses a malformed code under the field, asking the server nothing', async () => {
    const { calls } = serve(AUTENTICA);
    renderApp('/certidao/verificar');
    await screen.findByRole('heading', { name: 'Verificar certidão' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Código de verificação/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText(
        'Código de verificação inválido: são os 14 dígitos do protocolo e 16 letras e números',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Código de verificação/ })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });
});
