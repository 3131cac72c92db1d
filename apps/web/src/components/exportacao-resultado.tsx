import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ExportacaoAgendada } from '@portal/shared/common/exportacao';
import { EXPORTACOES_URL } from '@portal/shared/menu/urls';
import { DIALOG_WIDTH } from '../lib/confirm';
import type { ResultadoExportacao } from '../lib/download';
import { showSuccess } from '../lib/notices';
import { ProtocoloCopiavel } from './protocolo-copiavel';

export const EXPORTACAO_RESULTADO_LABELS = {
  titulo: 'Exportação em segundo plano',
  minhasExportacoes: 'Ir para Minhas Exportações',
  ok: 'OK',
} as const;

function ExportacaoAgendadaConteudo({
  agendada,
  onMinhasExportacoes,
  onFechar,
}: {
  agendada: ExportacaoAgendada;
  onMinhasExportacoes: () => void;
  onFechar: () => void;
}) {
  return (
    <Stack>
      <Text>{agendada.mensagem}</Text>
      <ProtocoloCopiavel protocolo={agendada.protocolo} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onMinhasExportacoes}>
          {EXPORTACAO_RESULTADO_LABELS.minhasExportacoes}
        </Button>
        <Button onClick={onFechar} data-autofocus>
          {EXPORTACAO_RESULTADO_LABELS.ok}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Shows what an export gave: a file was saved (a notice naming it, `exportado`), or the filter
 * was too large and the server answered a protocol instead (spec §2.8, export result: a dialog
 * with the protocol; closing it navigates back). The dialog also leads to 'Minhas
 * exportações', where the file is downloaded once generated.
 */
export function useResultadoExportacao() {
  const navigate = useNavigate();
  // 'default': the page was opened directly, with no page of the portal before it to go back to.
  const hasPageBefore = useLocation().key !== 'default';
  return useCallback(
    (resultado: ResultadoExportacao, exportado: (arquivo: string) => string) => {
      if ('arquivo' in resultado) {
        showSuccess(exportado(resultado.arquivo));
        return;
      }
      let destino: string | null = null;
      const id = modals.open({
        title: EXPORTACAO_RESULTADO_LABELS.titulo,
        size: DIALOG_WIDTH,
        centered: true,
        children: (
          <ExportacaoAgendadaConteudo
            agendada={resultado.agendada}
            onMinhasExportacoes={() => {
              destino = EXPORTACOES_URL;
              modals.close(id);
            }}
            onFechar={() => modals.close(id)}
          />
        ),
        onClose: () => {
          if (destino) void navigate(destino);
          else if (hasPageBefore) void navigate(-1);
        },
      });
    },
    [navigate, hasPageBefore],
  );
}
