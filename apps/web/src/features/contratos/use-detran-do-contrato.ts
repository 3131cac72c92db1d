import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { caminhosDosCampos, type CampoExigivel } from '@portal/shared/contratos/detran-regras';
import type { z } from 'zod';
import type {
  detranFormularioSchema,
  detranRegrasContratoSchema,
} from '@portal/shared/contratos/pedido-schemas';
import type { ufDetranSchema } from '@portal/shared/fornecedores/schemas';
import { detranFormularioQuery } from '../../lib/lookups/detran-formulario';
import { detranRegrasContratoQuery } from '../../lib/lookups/detran-regras-contrato';
import { ufsDetransQuery } from '../../lib/lookups/ufs-detrans';
import type { ContratoFormValues } from './contrato-form-values';

/** The Detran a contract goes to, as the form knows it so far. */
export interface DetranDoContrato {
  /** The first vehicle's licensing UF: it chooses the Detran. */
  uf: string | undefined;
  /** The UF's active Detran; null when none serves it, undefined while the list is asked. */
  detran: z.infer<typeof ufDetranSchema> | null | undefined;
  /** Its own form rules (`form/contrato/detran/{id}`), once answered. */
  regras: z.infer<typeof detranRegrasContratoSchema> | undefined;
  /** Its name, whether it takes orders and today's fees (`form/detran/{id}`), once answered. */
  formulario: z.infer<typeof detranFormularioSchema> | undefined;
  /** Either of the Detran's reads is on its way (none before it has a data). */
  isAsking: boolean;
  /** The optional fields this Detran requires: marked required in the form. */
  exigidos: ReadonlySet<CampoExigivel>;
}

/**
 * The Detran of the contract (the first vehicle's UF; the schema keeps the others to it) and
 * what the form reads of it once the UF is picked: its rules and its fees, both in the
 * background (the lookups' own queries). `control` where the form's context is not above.
 */
export function useDetranDoContrato<Output>(
  control?: Control<ContratoFormValues, unknown, Output>,
): DetranDoContrato {
  const uf = useWatch<ContratoFormValues, 'veiculos.0.ufLicenciamento', Output>({
    control,
    name: 'veiculos.0.ufLicenciamento',
  }) as string | undefined;
  const detrans = useQuery(ufsDetransQuery());
  const detran = !uf || !detrans.data ? undefined : (detrans.data.find((d) => d.uf === uf) ?? null);
  const id = detran?.fornecedorId ?? '';
  const regras = useQuery({ ...detranRegrasContratoQuery(id), enabled: Boolean(id) });
  const formulario = useQuery({ ...detranFormularioQuery(id), enabled: Boolean(id) });

  // One set per answer (react-query keeps an equal answer's reference): the form revalidates
  // only when the rules change.
  const exigidos = useMemo(
    () => new Set<CampoExigivel>(regras.data?.camposObrigatorios.map(({ campo }) => campo)),
    [regras.data],
  );
  return {
    uf: uf || undefined,
    detran,
    regras: id ? regras.data : undefined,
    formulario: id ? formulario.data : undefined,
    isAsking: Boolean(id) && (regras.isPending || formulario.isPending),
    exigidos,
  };
}

/** The form's paths of `exigidos` (each vehicle's), for the form kit's `requiredPaths`. */
export function caminhosExigidos(
  exigidos: ReadonlySet<CampoExigivel>,
  values: ContratoFormValues,
): string[] {
  return caminhosDosCampos([...exigidos], values as unknown as Record<string, unknown>).map(
    (caminho) => caminho.join('.'),
  );
}
