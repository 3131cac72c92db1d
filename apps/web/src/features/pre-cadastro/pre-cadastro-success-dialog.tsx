import { Group, Modal, Text, ThemeIcon } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { PRE_CADASTRO_MENSAGENS } from '@portal/shared/pre-cadastro/constantes';

/** Spec §2.2's success dialog (an information dialog: 600 px, spec §9). */
export default function PreCadastroSuccessDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={PRE_CADASTRO_MENSAGENS.sucesso}
      size={600}
      centered
      withCloseButton={false}
    >
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color="teal" radius="xl" size={32}>
          <IconCheck size={18} aria-hidden />
        </ThemeIcon>
        <Text>{PRE_CADASTRO_MENSAGENS.contato}</Text>
      </Group>
    </Modal>
  );
}
