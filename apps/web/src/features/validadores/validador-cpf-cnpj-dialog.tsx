import { Modal } from '@mantine/core';
import { DIALOG_WIDTH } from '../../lib/confirm';
import { VALIDADOR_LABELS } from './validador-cpf-cnpj.labels';
import { ValidadorCpfCnpjForm } from './validador-cpf-cnpj-form';

export interface ValidadorCpfCnpjDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The validator as the Administrativo menu opens it (spec §5); a 600 px info dialog (§9). */
export default function ValidadorCpfCnpjDialog({ opened, onClose }: ValidadorCpfCnpjDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={VALIDADOR_LABELS.titulo}
      size={DIALOG_WIDTH}
      centered
    >
      {/* Mounted only while open, so every opening starts empty. */}
      {opened && <ValidadorCpfCnpjForm onClose={onClose} />}
    </Modal>
  );
}
