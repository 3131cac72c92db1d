import { useMutation } from '@tanstack/react-query';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { z } from 'zod';
import { exportacaoQuerySchema } from '@portal/shared/common/exportacao';
import type { FornecedorFiltro } from '@portal/shared/fornecedores/schemas';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { useFormKit } from '../../components/form/use-form-kit';
import { DIALOG_WIDTH } from '../../lib/confirm';
import { showSuccess } from '../../lib/notices';
import { exportFornecedoresCsv } from './fornecedores-api';
import { FORNECEDOR_LABELS as L } from './fornecedores.labels';

type Justificativa = z.output<typeof exportacaoQuerySchema>;

export interface ExportFornecedoresDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The filters of the list as last searched: the file holds the same suppliers. */
  filtro: FornecedorFiltro;
}

/**
 * The justification-for-export dialog (spec §5 and §9: required, 2 to 255 characters, a text
 * area of 3 to 5 rows), then the CSV download of the current search.
 */
export function ExportFornecedoresDialog({
  opened,
  onClose,
  filtro,
}: ExportFornecedoresDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={L.tituloExportar} size={DIALOG_WIDTH} centered>
      {opened && <ExportarForm onClose={onClose} filtro={filtro} />}
    </Modal>
  );
}

function ExportarForm({ onClose, filtro }: { onClose: () => void; filtro: FornecedorFiltro }) {
  const form = useFormKit(exportacaoQuerySchema, {
    isBlankRequired: true,
    defaultValues: { justificativaExportacao: '' },
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const exportar = useMutation({
    mutationFn: ({ justificativaExportacao }: Justificativa) =>
      exportFornecedoresCsv(filtro, justificativaExportacao),
    onSuccess: (arquivo) => {
      showSuccess(L.exportado(arquivo));
      onClose();
    },
    // The global notice says what failed; the justification stays for another try.
  });
  return (
    <form
      ref={formRef}
      onSubmit={form.handleSubmit((values) => exportar.mutate(values), onInvalid)}
      noValidate
    >
      <Stack gap="md">
        <Textarea
          label={L.justificativa}
          description={L.justificativaDescricao}
          withAsterisk
          autosize
          minRows={3}
          maxRows={5}
          data-autofocus
          {...form.register('justificativaExportacao')}
          error={form.formState.errors.justificativaExportacao?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {L.cancelar}
          </Button>
          <Button type="submit" loading={exportar.isPending}>
            {L.confirmarExportar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
