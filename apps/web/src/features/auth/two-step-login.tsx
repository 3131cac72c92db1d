import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  DISPOSITIVO_CONFIAVEL_DIAS,
  DUAS_ETAPAS_MENSAGENS,
  segundaEtapaSchema,
} from '@portal/shared/auth/duas-etapas';
import type { LoginResponse } from '@portal/shared/auth/schemas';
import { CheckboxField } from '../../components/form/checkbox-field';
import { TextField } from '../../components/form/text-field';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { useFormKit } from '../../components/form/use-form-kit';
import { errorMessagesOf, isHttpError } from '../../lib/http-client';
import { showSuccess } from '../../lib/notices';
import { saveDeviceToken } from '../../lib/session-storage';
import { completeSecondStep, sendSecondStepEmail } from './auth-api';

const formSchema = segundaEtapaSchema.pick({ codigo: true, confiarDispositivo: true });

export const CODIGO_ENVIADO =
  'Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por 10 minutos.';

type Modo = 'aplicativo' | 'email' | 'recuperacao';

const TEXTOS: Record<Modo, { instrucao: string; rotulo: string }> = {
  aplicativo: {
    instrucao: 'Digite o código de 6 dígitos que o seu aplicativo autenticador mostra agora.',
    rotulo: 'Código do aplicativo',
  },
  email: {
    instrucao: 'Digite o código de 6 dígitos que enviamos para o seu e-mail.',
    rotulo: 'Código recebido por e-mail',
  },
  recuperacao: {
    instrucao:
      'Digite um dos códigos de recuperação que você guardou ao ativar a verificação. Cada ' +
      'código vale uma única vez.',
    rotulo: 'Código de recuperação',
  },
};

export interface TwoStepLoginProps {
  /** The challenge the login answered. */
  desafio: string;
  /** The session the second step opened, handled as any login's. */
  onComplete: (response: LoginResponse) => Promise<void>;
  /** Back to the user and password (the challenge expired, or the user chose to). */
  onCancel: () => void;
}

/**
 * The login's second step (issue 12): a code from the authenticator app, from the e-mail
 * ('Enviar código por e-mail') or from the recovery list, and the option of trusting this
 * device for 30 days (the device token).
 */
export function TwoStepLogin({ desafio, onComplete, onCancel }: TwoStepLoginProps) {
  const [modo, setModo] = useState<Modo>('aplicativo');
  const [isSending, setIsSending] = useState(false);
  const form = useFormKit(formSchema, {
    defaultValues: { codigo: '', confiarDispositivo: false },
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();

  function ended(error: unknown): boolean {
    return (
      isHttpError(error, 401) &&
      errorMessagesOf(error).some((item) => item.mensagem === DUAS_ETAPAS_MENSAGENS.desafioExpirado)
    );
  }

  async function verify(values: { codigo: string; confiarDispositivo: boolean }) {
    let response: LoginResponse;
    try {
      response = await completeSecondStep({ desafio, ...values });
    } catch (error) {
      // The global notice already said why. An ended challenge needs the password again.
      if (ended(error)) {
        onCancel();
        return;
      }
      form.resetField('codigo');
      form.setFocus('codigo');
      return;
    }
    if (response.deviceToken) saveDeviceToken(response.deviceToken);
    await onComplete(response);
  }

  async function sendEmail() {
    setIsSending(true);
    try {
      await sendSecondStepEmail(desafio);
      setModo('email');
      showSuccess(CODIGO_ENVIADO);
      form.resetField('codigo');
      form.setFocus('codigo');
    } catch (error) {
      if (ended(error)) onCancel();
    } finally {
      setIsSending(false);
    }
  }

  const switchTo = (next: Modo) => {
    setModo(next);
    form.resetField('codigo');
    form.setFocus('codigo');
  };
  const texto = TEXTOS[modo];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Verificação em duas etapas
        </Title>
        <Text c="dimmed" size="sm" aria-live="polite">
          {texto.instrucao}
        </Text>
      </Stack>
      <FormProvider {...form}>
        <form ref={formRef} onSubmit={form.handleSubmit(verify, onInvalid)} noValidate>
          <Stack gap="md">
            <TextField
              name="codigo"
              label={texto.rotulo}
              autoComplete="one-time-code"
              inputMode={modo === 'recuperacao' ? 'text' : 'numeric'}
              maxLength={modo === 'recuperacao' ? 20 : 7}
              autoFocus
            />
            <CheckboxField
              name="confiarDispositivo"
              label={`Confiar neste dispositivo por ${DISPOSITIVO_CONFIAVEL_DIAS} dias`}
              description="Não marque em computadores compartilhados."
            />
            <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
              Verificar
            </Button>
          </Stack>
        </form>
      </FormProvider>
      <Stack gap="xs" align="flex-start">
        <Anchor
          component="button"
          type="button"
          size="sm"
          disabled={isSending}
          aria-disabled={isSending}
          onClick={() => void sendEmail()}
        >
          {modo === 'email' ? 'Enviar outro código por e-mail' : 'Enviar código por e-mail'}
        </Anchor>
        {modo === 'recuperacao' ? (
          <Anchor component="button" type="button" size="sm" onClick={() => switchTo('aplicativo')}>
            Usar o código do aplicativo
          </Anchor>
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => switchTo('recuperacao')}
          >
            Usar um código de recuperação
          </Anchor>
        )}
      </Stack>
      <Group>
        <Anchor component="button" type="button" size="sm" onClick={onCancel}>
          Voltar para usuário e senha
        </Anchor>
      </Group>
    </Stack>
  );
}
