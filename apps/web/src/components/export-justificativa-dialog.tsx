import { useMutation } from '@tanstack/react-query';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { z } from 'zod';
import { exportacaoQuerySchema } from '@portal/shared/common/exportacao';
import { useFocusFirstInvalid } from './form/use-focus-first-invalid';
import { useFormKit } from './form/use-form-kit';
import { DIALOG_WIDTH } from '../lib/confirm';
import type { ResultadoExportacao } from '../lib/download';
import { useResultadoExportacao } from './exportacao-resultado';

type Justificativa = z.output<typeof exportacaoQuerySchema>;

export const EXPORT_JUSTIFICATIVA_LABELS = {
  justificativa: 'Justificativa',
  justificativaDescricao:
    'Por que estes dados são exportados (2 a 255 caracteres). Fica registrado na auditoria.',
  confirmar: 'Exportar',
  cancelar: 'Cancelar',
  exportado: (arquivo: string) => `Arquivo ${arquivo} gerado com sucesso!`,
} as const;

export interface ExportJustificativaDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /**
   * Exports with the justification typed; resolves to the saved file's name, or to the protocol
   * of an export the server generates in the background.
   */
  onExport: (justificativaExportacao: string) => Promise<ResultadoExportacao>;
  /** The text under the field, when the page says more than the default. */
  description?: string;
}

/**
 * The justification-for-export dialog (spec §5 and §9: required, 2 to 255 characters, a text
 * area of 3 to 5 rows), then the download; every export that asks for a justification uses it.
 */
export function ExportJustificativaDialog({
  opened,
  onClose,
  title,
  onExport,
  description = EXPORT_JUSTIFICATIVA_LABELS.justificativaDescricao,
}: ExportJustificativaDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={DIALOG_WIDTH} centered>
      {opened && <ExportarForm onClose={onClose} onExport={onExport} description={description} />}
    </Modal>
  );
}

function ExportarForm({
  onClose,
  onExport,
  description,
}: Pick<ExportJustificativaDialogProps, 'onClose' | 'onExport'> & { description: string }) {
  const form = useFormKit(exportacaoQuerySchema, {
    isBlankRequired: true,
    defaultValues: { justificativaExportacao: '' },
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const showResultado = useResultadoExportacao();
  const exportMutation = useMutation({
    mutationFn: ({ justificativaExportacao }: Justificativa) => onExport(justificativaExportacao),
    onSuccess: (resultado) => {
      onClose();
      showResultado(resultado, EXPORT_JUSTIFICATIVA_LABELS.exportado);
    },
    // The global notice says what failed; the justification stays for another try.
  });
  return (
    <form
      ref={formRef}
      onSubmit={form.handleSubmit((values) => exportMutation.mutate(values), onInvalid)}
      noValidate
    >
      <Stack gap="md">
        <Textarea
          label={EXPORT_JUSTIFICATIVA_LABELS.justificativa}
          description={description}
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
            {EXPORT_JUSTIFICATIVA_LABELS.cancelar}
          </Button>
          <Button type="submit" loading={exportMutation.isPending}>
            {EXPORT_JUSTIFICATIVA_LABELS.confirmar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
