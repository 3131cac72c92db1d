import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormProvider } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { formatData } from '@portal/shared/common/datas';
import { maskChassi } from '@portal/shared/common/masks';
import { CHASSI_REMARCADO_MAX_LENGTH } from '@portal/shared/common/veiculo';
import { TIPOS_RESTRICAO } from '@portal/shared/common/restricoes';
import {
  gravameChassiParamsSchema,
  INFORMANTES_GRAVAME,
  SITUACOES_GRAVAME,
  type GravameConsulta,
} from '@portal/shared/gravames/schemas';
import { ClienteSelect } from '../../components/cliente-select';
import { MaskedField } from '../../components/form/masked-field';
import { isRegistradoraUser } from '../../hooks/use-is-registradora';
import { useStoredUser } from '../../hooks/use-stored-user';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { useFormKit } from '../../components/form/use-form-kit';
import { formatDateTime } from '../../lib/dates';
import { errorMessagesOf } from '../../lib/http-client';
import { fetchGravame, gravameQueryKey } from '../../lib/gravame-sng';
import { GRAVAME_LABELS as L, SITUACAO_GRAVAME_TEXTOS } from './gravames.labels';
import { Campo } from '../../components/campo';

const CHASSI_MASK = { mask: (typed: string) => maskChassi(typed, CHASSI_REMARCADO_MAX_LENGTH) };

function Resultado({ gravame }: { gravame: GravameConsulta }) {
  const { explicacao, cor } = SITUACAO_GRAVAME_TEXTOS[gravame.situacao];
  const encontrado = gravame.situacao !== 'NAO_ENCONTRADO';
  return (
    <Paper component="section" aria-labelledby="gravame-resultado" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="gravame-resultado">
            {L.resultado(gravame.chassi)}
          </Title>
          <Badge color={cor} variant="light" size="lg" radius="sm">
            {SITUACOES_GRAVAME[gravame.situacao]}
          </Badge>
        </Group>
        <Text>{explicacao}</Text>
        {encontrado && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
            <Campo label={L.numeroGravame}>{gravame.numeroGravame ?? L.naoSeAplica}</Campo>
            <Campo label={L.situacao}>{SITUACOES_GRAVAME[gravame.situacao]}</Campo>
            <Campo label={L.informante}>
              {gravame.informante
                ? `${gravame.informante}: ${INFORMANTES_GRAVAME[gravame.informante]}`
                : L.naoSeAplica}
            </Campo>
            <Campo label={L.tipoRestricao}>
              {gravame.tipoRestricao
                ? `${gravame.tipoRestricao}: ${TIPOS_RESTRICAO[gravame.tipoRestricao]}`
                : L.naoSeAplica}
            </Campo>
            <Campo label={L.dataInclusao}>
              {gravame.dataInclusao ? formatData(gravame.dataInclusao) : L.naoSeAplica}
            </Campo>
            <Campo label={L.dataBaixa}>
              {gravame.dataBaixa ? formatData(gravame.dataBaixa) : L.naoSeAplica}
            </Campo>
          </SimpleGrid>
        )}
        <Text size="sm" c="dimmed">
          {`${L.consultadoEm} ${formatDateTime(gravame.consultadoEm)}`}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The lien lookup (spec §2.4 gravame/consulta): one chassis, asked of B3's SNG through the
 * server. The chassis lives in the address (`?chassi=`), so a lookup can be linked to (the
 * contract mirror does) and the browser's Back returns to the previous one.
 */
export default function GravameConsultaPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const user = useStoredUser();
  // A client's user asks as its own client; a registradora user names one (the participant).
  const isRegistradora = isRegistradoraUser(user);
  const pedido = gravameChassiParamsSchema.safeParse({ chassi: searchParams.get('chassi') ?? '' });
  const chassi = pedido.success ? pedido.data.chassi : '';
  const clienteId = isRegistradora ? searchParams.get('clienteId') || null : null;
  const [clienteEscolhido, setClienteEscolhido] = useState(clienteId);
  // Back and Forward change the address: the select follows it.
  const [clienteDaUrl, setClienteDaUrl] = useState(clienteId);
  if (clienteDaUrl !== clienteId) {
    setClienteDaUrl(clienteId);
    setClienteEscolhido(clienteId);
  }
  const form = useFormKit(gravameChassiParamsSchema, {
    defaultValues: { chassi: searchParams.get('chassi') ?? '' },
  });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const query = useQuery({
    queryKey: gravameQueryKey(chassi, clienteId),
    queryFn: () => fetchGravame(chassi, clienteId),
    enabled: chassi !== '',
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

  const submit = form.handleSubmit((values) => {
    // The same lookup again asks the SNG again: its answer may have changed.
    if (values.chassi === chassi && clienteEscolhido === clienteId) void query.refetch();
    else
      setSearchParams({
        chassi: values.chassi,
        ...(clienteEscolhido ? { clienteId: clienteEscolhido } : {}),
      });
  }, onInvalid);

  const falha = query.isError
    ? (errorMessagesOf(query.error)[0]?.mensagem ?? L.falhaGenerica)
    : null;

  return (
    <Stack gap="lg" maw={1100}>
      <Paper withBorder radius="md" p="lg">
        <FormProvider {...form}>
          <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="md">
              <Text>{L.introducao}</Text>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <MaskedField
                  name="chassi"
                  mask={CHASSI_MASK}
                  label={L.chassi}
                  description={L.chassiDescricao}
                  withAsterisk
                  autoComplete="off"
                  spellCheck={false}
                  maw={360}
                  style={{ flex: '1 1 240px' }}
                  styles={{ input: { fontFamily: 'monospace', textTransform: 'uppercase' } }}
                />
                {isRegistradora && (
                  <ClienteSelect
                    label={L.cliente}
                    description={L.clienteDescricao}
                    placeholder={L.clientePlaceholder}
                    value={clienteEscolhido}
                    onChange={setClienteEscolhido}
                    maw={360}
                    style={{ flex: '1 1 240px' }}
                  />
                )}
                <Button
                  type="submit"
                  mt={{ base: 0, xs: 46 }}
                  leftSection={<IconSearch size={18} aria-hidden />}
                  loading={query.isFetching}
                >
                  {L.consultar}
                </Button>
              </Group>
            </Stack>
          </form>
        </FormProvider>
      </Paper>
      <div aria-live="polite">
        {query.isFetching && !query.data ? (
          <Loader aria-label={L.carregando} />
        ) : falha ? (
          <Alert
            role="alert"
            color="red"
            variant="light"
            title={L.falhaTitulo}
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            {falha}
          </Alert>
        ) : query.data ? (
          <Resultado gravame={query.data} />
        ) : null}
      </div>
    </Stack>
  );
}
