import { Link } from 'react-router';
import { Anchor, Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import type { RegistroResultado } from '@portal/shared/contratos/pedido-schemas';
import { pedidoUrl } from '@portal/shared/menu/urls';
import { showSuccess } from '../../lib/notices';
import { CONTRATO_LABELS as L } from './contratos.labels';

export interface ResultadoModalProps {
  resultado: RegistroResultado | null;
  isAditivo: boolean;
  onContinuar: () => void;
  onFinalizar: () => void;
}

async function copiarProtocolo(protocolo: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(protocolo);
    showSuccess(L.protocoloCopiado);
  } catch (error) {
    // Spec §2.8: a failed copy is only logged; the protocol stays on screen to be read.
    // eslint-disable-next-line no-console -- the spec's own word: logged, not shown
    console.error('Não foi possível copiar o protocolo', error);
  }
}

/**
 * The result of a sending (spec §2.8): the server's message and the protocol, which a click
 * copies; a link follows the order on its page; 'Continuar enviando' opens a fresh form,
 * 'Finalizar' goes back to Registrar.
 */
export function ResultadoModal({
  resultado,
  isAditivo,
  onContinuar,
  onFinalizar,
}: ResultadoModalProps) {
  return (
    <Modal
      opened={resultado !== null}
      onClose={onFinalizar}
      title={isAditivo ? L.resultadoAditivoTitulo : L.resultadoTitulo}
      size={600}
      centered
    >
      {resultado && (
        <Stack>
          <Text>{resultado.mensagem}</Text>
          <div>
            <Text size="sm" c="dimmed" id="resultado-protocolo">
              {L.protocolo}
            </Text>
            <UnstyledButton
              onClick={() => void copiarProtocolo(resultado.protocolo)}
              aria-describedby="resultado-protocolo"
              title={L.copiarProtocolo(resultado.protocolo)}
            >
              <Group gap={6}>
                <Text fw={700} size="xl" ff="monospace" c="brand.8">
                  {resultado.protocolo}
                </Text>
                <IconCopy size={18} aria-hidden />
              </Group>
            </UnstyledButton>
          </div>
          <Anchor component={Link} to={pedidoUrl(resultado.protocolo)} size="sm">
            {L.acompanharPedido}
          </Anchor>
          <Group justify="flex-end">
            <Button variant="default" onClick={onFinalizar}>
              {L.finalizar}
            </Button>
            <Button onClick={onContinuar} data-autofocus>
              {L.continuarEnviando}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
