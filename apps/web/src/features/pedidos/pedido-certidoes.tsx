import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import IconFileDownload from '@tabler/icons-react/dist/esm/icons/IconFileDownload.mjs';
import {
  DOCUMENTOS_PUBLICOS,
  PAGINA_VERIFICACAO,
  urlDocumentoPublico,
  type DocumentoPublico,
} from '@portal/shared/contratos/certidao-schemas';
import type { Pedido } from '@portal/shared/contratos/pedido-schemas';
import { useCadastroAccess } from '../../hooks/use-cadastro-access';
import { refreshFlags, useShownSince } from '../../lib/background-refresh';
import { certidaoQueryKey, fetchCertidaoDisponibilidade } from './certidoes-api';
import { pedidoQueryKey } from './pedidos-api';

/** The buttons, in the order a bank's user asks for them most. */
const DOCUMENTOS: readonly { documento: DocumentoPublico; texto: string }[] = [
  { documento: 'certidao_inteiro_teor_contrato', texto: 'Emitir certidão de inteiro teor' },
  { documento: 'certidao_simplificada_contrato', texto: 'Emitir certidão simplificada' },
  { documento: 'protocolo', texto: `Baixar ${DOCUMENTOS_PUBLICOS.protocolo.toLowerCase()}` },
];

/**
 * 'Emitir certidão' on the order page: offered only to a user holding GERA_CERTIDAO, and only
 * when `podeGerarCertidao` says the order allows one now. Each button is a link to the public
 * PDF with the order's verification code (docs/contratos.md, Certidões): the browser downloads
 * it, and the same code opens the public verification page.
 */
export function PedidoCertidoes({ pedido }: { pedido: Pedido }) {
  const { canEdit: canIssueCertidao } = useCadastroAccess('CONTRATO_CONSULTAR', 'GERA_CERTIDAO');
  const since = useShownSince();
  const query = useQuery({
    queryKey: certidaoQueryKey(pedido.protocolo, pedido.versao),
    queryFn: ({ client }) =>
      fetchCertidaoDisponibilidade(
        pedido.protocolo,
        refreshFlags(client, [...pedidoQueryKey(pedido.protocolo), 'certidao'], { since }),
      ),
    enabled: canIssueCertidao,
    retry: false,
  });
  const codigo = query.data?.pode ? query.data.codigoVerificacao : undefined;
  if (!canIssueCertidao || !codigo) return null;
  const titulo = query.data?.tipo === 'QUITACAO' ? 'Certidões (contrato quitado)' : 'Certidões';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="pedido-certidoes">
      <Stack gap="sm">
        <Title order={2} size="h5" id="pedido-certidoes">
          {titulo}
        </Title>
        <Text size="sm">{query.data?.motivo}</Text>
        <Group gap="sm">
          {DOCUMENTOS.map(({ documento, texto }) => (
            <Button
              key={documento}
              component="a"
              href={urlDocumentoPublico(documento, pedido.protocolo, codigo)}
              download
              variant={documento === 'certidao_inteiro_teor_contrato' ? 'filled' : 'default'}
              leftSection={<IconFileDownload size={18} aria-hidden />}
            >
              {texto}
            </Button>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          {'Código de verificação: '}
          <Text span ff="monospace" c="dark" fw={600}>
            {codigo}
          </Text>
          {'. Quem recebe a certidão confere a autenticidade em '}
          <Anchor
            underline="always"
            component={Link}
            to={`${PAGINA_VERIFICACAO}?codigo=${encodeURIComponent(codigo)}`}
          >
            Verificar certidão
          </Anchor>
          .
        </Text>
      </Stack>
    </Paper>
  );
}
