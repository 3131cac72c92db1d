import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import IconMailCheck from '@tabler/icons-react/dist/esm/icons/IconMailCheck.mjs';
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
  obrigatorio: 'Campo obrigatório',
} as const;

/**
 * 'Esqueci minha senha' (spec §2.8, §7 GET auth/{x}/recuperarSenha): public. The answer is the
 * same whether or not the account exists, so the page says only what the server said.
 */
export default function EsqueciSenhaPage() {
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const campo = useRef<HTMLInputElement>(null);

  async function enviar(event: FormEvent) {
    event.preventDefault();
    if (!valor.trim()) {
      setErro(ESQUECI_LABELS.obrigatorio);
      campo.current?.focus();
      return;
    }
    setErro(null);
    setPending(true);
    try {
      setAviso(await requestPasswordRecovery(valor));
    } catch {
      // The HTTP client already showed the §8 notice (too many requests, no connection...).
    } finally {
      setPending(false);
    }
  }

  return (
    <PublicPageLayout>
      <PublicCard title={ESQUECI_LABELS.titulo} intro={ESQUECI_LABELS.introducao}>
        <form onSubmit={enviar} noValidate>
          <Stack gap="md">
            <TextInput
              ref={campo}
              label={ESQUECI_LABELS.campo}
              withAsterisk
              autoComplete="username"
              maxLength={150}
              value={valor}
              onChange={(event) => setValor(event.currentTarget.value)}
              error={erro}
            />
            <Group justify="space-between" gap="sm">
              <Anchor component={Link} to={LOGIN_PATH} size="sm">
                {ESQUECI_LABELS.voltar}
              </Anchor>
              <Button type="submit" loading={isPending}>
                {ESQUECI_LABELS.enviar}
              </Button>
            </Group>
          </Stack>
        </form>
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
