import { formatCpf } from '@portal/shared/common/documentos';
import { maskTelefone } from '@portal/shared/common/masks';
import { PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import { USUARIO_STATUS, type UsuarioStatus } from '@portal/shared/usuarios/status';
import { formatDataBr, formatSimNao, type ExportColumn } from '../../lib/export/columns';
import type { UsuarioRow } from './repository';

/** The columns of the users' export (`usuarios/consultar?formato=xlsx`), in file order. */
export const USUARIO_EXPORT_COLUMNS: readonly ExportColumn<UsuarioRow>[] = [
  { header: 'Nome', value: (r) => r.nome },
  { header: 'Usuário', value: (r) => r.username },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Telefone', value: (r) => (r.telefone ? maskTelefone(r.telefone) : null) },
  { header: 'CPF', value: (r) => (r.cpf ? formatCpf(r.cpf) : null) },
  { header: 'Perfil', value: (r) => PERFIS[r.perfil as PerfilCodigo]?.label ?? r.perfil },
  {
    header: 'Situação',
    value: (r) => USUARIO_STATUS[r.status as UsuarioStatus] ?? r.status,
  },
  { header: 'Cliente', value: (r) => r.clienteNome },
  { header: 'Fornecedor', value: (r) => r.fornecedorNome },
  { header: 'Master', value: (r) => formatSimNao(r.master) },
  { header: 'Data de cadastro', value: (r) => formatDataBr(r.createdAt) },
  {
    header: 'Último acesso',
    value: (r) => (r.dataAcessoAtual ? formatDataBr(r.dataAcessoAtual) : null),
  },
];
