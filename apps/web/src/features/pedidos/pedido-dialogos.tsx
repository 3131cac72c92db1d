import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal, Stack, Text } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { displayMoeda } from '@portal/shared/common/moeda';
import {
  ALTERACAO_STATUS,
  PEDIDO_STATUS,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
import {
  justificativaSchema,
  pedidoNumeroContratoSchema,
  pedidoTaxaSchema,
  type Pedido,
} from '@portal/shared/contratos/pedido-schemas';
import { ModalForm, type ModalFormProps } from '../../components/form/modal-form';
import { MoedaField } from '../../components/form/moeda-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { CONFIRM_LABELS, DIALOG_WIDTH } from '../../lib/confirm';
import { showSuccess } from '../../lib/notices';
import {
  performAcao,
  changeNumeroContrato,
  changeStatus,
  changeTaxa,
  pedidoQueryKey,
  PEDIDOS_QUERY_KEY,
  type AcaoSimples,
} from './pedidos-api';
import { ACAO_TEXTOS, PEDIDO_LABELS as L } from './pedidos.labels';

/** After any change: the order as the server answered, and its history read again. */
export function useRefreshPedido() {
  const queryClient = useQueryClient();
  return (pedido: Pedido) => {
    queryClient.setQueryData(pedidoQueryKey(pedido.protocolo), pedido);
    void queryClient.invalidateQueries({ queryKey: PEDIDOS_QUERY_KEY });
  };
}

export interface DialogoProps {
  pedido: Pedido;
  opened: boolean;
  onClose: () => void;
}

/** A dialog of the order page: its form, 'Salvar', the notice and the order as it now is. */
function PedidoDialogo<Values extends FieldValues, Output>({
  title,
  form,
  save,
  feito,
  opened,
  onClose,
  labels,
  children,
}: {
  title: string;
  form: UseFormReturn<Values, unknown, Output>;
  save: (values: Output) => Promise<Pedido>;
  feito: string;
  opened: boolean;
  onClose: () => void;
  labels?: ModalFormProps<Values, Output>['labels'];
  children: ReactNode;
}) {
  const refreshPedido = useRefreshPedido();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (novo) => {
      refreshPedido(novo);
      showSuccess(feito);
      onClose();
    },
    // The server said why (under the field or in a notice); the order may have moved meanwhile
    // (a 409 of its state): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: PEDIDOS_QUERY_KEY }),
  });
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={DIALOG_WIDTH} centered>
      <ModalForm
        form={form}
        onSubmit={(values) => mutation.mutate(values)}
        onClose={onClose}
        isPending={mutation.isPending}
        labels={labels}
      >
        <Stack gap="md">{children}</Stack>
      </ModalForm>
    </Modal>
  );
}

function JustificativaField({ minRows = 3, maxRows }: { minRows?: number; maxRows?: number }) {
  return (
    <TextareaField
      name="justificativa"
      label={L.justificativa}
      description={L.justificativaAjuda}
      autosize
      minRows={minRows}
      maxRows={maxRows}
      maxLength={255}
      withAsterisk
    />
  );
}

/**
 * A move of the order (baixa, cancel, reprocess...): spec §2.8's text-confirm dialog, its
 * question, the justification the history keeps (required) and Sim/Não.
 */
export function AcaoDialogo({
  acao,
  pedido,
  opened,
  onClose,
}: DialogoProps & { acao: AcaoSimples }) {
  const form = useFormKit(justificativaSchema, {
    defaultValues: { justificativa: '' },
    // Spec §5: a blank text-confirm says 'Campo obrigatório', as the export's justification.
    isBlankRequired: true,
  });
  const textos = ACAO_TEXTOS[acao];
  return (
    <PedidoDialogo
      title={textos.titulo}
      form={form}
      save={(values) => performAcao(acao, pedido.protocolo, values.justificativa)}
      feito={textos.feito}
      opened={opened}
      onClose={onClose}
      labels={CONFIRM_LABELS_FORM}
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{textos.pergunta(pedido.protocolo)}</Text>
      {/* Spec §9: a confirmation's text area grows from 5 to 12 rows. */}
      <JustificativaField minRows={5} maxRows={12} />
    </PedidoDialogo>
  );
}

const CONFIRM_LABELS_FORM = { confirmar: CONFIRM_LABELS.confirm, cancelar: CONFIRM_LABELS.cancel };

/** The status change's form: a settled state other than the current one, and why. */
function alteracaoSchemaFor(atual: PedidoStatus) {
  const destinos = ALTERACAO_STATUS.para.filter((status) => status !== atual);
  return justificativaSchema.extend({
    status: z.enum(destinos as [PedidoStatus, ...PedidoStatus[]], {
      error: 'Escolha a nova situação',
    }),
  });
}

/** 'Alterar status': support staff set a settled state by hand, with a justification. */
export function AlterarStatusDialogo({ pedido, opened, onClose }: DialogoProps) {
  const schema = alteracaoSchemaFor(pedido.status);
  const form = useFormKit(schema, {
    defaultValues: { justificativa: '' } as z.input<typeof schema>,
  });
  const opcoes = ALTERACAO_STATUS.para
    .filter((status) => status !== pedido.status)
    .map((status) => ({ value: status, label: PEDIDO_STATUS[status] }));
  return (
    <PedidoDialogo
      title={L.alterarStatus}
      form={form}
      save={(values) => changeStatus(pedido.protocolo, values.status, values.justificativa)}
      feito={L.statusAlterado}
      opened={opened}
      onClose={onClose}
    >
      <SelectField name="status" label={L.novoStatus} data={opcoes} withAsterisk />
      <JustificativaField />
    </PedidoDialogo>
  );
}

interface NumeroValues {
  numeroContrato: string;
  justificativa: string;
}

/** 'Alterar número do contrato', before the Detran registers it. */
export function AlterarNumeroDialogo({ pedido, opened, onClose }: DialogoProps) {
  const form = useFormKit<typeof pedidoNumeroContratoSchema, NumeroValues>(
    pedidoNumeroContratoSchema,
    {
      defaultValues: { numeroContrato: pedido.numeroContrato, justificativa: '' },
      prepare: (values) => ({ ...values, protocolo: pedido.protocolo }),
    },
  );
  return (
    <PedidoDialogo
      title={L.alterarNumero}
      form={form}
      save={changeNumeroContrato}
      feito={L.numeroAlterado}
      opened={opened}
      onClose={onClose}
    >
      <TextField
        name="numeroContrato"
        label={L.novoNumero}
        description={`${L.numeroAtual}: ${pedido.numeroContrato}`}
        maxLength={20}
        withAsterisk
      />
      <JustificativaField />
    </PedidoDialogo>
  );
}

interface TaxaValues {
  taxaDetran: string | null;
  valorRegistradora: string | null;
  justificativa: string;
}

/** 'Alterar taxa': the Detran's fee and/or the registradora's price, with a justification. */
export function AlterarTaxaDialogo({ pedido, opened, onClose }: DialogoProps) {
  const form = useFormKit<typeof pedidoTaxaSchema, TaxaValues>(pedidoTaxaSchema, {
    defaultValues: { taxaDetran: null, valorRegistradora: null, justificativa: '' },
    // A value left blank stays as it is (the API leaves out what does not change).
    prepare: (values) => ({
      protocolo: pedido.protocolo,
      taxaDetran: values.taxaDetran ?? undefined,
      valorRegistradora: values.valorRegistradora ?? undefined,
      justificativa: values.justificativa,
    }),
  });
  const atual = (valor: string | null) => `${L.valorAtual}: ${displayMoeda(valor) || L.semValor}`;
  return (
    <PedidoDialogo
      title={L.alterarTaxa}
      form={form}
      save={changeTaxa}
      feito={L.taxaAlterada}
      opened={opened}
      onClose={onClose}
    >
      <MoedaField
        name="taxaDetran"
        label={L.novaTaxaDetran}
        description={atual(pedido.taxaDetran)}
      />
      <MoedaField
        name="valorRegistradora"
        label={L.novoValorRegistradora}
        description={atual(pedido.valorRegistradora)}
      />
      <JustificativaField />
    </PedidoDialogo>
  );
}
