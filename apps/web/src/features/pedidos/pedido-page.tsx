import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { maskChassi, maskCpfCnpj } from '@portal/shared/common/masks';
import { displayMoeda } from '@portal/shared/common/moeda';
import {
  PEDIDO_STATUS,
  PEDIDO_STATUS_EM_ANDAMENTO,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
import { protocoloParamsSchema, type Pedido } from '@portal/shared/contratos/pedido-schemas';
import { OPERACOES, type Operacao } from '@portal/shared/contratos/schemas';
import { formatDateTime } from '../../lib/dates';
import { refreshFlags, useShownSince } from '../../lib/background-refresh';
import { fetchPedido, pedidoQueryKey } from './pedidos-api';
import { PEDIDO_LABELS as L } from './pedidos.labels';
import { PedidoAcoes } from './pedido-acoes';
import { PedidoCertidoes } from './pedido-certidoes';
import { PedidoDocumentos } from './pedido-documentos';
import { PedidoEspelho } from './pedido-espelho';
import { PedidoHistorico } from './pedido-historico';
import { Campo } from '../../components/campo';

/** While the Detran has the order, the page asks again this often. */
export const ATUALIZACAO_MS = 2000;

const COR: Record<PedidoStatus, string> = {
  RECEBIDO: 'blue',
  AGUARDANDO_DETRAN: 'orange',
  ENVIADO: 'blue',
  EM_REPROCESSAMENTO: 'blue',
  REGISTRADO: 'teal',
  NAO_REGISTRADO: 'red',
  BAIXA_SOLICITADA: 'blue',
  BAIXADO: 'gray',
  CANCELAMENTO_SOLICITADO: 'blue',
  CANCELADO: 'gray',
};

export function StatusBadge({ status }: { status: PedidoStatus }) {
  return (
    <Badge color={COR[status]} variant="light" size="lg" radius="sm">
      {PEDIDO_STATUS[status]}
    </Badge>
  );
}

function isEmAndamento(pedido: Pedido | undefined): boolean {
  return pedido !== undefined && PEDIDO_STATUS_EM_ANDAMENTO.includes(pedido.status);
}

function Detalhes({ pedido }: { pedido: Pedido }) {
  const operacao = OPERACOES[pedido.operacao as Operacao] ?? String(pedido.operacao);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      <Campo label={L.operacao}>{operacao}</Campo>
      <Campo label={L.cliente}>{pedido.cliente.nomeFantasia}</Campo>
      <Campo label={L.detran}>{`${pedido.detran} (${pedido.uf})`}</Campo>
      <Campo label={L.numeroContrato}>{pedido.numeroContrato}</Campo>
      <Campo label={L.devedor}>{maskCpfCnpj(pedido.devedorCpfCnpj)}</Campo>
      <Campo label={pedido.chassis.length > 1 ? L.chassisPlural : L.chassis}>
        <span style={{ fontFamily: 'monospace' }}>
          {pedido.chassis.map((chassi) => maskChassi(chassi, 21)).join(', ')}
        </span>
      </Campo>
      <Campo label={L.protocoloDetran}>{pedido.protocoloDetran ?? L.naoInformado}</Campo>
      <Campo label={L.numeroRegistroDetran}>{pedido.numeroRegistroDetran ?? L.naoInformado}</Campo>
      <Campo label={L.taxaDetran}>{displayMoeda(pedido.taxaDetran) || L.semValor}</Campo>
      <Campo label={L.valorRegistradora}>
        {displayMoeda(pedido.valorRegistradora) || L.semValor}
      </Campo>
      <Campo label={L.criadoEm}>{formatDateTime(pedido.createdAt)}</Campo>
      <Campo label={L.alteradoEm}>{formatDateTime(pedido.updatedAt)}</Campo>
    </SimpleGrid>
  );
}

function Motivos({ pedido }: { pedido: Pedido }) {
  if (pedido.status !== 'NAO_REGISTRADO' || !pedido.motivos?.length) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={L.motivosTitulo}
      icon={<IconAlertTriangle size={20} aria-hidden />}
    >
      <List size="sm" spacing={4}>
        {pedido.motivos.map((motivo) => (
          <List.Item key={`${motivo.codigo}:${motivo.mensagem}`}>
            {`${motivo.codigo}: ${motivo.mensagem}`}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {L.motivosAjuda}
      </Text>
    </Alert>
  );
}

/**
 * The contract mirror (espelho do contrato): one order by its protocol (spec §2.8 "order
 * actions"): its situation, the Detran's answer
 * (protocol, registration number or the reasons it refused), the fees, the actions the user
 * may take now with their confirmations, every section of the contract, the documents and the
 * history as a timeline. While the Detran has the order the
 * page asks again every two seconds, so the person sees the answer arrive.
 */
export default function PedidoPage() {
  const params = protocoloParamsSchema.safeParse(useParams());
  const protocolo = params.success ? params.data.protocolo : '';
  const since = useShownSince();
  const query = useQuery({
    queryKey: pedidoQueryKey(protocolo),
    // Each poll refreshes what is on screen: no full-screen loader every two seconds.
    queryFn: ({ client, queryKey }) =>
      fetchPedido(protocolo, refreshFlags(client, queryKey, { since })),
    enabled: params.success,
    retry: false,
    refetchInterval: (q) => (isEmAndamento(q.state.data) ? ATUALIZACAO_MS : false),
  });

  if (!params.success) return <Alert color="red">{L.protocoloInvalido}</Alert>;
  if (query.isPending) return <Loader aria-label="Carregando o pedido" />;
  if (query.isError) return <Alert color="red">{L.naoEncontrado}</Alert>;
  const pedido = query.data;
  return (
    <Stack gap="lg" maw={1100}>
      <Paper component="section" aria-labelledby="pedido-resumo" withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} size="h4" id="pedido-resumo">
              {`${L.protocolo} ${pedido.protocolo}`}
            </Title>
            <Group gap="xs" aria-live="polite">
              <Text size="sm" c="dimmed">
                {L.situacao}:
              </Text>
              <StatusBadge status={pedido.status} />
            </Group>
          </Group>
          {isEmAndamento(pedido) && (
            <Alert variant="light" color="blue" icon={<IconClock size={20} aria-hidden />}>
              {L.aguardando}
            </Alert>
          )}
          <Motivos pedido={pedido} />
          <Detalhes pedido={pedido} />
        </Stack>
      </Paper>
      <PedidoAcoes pedido={pedido} />
      <PedidoEspelho protocolo={pedido.protocolo} versao={pedido.versao} />
      <PedidoDocumentos protocolo={pedido.protocolo} />
      <PedidoCertidoes pedido={pedido} />
      <PedidoHistorico protocolo={pedido.protocolo} versao={pedido.updatedAt} />
    </Stack>
  );
}
