import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Anchor,
  Box,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import type { CurrentUser, LoginInput, LoginResponse } from '@portal/shared/auth/schemas';
import { PROVEDOR } from '@portal/shared/common/brand';
import { MENSAGENS } from '@portal/shared/common/messages';
import { HOME_URL } from '@portal/shared/menu/urls';
import { usesReducedLayout } from '@portal/shared/menu/rules';
import { BrandMark } from '../../components/brand-mark';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { PasswordInput } from '../../components/password-input';
import { CONTEUDO_ID, FOCUS_TARGET_CLASS, SkipLink } from '../../components/skip-link';
import { getDeviceGuid } from '../../lib/device-guid';
import { APP_VERSION } from '../../lib/env';
import { isHttpError, wasReported } from '../../lib/http-client';
import { loginNoticeText, safeReturnUrl } from '../../lib/login-url';
import { ESQUECI_SENHA_PATH, TOTAIS_PATH } from '../../lib/paths';
import { showNotice, showWarning } from '../../lib/notices';
import { clearSession, getDeviceToken, getToken, saveLogin } from '../../lib/session-storage';
import { fetchCurrentUser, login, revokeSession } from './auth-api';
import { clearLogoutRedirect } from './logout-redirect';
import classes from './login-page.module.css';

type Credentials = Pick<LoginInput, 'username' | 'password'>;

// zod and the form's schema load at the first validation (blur or submit), not with the page:
// they are the largest part of it, and nobody needs them to read the form.
const credentialsResolver: Resolver<Credentials> = async (values, context, options) => {
  let validate: Resolver<Credentials>;
  try {
    validate = (await import('./login-validation')).credentialsResolver;
  } catch {
    // The code could not be fetched: the connection is down; do not submit.
    showNotice({ kind: 'error', title: MENSAGENS.tituloOps, message: MENSAGENS.falhaConexao });
    return { values: {}, errors: { root: { type: 'network', message: MENSAGENS.falhaConexao } } };
  }
  return validate(values, context, options);
};

export const SENHA_EXPIRADA = 'Sua senha expirou. Cadastre uma nova senha para continuar.';

// Needed only for users with two-step login on: kept out of the login page's first download.
const TwoStepLogin = lazy(async () => ({
  default: (await import('./two-step-login')).TwoStepLogin,
}));

// Needed only when the password expired: kept out of the login page's first download.
const PasswordChangeModal = lazy(async () => ({
  default: (await import('./password-change-modal')).PasswordChangeModal,
}));

/** Login (spec §4): credentials + device guid; two-step and expired password handled apart. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnUrl = safeReturnUrl(searchParams.get('returnUrl'));
  // Only a notice the portal knows: a crafted link must not speak in the portal's name.
  const msg = loginNoticeText(searchParams.get('msg'));
  const [expiredToken, setExpiredToken] = useState<string | null>(null);
  // The challenge of a login that waits for its second step (two-step-login.tsx).
  const [desafio, setDesafio] = useState<string | null>(null);
  // The login answer whose password expired: the login goes on with it once it is changed.
  const expiredLogin = useRef<LoginResponse | null>(null);
  const isMsgShown = useRef(false);

  useEffect(() => {
    clearLogoutRedirect();
    // Why the user landed here (session expired...): said once, even under StrictMode.
    if (msg && !isMsgShown.current) {
      isMsgShown.current = true;
      showWarning(msg);
    }
  }, [msg]);

  const form = useForm<Credentials>({
    resolver: credentialsResolver,
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const { formRef, onInvalid } = useFocusFirstInvalid();

  async function enter(credentials: Credentials) {
    try {
      const deviceToken = getDeviceToken();
      const response = await login({ ...credentials, guid: getDeviceGuid(), deviceToken });
      await handleLoginResponse(response);
    } catch (error) {
      // Refused credentials: the password is typed again, as in every login form (the
      // username stays). A lost connection keeps both, to try again as they are.
      if (isHttpError(error, 401)) {
        form.resetField('password');
        form.setFocus('password');
      }
      // The HTTP client shows what it saw ('Atenção' or 'Ops...'); anything else (code that
      // could not be fetched, storage refused...) must not leave the user waiting in silence.
      if (!wasReported(error)) {
        showNotice({
          kind: 'error',
          title: MENSAGENS.tituloOps,
          message: MENSAGENS.falhaConexaoLogin,
        });
      }
    }
  }

  async function handleLoginResponse(response: LoginResponse): Promise<void> {
    if (response.frontVersion !== APP_VERSION) showWarning(MENSAGENS.novaVersao);
    await continueLogin(response);
  }

  async function continueLogin(response: LoginResponse): Promise<void> {
    if (response.autenticaEmDuasEtapas) {
      setDesafio(response.desafio ?? null);
      return;
    }
    if (!response.token) return;
    if (response.passwordExpirado) {
      // Not a session yet: the token only serves to change the password.
      showWarning(SENHA_EXPIRADA);
      expiredLogin.current = response;
      setExpiredToken(response.token);
      return;
    }
    const { token } = response;
    let user: CurrentUser;
    try {
      user = await fetchCurrentUser({ token });
      saveLogin({ ...response, token }, user);
    } catch (error) {
      // A session without its user is of no use: end it on the server, and forget it here
      // if it got stored, rather than leave it half open.
      void revokeSession(token);
      if (getToken() === token) clearSession();
      throw error;
    }
    clearLogoutRedirect();
    navigate(returnUrl ?? (usesReducedLayout(user) ? TOTAIS_PATH : HOME_URL), { replace: true });
  }

  /** The expired password was changed: the same session is now a full one; the user enters. */
  function enterAfterPasswordChange() {
    const token = expiredToken;
    setExpiredToken(null);
    if (!token || !expiredLogin.current) return;
    continueLogin({ ...expiredLogin.current, token, passwordExpirado: false }).catch(() => {
      // The HTTP client told why; the user logs in again with the new password.
      form.resetField('password');
    });
  }

  function closeExpiredPassword() {
    if (expiredToken) void revokeSession(expiredToken);
    setExpiredToken(null);
    form.resetField('password');
  }

  return (
    <div className={classes.page}>
      <SkipLink />
      <aside className={classes.brandPanel}>
        <BrandMark inverted size={36} />
        <Stack gap="lg" maw={520}>
          <Title order={2} c="white" fz={34} lh={1.2}>
            Registro eletrônico de contratos de financiamento de veículos
          </Title>
          <Text size="lg" c="brand.0">
            Registre contratos e aditivos, envie imagens e acompanhe gravames junto aos Detrans em
            um só lugar.
          </Text>
          <List
            spacing="sm"
            c="white"
            icon={
              <ThemeIcon color="white" variant="white" size={22} radius="xl">
                <IconCheck size={14} color="var(--mantine-color-brand-8)" aria-hidden />
              </ThemeIcon>
            }
          >
            <List.Item>Registro de contratos e aditivos junto aos Detrans</List.Item>
            <List.Item>Envio de imagens e remessas de contratos em lote</List.Item>
            <List.Item>Relatórios de faturamento, taxas e produtividade</List.Item>
          </List>
        </Stack>
        <Text size="sm" c="brand.1">
          © {new Date().getFullYear()} {PROVEDOR}
        </Text>
      </aside>

      <main className={`${classes.formPanel} ${FOCUS_TARGET_CLASS}`} id={CONTEUDO_ID} tabIndex={-1}>
        <Stack gap="xl" align="center" w="100%">
          {/* The brand panel is hidden on small screens; the mark still says where you are. */}
          <Box hiddenFrom="md">
            <BrandMark size={36} />
          </Box>
          <Paper
            className={classes.card}
            withBorder
            shadow="sm"
            radius="lg"
            p={{ base: 'lg', sm: 'xl' }}
          >
            {desafio !== null && (
              <Suspense fallback={null}>
                <TwoStepLogin
                  desafio={desafio}
                  onComplete={handleLoginResponse}
                  onCancel={() => {
                    setDesafio(null);
                    form.resetField('password');
                  }}
                />
              </Suspense>
            )}
            {/* Kept mounted under the second step, so 'Voltar' finds the username typed. */}
            <Stack gap="lg" display={desafio !== null ? 'none' : undefined}>
              <Stack gap={4}>
                <Title order={1} size="h2">
                  Acesse o portal
                </Title>
                <Text c="dimmed" size="sm">
                  Informe seu usuário e senha para continuar.
                </Text>
              </Stack>
              <form ref={formRef} onSubmit={form.handleSubmit(enter, onInvalid)} noValidate>
                <Stack gap="md">
                  <TextInput
                    label="Usuário"
                    autoComplete="username"
                    autoFocus
                    error={errors.username?.message}
                    {...form.register('username')}
                  />
                  <PasswordInput
                    label="Senha"
                    autoComplete="current-password"
                    error={errors.password?.message}
                    {...form.register('password')}
                  />
                  <Anchor component={Link} to={ESQUECI_SENHA_PATH} size="sm" mt={-6} ta="right">
                    Esqueci minha senha
                  </Anchor>
                  <Button
                    type="submit"
                    size="md"
                    fullWidth
                    loading={form.formState.isSubmitting}
                    mt="xs"
                  >
                    Entrar
                  </Button>
                </Stack>
              </form>
              <Group justify="space-between" gap="xs">
                <Anchor component={Link} to="/" size="sm">
                  Voltar para o site
                </Anchor>
                <Anchor component={Link} to="/vbconnection/pre-cadastro" size="sm">
                  Quero ser cliente
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </main>

      {expiredToken !== null && (
        <Suspense fallback={null}>
          <PasswordChangeModal
            opened
            onClose={closeExpiredPassword}
            onChanged={enterAfterPasswordChange}
            token={expiredToken}
            reason={SENHA_EXPIRADA}
          />
        </Suspense>
      )}
    </div>
  );
}
