import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import {
  normalizeDocumento,
  tipoDocumentoOf,
  type TipoDocumento,
} from '@portal/shared/common/documentos';
import { VALIDADOR_NUMERO_MAX_LENGTH } from '@portal/shared/validadores/schemas';
import { resultadoValidacao, VALIDADOR_LABELS } from './validador-cpf-cnpj.labels';
import { validateCpfCnpj } from './validadores-api';

interface Resultado {
  tipo: TipoDocumento | null;
  isValido: boolean;
}

/**
 * Spec §5's CPF/CNPJ validator: separators are stripped; 11 characters are checked as a CPF
 * and 14 as a CNPJ (letters allowed), both by the server; any other length is invalid without
 * a call. A failed call is told by the app's global notice; the form then shows no result.
 */
export function ValidadorCpfCnpjForm({ onClose }: { onClose?: () => void }) {
  const [numero, setNumero] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const validacao = useMutation({ mutationFn: validateCpfCnpj });

  function change(value: string) {
    setNumero(value);
    setErro(null);
    setResultado(null);
    validacao.reset();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const documento = normalizeDocumento(numero);
    if (!documento) {
      setErro(VALIDADOR_LABELS.obrigatorio);
      return;
    }
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
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={VALIDADOR_LABELS.campo}
          placeholder={VALIDADOR_LABELS.placeholder}
          value={numero}
          onChange={(event) => change(event.currentTarget.value)}
          error={erro}
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
  );
}
