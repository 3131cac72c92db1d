import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { ALTERACAO_STATUS } from '@portal/shared/contratos/pedido-estados';
import type { Pedido } from '@portal/shared/contratos/pedido-schemas';
import { aditivoDoPedidoUrl, contratoCorrecaoUrl } from '@portal/shared/menu/urls';
import { usePermission } from '../../hooks/use-permission';
import {
  AcaoDialogo,
  AlterarNumeroDialogo,
  AlterarStatusDialogo,
  AlterarTaxaDialogo,
  type DialogoProps,
} from './pedido-dialogos';
import { ACAO_CAMINHO, type AcaoSimples } from './pedidos-api';
import { ACAO_TEXTOS, PEDIDO_LABELS as L } from './pedidos.labels';

const isAcaoSimples = (acao: string): acao is AcaoSimples => acao in ACAO_CAMINHO;

/** The actions that open a form of their own, by the button that opens it. */
const DIALOGOS = {
  ALTERAR_NUMERO_CONTRATO: { botao: L.alterarNumero, Dialogo: AlterarNumeroDialogo },
  ALTERAR_TAXA: { botao: L.alterarTaxa, Dialogo: AlterarTaxaDialogo },
  ALTERAR_STATUS: { botao: L.alterarStatus, Dialogo: AlterarStatusDialogo },
} as const satisfies Record<
  string,
  { botao: string; Dialogo: (props: DialogoProps) => React.ReactNode }
>;
type DialogoCodigo = keyof typeof DIALOGOS;

/**
 * The actions the user may take on the order now: the server says which (its state and the
 * user's permissions, from the shared lifecycle table). Moves ask Sim/Não with the
 * justification the history keeps; changes of number, fee and status open a form with theirs.
 */
export function PedidoAcoes({ pedido }: { pedido: Pedido }) {
  // The audited status change is not a lifecycle action: its permission is the one rule.
  const canChangeStatus = usePermission(ALTERACAO_STATUS.permissao);
  const [aberto, setAberto] = useState<DialogoCodigo | AcaoSimples | null>(null);
  const canRegister = usePermission('CONTRATO_REGISTRAR');
  const acoes = pedido.acoes.filter(isAcaoSimples);
  // Pages of their own: the contract form, correcting this order or adding to its contract.
  const links = [
    ...(pedido.acoes.includes('EDITAR_REGISTRO')
      ? [{ texto: L.corrigirDados, url: contratoCorrecaoUrl(pedido.protocolo) }]
      : []),
    ...(canRegister && pedido.status === 'REGISTRADO' && pedido.operacao === 1
      ? [{ texto: L.registrarAditivo, url: aditivoDoPedidoUrl(pedido.protocolo) }]
      : []),
  ];
  const dialogos = (Object.keys(DIALOGOS) as DialogoCodigo[]).filter((codigo) =>
    codigo === 'ALTERAR_STATUS' ? canChangeStatus : pedido.acoes.includes(codigo),
  );

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="sm">
        {L.acoes}
      </Title>
      {acoes.length === 0 && dialogos.length === 0 && links.length === 0 ? (
        <Text c="dimmed">{L.semAcoes}</Text>
      ) : (
        <Group gap="sm">
          {acoes.map((acao) => (
            <Button
              key={acao}
              variant={acao === 'REPROCESSAR' ? 'filled' : 'default'}
              onClick={() => setAberto(acao)}
            >
              {ACAO_TEXTOS[acao].titulo}
            </Button>
          ))}
          {links.map(({ texto, url }) => (
            <Button key={url} variant="light" component={Link} to={url}>
              {texto}
            </Button>
          ))}
          {dialogos.map((codigo) => (
            <Button key={codigo} variant="subtle" onClick={() => setAberto(codigo)}>
              {DIALOGOS[codigo].botao}
            </Button>
          ))}
        </Group>
      )}
      {acoes.map((acao) => (
        <AcaoDialogo
          key={`${acao}:${pedido.versao}`}
          acao={acao}
          pedido={pedido}
          opened={aberto === acao}
          onClose={() => setAberto(null)}
        />
      ))}
      {dialogos.map((codigo) => {
        const { Dialogo } = DIALOGOS[codigo];
        // Keyed by the order's version: a dialog opened again starts from the order as it is.
        return (
          <Dialogo
            key={`${codigo}:${pedido.versao}`}
            pedido={pedido}
            opened={aberto === codigo}
            onClose={() => setAberto(null)}
          />
        );
      })}
    </Paper>
  );
}
