import { CANAIS, type Canal } from '@portal/shared/contratos/consulta-schemas';
import { PEDIDO_STATUS, type PedidoStatus } from '@portal/shared/contratos/pedido-estados';
import { OPERACOES, type Operacao } from '@portal/shared/contratos/schemas';
import { formatCpfCnpj } from '@portal/shared/common/documentos';
import { formatDataBr, formatSimNao, type ExportColumn } from '../../lib/export/columns';
import type { PedidoExportRow } from './repository';

const lista = (values: readonly string[] | null) => (values?.length ? values.join(', ') : null);

/** The columns of the order search's export (`v2/pedidos/consultar?formato=`), in file order. */
export const PEDIDO_EXPORT_COLUMNS: readonly ExportColumn<PedidoExportRow>[] = [
  { header: 'Protocolo', value: (r) => r.protocolo },
  { header: 'Data de cadastro', value: (r) => formatDataBr(r.createdAt) },
  { header: 'Operação', value: (r) => OPERACOES[r.operacao as Operacao] ?? String(r.operacao) },
  { header: 'Situação', value: (r) => PEDIDO_STATUS[r.status as PedidoStatus] ?? r.status },
  { header: 'UF', value: (r) => r.uf },
  { header: 'Cliente', value: (r) => r.cliente },
  { header: 'Agente financeiro', value: (r) => r.agenteFinanceiro },
  { header: 'Número do contrato', value: (r) => r.numeroContrato },
  { header: 'Número do aditivo', value: (r) => r.numeroAditivo },
  { header: 'Chassis', value: (r) => lista(r.chassis) },
  { header: 'Placas', value: (r) => lista(r.placas) },
  { header: 'Devedor', value: (r) => r.devedorNome },
  { header: 'CPF/CNPJ do devedor', value: (r) => formatCpfCnpj(r.devedorCpfCnpj) },
  { header: 'Canal', value: (r) => CANAIS[r.canal as Canal] ?? r.canal },
  { header: 'Imagem recebida', value: (r) => formatSimNao(r.imagemRecebida) },
  { header: 'Códigos de retorno do Detran', value: (r) => lista(r.codigosRetorno) },
];
