import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Usuario, UsuarioDetalhe } from '@portal/shared/usuarios/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import UsuarioPage from './usuario-page';
import UsuariosPage from './usuarios-page';

const EDITOR: CurrentUser = {
  ...ADMIN,
  roles: [
    'ADMINISTRACAO_USUARIOS_CONSULTAR',
    'ADMINISTRACAO_USUARIOS_EDITAR',
    'CONTRATO_CONSULTAR',
    'CONTRATO_REGISTRAR',
  ],
};
const LEITOR: CurrentUser = { ...ADMIN, roles: ['ADMINISTRACAO_USUARIOS_CONSULTAR'] };

const base: Usuario = {
  id: '00000000-0000-4000-8000-00000000aa01',
  username: 'joana',
  nome: 'Joana Lima',
  email: 'joana@banco.test',
  telefone: '11987654321',
  cpf: null,
  perfil: 'OPERADOR',
  status: 'ATIVO',
  cliente: { id: '00000000-0000-4000-8000-000000000001', nome: 'Banco Demonstração' },
  fornecedor: null,
  master: false,
  bloqueadoPorTentativas: false,
  dataCadastro: '2026-03-02T12:00:00.000Z',
  dataUltimoAcesso: null,
  aguardandoPrimeiroAcesso: false,
};
const PRE: Usuario = {
  ...base,
  id: '00000000-0000-4000-8000-00000000aa02',
  username: 'novo@x.test',
  nome: 'Novo Contato',
  status: 'PRE_CADASTRADO',
};

describe('Usuários page', () => {
  it('lists users with the actions their status allows, and sends the filters', async () => {
    logIn(EDITOR);
    const { calls } = fakeApi({
      'POST /api/usuarios/consultar': () =>
        jsonResponse({ content: [base, PRE], totalElements: 2 }),
    });
    renderWithProviders(<UsuariosPage />);
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const joana = (await within(table).findByText('Joana Lima')).closest('tr') as HTMLElement;
    expect(within(joana).getByText('Ativo')).toBeInTheDocument();
    expect(within(joana).getByRole('link', { name: 'Editar Joana Lima' })).toHaveAttribute(
      'href',
      `/vbconnection/vbauto/usuario/editar/${base.id}`,
    );
    expect(within(joana).getByRole('button', { name: 'Bloquear Joana Lima' })).toBeInTheDocument();
    expect(within(joana).getByRole('button', { name: 'Remover Joana Lima' })).toBeInTheDocument();
    const pre = within(table).getByText('Novo Contato').closest('tr') as HTMLElement;
    expect(within(pre).getByRole('button', { name: 'Aprovar Novo Contato' })).toBeInTheDocument();
    expect(within(pre).getByRole('button', { name: 'Reprovar Novo Contato' })).toBeInTheDocument();
    expect(within(pre).queryByRole('button', { name: /^Bloquear/ })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'joana');
    await userEvent.click(screen.getByRole('combobox', { name: 'Cadastrados' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hoje' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const consultas = () =>
      calls.filter((call) => new URL(call.url).pathname === '/api/usuarios/consultar');
    await waitFor(() => expect(consultas().length).toBe(2));
    expect(await consultas()[1]!.json()).toEqual({ nome: 'joana', intervalo: 3 });
  });

  it('resends the first-access link, after a confirmation, to who awaits it', async () => {
    logIn(EDITOR);
    const novo: Usuario = { ...base, aguardandoPrimeiroAcesso: true };
    const { calls } = fakeApi({
      'POST /api/usuarios/consultar': () => jsonResponse({ content: [novo], totalElements: 1 }),
      [`GET /api/usuarios/reenviar-link/${base.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<UsuariosPage />);
    expect(await screen.findByRole('link', { name: 'Cadastrar usuário' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/administrativo/usuario/criar',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reenviar link Joana Lima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reenviar link de primeiro acesso' });
    expect(dialog).toHaveTextContent('O link enviado antes deixa de valer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Link de primeiro acesso enviado!')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith(`/api/usuarios/reenviar-link/${base.id}`))).toBe(
      true,
    );
  });

  it('offers no link to resend to who already entered', async () => {
    logIn(EDITOR);
    fakeApi({
      'POST /api/usuarios/consultar': () => jsonResponse({ content: [base], totalElements: 1 }),
    });
    renderWithProviders(<UsuariosPage />);
    await screen.findByRole('button', { name: 'Bloquear Joana Lima' });
    expect(screen.queryByRole('button', { name: /^Reenviar link/ })).not.toBeInTheDocument();
  });

  it('offers only the view to who may not edit', async () => {
    logIn(LEITOR);
    fakeApi({
      'POST /api/usuarios/consultar': () => jsonResponse({ content: [base], totalElements: 1 }),
    });
    renderWithProviders(<UsuariosPage />);
    const link = await screen.findByRole('link', { name: 'Visualizar Joana Lima' });
    expect(link).toHaveAttribute('href', `/vbconnection/vbauto/usuario/visualizar/${base.id}`);
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
  });
});

describe('the user page', () => {
  const detalhe: UsuarioDetalhe = {
    ...base,
    perfil: 'PERSONALIZADO',
    permissoes: ['CONTRATO_CONSULTAR'],
    permissoesPerfil: [],
    duasEtapasAtiva: false,
  };

  it('edits within the editor’s permissions and shows the server’s refusal', async () => {
    logIn(EDITOR);
    const { calls } = fakeApi({
      [`GET /api/usuarios/${base.id}`]: () => jsonResponse(detalhe),
      [`PUT /api/usuarios/${base.id}`]: () =>
        jsonResponse([{ mensagem: 'Você não pode conceder permissões que não tem: X.' }], 403),
    });
    renderWithProviders(<UsuarioPage />, {
      route: `/vbconnection/vbauto/usuario/editar/${base.id}`,
      path: '/vbconnection/vbauto/usuario/editar/:id',
    });
    expect(await screen.findByRole('group', { name: 'Dados pessoais' })).toBeInTheDocument();
    const permissoes = screen.getByRole('group', { name: 'Permissões do perfil Personalizado' });
    // The choices are the editor's own permissions.
    await userEvent.click(within(permissoes).getAllByLabelText('Permissões')[0]!);
    expect(await screen.findByRole('option', { name: /CONTRATO_REGISTRAR/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /ADMINISTRACAO_CLIENTES_EDITAR/ })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: /CONTRATO_REGISTRAR/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect((await put.json()).permissoes).toEqual(['CONTRATO_CONSULTAR', 'CONTRATO_REGISTRAR']);
    // Refused (the HTTP client's notice tells why): the form stays, as typed.
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Joana Lima');
  });

  it('creates a user: the username checked as typed, the body without a status', async () => {
    logIn(EDITOR);
    const { calls } = fakeApi({
      'GET /api/usuarios/username/joana': () => jsonResponse({ disponivel: false }),
      'GET /api/usuarios/username/joana.lima': () => jsonResponse({ disponivel: true }),
      'GET /api/clientes/todos-combo': () =>
        jsonResponse([{ id: base.cliente!.id, nomeFantasia: 'Banco Demonstração' }]),
      'POST /api/usuarios': () =>
        jsonResponse(
          { ...detalhe, username: 'joana.lima', perfil: 'OPERADOR', permissoes: [] },
          201,
        ),
    });
    renderWithProviders(<UsuarioPage />, {
      route: '/vbconnection/vbauto/administrativo/usuario/criar',
      path: '/vbconnection/vbauto/administrativo/usuario/criar',
    });
    const form = await screen.findByRole('form', { name: 'Cadastrar usuário' });
    expect(within(form).queryByRole('combobox', { name: /^Situação/ })).not.toBeInTheDocument();
    // Sent blank: every required field says so.
    await userEvent.click(within(form).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(form).findAllByText('Campo obrigatório')).not.toHaveLength(0);

    const username = within(form).getByRole('textbox', { name: /^Usuário/ });
    await userEvent.type(username, 'joana');
    expect(
      await within(form).findByText('Este nome de usuário já está em uso'),
    ).toBeInTheDocument();
    await userEvent.type(username, '.lima');
    expect(await within(form).findByText('Disponível')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /^Nome/ }), 'Joana Lima');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^E-mail/ }),
      'joana@banco.test',
    );
    await userEvent.click(within(form).getByRole('combobox', { name: /^Perfil/ }));
    // Only the profiles whose permissions the editor holds are offered.
    expect(screen.queryByRole('option', { name: 'Operador' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Personalizado' }));
    await userEvent.click(within(form).getByRole('combobox', { name: /^Cliente/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Banco Demonstração' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(await post.json()).toEqual({
      username: 'joana.lima',
      nome: 'Joana Lima',
      email: 'joana@banco.test',
      telefone: null,
      cpf: null,
      perfil: 'PERSONALIZADO',
      clienteId: base.cliente!.id,
      fornecedorId: null,
      permissoes: [],
    });
    expect(
      await screen.findByText(
        'Usuário cadastrado com sucesso! O link de primeiro acesso foi enviado para joana@banco.test.',
      ),
    ).toBeInTheDocument();
  });

  it('turns a user’s two-step login off after a Sim, and shows it off', async () => {
    logIn(EDITOR);
    let ativa = true;
    const { calls } = fakeApi({
      [`GET /api/usuarios/${base.id}`]: () => jsonResponse({ ...detalhe, duasEtapasAtiva: ativa }),
      [`DELETE /api/usuarios/duas-etapas/${base.id}`]: () => {
        ativa = false;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<UsuarioPage />, {
      route: `/vbconnection/vbauto/usuario/editar/${base.id}`,
      path: '/vbconnection/vbauto/usuario/editar/:id',
    });
    expect(await screen.findByTestId('duas-etapas-situacao')).toHaveTextContent('ativa');
    const action = { name: 'Desativar verificação em duas etapas' };
    // Não: nothing is sent.
    await userEvent.click(screen.getByRole('button', action));
    let dialog = await screen.findByRole('dialog', action);
    expect(
      within(dialog).getByText(/Deseja desativar a verificação em duas etapas de Joana Lima/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog', action)).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', action));
    dialog = await screen.findByRole('dialog', action);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(
        'Verificação em duas etapas desativada. O usuário foi avisado por e-mail.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('duas-etapas-situacao')).toHaveTextContent('desativada'),
    );
    expect(screen.queryByRole('button', action)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('offers no turning off on the view route, nor to the user itself', async () => {
    // The editor's own page: the user menu turns it off, with the password or a code.
    logIn({ ...EDITOR, id: base.id });
    fakeApi({
      [`GET /api/usuarios/${base.id}`]: () => jsonResponse({ ...detalhe, duasEtapasAtiva: true }),
    });
    const own = renderWithProviders(<UsuarioPage />, {
      route: `/vbconnection/vbauto/usuario/editar/${base.id}`,
      path: '/vbconnection/vbauto/usuario/editar/:id',
    });
    expect(await screen.findByTestId('duas-etapas-situacao')).toHaveTextContent('ativa');
    expect(
      screen.queryByRole('button', { name: 'Desativar verificação em duas etapas' }),
    ).not.toBeInTheDocument();
    own.unmount();

    logIn(EDITOR);
    renderWithProviders(<UsuarioPage />, {
      route: `/vbconnection/vbauto/usuario/visualizar/${base.id}`,
      path: '/vbconnection/vbauto/usuario/visualizar/:id',
    });
    expect(await screen.findByTestId('duas-etapas-situacao')).toHaveTextContent('ativa');
    expect(
      screen.queryByRole('button', { name: 'Desativar verificação em duas etapas' }),
    ).not.toBeInTheDocument();
  });

  it('only shows the user on the view route', async () => {
    logIn(EDITOR);
    fakeApi({ [`GET /api/usuarios/${base.id}`]: () => jsonResponse(detalhe) });
    renderWithProviders(<UsuarioPage />, {
      route: `/vbconnection/vbauto/usuario/visualizar/${base.id}`,
      path: '/vbconnection/vbauto/usuario/visualizar/:id',
    });
    expect(await screen.findByRole('button', { name: 'Voltar para a lista' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toBeDisabled();
  });
});
