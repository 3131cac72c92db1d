import { formatDataBrasilia } from '@portal/shared/common/datas';

/**
 * One column of an export, written once per feature and used by every format: the header
 * people read (pt-BR) and the cell text of a row (null for an empty cell).
 */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | null;
}

/** A date as the registradora's users read it (dd/mm/aaaa, São Paulo time). */
export const formatDataBr = formatDataBrasilia;

/** 'Sim' or 'Não'. */
export function formatSimNao(value: boolean): string {
  return value ? 'Sim' : 'Não';
}
