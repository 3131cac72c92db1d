import { useLocation, useNavigate, useParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Fieldset, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { maskCpf, maskTelefone } from '@portal/shared/common/masks';
import {
  PERFIL_CODIGOS,
  PERFIS,
  VINCULO_POR_PERFIL,
  type PerfilCodigo,
} from '@portal/shared/usuarios/perfis';
import {
  hasPermission,
  PERMISSAO_CODIGOS,
  PERMISSOES,
  PERMISSOES_PADRAO_POR_PERFIL,
} from '@portal/shared/usuarios/permissoes';
import { USUARIO_STATUS } from '@portal/shared/usuarios/status';
import {
  usernameSchema,
  usuarioCreateSchema,
  usuarioUpdateSchema,
  type UsuarioCreate,
  type UsuarioDetalhe,
  type UsuarioUpdate,
} from '@portal/shared/usuarios/schemas';
import { ClienteSelectField } from '../../components/form/cliente-select-field';
import { MaskedField } from '../../components/form/masked-field';
import { MultiSelectField } from '../../components/form/multi-select-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { useFormKit } from '../../components/form/use-form-kit';
import { SemPermissao } from '../../components/sem-permissao';
import { isRegistradoraUser } from '../../hooks/use-is-registradora';
import { useStoredUser } from '../../hooks/use-stored-user';
import { formatDateTime } from '../../lib/dates';
import { destinosQuery } from '../../lib/lookups/destinos';
import { openConfirm } from '../../lib/confirm';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import {
  createUsuario,
  disableDuasEtapas,
  fetchUsuario,
  isUsernameDisponivel,
  saveUsuario,
  USUARIOS_QUERY_KEY,
} from './usuarios-api';
import { USUARIO_LABELS as L } from './usuarios.labels';
import { useFormSave } from '../../components/form/use-form-save';

const LISTA_URL = '/vbconnection/vbauto/administrativo/usuario';
const CRIAR_PATH = '/administrativo/usuario/criar';

/** The page's three uses: a new user, an edit, or only a view (spec §6: editar vs visualizar). */
type Mode = 'criar' | 'editar' | 'visualizar';

/** The create's and the edit's fields together; each mode sends its schema's part. */
type FormValues = z.input<typeof usuarioUpdateSchema> & { username: string };

const prepareFor: Record<'criar' | 'editar', (values: FormValues) => unknown> = {
  criar: ({ status: _status, ...values }) => values,
  editar: ({ username: _username, ...values }) => values,
};

/** A new user's form: a client's or a supplier's administrator gives its own organization. */
const NOVO: FormValues = {
  username: '',
  nome: '',
  email: '',
  telefone: null,
  cpf: null,
  perfil: '' as PerfilCodigo,
  status: 'ATIVO',
  clienteId: null,
  fornecedorId: null,
  permissoes: [],
};

function valuesOf(usuario: UsuarioDetalhe): FormValues {
  return {
    username: usuario.username,
    nome: usuario.nome,
    email: usuario.email,
    telefone: usuario.telefone ? maskTelefone(usuario.telefone) : null,
    cpf: usuario.cpf ? maskCpf(usuario.cpf) : null,
    perfil: usuario.perfil,
    status: usuario.status === 'REMOVIDO' ? 'INATIVO' : usuario.status,
    clienteId: usuario.cliente?.id ?? null,
    fornecedorId: usuario.fornecedor?.id ?? null,
    permissoes: usuario.permissoes as FormValues['permissoes'],
  };
}

/**
 * The profiles the editor may give: active ones of its own kind of organization whose default
 * permissions it holds (the server checks again against what the profile gives now).
 */
function perfilOptions(editor: CurrentUser, atual: PerfilCodigo | undefined) {
  const kind = editor.cliente ? 'CLIENTE' : editor.fornecedor ? 'FORNECEDOR' : null;
  return PERFIL_CODIGOS.filter(
    (codigo) =>
      codigo === atual ||
      (PERFIS[codigo].ativo &&
        (!kind || VINCULO_POR_PERFIL[codigo] === kind) &&
        PERMISSOES_PADRAO_POR_PERFIL[codigo].every((p) => editor.roles.includes(p))),
  ).map((codigo) => ({ value: codigo, label: PERFIS[codigo].label }));
}

/**
 * administrativo/usuario/criar, usuario/editar/:id and usuario/visualizar/:id: one user on a
 * page of three sections (personal data, access, and the chosen permissions of the Personalizado
 * profile). Creating and editing need ADMINISTRACAO_USUARIOS_EDITAR; without it the user's page
 * only shows.
 */
export default function UsuarioPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const editor = useStoredUser();
  const roles = editor?.roles ?? [];
  const canEdit = hasPermission(roles, 'ADMINISTRACAO_USUARIOS_EDITAR');
  const canConsult = canEdit || hasPermission(roles, 'ADMINISTRACAO_USUARIOS_CONSULTAR');
  const isCriar = pathname.endsWith(CRIAR_PATH);
  const isReadOnly = !canEdit || !pathname.includes('/usuario/editar/');
  const usuario = useQuery({
    queryKey: [...USUARIOS_QUERY_KEY, 'detalhe', id],
    queryFn: () => fetchUsuario(id),
    enabled: canConsult && !!id && !isCriar,
  });

  if (isCriar) {
    if (!editor || !canEdit) return <SemPermissao>{L.semPermissao}</SemPermissao>;
    return <UsuarioForm usuario={null} editor={editor} mode="criar" />;
  }
  if (!editor || !canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;
  if (usuario.isPending) return <Loader aria-label="Carregando usuário" />;
  if (usuario.isError) {
    return (
      <Alert color="red" title="Usuário não encontrado">
        O usuário não existe ou não está entre os que você administra.
      </Alert>
    );
  }
  return (
    <UsuarioForm
      key={usuario.data.id}
      usuario={usuario.data}
      editor={editor}
      mode={isReadOnly || usuario.data.status === 'REMOVIDO' ? 'visualizar' : 'editar'}
    />
  );
}

/**
 * Whether a username is free, asked as the person types (after a pause, only for a name the
 * schema accepts); the server answers the create's 409 anyway.
 */
function useUsernameDisponivel(username: string, isEnabled: boolean) {
  const [debounced] = useDebouncedValue(username.trim(), 400);
  const isValid = usernameSchema.safeParse(debounced).success;
  return useQuery({
    queryKey: [...USUARIOS_QUERY_KEY, 'username', debounced.toLowerCase()],
    queryFn: () => isUsernameDisponivel(debounced),
    enabled: isEnabled && isValid,
    staleTime: 10_000,
  });
}

function UsernameField() {
  const username = useWatch<FormValues, 'username'>({ name: 'username' });
  const disponivel = useUsernameDisponivel(username, true);
  const isCurrent = username.trim() !== '' && usernameSchema.safeParse(username.trim()).success;
  const status = !isCurrent
    ? null
    : disponivel.isFetching
      ? { text: L.usernameVerificando, color: 'dimmed' }
      : disponivel.data === true
        ? { text: L.usernameDisponivel, color: 'teal.8' }
        : disponivel.data === false
          ? { text: L.usernameEmUso, color: 'red.8' }
          : null;
  return (
    <TextField
      name="username"
      label={L.username}
      withAsterisk
      maxLength={100}
      autoComplete="off"
      description={
        status ? (
          <Text component="span" size="xs" c={status.color} aria-live="polite">
            {status.text}
          </Text>
        ) : (
          L.usernameAjuda
        )
      }
    />
  );
}

function UsuarioForm({
  usuario,
  editor,
  mode,
}: {
  usuario: UsuarioDetalhe | null;
  editor: CurrentUser;
  mode: Mode;
}) {
  const navigate = useNavigate();
  const isReadOnly = mode === 'visualizar';
  const form = useFormKit<typeof usuarioUpdateSchema | typeof usuarioCreateSchema, FormValues>(
    mode === 'criar' ? usuarioCreateSchema : usuarioUpdateSchema,
    {
      defaultValues: usuario ? valuesOf(usuario) : NOVO,
      prepare: prepareFor[mode === 'criar' ? 'criar' : 'editar'],
      isBlankRequired: mode === 'criar',
    },
  );
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const perfil = useWatch({ control: form.control, name: 'perfil' }) as PerfilCodigo;
  const vinculo = VINCULO_POR_PERFIL[perfil] as string | undefined;
  const isRegistradora = isRegistradoraUser(editor);
  const isSelf = usuario?.id === editor.id;
  const destinos = useQuery({
    ...destinosQuery(),
    enabled: isRegistradora && vinculo === 'FORNECEDOR',
  });

  const save = useFormSave(form, {
    save: (input: UsuarioUpdate | UsuarioCreate) =>
      usuario
        ? saveUsuario(usuario.id, input as UsuarioUpdate)
        : createUsuario(input as UsuarioCreate),
    successMessage: (saved) => (usuario ? L.salvo : L.criado(saved.email)),
    refresh: [USUARIOS_QUERY_KEY],
    onSaved: () => void navigate(LISTA_URL),
  });

  const statusOptions = (
    usuario?.status === 'PRE_CADASTRADO'
      ? (['PRE_CADASTRADO', 'ATIVO', 'INATIVO'] as const)
      : (['ATIVO', 'INATIVO', 'BLOQUEADO'] as const)
  ).map((status) => ({ value: status, label: USUARIO_STATUS[status] }));
  const permissaoOptions = PERMISSAO_CODIGOS.filter(
    (p) => editor.roles.includes(p) || usuario?.permissoes.includes(p),
  ).map((p) => ({ value: p, label: `${PERMISSOES[p]} (${p})` }));
  const formLabel = !usuario
    ? L.cadastrar
    : isReadOnly
      ? `Usuário ${usuario.nome}`
      : `Editar usuário ${usuario.nome}`;

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={form.handleSubmit((values) => save.mutate(values), onInvalid)}
        noValidate
        aria-label={formLabel}
      >
        <Stack gap="lg" maw={960}>
          {usuario ? (
            <Text c="dimmed" size="sm">
              {L.username}: <strong>{usuario.username}</strong> · {L.status}:{' '}
              <strong>{USUARIO_STATUS[usuario.status]}</strong> · {L.dataCadastro}:{' '}
              {formatDateTime(usuario.dataCadastro)} · {L.ultimoAcesso}:{' '}
              {formatDateTime(usuario.dataUltimoAcesso) ??
                (usuario.aguardandoPrimeiroAcesso ? L.aguardandoPrimeiroAcesso : 'nunca')}
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              {L.primeiroAcessoAviso}
            </Text>
          )}
          <Fieldset legend={L.secaoDados} disabled={isReadOnly}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              {mode === 'criar' && <UsernameField />}
              <TextField name="nome" label={L.nome} withAsterisk maxLength={150} />
              <TextField name="email" label={L.email} withAsterisk maxLength={150} type="email" />
              <MaskedField name="telefone" mask="telefone" label={L.telefone} isBlankNull />
              <MaskedField name="cpf" mask="cpf" label={L.cpf} isBlankNull />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={L.secaoAcesso} disabled={isReadOnly}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <SelectField
                name="perfil"
                label={L.perfil}
                withAsterisk
                searchable
                disabled={isSelf}
                data={perfilOptions(editor, usuario?.perfil)}
                onChange={(option) => {
                  if (option !== 'PERSONALIZADO') form.setValue('permissoes', []);
                  // The organization follows the profile's kind (a registradora profile has none).
                  const kind = option ? VINCULO_POR_PERFIL[option as PerfilCodigo] : null;
                  if (kind !== 'CLIENTE') form.setValue('clienteId', null);
                  if (kind !== 'FORNECEDOR') form.setValue('fornecedorId', null);
                }}
              />
              {usuario && (
                <SelectField
                  name="status"
                  label={L.status}
                  withAsterisk
                  disabled={isSelf}
                  data={statusOptions}
                />
              )}
              {isRegistradora && vinculo === 'CLIENTE' && (
                <ClienteSelectField
                  label={L.cliente}
                  withAsterisk
                  current={
                    usuario?.cliente
                      ? { id: usuario.cliente.id, nomeFantasia: usuario.cliente.nome }
                      : undefined
                  }
                  parse={(option) => option}
                />
              )}
              {isRegistradora && vinculo === 'FORNECEDOR' && (
                <SelectField
                  name="fornecedorId"
                  label={L.fornecedor}
                  withAsterisk
                  searchable
                  parse={(option) => option}
                  data={
                    destinos.data?.map((d) => ({ value: d.id, label: d.nome })) ??
                    (usuario?.fornecedor
                      ? [{ value: usuario.fornecedor.id, label: usuario.fornecedor.nome }]
                      : [])
                  }
                />
              )}
            </SimpleGrid>
          </Fieldset>

          {perfil === 'PERSONALIZADO' ? (
            <Fieldset legend={L.secaoPermissoes} disabled={isReadOnly || isSelf}>
              <Text size="sm" c="dimmed" mb="xs">
                {L.permissoesAjuda}
              </Text>
              <MultiSelectField
                name="permissoes"
                label={L.permissoes}
                searchable
                data={permissaoOptions}
                nothingFoundMessage="Nenhuma permissão encontrada"
              />
            </Fieldset>
          ) : (
            <Fieldset legend={L.permissoesDoPerfil}>
              <Text size="sm">
                {usuario?.perfil === perfil && usuario.permissoesPerfil.length > 0
                  ? usuario.permissoesPerfil
                      .map((p) => PERMISSOES[p as keyof typeof PERMISSOES] ?? p)
                      .join(' · ')
                  : (PERMISSOES_PADRAO_POR_PERFIL[perfil] ?? [])
                      .map((p) => PERMISSOES[p])
                      .join(' · ') || (perfil ? 'Nenhuma' : 'Escolha um perfil')}
              </Text>
            </Fieldset>
          )}

          {usuario && <DuasEtapas usuario={usuario} canTurnOff={mode === 'editar' && !isSelf} />}

          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(LISTA_URL)}>
              {isReadOnly ? L.voltar : 'Cancelar'}
            </Button>
            {!isReadOnly && (
              <Button type="submit" loading={save.isPending}>
                {usuario ? 'Salvar' : 'Cadastrar'}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * Whether the user logs in with two-step verification and, on the edit page of another user
 * who has it on, the administrator's way to turn it off (the user lost the phone), after a
 * Sim/Não. The page then reads the user again and shows it off.
 */
function DuasEtapas({ usuario, canTurnOff }: { usuario: UsuarioDetalhe; canTurnOff: boolean }) {
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: () => disableDuasEtapas(usuario.id),
    onSuccess: async () => {
      showSuccess(L.duasEtapasDesativada);
      await refreshQueries(queryClient, [USUARIOS_QUERY_KEY]);
    },
  });
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm">
        {L.duasEtapas}:{' '}
        <strong data-testid="duas-etapas-situacao">
          {usuario.duasEtapasAtiva ? L.duasEtapasAtiva : L.duasEtapasInativa}
        </strong>
      </Text>
      {canTurnOff && usuario.duasEtapasAtiva && (
        <Button
          variant="light"
          color="red"
          loading={disable.isPending}
          onClick={() =>
            openConfirm({
              title: L.desativarDuasEtapas,
              message: L.confirmarDesativarDuasEtapas(usuario.nome),
              onConfirm: () => disable.mutate(),
            })
          }
        >
          {L.desativarDuasEtapas}
        </Button>
      )}
    </Group>
  );
}
