import { Group, Modal, Text, ThemeIcon } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { useEffect } from 'react';
import {
  PRE_CADASTRO_MENSAGENS,
  PRE_CADASTRO_RETORNO_MS,
} from '@portal/shared/pre-cadastro/constantes';

/**
 * Spec §2.2's success dialog (an information dialog: 600 px, spec §9), which closes itself
 * 1 s after it is on screen. The second is counted from here, not from the server's answer:
 * this code is loaded lazily, and on a slow line the dialog would otherwise show for less than
 * a second, or not at all. `onClose` must keep its identity (the timer restarts with it).
 */
export default function PreCadastroSuccessDialog({ onClose }: { onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, PRE_CADASTRO_RETORNO_MS);
    return () => clearTimeout(timer);
  }, [onClose]);

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
