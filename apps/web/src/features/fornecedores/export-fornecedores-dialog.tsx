import type { FornecedorFiltro } from '@portal/shared/fornecedores/schemas';
import { ExportJustificativaDialog } from '../../components/export-justificativa-dialog';
import { exportFornecedoresCsv } from './fornecedores-api';
import { FORNECEDOR_LABELS as L } from './fornecedores.labels';

export interface ExportFornecedoresDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The filters of the list as last searched: the file holds the same suppliers. */
  filtro: FornecedorFiltro;
}

/** The justification dialog (components/export-justificativa-dialog), then the suppliers' CSV. */
export function ExportFornecedoresDialog({
  opened,
  onClose,
  filtro,
}: ExportFornecedoresDialogProps) {
  return (
    <ExportJustificativaDialog
      opened={opened}
      onClose={onClose}
      title={L.tituloExportar}
      description={L.justificativaDescricao}
      onExport={(justificativa) => exportFornecedoresCsv(filtro, justificativa)}
    />
  );
}
