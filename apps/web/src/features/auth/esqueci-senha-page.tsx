import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import IconMailCheck from '@tabler/icons-react/dist/esm/icons/IconMailCheck.mjs';
import type { z } from 'zod';
import { recuperarSenhaParamsSchema } from '@portal/shared/auth/password';
import { TextField } from '../../components/form/text-field';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { useFormKit } from '../../components/form/use-form-kit';
import { PublicCard, PublicPageLayout } from '../../components/public-page-layout';
import { LOGIN_PATH } from '../../lib/paths';
import { requestPasswordRecovery } from './auth-api';

export const ESQUECI_LABELS = {
  titulo: 'Esqueci minha senha',
  introducao:
    'Informe o seu nome de usuário ou o e-mail cadastrado. Enviaremos ao e-mail do usuário um ' +
    'link para cadastrar uma nova senha.',
  campo: 'Usuário ou e-mail',
  enviar: 'Enviar link',
  enviado: 'Pedido recebido',
  voltar: 'Voltar para o login',
} as const;

/**
 * 'Esqueci minha senha' (spec §2.8, §7 GET auth/{x}/recuperarSenha): public. The answer is the
 * same whether or not the account exists, so the page says only what the server said.
 */
export default function EsqueciSenhaPage() {
  // The field is the x of GET auth/{x}/recuperarSenha, validated by the route's own schema.
  const form = useFormKit(recuperarSenhaParamsSchema, { defaultValues: { x: '' } });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const [aviso, setAviso] = useState<string | null>(null);

  async function send({ x }: z.output<typeof recuperarSenhaParamsSchema>) {
    try {
      setAviso(await requestPasswordRecovery(x));
    } catch {
      // The HTTP client already showed the §8 notice (too many requests, no connection...).
    }
  }

  return (
    <PublicPageLayout>
      <PublicCard title={ESQUECI_LABELS.titulo} intro={ESQUECI_LABELS.introducao}>
        <FormProvider {...form}>
          <form ref={formRef} onSubmit={form.handleSubmit(send, onInvalid)} noValidate>
            <Stack gap="md">
              <TextField
                name="x"
                label={ESQUECI_LABELS.campo}
                withAsterisk
                autoComplete="username"
                maxLength={150}
              />
              <Group justify="space-between" gap="sm">
                <Anchor component={Link} to={LOGIN_PATH} size="sm">
                  {ESQUECI_LABELS.voltar}
                </Anchor>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {ESQUECI_LABELS.enviar}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
        <div aria-live="polite">
          {aviso && (
            <Alert
              color="teal"
              variant="light"
              title={ESQUECI_LABELS.enviado}
              icon={<IconMailCheck size={22} aria-hidden />}
            >
              {aviso}
            </Alert>
          )}
        </div>
      </PublicCard>
    </PublicPageLayout>
  );
}
