import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  normalizeDocumento,
  tipoDocumentoOf,
  type TipoDocumento,
} from '@portal/shared/common/documentos';
import {
  VALIDADOR_NUMERO_MAX_LENGTH,
  validadorParamsSchema,
} from '@portal/shared/validadores/schemas';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { resultadoValidacao, VALIDADOR_LABELS } from './validador-cpf-cnpj.labels';
import { validateCpfCnpj } from './validadores-api';

interface Resultado {
  tipo: TipoDocumento | null;
  isValido: boolean;
}

interface Values {
  numero: string;
}

/** The call's `numero` without separators: only separators typed is a blank field. */
const prepare = ({ numero }: Values) => ({ numero: normalizeDocumento(numero) });

/**
 * Spec §5's CPF/CNPJ validator: separators are stripped; 11 characters are checked as a CPF
 * and 14 as a CNPJ (letters allowed), both by the server; any other length is invalid without
 * a call. A failed call is told by the app's global notice; the form then shows no result.
 */
export function ValidadorCpfCnpjForm({ onClose }: { onClose?: () => void }) {
  const form = useFormKit<typeof validadorParamsSchema, Values>(validadorParamsSchema, {
    defaultValues: { numero: '' },
    prepare,
  });
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const validacao = useMutation({ mutationFn: validateCpfCnpj });
  const resetValidacao = validacao.reset;

  // A result answers the number it was asked for: a change to the number takes it away.
  useEffect(() => {
    const { unsubscribe } = form.watch(() => {
      setResultado(null);
      resetValidacao();
    });
    return unsubscribe;
  }, [form, resetValidacao]);

  async function submit({ numero: documento }: { numero: string }) {
    const tipo = tipoDocumentoOf(documento);
    if (!tipo) {
      setResultado({ tipo: null, isValido: false });
      return;
    }
    try {
      const resposta = await validacao.mutateAsync(documento);
      setResultado({ tipo, isValido: resposta.valido });
    } catch {
      // The HTTP client already showed the spec §8 notice.
    }
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="md">
          <TextField
            name="numero"
            label={VALIDADOR_LABELS.campo}
            placeholder={VALIDADOR_LABELS.placeholder}
            maxLength={VALIDADOR_NUMERO_MAX_LENGTH}
            autoComplete="off"
            data-autofocus
          />
          {resultado && (
            <Alert
              role="status"
              variant="light"
              color={resultado.isValido ? 'green' : 'red'}
              title={resultadoValidacao(resultado.tipo, resultado.isValido)}
            />
          )}
          <Group justify="flex-end">
            {onClose && (
              <Button variant="default" onClick={onClose}>
                {VALIDADOR_LABELS.fechar}
              </Button>
            )}
            <Button type="submit" loading={validacao.isPending}>
              {VALIDADOR_LABELS.validar}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
