import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCircleX from '@tabler/icons-react/dist/esm/icons/IconCircleX.mjs';
import { PROVEDOR } from '@portal/shared/common/brand';
import { formatData } from '@portal/shared/common/datas';
import type {
  CertidaoAtestado,
  CertidaoVerificacao,
} from '@portal/shared/contratos/certidao-schemas';
import { Campo } from '../../components/campo';
import { PublicCard, PublicPageLayout } from '../../components/public-page-layout';
import { formatDateTime } from '../../lib/dates';
import { parseCodigo, verifyCertidao } from './certidoes-api';

const LABELS = {
  titulo: 'Verificar certidão',
  introducao:
    `Digite o código de verificação impresso na certidão emitida pela ${PROVEDOR} para ` +
    'confirmar que ela é autêntica e ver a situação atual do registro.',
  codigo: 'Código de verificação',
  exemplo: 'Ex.: 20260000000123-ABCD-EFGH-JKMN-PQRS',
  verificar: 'Verificar',
  autentica: 'Certidão autêntica',
  naoConfere: 'Código não confere',
  lgpd: 'Por proteção de dados pessoais (LGPD), o CPF ou CNPJ do devedor aparece mascarado e nenhum endereço é exibido.',
} as const;

function Atestado({ certidao }: { certidao: CertidaoAtestado }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <Campo isInDescriptionList label="Protocolo">
        {certidao.protocolo}
      </Campo>
      <Campo isInDescriptionList label="Situação atual">
        {certidao.situacaoDescricao}
      </Campo>
      <Campo isInDescriptionList label="Operação">
        {certidao.operacao}
      </Campo>
      <Campo isInDescriptionList label="Detran">
        {certidao.detran}
      </Campo>
      <Campo isInDescriptionList label="Número do registro no Detran">
        {certidao.numeroRegistroDetran ?? 'Não informado'}
      </Campo>
      <Campo isInDescriptionList label="Registrado em">
        {formatDateTime(certidao.registradoEm) ?? 'Não informado'}
      </Campo>
      {certidao.baixadoEm && (
        <Campo isInDescriptionList label="Gravame baixado em">
          {formatDateTime(certidao.baixadoEm)}
        </Campo>
      )}
      <Campo isInDescriptionList label="Contrato">
        {`${certidao.numeroContrato}, de ${formatData(certidao.dataContrato)}`}
      </Campo>
      <Campo isInDescriptionList label="Tipo de restrição">
        {certidao.tipoRestricao}
      </Campo>
      <Campo isInDescriptionList label="Credor">
        {certidao.credor}
      </Campo>
      <Campo isInDescriptionList label="Devedor">
        {certidao.devedor}
      </Campo>
      <Campo isInDescriptionList label={certidao.chassis.length > 1 ? 'Chassis' : 'Chassi'}>
        <span style={{ fontFamily: 'monospace' }}>{certidao.chassis.join(', ')}</span>
      </Campo>
    </SimpleGrid>
  );
}

/**
 * The public check of a certificate's verification code (docs/contratos.md, Certidões): no
 * login. The link printed on a certificate carries `?codigo=`, which fills the field and checks
 * it at once.
 */
export default function VerificarCertidaoPage() {
  const [searchParams] = useSearchParams();
  const [digitado, setDigitado] = useState(searchParams.get('codigo') ?? '');
  const [erro, setErro] = useState<string | null>(null);
  const campo = useRef<HTMLInputElement>(null);
  // Public pages live outside the query cache (no login, nothing to share): plain state.
  const [resultado, setResultado] = useState<CertidaoVerificacao | null>(null);
  const [isPending, setPending] = useState(false);

  async function verify(valor: string) {
    const lido = await parseCodigo(valor);
    setResultado(null);
    if ('erro' in lido) {
      setErro(lido.erro);
      campo.current?.focus();
      return;
    }
    setErro(null);
    setPending(true);
    try {
      setResultado(await verifyCertidao(lido.codigo));
    } catch {
      // The HTTP client already showed the §8 notice (too many checks, no connection...).
    } finally {
      setPending(false);
    }
  }

  // The certificate's link: check the code it carries once, as the page opens.
  const inicial = useRef(searchParams.get('codigo'));
  useEffect(() => {
    const codigo = inicial.current;
    inicial.current = null; // once, also under StrictMode's second run
    if (codigo) void verify(codigo);
    // Only on the first render: later checks are the person's.
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void verify(digitado);
  }

  return (
    <PublicPageLayout>
      <PublicCard title={LABELS.titulo} intro={LABELS.introducao}>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              ref={campo}
              label={LABELS.codigo}
              description={LABELS.exemplo}
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              maxLength={60}
              value={digitado}
              onChange={(event) => setDigitado(event.currentTarget.value)}
              error={erro}
              style={{ flex: '1 1 18rem' }}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <Button type="submit" mt={{ base: 0, xs: 46 }} loading={isPending}>
              {LABELS.verificar}
            </Button>
          </Group>
        </form>
        <div aria-live="polite">
          {resultado?.autentica && resultado.certidao && (
            <Alert
              color="teal"
              variant="light"
              title={LABELS.autentica}
              icon={<IconCircleCheck size={22} aria-hidden />}
            >
              <Stack gap="md">
                <Text>{resultado.mensagem}</Text>
                <Atestado certidao={resultado.certidao} />
                <Text size="sm" c="dimmed">
                  {LABELS.lgpd}
                </Text>
              </Stack>
            </Alert>
          )}
          {resultado && !resultado.autentica && (
            <Alert
              color="red"
              variant="light"
              title={LABELS.naoConfere}
              icon={<IconCircleX size={22} aria-hidden />}
            >
              {resultado.mensagem}
            </Alert>
          )}
        </div>
      </PublicCard>
    </PublicPageLayout>
  );
}
