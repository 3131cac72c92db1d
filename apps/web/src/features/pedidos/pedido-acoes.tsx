import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { z } from 'zod';
import {
  ALTERACAO_STATUS,
  PEDIDO_STATUS,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
import { justificativaSchema, type Pedido } from '@portal/shared/contratos/pedido-schemas';
import { ModalForm } from '../../components/form/modal-form';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { useCadastroAccess } from '../../hooks/use-cadastro-access';
import { openConfirm } from '../../lib/confirm';
import { showSuccess } from '../../lib/notices';
import {
  ACAO_CAMINHO,
  agir,
  alterarStatus,
  pedidoQueryKey,
  PEDIDOS_QUERY_KEY,
  type AcaoSimples,
} from './pedidos-api';
import { ACAO_TEXTOS, PEDIDO_LABELS as L } from './pedidos.labels';

const isAcaoSimples = (acao: string): acao is AcaoSimples => acao in ACAO_CAMINHO;

/** The status change's form: a settled state other than the current one, and why. */
function alteracaoSchemaFor(atual: PedidoStatus) {
  const destinos = ALTERACAO_STATUS.para.filter((status) => status !== atual);
  return justificativaSchema.extend({
    status: z.enum(destinos as [PedidoStatus, ...PedidoStatus[]], {
      error: 'Escolha a nova situação',
    }),
  });
}

/** After any action: the order as the server answered, and its history read again. */
function useAtualizarPedido() {
  const queryClient = useQueryClient();
  return (pedido: Pedido) => {
    queryClient.setQueryData(pedidoQueryKey(pedido.protocolo), pedido);
    void queryClient.invalidateQueries({ queryKey: PEDIDOS_QUERY_KEY });
  };
}

function AlterarStatusModal({
  pedido,
  opened,
  onClose,
}: {
  pedido: Pedido;
  opened: boolean;
  onClose: () => void;
}) {
  const atualizar = useAtualizarPedido();
  const schema = alteracaoSchemaFor(pedido.status);
  const form = useFormKit(schema, {
    defaultValues: { justificativa: '' } as z.input<typeof schema>,
  });
  const mutation = useMutation({
    mutationFn: (values: z.output<typeof schema>) =>
      alterarStatus(pedido.protocolo, values.status, values.justificativa),
    onSuccess: (novo) => {
      atualizar(novo);
      showSuccess(L.statusAlterado);
      form.reset();
      onClose();
    },
  });
  const opcoes = ALTERACAO_STATUS.para
    .filter((status) => status !== pedido.status)
    .map((status) => ({ value: status, label: PEDIDO_STATUS[status] }));
  return (
    <Modal opened={opened} onClose={onClose} title={L.alterarStatus} size={600} centered>
      <ModalForm
        form={form}
        onSubmit={(values) => mutation.mutate(values)}
        onClose={onClose}
        isPending={mutation.isPending}
      >
        <Stack gap="md">
          <SelectField name="status" label={L.novoStatus} data={opcoes} withAsterisk />
          <TextareaField
            name="justificativa"
            label={L.justificativa}
            description={L.justificativaAjuda}
            autosize
            minRows={3}
            maxLength={255}
            withAsterisk
          />
        </Stack>
      </ModalForm>
    </Modal>
  );
}

/**
 * The actions the user may take on the order now: the server says which (its state and the
 * user's permissions, from the shared lifecycle table); each asks Sim/Não before it runs.
 * 'Alterar status' (support staff, with a justification) opens its own dialog.
 */
export function PedidoAcoes({ pedido }: { pedido: Pedido }) {
  const atualizar = useAtualizarPedido();
  const queryClient = useQueryClient();
  const { canEdit } = useCadastroAccess('CONTRATO_CONSULTAR', ALTERACAO_STATUS.permissao);
  const [alterando, setAlterando] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ acao }: { acao: AcaoSimples }) => agir(acao, pedido.protocolo),
    onSuccess: (novo, { acao }) => {
      atualizar(novo);
      showSuccess(ACAO_TEXTOS[acao].feito);
    },
    // The server said why (a notice); the order may have moved meanwhile: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: PEDIDOS_QUERY_KEY }),
  });
  const acoes = pedido.acoes.filter(isAcaoSimples);
  const podeAlterarStatus = canEdit;

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h5" mb="sm">
        {L.acoes}
      </Title>
      {acoes.length === 0 && !podeAlterarStatus ? (
        <Text c="dimmed">{L.semAcoes}</Text>
      ) : (
        <Group gap="sm">
          {acoes.map((acao) => (
            <Button
              key={acao}
              variant={acao === 'REPROCESSAR' ? 'filled' : 'default'}
              loading={mutation.isPending && mutation.variables.acao === acao}
              disabled={mutation.isPending}
              onClick={() =>
                openConfirm({
                  title: ACAO_TEXTOS[acao].titulo,
                  message: ACAO_TEXTOS[acao].pergunta(pedido.protocolo),
                  onConfirm: () => mutation.mutate({ acao }),
                })
              }
            >
              {ACAO_TEXTOS[acao].titulo}
            </Button>
          ))}
          {podeAlterarStatus && (
            <Button variant="subtle" onClick={() => setAlterando(true)}>
              {L.alterarStatus}
            </Button>
          )}
        </Group>
      )}
      {podeAlterarStatus && (
        <AlterarStatusModal
          key={pedido.status}
          pedido={pedido}
          opened={alterando}
          onClose={() => setAlterando(false)}
        />
      )}
    </Paper>
  );
}
