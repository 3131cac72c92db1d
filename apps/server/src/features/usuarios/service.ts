import { randomBytes } from 'node:crypto';
import { CONTATO, PROVEDOR } from '@portal/shared/common/brand';
import { MENSAGENS } from '@portal/shared/common/messages';
import type { PageRequest } from '@portal/shared/common/paging';
import { PERFIS, VINCULO_POR_PERFIL, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import type { UsuarioStatus } from '@portal/shared/usuarios/status';
import {
  usuarioFiltroSchema,
  type Preferencias,
  type Usuario,
  type UsuarioCreate,
  type UsuarioDetalhe,
  type UsuarioFiltro,
  type UsuarioPageQuery,
  type UsuarioSortKey,
  type UsuarioUpdate,
} from '@portal/shared/usuarios/schemas';
import type { AuthContext } from '../../lib/auth-context';
import type { UsuarioPasswordInput } from '@portal/shared/auth/password';
import type { EmailOutbox } from '../../lib/email/email-outbox';
import { AppError, invalid, notFound, orNotFound } from '../../lib/errors';
import {
  createPasswordLink,
  LINK_VALIDITY_MINUTES,
  passwordLinkUrl,
} from '../../lib/password-links';
import { assertNewPasswordAllowed } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import type { ExportAnswer, Exporter } from '../../lib/export/exporter';
import { tenantOf } from '../../lib/tenancy';
import { USUARIO_EXPORT_COLUMNS } from './export-columns';
import type {
  GrantChecks,
  UsuarioAlvo,
  UsuarioRow,
  UsuariosRepository,
  UsuariosTx,
} from './repository';
import { formatDataHoraBrasilia } from '@portal/shared/common/datas';

export function toUsuario(row: UsuarioRow): Usuario {
  return {
    id: row.id,
    username: row.username,
    nome: row.nome,
    email: row.email,
    telefone: row.telefone,
    cpf: row.cpf,
    perfil: row.perfil as PerfilCodigo,
    status: row.status as UsuarioStatus,
    cliente: row.clienteId ? { id: row.clienteId, nome: row.clienteNome ?? '' } : null,
    fornecedor: row.fornecedorId ? { id: row.fornecedorId, nome: row.fornecedorNome ?? '' } : null,
    master: row.master,
    bloqueadoPorTentativas: row.bloqueioTentativasEm !== null,
    dataCadastro: row.createdAt.toISOString(),
    dataUltimoAcesso: row.dataAcessoAtual?.toISOString() ?? null,
    aguardandoPrimeiroAcesso: row.aguardandoPrimeiroAcesso,
  };
}

const forbidden = (mensagem: string) => new AppError('FORBIDDEN', mensagem);

/**
 * Permissions that take something away (the consultations' period is limited): giving one
 * never grants more, so an editor need not hold it.
 */
const PERMISSOES_QUE_LIMITAM: ReadonlySet<string> = new Set(['LIMITACAO_PERIODO_DATAPICKER']);

/** The permissions of `wanted` the editor does not hold, sorted (limitations aside). */
function beyond(auth: AuthContext, wanted: readonly string[]): string[] {
  return [...new Set(wanted)]
    .filter((p) => !auth.roles.has(p) && !PERMISSOES_QUE_LIMITAM.has(p))
    .sort();
}

/** What an administrator does to another user, as the refusal names it. */
type AcaoSobreUsuario = 'alterar' | 'remover' | 'bloquear' | 'desbloquear';

/**
 * Nobody acts on a user who holds more than they do: editing its e-mail would hand over its
 * password recovery, blocking or removing it would let a lesser administrator shut out a
 * greater one, and turning its second step off would weaken its login. The user's permissions
 * are read in the transaction that holds its row.
 */
async function assertNotBeyondEditor(
  auth: AuthContext,
  tx: UsuariosTx,
  acao: AcaoSobreUsuario,
): Promise<void> {
  const current = beyond(auth, await tx.currentPermissoes());
  if (current.length > 0) {
    throw forbidden(
      `Você não pode ${acao} um usuário que tem permissões que você não tem: ` +
        `${current.join(', ')}.`,
    );
  }
}

/**
 * Administrators cannot grant more than they hold: the profile's permissions (as the
 * database holds them now) and the chosen ones must all be the editor's own. Nor may they
 * change a user who already holds more than they do.
 */
async function assertWithinEditor(
  auth: AuthContext,
  tx: UsuariosTx,
  input: UsuarioUpdate,
): Promise<void> {
  await assertNotBeyondEditor(auth, tx, 'alterar');
  await assertGrantable(auth, tx, input);
}

/** The profile is active, and what it gives (now) and the chosen permissions are the editor's. */
async function assertGrantable(
  auth: AuthContext,
  tx: GrantChecks,
  input: UsuarioUpdate | UsuarioCreate,
): Promise<void> {
  const perfil = await tx.perfil(input.perfil);
  if (!perfil?.ativo) throw invalid('perfil', 'Perfil desativado');
  const extra = beyond(auth, [...perfil.permissoes, ...input.permissoes]);
  if (extra.length > 0) {
    throw forbidden(
      `Você não pode conceder permissões que não tem: ${extra.join(', ')}. ` +
        'Escolha um perfil ou permissões dentro das suas.',
    );
  }
}

/** A client's administrator gives only client profiles; a supplier's, only supplier profiles. */
function assertPerfilOfEditorsKind(auth: AuthContext, input: UsuarioUpdate | UsuarioCreate): void {
  const vinculo = VINCULO_POR_PERFIL[input.perfil];
  const tenant = tenantOf(auth);
  if (tenant.kind === 'cliente' && vinculo !== 'CLIENTE') {
    throw forbidden('Um administrador de cliente só dá perfis de cliente.');
  }
  if (tenant.kind === 'fornecedor' && vinculo !== 'FORNECEDOR') {
    throw forbidden('Um administrador de fornecedor só dá perfis de fornecedor.');
  }
}

/**
 * Which organization the user belongs to after the edit, checked against the profile and the
 * editor: a client's profile needs a client (a client's administrator: its own, and only
 * client profiles), a supplier's profile a supplier, a registradora's profile neither.
 */
async function resolveOrganizacao(
  auth: AuthContext,
  tx: GrantChecks,
  input: UsuarioUpdate | UsuarioCreate,
): Promise<{ clienteId: string | null; fornecedorId: string | null }> {
  const vinculo = VINCULO_POR_PERFIL[input.perfil];
  const tenant = tenantOf(auth);
  if (vinculo === 'CLIENTE') {
    const clienteId = tenant.kind === 'cliente' ? (input.clienteId ?? tenant.id) : input.clienteId;
    if (!clienteId)
      throw invalid('clienteId', `O perfil ${PERFIS[input.perfil].label} pede um cliente`);
    if (!(await tx.holdCliente(clienteId))) throw invalid('clienteId', 'Cliente não encontrado');
    return { clienteId, fornecedorId: null };
  }
  if (vinculo === 'FORNECEDOR') {
    const fornecedorId =
      tenant.kind === 'fornecedor' ? (input.fornecedorId ?? tenant.id) : input.fornecedorId;
    if (!fornecedorId) {
      throw invalid('fornecedorId', `O perfil ${PERFIS[input.perfil].label} pede um fornecedor`);
    }
    if (!(await tx.holdFornecedor(fornecedorId))) {
      throw invalid('fornecedorId', 'Fornecedor não encontrado');
    }
    return { clienteId: null, fornecedorId };
  }
  if (input.clienteId || input.fornecedorId) {
    throw invalid('perfil', 'Um perfil da registradora não pertence a cliente nem fornecedor');
  }
  return { clienteId: null, fornecedorId: null };
}

function assertNotRemoved(user: UsuarioAlvo) {
  if (user.status === 'REMOVIDO') throw new AppError('CONFLICT', 'O usuário foi removido.');
}

/** The export's query string: the filter's and the justification. */
export type UsuarioExportQuery = UsuarioPageQuery & { formato: 'xlsx' };

/** The first-access link's validity, in days, as the e-mail tells it. */
const DIAS_PRIMEIRO_ACESSO = LINK_VALIDITY_MINUTES.PRIMEIRO_ACESSO / (24 * 60);

/** The e-mail that invites a new user to create its password (or repeats the invitation). */
export function emailDePrimeiroAcesso(
  user: { username: string; nome: string; email: string },
  criador: string,
  link: string,
  expiraEm: Date,
  isReenvio: boolean,
): { to: string[]; subject: string; text: string } {
  return {
    to: [user.email],
    subject: `Seu acesso ao portal da ${PROVEDOR}: crie a sua senha`,
    text: [
      `Olá, ${user.nome}.`,
      '',
      isReenvio
        ? `${criador} enviou um novo link para você criar a sua senha no portal da ${PROVEDOR}. ` +
          'Os links enviados antes deixaram de valer.'
        : `${criador} cadastrou você no portal da ${PROVEDOR}.`,
      '',
      `Seu usuário: ${user.username}`,
      '',
      `Para entrar pela primeira vez, crie a sua senha pelo link abaixo. Ele vale ` +
        `${DIAS_PRIMEIRO_ACESSO} dias (até ${formatDataHoraBrasilia(expiraEm)}, horário de Brasília) ` +
        'e pode ser usado uma única vez:',
      '',
      link,
      '',
      'Depois, entre no portal com o seu usuário e a senha que você criou. Se o link expirar, ' +
        'peça ao administrador do portal na sua empresa que envie um novo.',
      '',
      'Se você não esperava este cadastro, ignore este e-mail e avise o administrador.',
    ].join('\n'),
  };
}

/** The e-mail that tells a user an administrator turned its two-step login off. */
export function emailDuasEtapasDesativada(
  user: { nome: string; email: string },
  administrador: string,
  em: Date,
): { to: string[]; subject: string; text: string } {
  return {
    to: [user.email],
    subject: 'Verificação em duas etapas desativada',
    text: [
      `Olá, ${user.nome}.`,
      '',
      `${administrador} desativou a verificação em duas etapas da sua conta no portal da ` +
        `${PROVEDOR} em ${formatDataHoraBrasilia(em)} (horário de Brasília).`,
      '',
      'A partir de agora o portal pede só o seu usuário e a sua senha. Os códigos de ' +
        'recuperação e os dispositivos confiáveis deixaram de valer. Para ativá-la de novo, ' +
        'entre no portal e use "Verificação em duas etapas" no menu do seu usuário.',
      '',
      `Se não foi você quem pediu, entre em contato com a ${PROVEDOR} ` +
        `(${CONTATO.telefone}, ${CONTATO.email}) e troque a sua senha.`,
    ].join('\n'),
  };
}

const PRIMEIRO_ACESSO_FEITO =
  'Este usuário já cadastrou uma senha ou já entrou no portal: o link de primeiro acesso não ' +
  'vale para ele. Ele pode usar "Esqueci minha senha" na página de login.';

/** Builds the links of the e-mails: the portal's address, or null when it is unknown. */
export type PortalUrl = string | null;

const semPortalUrl = () =>
  new AppError(
    'UNAVAILABLE',
    'O endereço do portal (PORTAL_URL) não está configurado: sem ele o link de primeiro ' +
      'acesso não pode ser enviado. Avise o suporte.',
  );

/** User administration (spec §7 Users; docs/USUARIOS.md). */
export function createUsuariosService(
  repository: UsuariosRepository,
  exporter: Exporter,
  outbox: EmailOutbox,
) {
  const exportacao = exporter.source({
    id: 'usuarios.lista',
    recurso: 'usuarios',
    // The list's access (either of two permissions) and the export's.
    permissoes: [
      ['ADMINISTRACAO_USUARIOS_CONSULTAR', 'ADMINISTRACAO_USUARIOS_EDITAR'],
      'EXPORTAR_USUARIOS',
    ],
    filtro: usuarioFiltroSchema,
    columns: USUARIO_EXPORT_COLUMNS,
    rows: (auth, filtro) => ({
      count: () => repository.count(auth, filtro),
      chunk: (after, limit) => repository.exportChunk(auth, filtro, after, limit),
      cursorOf: (row) => ({ key: row.createdAt, id: row.id }),
    }),
  });

  /** Runs `change` on a user the caller may manage; 404 when absent or out of scope. */
  async function onUser<T>(
    auth: AuthContext,
    id: string,
    change: (user: UsuarioAlvo, tx: UsuariosTx) => Promise<T>,
  ): Promise<T> {
    const result = await repository.withUser(auth, id, async (user, tx) => ({
      value: await change(user, tx),
    }));
    if (!result) throw notFound();
    return result.value;
  }

  function notSelf(auth: AuthContext, id: string, mensagem: string) {
    if (id === auth.usuarioId) throw new AppError('CONFLICT', mensagem);
  }

  return {
    async list(auth: AuthContext, filtro: UsuarioFiltro, page: PageRequest<UsuarioSortKey>) {
      const { content, totalElements } = await repository.list(auth, filtro, page);
      return { content: content.map(toUsuario), totalElements };
    },

    /**
     * The filter as a spreadsheet. EXPORTAR_USUARIOS exports; whoever holds
     * JUSTIFICATIVA_EXPORTAR_USUARIOS must say why; the audit row keeps it either way.
     */
    export(
      auth: AuthContext,
      filtro: UsuarioFiltro,
      query: UsuarioExportQuery,
      ip: string,
    ): Promise<ExportAnswer> {
      if (!auth.roles.has('EXPORTAR_USUARIOS')) {
        throw forbidden('Sem permissão para exportar a lista de usuários.');
      }
      const justificativa = query.justificativaExportacao ?? '';
      if (auth.roles.has('JUSTIFICATIVA_EXPORTAR_USUARIOS') && !justificativa) {
        throw invalid('justificativaExportacao', 'Campo obrigatório');
      }
      return exportacao.start(auth, {
        formato: query.formato,
        filtro,
        justificativa,
        ip,
      });
    },

    async get(auth: AuthContext, id: string): Promise<UsuarioDetalhe> {
      const row = orNotFound(await repository.findById(auth, id));
      return { ...toUsuario(row), ...(await repository.permissoesOf(id, row.perfil)) };
    },

    /**
     * The administrator's edit, in one transaction holding the user's row: within the
     * editor's own permissions and organization; leaving ATIVO ends the user's sessions.
     */
    async update(auth: AuthContext, id: string, input: UsuarioUpdate): Promise<UsuarioDetalhe> {
      await onUser(auth, id, async (user, tx) => {
        assertNotRemoved(user);
        if (id === auth.usuarioId) {
          const own = (await tx.ownPermissoes()).sort().join();
          if (
            input.perfil !== user.perfil ||
            input.status !== user.status ||
            [...input.permissoes].sort().join() !== own
          ) {
            throw forbidden(
              'Você não pode alterar o próprio perfil, a própria situação nem as próprias permissões.',
            );
          }
        }
        if (input.status === 'PRE_CADASTRADO' && user.status !== 'PRE_CADASTRADO') {
          throw invalid('status', 'Só um pré-cadastro fica pré-cadastrado');
        }
        assertPerfilOfEditorsKind(auth, input);
        await assertWithinEditor(auth, tx, input);
        const organizacao = await resolveOrganizacao(auth, tx, input);
        await tx.update(
          {
            nome: input.nome,
            email: input.email,
            telefone: input.telefone,
            cpf: input.cpf,
            perfil: input.perfil,
            status: input.status,
            ...organizacao,
          },
          input.perfil === 'PERSONALIZADO' ? [...new Set(input.permissoes)] : [],
        );
      });
      return this.get(auth, id);
    },

    /**
     * POST usuarios: the same rules as the edit (within the editor's permissions, the profile of
     * its organization's kind, the organization the profile asks for), status ATIVO with a
     * random password nobody knows, and in the same transaction a first-access link e-mailed
     * through the outbox. `portalUrl` null (production without PORTAL_URL): nothing is created.
     */
    async create(
      auth: AuthContext,
      input: UsuarioCreate,
      portalUrl: PortalUrl,
    ): Promise<UsuarioDetalhe> {
      if (!portalUrl) throw semPortalUrl();
      assertPerfilOfEditorsKind(auth, input);
      // Hashed before the transaction: ~25 ms of CPU that need not hold it open.
      const senhaHash = await hashPassword(randomBytes(32).toString('base64url'));
      const id = await repository.create(
        auth,
        async (checks) => {
          await assertGrantable(auth, checks, input);
          const organizacao = await resolveOrganizacao(auth, checks, input);
          return {
            values: {
              username: input.username,
              nome: input.nome,
              email: input.email,
              telefone: input.telefone,
              cpf: input.cpf,
              perfil: input.perfil,
              status: 'ATIVO',
              senhaHash,
              ...organizacao,
            },
            permissoes: input.perfil === 'PERSONALIZADO' ? [...new Set(input.permissoes)] : [],
          };
        },
        async (tx, novoId) => {
          const { token, expiraEm } = await createPasswordLink(tx, novoId, 'PRIMEIRO_ACESSO');
          const criador = await repository.nomeDe(tx, auth.usuarioId);
          await outbox.enqueue(
            emailDePrimeiroAcesso(
              input,
              criador,
              passwordLinkUrl(portalUrl, token),
              expiraEm,
              false,
            ),
            { tx },
          );
        },
      );
      return this.get(auth, id);
    },

    /**
     * GET usuarios/reenviar-link/{id}: a new first-access link (the older ones stop working) for
     * a user of the caller's scope that never had a password of its own (409 otherwise: it uses
     * 'Esqueci minha senha'). Not for a user holding a permission the caller lacks.
     */
    async resendLink(auth: AuthContext, id: string, portalUrl: PortalUrl): Promise<void> {
      if (!portalUrl) throw semPortalUrl();
      await onUser(auth, id, async (user, tx) => {
        if (!(await tx.awaitsFirstAccess())) {
          throw new AppError('CONFLICT', PRIMEIRO_ACESSO_FEITO);
        }
        if (beyond(auth, await tx.currentPermissoes()).length > 0) {
          throw forbidden(
            'Você não pode enviar o link de primeiro acesso a um usuário com permissões que ' +
              'você não tem.',
          );
        }
        const destino = await tx.contato();
        const { token, expiraEm } = await createPasswordLink(tx.executor, id, 'PRIMEIRO_ACESSO');
        const criador = await repository.nomeDe(tx.executor, auth.usuarioId);
        await outbox.enqueue(
          emailDePrimeiroAcesso(
            { username: user.username, ...destino },
            criador,
            passwordLinkUrl(portalUrl, token),
            expiraEm,
            true,
          ),
          { tx: tx.executor },
        );
      });
    },

    /** Status REMOVIDO: the row and its history stay; every session ends at once. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      notSelf(auth, id, 'Você não pode remover o seu próprio usuário.');
      await onUser(auth, id, async (user, tx) => {
        await assertNotBeyondEditor(auth, tx, 'remover');
        if (user.status === 'REMOVIDO') return;
        await tx.remove();
      });
    },

    /** A pre-registered user is approved: it becomes ATIVO. */
    async approve(auth: AuthContext, id: string): Promise<void> {
      await onUser(auth, id, async (user, tx) => {
        if (user.status !== 'PRE_CADASTRADO') {
          throw new AppError('CONFLICT', 'Só um usuário pré-cadastrado pode ser aprovado.');
        }
        await tx.setStatus('ATIVO');
      });
    },

    /** A pre-registered user is rejected: REMOVIDO, its row kept as the record of it. */
    async reject(auth: AuthContext, id: string): Promise<void> {
      await onUser(auth, id, async (user, tx) => {
        if (user.status !== 'PRE_CADASTRADO') {
          throw new AppError('CONFLICT', 'Só um usuário pré-cadastrado pode ser reprovado.');
        }
        await tx.remove();
      });
    },

    /** Blocks an active user and ends all its sessions; blocking a blocked user changes nothing. */
    async block(auth: AuthContext, id: string, ip: string): Promise<void> {
      notSelf(auth, id, MENSAGENS.naoBloqueiaASiMesmo);
      await onUser(auth, id, async (user, tx) => {
        await assertNotBeyondEditor(auth, tx, 'bloquear');
        if (user.status === 'BLOQUEADO') return;
        if (user.status !== 'ATIVO') throw new AppError('CONFLICT', MENSAGENS.soAtivoBloqueia);
        await tx.block();
        await tx.record('BLOQUEIO', ip);
      });
    },

    /**
     * Lifts a block by an administrator and the lock for unknown devices that failed logins
     * set; a user with neither is left as it is.
     */
    async unblock(auth: AuthContext, id: string, ip: string): Promise<void> {
      notSelf(auth, id, MENSAGENS.naoDesbloqueiaASiMesmo);
      await onUser(auth, id, async (user, tx) => {
        await assertNotBeyondEditor(auth, tx, 'desbloquear');
        if (user.status !== 'BLOQUEADO' && !user.bloqueioTentativasEm) return;
        await tx.unblock();
        await tx.record('DESBLOQUEIO', ip);
      });
    },

    /**
     * DELETE usuarios/duas-etapas/{id}: the user lost the phone (and the recovery codes). The
     * secret, the recovery codes and the trusted devices go, the event is logged with who did
     * it, and the user is told by e-mail in the same transaction. Not for a user holding a
     * permission the caller lacks (like the edit), nor for the caller (the user menu asks for
     * the password or a code); 409 when the user does not use it.
     */
    async disableTwoStep(auth: AuthContext, id: string, ip: string): Promise<void> {
      notSelf(auth, id, MENSAGENS.duasEtapasPropriaPeloMenu);
      await onUser(auth, id, async (_user, tx) => {
        await assertNotBeyondEditor(auth, tx, 'alterar');
        if (!(await tx.removeTwoStep())) {
          throw new AppError('CONFLICT', MENSAGENS.duasEtapasNaoAtivaNoUsuario);
        }
        await tx.record('DUAS_ETAPAS_DESATIVADA_ADMIN', ip);
        const destino = await tx.contato();
        const administrador = await repository.nomeDe(tx.executor, auth.usuarioId);
        await outbox.enqueue(emailDuasEtapasDesativada(destino, administrador, new Date()), {
          tx: tx.executor,
        });
      });
    },

    async isUsernameAvailable(username: string) {
      return { disponivel: !(await repository.isUsernameTaken(username)) };
    },

    async listAll(auth: AuthContext) {
      return (await repository.listAll(auth)).map(toUsuario);
    },

    combo: (auth: AuthContext) => repository.combo(auth),

    /** The users of one client or supplier the caller sees (another's: an empty list). */
    async listByOrganizacao(
      auth: AuthContext,
      organizacao: { cliente?: string; fornecedor?: string },
    ) {
      return (await repository.listAll(auth, organizacao)).map(toUsuario);
    },

    setPreferencias: (auth: AuthContext, preferencias: Preferencias) =>
      repository.setPreferencias(auth.usuarioId, preferencias),

    /**
     * The profiles a public pre-registration can lead to: only PRE_CADASTRO (the registradora
     * gives the real one when it approves). Nothing else about profiles is public.
     */
    async perfisPublicos() {
      const rows = await repository.perfisAtivos(['PRE_CADASTRO']);
      return rows.map((row) => ({ perfil: row.perfil as PerfilCodigo, descricao: row.descricao }));
    },

    /**
     * PUT usuarios/password: gives a user of the caller's scope a temporary password, already
     * expired (the user chooses its own at the next login), and ends the user's sessions. Not
     * for the caller itself ('Alterar Senha' asks the current one), nor for a user holding a
     * permission the caller lacks: whoever sets a password can log in as that user.
     */
    async setTemporaryPassword(
      auth: AuthContext,
      input: UsuarioPasswordInput,
      ip: string,
    ): Promise<void> {
      if (input.id === auth.usuarioId) {
        throw new AppError('CONFLICT', MENSAGENS.senhaPropriaPeloMenu);
      }
      // Hashed before the transaction: ~25 ms of CPU that need not hold the row.
      const senhaHash = await hashPassword(input.newPassword);
      const done = await repository.withUser(auth, input.id, async (user, tx) => {
        if (user.status !== 'ATIVO') throw new AppError('CONFLICT', MENSAGENS.senhaSoDeAtivo);
        const roles = await tx.currentPermissoes();
        if (roles.some((role) => !auth.roles.has(role))) {
          throw new AppError('FORBIDDEN', MENSAGENS.senhaDeQuemPodeMais);
        }
        await assertNewPasswordAllowed(input.newPassword, await tx.currentPasswordHash());
        await tx.setTemporaryPassword(senhaHash);
        await tx.record('SENHA_REDEFINIDA', ip);
        return true;
      });
      if (!done) throw notFound();
    },
  };
}

export type UsuariosService = ReturnType<typeof createUsuariosService>;
