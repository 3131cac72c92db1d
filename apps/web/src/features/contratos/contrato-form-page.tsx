import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { MENSAGENS } from '@portal/shared/common/messages';
import { SemPermissao } from '../../components/sem-permissao';
import { ContratoForm } from './contrato-form';
import type { ModoContrato } from './contrato-form-values';
import type { Operacao } from '@portal/shared/contratos/schemas';
import { pedidoUrl } from '@portal/shared/menu/urls';
import { fetchPedidoContrato } from '../../lib/pedido-contrato';
import { fetchRascunho, RASCUNHOS_QUERY_KEY } from './contratos-api';
import { contratoInserirUrl, REGISTRAR_URL } from './contratos-urls';
import { CONTRATO_LABELS as L } from './contratos.labels';
import { useContratoAccess } from './use-contrato-access';

/**
 * 'Registrar Contrato' (spec §2.4 contrato/inserir): the contract form in its three modes,
 * a new contract, a new addendum (`?modo=2`, or `?modo=2&origem=<protocolo>` filled from a
 * registered order's contract) or a draft resumed (`?rascunho=<id>`); and the correction of
 * an order the Detran has not registered (`?corrigir=<protocolo>`, from the order's page).
 */
export default function ContratoFormPage() {
  const access = useContratoAccess();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const rascunhoId = searchParams.get('rascunho');
  const corrigir = searchParams.get('corrigir');
  const origem = searchParams.get('origem');
  const base = corrigir ?? origem;
  const modoPedido: ModoContrato = searchParams.get('modo') === '2' ? 2 : 1;
  // 'Continuar enviando' mounts a fresh form even when the URL does not change.
  const [formKey, setFormKey] = useState(0);

  const rascunho = useQuery({
    queryKey: [...RASCUNHOS_QUERY_KEY, rascunhoId],
    queryFn: () => fetchRascunho(rascunhoId ?? ''),
    enabled: Boolean(rascunhoId),
    // A draft is resumed as it was saved, not refreshed under the person typing.
    staleTime: Infinity,
    gcTime: 0,
  });

  // The order's contract, as the correction or the addendum starts from it.
  const pedido = useQuery({
    queryKey: ['contratos', 'pedido-contrato', base],
    queryFn: () => fetchPedidoContrato(base ?? ''),
    enabled: Boolean(base),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  if (!access.canRegistrar) return <SemPermissao>{L.semAcessoContrato}</SemPermissao>;
  if ((rascunhoId && rascunho.isPending) || (base && pedido.isPending)) {
    return <Loader aria-label="Carregando" />;
  }
  if ((rascunhoId && !rascunho.data) || (base && !pedido.data)) {
    return <Alert color="orange">{MENSAGENS.naoEncontrado}</Alert>;
  }
  const modo =
    rascunho.data?.modo ??
    (corrigir && pedido.data ? (pedido.data.operacao >= 3 ? 2 : 1) : modoPedido);
  const inicial = pedido.data
    ? {
        clienteId: pedido.data.clienteId,
        dados: pedido.data.dados,
        ...(origem ? { protocoloOriginal: origem } : {}),
      }
    : undefined;
  const titulo = corrigir
    ? L.tituloCorrecao(corrigir)
    : origem
      ? L.tituloAditivoDe(origem)
      : rascunho.data
        ? L.tituloRascunho
        : modo === 2
          ? L.tituloNovoAditivo
          : L.tituloNovoContrato;
  return (
    <Stack gap="xs">
      <Text c="dimmed" size="sm">
        {titulo}
      </Text>
      <ContratoForm
        key={`${rascunho.data?.id ?? base ?? 'novo'}-${formKey}`}
        modo={modo}
        rascunho={rascunho.data}
        inicial={inicial}
        correcao={
          corrigir && pedido.data
            ? {
                protocolo: corrigir,
                versao: pedido.data.versao,
                operacao: pedido.data.operacao as Operacao,
              }
            : undefined
        }
        onCorrigido={(protocolo) => void navigate(pedidoUrl(protocolo))}
        isRegistradora={access.isRegistradora}
        clienteDoUsuario={access.clienteId}
        onContinuar={() => {
          setFormKey((key) => key + 1);
          void navigate(contratoInserirUrl(modo === 2 ? { modo: 2 } : {}), { replace: true });
        }}
        onFinalizar={() => void navigate(REGISTRAR_URL)}
      />
    </Stack>
  );
}
