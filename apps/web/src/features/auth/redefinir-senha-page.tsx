import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import {
  novaSenhaSchema,
  type FinalidadeLinkSenha,
  type NovaSenhaInput,
} from '@portal/shared/auth/password';
import { showServerErrors } from '../../components/form/show-server-errors';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { useFormKit } from '../../components/form/use-form-kit';
import { PublicCard, PublicPageLayout } from '../../components/public-page-layout';
import { errorMessagesOf } from '../../lib/http-client';
import { ESQUECI_SENHA_PATH, LOGIN_PATH } from '../../lib/paths';
import { fetchPasswordLink, resetPassword } from './auth-api';
import { NewPasswordFields } from './new-password-fields';

/** The page's title and first line, per purpose of the link (the same page serves both). */
export const REDEFINIR_TEXTOS: Record<FinalidadeLinkSenha, { titulo: string; intro: string }> = {
  RECUPERACAO: {
    titulo: 'Cadastrar nova senha',
    intro: 'Escolha a nova senha do seu usuário. Ao salvar, as sessões abertas serão encerradas.',
  },
  PRIMEIRO_ACESSO: {
    titulo: 'Primeiro acesso: crie a sua senha',
    intro: 'Bem-vindo(a) ao portal! Escolha a senha com que você vai entrar.',
  },
};

export const LINK_INVALIDO =
  'Link inválido. Abra o link do e-mail mais recente, ou peça um novo em "Esqueci minha senha".';
export const SENHA_CADASTRADA = 'Senha cadastrada com sucesso!';

const EMPTY: NovaSenhaInput = { newPassword: '', confirmNewPassword: '' };

type Estado =
  | { kind: 'carregando' }
  | { kind: 'recusado'; mensagem: string }
  | { kind: 'aberto'; finalidade: FinalidadeLinkSenha }
  | { kind: 'concluido' };

/**
 * The page an e-mailed password link opens (recovery or a new user's first access): checks
 * the link, then asks the new password twice with the live §5 checklist. Public.
 */
export default function RedefinirSenhaPage() {
  // The token comes in the link's fragment (`#token=...`): never sent to a server, so never in
  // a log. Read, then taken off the address bar (and so out of the history); a second link
  // opened in the same tab starts the page over with its own token.
  const location = useLocation();
  const navigate = useNavigate();
  const fromHash = tokenOf(location.hash);
  const [token, setToken] = useState(fromHash);
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  if (fromHash && fromHash !== token) setToken(fromHash);
  useEffect(() => {
    if (location.hash) void navigate(location.pathname, { replace: true });
  }, [location.hash, location.pathname, navigate]);
  return <PasswordLinkContent key={token ?? ''} token={token} />;
}

function tokenOf(hash: string): string | null {
  return new URLSearchParams(hash.slice(1)).get('token');
}

function PasswordLinkContent({ token }: { token: string | null }) {
  const [estado, setEstado] = useState<Estado>(() =>
    token ? { kind: 'carregando' } : { kind: 'recusado', mensagem: LINK_INVALIDO },
  );

  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    fetchPasswordLink(token).then(
      (link) => isCurrent && setEstado({ kind: 'aberto', finalidade: link.finalidade }),
      (error: unknown) =>
        isCurrent &&
        setEstado({
          kind: 'recusado',
          mensagem: errorMessagesOf(error)[0]?.mensagem ?? LINK_INVALIDO,
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const textos = REDEFINIR_TEXTOS[estado.kind === 'aberto' ? estado.finalidade : 'RECUPERACAO'];
  return (
    <PublicPageLayout>
      <PublicCard title={textos.titulo} intro={textos.intro}>
        {estado.kind === 'carregando' && (
          <Group justify="center" py="lg">
            <Loader aria-label="Conferindo o link" />
          </Group>
        )}
        {estado.kind === 'recusado' && (
          <Alert
            color="red"
            variant="light"
            title="Não foi possível usar este link"
            icon={<IconAlertTriangle size={22} aria-hidden />}
          >
            <Stack gap="sm">
              <Text size="sm">{estado.mensagem}</Text>
              <Anchor component={Link} to={ESQUECI_SENHA_PATH} size="sm">
                Pedir um novo link
              </Anchor>
            </Stack>
          </Alert>
        )}
        {estado.kind === 'aberto' && token && (
          <NovaSenhaForm
            token={token}
            onDone={() => setEstado({ kind: 'concluido' })}
            onRefused={(mensagem) => setEstado({ kind: 'recusado', mensagem })}
          />
        )}
        {estado.kind === 'concluido' && (
          <Alert
            color="teal"
            variant="light"
            title={SENHA_CADASTRADA}
            icon={<IconCircleCheck size={22} aria-hidden />}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">Entre no portal com o seu usuário e a nova senha.</Text>
              <Button component={Link} to={LOGIN_PATH}>
                Ir para o login
              </Button>
            </Stack>
          </Alert>
        )}
      </PublicCard>
    </PublicPageLayout>
  );
}

function NovaSenhaForm({
  token,
  onDone,
  onRefused,
}: {
  token: string;
  onDone: () => void;
  onRefused: (mensagem: string) => void;
}) {
  const form = useFormKit(novaSenhaSchema, { defaultValues: EMPTY });
  const { formRef, onInvalid } = useFocusFirstInvalid();

  async function submit(values: NovaSenhaInput) {
    try {
      await resetPassword({ token, ...values });
    } catch (error) {
      // The link itself was refused meanwhile (used in another tab, expired): nothing to retry.
      const doLink = errorMessagesOf(error).find((item) => item.campo === 'token');
      if (doLink) {
        onRefused(doLink.mensagem);
        return;
      }
      showServerErrors(error, form);
      return;
    }
    onDone();
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={form.handleSubmit(submit, onInvalid)} noValidate>
        <Stack gap="lg">
          <NewPasswordFields />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Salvar nova senha
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
