import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { ExportJustificativaDialog } from '../../components/export-justificativa-dialog';
import { usePermission } from '../../hooks/use-permission';
import { exportRelatorio } from './relatorios-api';
import { RELATORIOS_LABELS as L } from './relatorios.labels';

/**
 * 'Exportar CSV' and 'Exportar Excel' of a report, each asking the justification first (spec
 * §5: every export of these reports is justified and audited); only with EXPORTAR_RELATORIOS.
 */
export function ReportExportButtons({
  relatorio,
  filtro,
}: {
  relatorio: 'acesso' | 'usuarios';
  filtro: object;
}) {
  const canExport = usePermission('EXPORTAR_RELATORIOS');
  const [formato, setFormato] = useState<'csv' | 'xlsx' | null>(null);
  if (!canExport) return null;
  return (
    <>
      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => setFormato('csv')}
        >
          {L.exportarCsv}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => setFormato('xlsx')}
        >
          {L.exportarExcel}
        </Button>
      </Group>
      <ExportJustificativaDialog
        opened={formato !== null}
        onClose={() => setFormato(null)}
        title={L.tituloExportar}
        onExport={(justificativa) =>
          exportRelatorio(relatorio, filtro, formato ?? 'csv', justificativa)
        }
      />
    </>
  );
}
