import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Button, Text } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { gravameChassiParamsSchema, SITUACOES_GRAVAME } from '@portal/shared/gravames/schemas';
import { usePermission } from '../../hooks/use-permission';
import { fetchGravame } from '../../lib/gravame-sng';
import { errorMessagesOf } from '../../lib/http-client';
import type { ContratoFormValues } from './contrato-form-values';
import { CONTRATO_LABELS as L } from './contratos.labels';

/**
 * The SNG lookup in the registration flow: asks B3's SNG for the vehicle's chassis and, when the
 * lien is active for this participant (the form's client: the user's own, or the one a
 * registradora user chose), fills its number; any other answer (another participant's lien,
 * an inactive one, none) is said under the field, since the Detran would refuse the
 * registration; with no client chosen yet, it asks for one. Only for who may consult liens
 * (GRAVAME_CONSULTAR).
 */
export function GravameDoSng({ index }: { index: number }) {
  const canConsultGravame = usePermission('GRAVAME_CONSULTAR');
  const { getValues, setValue, trigger } = useFormContext<ContratoFormValues>();
  const [aviso, setAviso] = useState<{ texto: string; isErro: boolean } | null>(null);
  const consulta = useMutation({
    mutationFn: ({ chassi, clienteId }: { chassi: string; clienteId: string | null }) =>
      fetchGravame(chassi, clienteId),
  });
  if (!canConsultGravame) return null;

  async function search() {
    setAviso(null);
    const chassi = gravameChassiParamsSchema.safeParse({
      chassi: getValues(`veiculos.${index}.chassi`) ?? '',
    });
    if (!chassi.success) {
      await trigger(`veiculos.${index}.chassi`, { shouldFocus: true });
      setAviso({ texto: L.sngInformeChassi, isErro: true });
      return;
    }
    try {
      // The client chosen on the form (a registradora user's) is the participant that asks.
      const gravame = await consulta.mutateAsync({
        chassi: chassi.data.chassi,
        clienteId: getValues('clienteId') || null,
      });
      if (gravame.situacao === 'ATIVO_PARTICIPANTE' && gravame.numeroGravame) {
        setValue(`veiculos.${index}.numeroGravame`, gravame.numeroGravame, {
          shouldValidate: true,
          shouldDirty: true,
        });
        setAviso({ texto: L.sngPreenchido(gravame.numeroGravame), isErro: false });
      } else if (gravame.situacao === 'ATIVO') {
        setAviso({ texto: L.sngSemCliente, isErro: true });
      } else {
        setAviso({ texto: L.sngSituacao(SITUACOES_GRAVAME[gravame.situacao]), isErro: true });
      }
    } catch (error) {
      setAviso({ texto: errorMessagesOf(error)[0]?.mensagem ?? L.sngFalha, isErro: true });
    }
  }

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        mt={4}
        leftSection={<IconSearch size={14} aria-hidden />}
        loading={consulta.isPending}
        onClick={() => void search()}
      >
        {L.buscarNoSng}
      </Button>
      <div aria-live="polite">
        {aviso && (
          <Text size="sm" c={aviso.isErro ? 'red.8' : 'teal.9'} mt={4}>
            {aviso.texto}
          </Text>
        )}
      </div>
    </>
  );
}
