import type { CurrentUser } from '@portal/shared/auth/schemas';
import { saveLogin } from '../src/lib/session-storage';

export const ADMIN: CurrentUser = {
  id: 'u-admin',
  username: 'administrador',
  nome: 'Ana Administradora',
  email: 'ana@registradora.test',
  telefone: null,
  cpf: null,
  dataUltimoAcesso: '2026-03-02T14:05:00.000Z',
  perfil: { perfil: 'ADMINISTRADOR', descricao: 'Administrador' },
  roles: [],
  cliente: null,
  fornecedor: null,
  qtdItensPagina: null,
  dataInicioIntervalo: null,
  dataFimIntervalo: null,
  master: false,
};

/** An operator of a client that has vbDETRANS and vbHUB on, but not vbPAGUE. */
export const OPERADOR: CurrentUser = {
  ...ADMIN,
  id: 'u-operador',
  username: 'operador',
  nome: 'Otávio Operador',
  perfil: { perfil: 'OPERADOR', descricao: 'Operador' },
  cliente: {
    id: 'c-1',
    nomeFantasia: 'Banco Exemplo',
    vbDetransAtivo: true,
    vbPagueAtivo: false,
    serasaHubAtivo: true,
  },
};

export const DIRETOR: CurrentUser = {
  ...ADMIN,
  id: 'u-diretor',
  username: 'diretor',
  nome: 'Diana Diretora',
  perfil: { perfil: 'DIRETORIA', descricao: 'Diretoria' },
};

/** Stores a live session for `user`, as a successful login does. */
export function logIn(user: CurrentUser = ADMIN, minutes = 30): void {
  saveLogin({ token: `token-${user.id}`, tempoDeExpiracao: minutes, frontVersion: '0.0.0' }, user);
}
