import { TIPO_FORNECEDOR_LABELS, type TipoFornecedor } from '@portal/shared/fornecedores/schemas';
import { formatCnpj } from '@portal/shared/common/documentos';
import { formatDataBr, formatSimNao, type ExportColumn } from '../../lib/export/columns';
import type { FornecedorRow } from './repository';

/** The columns of the suppliers export (`GET /api/fornecedores/csv`), in file order. */
export const FORNECEDOR_EXPORT_COLUMNS: readonly ExportColumn<FornecedorRow>[] = [
  { header: 'Nome', value: (row) => row.nome },
  { header: 'Razão Social', value: (row) => row.razaoSocial },
  { header: 'CNPJ', value: (row) => (row.cnpj ? formatCnpj(row.cnpj) : null) },
  {
    header: 'Tipo',
    value: (row) => TIPO_FORNECEDOR_LABELS[row.tipo as TipoFornecedor] ?? row.tipo,
  },
  { header: 'UF', value: (row) => row.uf },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Telefone', value: (row) => row.telefone },
  { header: 'Pagador Taxa Detran-RJ', value: (row) => formatSimNao(row.pagadorTaxaDetranRj) },
  { header: 'Ativo', value: (row) => formatSimNao(row.ativo) },
  { header: 'Data de Cadastro', value: (row) => formatDataBr(row.createdAt) },
];
