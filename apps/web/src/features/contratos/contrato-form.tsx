import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { RegistroResultado } from '@portal/shared/contratos/pedido-schemas';
import type { CampoExigivel } from '@portal/shared/contratos/detran-regras';
import type { Rascunho } from '@portal/shared/contratos/rascunho-schemas';
import {
  aditivoInputSchema,
  contratoInputSchema,
  type AditivoInput,
  type ContratoInput,
  type Operacao,
} from '@portal/shared/contratos/schemas';
import { showServerErrors } from '../../components/form/show-server-errors';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { useFormKit } from '../../components/form/use-form-kit';
import { useFormSave } from '../../components/form/use-form-save';
import { openConfirm } from '../../lib/confirm';
import { errorMessagesOf, isHttpError } from '../../lib/http-client';
import {
  emptyContratoValues,
  prepareContrato,
  type ContratoFormValues,
  type ModoContrato,
  veiculoVazio,
} from './contrato-form-values';
import {
  AditivoSecao,
  AgenteFinanceiroSecao,
  ContratoSecao,
  CredorSecao,
  DadosComplementaresSecao,
  DevedorSecao,
  TerceiroGarantidorSecao,
  VeiculosSecao,
} from './contrato-secoes';
import {
  deleteRascunho,
  updateRegistro,
  RASCUNHOS_QUERY_KEY,
  registerAditivo,
  registerContrato,
  saveRascunho,
} from './contratos-api';
import { CONTRATO_LABELS as L } from './contratos.labels';
import { ResultadoModal } from './resultado-modal';
import { ResumoErros } from './resumo-erros';
import { caminhosExigidos, useDetranDoContrato } from './use-detran-do-contrato';

/** A correction of an order the Detran has not registered (registros/editar). */
export interface Correcao {
  protocolo: string;
  /** The order's version read: a change by someone else meanwhile answers 409. */
  versao: number;
  /** The order's operation (1-4): a correction keeps it. */
  operacao: Operacao;
}

/** Data the form starts from: an order's contract (a correction, an addendum to it). */
export interface DadosIniciais {
  clienteId: string;
  dados: Record<string, unknown>;
  /** Mode 2 from a registered order: the addendum amends that order's contract. */
  protocoloOriginal?: string;
}

export interface ContratoFormProps {
  modo: ModoContrato;
  /** Mode 3: the draft resumed; sending it deletes it. */
  rascunho?: Rascunho;
  /** Filled from an order's contract instead of blank. */
  inicial?: DadosIniciais;
  /** 'Salvar correção' sends the data to registros/editar; then `onCorrigido`. */
  correcao?: Correcao;
  onCorrigido?: (protocolo: string) => void;
  isRegistradora: boolean;
  clienteDoUsuario: string | null;
  /** After 'Continuar enviando': a fresh form in the same mode. */
  onContinuar: () => void;
  /** After 'Finalizar' or 'Cancelar': back to Registrar. */
  onFinalizar: () => void;
}

type Output = ContratoInput | AditivoInput;

/** Saved data (a draft's, an order's contract) over a blank form, so every field has a value. */
function valuesOf(
  modo: ModoContrato,
  origem: { clienteId: string; dados: Record<string, unknown> } | undefined,
): ContratoFormValues {
  const vazio = emptyContratoValues(modo);
  if (!origem) return vazio;
  const dados = origem.dados as Partial<ContratoFormValues>;
  const merge = <T,>(base: T, parte: unknown): T =>
    typeof parte === 'object' && parte !== null && !Array.isArray(parte)
      ? (Object.fromEntries(
          Object.entries(base as Record<string, unknown>).map(([key, value]) => [
            key,
            key in parte
              ? typeof value === 'object' && value !== null && !Array.isArray(value)
                ? merge(value, (parte as Record<string, unknown>)[key])
                : (parte as Record<string, unknown>)[key]
              : value,
          ]),
        ) as T)
      : base;
  const values = merge(vazio, dados);
  // The client is the data's own (kept beside it); only a registradora user sends it.
  values.clienteId = origem.clienteId;
  const veiculos = Array.isArray(dados.veiculos) ? dados.veiculos : [];
  if (veiculos.length > 0) {
    values.veiculos = veiculos.map((veiculo) => merge(veiculoVazio(), veiculo));
  }
  return values;
}

/**
 * The contract form (spec §2.8), a page: its sections from the form kit bound to the shared
 * schema the server validates with, the summary of what is wrong per section, 'Salvar
 * rascunho' (no validation), and the result modal after a sending.
 */
export function ContratoForm({
  modo,
  rascunho,
  inicial,
  correcao,
  onCorrigido,
  isRegistradora,
  clienteDoUsuario,
  onContinuar,
  onFinalizar,
}: ContratoFormProps) {
  const queryClient = useQueryClient();
  // The Detran's rules come with the UF the form holds: the resolver reads the latest ones.
  const exigidosRef = useRef<ReadonlySet<CampoExigivel>>(new Set());
  const requiredPaths = useCallback(
    (values: ContratoFormValues) => caminhosExigidos(exigidosRef.current, values),
    [],
  );
  const schema = (modo === 2
    ? aditivoInputSchema
    : contratoInputSchema) as never as typeof contratoInputSchema;
  const form = useFormKit<typeof contratoInputSchema, ContratoFormValues>(schema, {
    prepare: prepareContrato(modo, isRegistradora),
    isClienteRequired: isRegistradora,
    isBlankRequired: true,
    requiredPaths,
    defaultValues: {
      ...valuesOf(
        modo,
        inicial ??
          (rascunho ? { clienteId: rascunho.cliente.id, dados: rascunho.dados } : undefined),
      ),
      ...(inicial?.protocoloOriginal ? { protocoloOriginal: inicial.protocoloOriginal } : {}),
    },
  });
  const destino = useDetranDoContrato(form.control);
  useEffect(() => {
    exigidosRef.current = destino.exigidos;
    // Rules that arrive after a refused 'Enviar' show their messages at once, as a change would.
    if (form.formState.isSubmitted) void form.trigger();
  }, [destino.exigidos, form]);
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [rascunhoId, setRascunhoId] = useState<string | null>(rascunho?.id ?? null);
  const [resultado, setResultado] = useState<RegistroResultado | null>(null);
  const [duplicado, setDuplicado] = useState<string | null>(null);
  const [isRefused, setIsRefused] = useState(false);

  const correct = useFormSave(form, {
    save: (input: Output) => {
      // The correction carries the contract only: the client and the chain are the order's.
      const contrato: Record<string, unknown> = { ...input };
      delete contrato.clienteId;
      delete contrato.protocoloOriginal;
      return updateRegistro({
        ...(contrato as Omit<ContratoInput, 'clienteId'>),
        protocolo: correcao!.protocolo,
        versao: correcao!.versao,
      });
    },
    successMessage: L.corrigido,
    onSaved: (pedido) => {
      form.reset(form.getValues());
      onCorrigido?.(pedido.protocolo);
    },
  });

  const send = useMutation({
    mutationFn: (input: Output) =>
      modo === 2 ? registerAditivo(input as AditivoInput) : registerContrato(input),
    onMutate: () => setDuplicado(null),
    onSuccess: async (answer) => {
      setResultado(answer);
      if (rascunhoId) {
        // The draft became an order: it is not left behind to be sent twice.
        await deleteRascunho(rascunhoId).catch(() => undefined);
        setRascunhoId(null);
        await queryClient.invalidateQueries({ queryKey: RASCUNHOS_QUERY_KEY });
      }
    },
    onError: (error) => {
      // The global notice already lists the messages; the fields they name show them too.
      showServerErrors(error, form);
      if (isHttpError(error, 409)) {
        setDuplicado(
          errorMessagesOf(error)
            .map((item) => item.mensagem)
            .join('\n'),
        );
      }
    },
  });

  // A draft saved incomplete; a registradora user who chose no client yet gets the message
  // under 'Cliente'.
  const save = useFormSave(form, {
    save: () => {
      const { clienteId, ...dados } = form.getValues();
      return saveRascunho(rascunhoId, {
        ...(isRegistradora && clienteId ? { clienteId } : {}),
        modo,
        dados: dados as Record<string, unknown>,
      });
    },
    successMessage: L.rascunhoSalvo,
    refresh: [RASCUNHOS_QUERY_KEY],
    onSaved: (salvo) => {
      setRascunhoId(salvo.id);
      // What is saved is no longer at risk: leaving now asks nothing.
      form.reset(form.getValues());
    },
  });

  const isDirty = form.formState.isDirty;
  const cancel = () => {
    if (!isDirty) return onFinalizar();
    openConfirm({ title: L.cancelar, message: L.confirmarCancelar, onConfirm: onFinalizar });
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit(
          (values) => {
            setIsRefused(false);
            if (correcao) correct.mutate(values);
            else send.mutate(values);
          },
          () => {
            setIsRefused(true);
            onInvalid();
          },
        )}
      >
        <Stack gap="md" maw={1200}>
          {isRefused && <ResumoErros errors={form.formState.errors} />}
          {duplicado && (
            <Alert color="orange" title={L.duplicadoTitulo} role="alert">
              <span style={{ whiteSpace: 'pre-line' }}>{duplicado}</span>
            </Alert>
          )}
          {modo === 2 && <AditivoSecao />}
          <AgenteFinanceiroSecao
            isRegistradora={isRegistradora}
            clienteDoUsuario={clienteDoUsuario}
          />
          <CredorSecao />
          <DevedorSecao exigidos={destino.exigidos} />
          <TerceiroGarantidorSecao />
          <VeiculosSecao destino={destino} operacao={correcao?.operacao ?? (modo === 2 ? 3 : 1)} />
          <ContratoSecao exigidos={destino.exigidos} />
          <DadosComplementaresSecao exigidos={destino.exigidos} />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {L.cancelar}
            </Button>
            {!correcao && (
              <Button variant="light" loading={save.isPending} onClick={() => save.mutate()}>
                {L.salvarRascunho}
              </Button>
            )}
            <Button type="submit" loading={send.isPending || correct.isPending}>
              {correcao ? L.salvarCorrecao : L.enviar}
            </Button>
          </Group>
        </Stack>
      </form>
      <ResultadoModal
        resultado={resultado}
        isAditivo={modo === 2}
        onContinuar={onContinuar}
        onFinalizar={onFinalizar}
      />
    </FormProvider>
  );
}
