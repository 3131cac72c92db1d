import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROVEDOR } from '@portal/shared/common/brand';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { formatDateTime } from '../../lib/dates';

const CHASSI = '9BWZZZ377VT004251';
const URL_STATUS = `GET /api/publica/statusRegistro/${CHASSI}`;

function serve(handler: FakeHandler) {
  return fakeApi({ [URL_STATUS]: handler });
}

async function open() {
  renderApp('/vbexpress');
  await screen.findByRole('heading', { level: 1, name: 'Status de Registro' });
  return userEvent.setup();
}

const campo = () => screen.getByRole('textbox', { name: /Chassi/ });
const pesquisar = () => screen.getByRole('button', { name: 'Pesquisar' });
/** The timeline's items, top to bottom, as a person reads them. */
const itens = () =>
  within(screen.getByRole('list', { name: /Etapas do registro/ }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL')
    .map((item) => item.textContent);

describe('public chassis status page (spec §2.3, §4)', () => {
  it('opens without login, full screen with no menu, and the footer’s contact and policies', async () => {
    await open();
    expect(document.title).toBe('vbExpress | Status de Registro');
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    const rodape = screen.getByRole('contentinfo');
    expect(within(rodape).getByRole('link', { name: /atendimento@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(
      within(rodape).getByRole('link', { name: 'Política de segurança da informação' }),
    ).toHaveAttribute('href', '/quem-somos#seguranca-da-informacao');
    expect(within(rodape).getByRole('link', { name: 'Canal de denúncias' })).toHaveAttribute(
      'href',
      '/quem-somos#canal-de-denuncias',
    );
  });

  it('shows the timeline newest first, with dates, and the protocol on the success', async () => {
    const { calls } = serve(() =>
      jsonResponse({
        status: [
          'REGISTRO_EM_PROCESSO',
          'REGISTRO_NAO_REALIZADO',
          'REGISTRO_EM_PROCESSO',
          'REGISTRO_COM_SUCESSO',
        ],
        dataStatus: [
          '2026-11-02T13:00:00.000Z',
          '2026-11-02T13:10:00.000Z',
          '2026-11-03T12:00:00.000Z',
          '2026-11-03T12:05:00.000Z',
        ],
        protocolo: '20260000000123',
      }),
    );
    const user = await open();
    // Typed as people do: lower case and separators, which the mask takes out.
    await user.type(campo(), '9bwzzz377-vt004251');
    expect(campo()).toHaveValue(CHASSI);
    await user.click(pesquisar());
    expect(
      await screen.findByRole('heading', { name: 'Status do Contrato de Financiamento' }),
    ).toHaveFocus();
    expect(screen.getByText(CHASSI, { selector: 'strong' })).toBeInTheDocument();
    // Each date in the browser's time zone, as lib/dates writes it ('DD/MM/YYYY HH:mm').
    const em = (iso: string) => formatDateTime(iso)!;
    expect(itens()).toEqual([
      `${em('2026-11-03T12:05:00.000Z')}Registrado com sucesso junto ao DetranProtocolo: 20260000000123`,
      `${em('2026-11-03T12:00:00.000Z')}Em processo de registro pelo Detran`,
      `${em('2026-11-02T13:10:00.000Z')}Registro não realizado: retorno do Detran acusa ` +
        'inconsistência nos dados. Necessário correção',
      `${em('2026-11-02T13:00:00.000Z')}Em processo de registro pelo Detran`,
    ]);
    expect(em('2026-11-03T12:05:00.000Z')).toMatch(/^03\/11\/2026 \d\d:05$/);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('authorization')).toBeNull();
  });

  it('says a chassis not found names the provider, with the hints, and Nova Consulta starts over', async () => {
    serve(() =>
      jsonResponse({ status: ['REGISTRO_INEXISTENTE'], dataStatus: [null], protocolo: null }),
    );
    const user = await open();
    await user.type(campo(), CHASSI);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(`Ops! Chassi não encontrado na base da ${PROVEDOR}.`),
    ).toBeInTheDocument();
    expect(screen.getByText('Confira se o chassi foi digitado corretamente.')).toBeInTheDocument();
    expect(
      screen.getByText('O contrato pode ter sido registrado por outra empresa registradora.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/procure a área de operações \(backoffice\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nova Consulta' }));
    expect(campo()).toHaveValue('');
    expect(campo()).toHaveFocus();
    expect(
      screen.queryByRole('heading', { name: 'Status do Contrato de Financiamento' }),
    ).not.toBeInTheDocument();
  });

  it('asks nothing of the server for an empty or malformed chassis, saying why under the field', async () => {
    const { calls } = serve(() => jsonResponse({}));
    const user = await open();
    await user.click(pesquisar());
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(campo()).toHaveAttribute('aria-invalid', 'true');
    await user.type(campo(), '9BWZZZ377VT00425I');
    await user.click(pesquisar());
    expect(await screen.findByText('Chassi Inválido')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the server’s refusal (too many lookups) in the notice, keeping the page as it was', async () => {
    serve(() =>
      jsonResponse(
        [{ mensagem: 'Muitas requisições. Aguarde alguns instantes e tente novamente.' }],
        429,
      ),
    );
    const user = await open();
    await user.type(campo(), CHASSI);
    await user.click(pesquisar());
    expect(
      await screen.findByText('Muitas requisições. Aguarde alguns instantes e tente novamente.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(pesquisar()).toBeEnabled());
    expect(campo()).toHaveValue(CHASSI);
  });
});
