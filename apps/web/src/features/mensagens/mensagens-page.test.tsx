import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Mensagem } from '@portal/shared/mensagens/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import MensagensPage from './mensagens-page';

const ADMINISTRADOR: CurrentUser = { ...ADMIN, roles: ['MENSAGEM_EDITAR'] };

const PUBLICADA: Mensagem = {
  id: '00000000-0000-4000-8000-00000000b001',
  titulo: 'Manutenção',
  texto: 'Sábado às 22h.',
  destino: 'PERFIL',
  perfil: 'OPERADOR',
  cliente: null,
  dataInicio: '2026-11-25',
  dataFim: '2026-11-30',
  leituras: 3,
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe('administrative messages page', () => {
  it('lists the messages and publishes one to a profile', async () => {
    logIn(ADMINISTRADOR);
    let content: Mensagem[] = [];
    const bodies: unknown[] = [];
    fakeApi({
      'POST /api/mensagens/consultar': () =>
        jsonResponse({ content, totalElements: content.length }),
      'POST /api/mensagens': async (request) => {
        bodies.push(await request.json());
        content = [PUBLICADA];
        return jsonResponse(PUBLICADA, 201);
      },
    });
    renderWithProviders(<MensagensPage />);
    await screen.findByText('Nenhum registro encontrado');

    await userEvent.click(screen.getByRole('button', { name: 'Nova mensagem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova mensagem' });
    // Refused empty: the fields say why.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Campo obrigatório')).not.toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Manutenção');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Destinatários/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Um perfil' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Perfil/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Operador' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Texto/ }), 'Sábado às 22h.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Mensagem publicada com sucesso!')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      titulo: 'Manutenção',
      texto: 'Sábado às 22h.',
      destino: 'PERFIL',
      perfil: 'OPERADOR',
    });
    const row = (await screen.findByText('Perfil Operador')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 usuários')).toBeInTheDocument();
    expect(within(row).getByText('30/11/2026')).toBeInTheDocument();
  });

  it('offers a client’s administrator its own client’s users or a profile, never everyone', async () => {
    logIn({ ...OPERADOR, roles: ['MENSAGEM_EDITAR'] });
    fakeApi({
      'POST /api/mensagens/consultar': () => jsonResponse({ content: [], totalElements: 0 }),
    });
    renderWithProviders(<MensagensPage />);
    await screen.findByText('Nenhum registro encontrado');
    await userEvent.click(screen.getByRole('button', { name: 'Nova mensagem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova mensagem' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Destinatários/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Um perfil',
      'Todos os usuários do meu cliente',
    ]);
    expect(within(dialog).queryByRole('combobox', { name: /^Cliente/ })).not.toBeInTheDocument();
  });

  it('offers a supplier’s user no audience at all: the server lets it publish to none', async () => {
    // A Detran's user has no client of its own, and is not the registradora either: the server
    // refuses it every audience (MENSAGEM_DESTINOS_POR_VINCULO), so nothing is offered.
    logIn({
      ...ADMINISTRADOR,
      perfil: { perfil: 'DETRAN', descricao: 'Detran' },
      fornecedor: { id: 'f-1', nome: 'Detran-SP' },
    });
    const { calls } = fakeApi({
      'POST /api/mensagens/consultar': () => jsonResponse({ content: [], totalElements: 0 }),
    });
    renderWithProviders(<MensagensPage />);
    await screen.findByText('Nenhum registro encontrado');
    expect(screen.queryByRole('button', { name: 'Nova mensagem' })).not.toBeInTheDocument();
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/mensagens/consultar']);
  });

  it('tells a user without MENSAGEM_EDITAR', async () => {
    logIn(OPERADOR);
    fakeApi({});
    renderWithProviders(<MensagensPage />);
    expect(
      await screen.findByText('Você não tem permissão para publicar mensagens.'),
    ).toBeInTheDocument();
  });
});
