import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Despachante } from '@portal/shared/despachantes/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import DespachantesPage from './despachantes-page';
import { fill } from '../../../test/fill';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: ['DESPACHANTE_CONSULTAR', 'DESPACHANTE_EDITAR'],
};
const MASTER: CurrentUser = {
  ...OPERADOR,
  username: 'master',
  perfil: { perfil: 'MASTER', descricao: 'Master' },
  roles: ['DESPACHANTE_CONSULTAR', 'DESPACHANTE_EDITAR'],
};

const CLIENTE_EXEMPLO = '00000000-0000-4000-8000-000000000101';

const RAPIDO: Despachante = {
  id: '00000000-0000-4000-8000-000000000901',
  cliente: { id: CLIENTE_EXEMPLO, nomeFantasia: 'Banco Exemplo' },
  nome: 'Despacho Rápido Ltda.',
  cpfCnpj: '12ABC34501DE35',
  numeroCredenciamento: 'RJ-777',
  uf: 'RJ',
  codigoMunicipioIbge: '3304557',
  municipio: 'Rio de Janeiro',
  telefone: '21988887777',
  email: null,
  ativo: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const CIDADES = [
  { codigoIbge: '3509502', nome: 'Campinas', uf: 'SP' },
  { codigoIbge: '3550308', nome: 'São Paulo', uf: 'SP' },
  { codigoIbge: '3304557', nome: 'Rio de Janeiro', uf: 'RJ' },
];

function serve(routes: Record<string, FakeHandler> = {}, content: Despachante[] = [RAPIDO]) {
  return fakeApi({
    'POST /api/despachantes/consultar': () =>
      jsonResponse({ content, totalElements: content.length }),
    'GET /api/clientes/todos-combo': () =>
      jsonResponse([
        { id: '00000000-0000-4000-8000-000000000001', nomeFantasia: 'Banco Demonstração' },
        { id: CLIENTE_EXEMPLO, nomeFantasia: 'Banco Exemplo' },
      ]),
    'GET /api/cidades': (request) => {
      const uf = new URL(request.url).searchParams.get('uf') ?? '';
      const content = CIDADES.filter((cidade) => cidade.uf === uf);
      return jsonResponse({ content, totalElements: content.length });
    },
    ...routes,
  });
}

const consultas = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/api/despachantes/consultar');

async function choose(container: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await within(container).findByRole('option', { name: option }));
}

describe('dispatchers page', () => {
  it('lists every client’s dispatchers to the registradora, formatted, with paging', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<DespachantesPage />);
    const row = (await screen.findByText('Despacho Rápido Ltda.')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(within(row).getByText('Banco Exemplo')).toBeInTheDocument();
    expect(within(row).getByText('Rio de Janeiro/RJ')).toBeInTheDocument();
    expect(within(row).getByText('(21) 9 8888-7777')).toBeInTheDocument();
    expect(screen.getByText(/Total de Registros/)).toHaveTextContent('Total de Registros: 1');
    const [first] = consultas(calls);
    expect(new URL(first!.url).searchParams.get('page')).toBe('0');
    expect(new URL(first!.url).searchParams.get('size')).toBe('5');
  });

  it('asks the server to sort by the clicked column', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<DespachantesPage />);
    await screen.findByText('Despacho Rápido Ltda.');
    expect(new URL(consultas(calls)[0]!.url).searchParams.get('sort')).toBe('nome,asc');
    const tabela = screen.getByRole('table', { name: 'Despachantes' });
    await userEvent.click(within(tabela).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(new URL(consultas(calls)[1]!.url).searchParams.get('sort')).toBe('nome,desc');
    await userEvent.click(within(tabela).getByRole('button', { name: 'CPF/CNPJ' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(3));
    expect(new URL(consultas(calls)[2]!.url).searchParams.get('sort')).toBe('cpfCnpj,asc');
  });

  it('sends the typed filters, without the mask, and goes back to the first page', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<DespachantesPage />);
    await screen.findByText('Despacho Rápido Ltda.');
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await fill(within(filtros).getByLabelText('Nome'), 'rápido');
    await fill(within(filtros).getByLabelText('CPF/CNPJ'), '12abc345');
    expect(within(filtros).getByLabelText('CPF/CNPJ')).toHaveValue('12.ABC.345');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(await consultas(calls)[1]!.json()).toEqual({ nome: 'rápido', cpfCnpj: '12ABC345' });
  });

  it('lets a Master create one for its own client, with masks, and refreshes the list', async () => {
    logIn(MASTER);
    let body: unknown;
    const { calls } = serve({
      'POST /api/despachantes': async (request) => {
        body = await request.json();
        return jsonResponse({ ...RAPIDO, id: 'novo' }, 201);
      },
    });
    renderWithProviders(<DespachantesPage />);
    await screen.findByText('Despacho Rápido Ltda.');
    expect(screen.queryByRole('columnheader', { name: 'Cliente' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo despachante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo despachante' });
    expect(within(dialog).queryByLabelText(/Cliente/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Ativo' })).toBeChecked();
    await fill(within(dialog).getByLabelText(/^Nome/), 'Despacho Paulista');
    await fill(within(dialog).getByLabelText(/^CPF\/CNPJ/), '52998224725');
    expect(within(dialog).getByLabelText(/^CPF\/CNPJ/)).toHaveValue('529.982.247-25');
    await choose(dialog, /^UF/, 'SP - São Paulo');
    await choose(dialog, /^Município/, 'Campinas');
    await fill(within(dialog).getByLabelText(/^Telefone/), '19988887777');
    expect(within(dialog).getByLabelText(/^Telefone/)).toHaveValue('(19) 9 8888-7777');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Despachante cadastrado com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({
      nome: 'Despacho Paulista',
      cpfCnpj: '52998224725',
      numeroCredenciamento: null,
      uf: 'SP',
      codigoMunicipioIbge: '3509502',
      telefone: '19988887777',
      email: null,
      ativo: true,
    });
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the §5 messages and asks the registradora for the client, calling nothing', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<DespachantesPage />);
    await screen.findByText('Despacho Rápido Ltda.');
    await userEvent.click(screen.getByRole('button', { name: 'Novo despachante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo despachante' });
    await fill(within(dialog).getByLabelText(/^CPF\/CNPJ/), '12.ABC.345/01DE-36');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CPF/CNPJ Inválido')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(4);
    expect(within(dialog).getByRole('combobox', { name: 'Cliente' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      calls.filter((call) => call.method === 'POST' && call.url.endsWith('/despachantes')),
    ).toHaveLength(0);
  });

  it('puts the server’s 409 on the CPF/CNPJ field', async () => {
    logIn(ADMINISTRADOR);
    serve({
      [`GET /api/despachantes/${RAPIDO.id}`]: () => jsonResponse(RAPIDO),
      [`PUT /api/despachantes/${RAPIDO.id}`]: () =>
        jsonResponse(
          [
            {
              mensagem: 'Já existe um despachante com este CPF/CNPJ para este cliente.',
              campo: 'cpfCnpj',
            },
          ],
          409,
        ),
    });
    renderWithProviders(<DespachantesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Despacho Rápido Ltda.' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar despachante' });
    expect(within(dialog).getByLabelText(/^CPF\/CNPJ/)).toHaveValue('12.ABC.345/01DE-35');
    expect(await within(dialog).findByDisplayValue('Rio de Janeiro')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'Já existe um despachante com este CPF/CNPJ para este cliente.',
      ),
    ).toBeInTheDocument();
  });

  it('deletes after Sim, and only then', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve({
      [`DELETE /api/despachantes/${RAPIDO.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<DespachantesPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir Despacho Rápido Ltda.' }),
    );
    expect(
      await screen.findByText('Deseja realmente excluir o despachante Despacho Rápido Ltda.?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Não' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Despacho Rápido Ltda.' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Despachante excluído com sucesso!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a read-only view without save, and no edit actions without the permission', async () => {
    logIn({ ...MASTER, roles: ['DESPACHANTE_CONSULTAR'] });
    serve({ [`GET /api/despachantes/${RAPIDO.id}`]: () => jsonResponse(RAPIDO) });
    renderWithProviders(<DespachantesPage />);
    await screen.findByText('Despacho Rápido Ltda.');
    expect(screen.queryByRole('button', { name: 'Novo despachante' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar Despacho Rápido Ltda.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Despachante' });
    expect(within(dialog).getByLabelText(/^Nome/)).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('says the user may not consult, without calling the server', async () => {
    logIn({ ...MASTER, roles: [] });
    const { calls } = serve();
    renderWithProviders(<DespachantesPage />);
    expect(
      await screen.findByText('Você não tem permissão para consultar despachantes.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
