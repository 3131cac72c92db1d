import { TIPO_FORNECEDOR_LABELS, type TipoFornecedor } from '@portal/shared/fornecedores/schemas';
import { formatCnpj } from '@portal/shared/validadores/documentos';
import type { FornecedorRow } from './repository';

/** Brazilian Excel opens a UTF-8 file with a BOM and ';' between cells without asking. */
const BOM = '\uFEFF';
const SEPARATOR = ';';

const HEADER = [
  'Nome',
  'Razão Social',
  'CNPJ',
  'Tipo',
  'UF',
  'E-mail',
  'Telefone',
  'Pagador Taxa Detran-RJ',
  'Ativo',
  'Data de Cadastro',
];

const dataBr = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' });

/**
 * One CSV cell: quoted when it holds the separator, a quote or a line break; a leading
 * = + - @ is neutralised so a spreadsheet never runs it as a formula (CSV injection).
 */
export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(cells: (string | null)[]): string {
  return `${cells.map(csvCell).join(SEPARATOR)}\r\n`;
}

/** The export as text chunks: BOM and header first, then one line per supplier. */
export async function* fornecedoresCsv(rows: AsyncIterable<FornecedorRow>) {
  yield BOM + line(HEADER);
  for await (const row of rows) {
    yield line([
      row.nome,
      row.razaoSocial,
      row.cnpj ? formatCnpj(row.cnpj) : null,
      TIPO_FORNECEDOR_LABELS[row.tipo as TipoFornecedor] ?? row.tipo,
      row.uf,
      row.email,
      row.telefone,
      row.pagadorTaxaDetranRj ? 'Sim' : 'Não',
      row.ativo ? 'Sim' : 'Não',
      dataBr.format(row.createdAt),
    ]);
  }
}
