import { useQuery } from '@tanstack/react-query';
import { List, Loader, Paper, Text, Title } from '@mantine/core';
import { TIPOS_DOCUMENTO_CONTRATO } from '@portal/shared/contratos/pedido-schemas';
import { formatDateTime } from '../../lib/dates';
import { formatTamanho } from '../../lib/tamanho';
import { fetchDocumentos, pedidoQueryKey } from './pedidos-api';
import { PEDIDO_LABELS as L } from './pedidos.labels';

/** The order's documents (contract images, certificates...): kind, file, size and when sent. */
export function PedidoDocumentos({ protocolo }: { protocolo: string }) {
  const query = useQuery({
    queryKey: [...pedidoQueryKey(protocolo), 'documentos'],
    queryFn: () => fetchDocumentos(protocolo),
  });
  return (
    <Paper component="section" aria-labelledby="pedido-documentos" withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="sm" id="pedido-documentos">
        {L.documentos}
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label={L.carregandoDocumentos} />
      ) : query.isError ? (
        <Text c="red">{L.documentosIndisponiveis}</Text>
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{L.semDocumentos}</Text>
      ) : (
        <List spacing="xs">
          {query.data.map((documento) => (
            <List.Item key={documento.id}>
              {`${TIPOS_DOCUMENTO_CONTRATO[documento.tipo]}: ${documento.nome} (${formatTamanho(
                documento.tamanho,
              )}), ${L.enviadoEm.toLowerCase()} ${formatDateTime(documento.enviadoEm)}`}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
