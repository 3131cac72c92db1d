import { EVENTO_ACESSO_TIPOS, type EventoAcessoTipo } from '@portal/shared/relatorios/schemas';
import { PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import { USUARIO_STATUS, type UsuarioStatus } from '@portal/shared/usuarios/status';
import type { ExportColumn } from '../../lib/export/columns';
import type { EventoRow, UsuarioRow } from './repository';
import { formatDataHoraBrasilia } from '@portal/shared/common/datas';

const formatDataHora = (value: Date | null) =>
  value ? formatDataHoraBrasilia(value, { segundos: true }) : null;

/** The access report's export (relatorio/acesso), in file order. */
export const EVENTO_EXPORT_COLUMNS: readonly ExportColumn<EventoRow>[] = [
  { header: 'Data e hora', value: (r) => formatDataHora(r.em) },
  {
    header: 'Evento',
    value: (r) => EVENTO_ACESSO_TIPOS[r.tipo as EventoAcessoTipo] ?? r.tipo,
  },
  { header: 'Login', value: (r) => r.username },
  { header: 'Nome', value: (r) => r.nome },
  { header: 'Endereço', value: (r) => r.ip },
  { header: 'Navegador', value: (r) => r.dispositivo },
];

/** The users report's export (relatorio/usuarios), in file order. */
export const USUARIO_EXPORT_COLUMNS: readonly ExportColumn<UsuarioRow>[] = [
  { header: 'Nome', value: (r) => r.nome },
  { header: 'Login', value: (r) => r.username },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Perfil', value: (r) => PERFIS[r.perfil as PerfilCodigo]?.label ?? r.perfil },
  { header: 'Situação', value: (r) => USUARIO_STATUS[r.status as UsuarioStatus] ?? r.status },
  { header: 'Cliente', value: (r) => r.cliente },
  { header: 'Fornecedor', value: (r) => r.fornecedor },
  { header: 'Último acesso', value: (r) => formatDataHora(r.ultimoAcesso) },
];
