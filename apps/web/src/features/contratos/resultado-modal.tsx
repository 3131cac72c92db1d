import { Link } from 'react-router';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { RegistroResultado } from '@portal/shared/contratos/pedido-schemas';
import { pedidoUrl } from '@portal/shared/menu/urls';
import { ProtocoloCopiavel } from '../../components/protocolo-copiavel';
import { CONTRATO_LABELS as L } from './contratos.labels';

export interface ResultadoModalProps {
  resultado: RegistroResultado | null;
  isAditivo: boolean;
  onContinuar: () => void;
  onFinalizar: () => void;
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
          <ProtocoloCopiavel protocolo={resultado.protocolo} />
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
