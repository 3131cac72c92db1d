import type { Uf } from '../common/ufs';

/**
 * The Detrans' own form rules: optional fields of the contract payload that a Detran requires.
 * One table serves the form (`form/contrato/detran/{id}` answers it, the shared schema applies
 * it as the person types) and the server (the same schema refuses a registration that misses
 * one, with the message under that field). docs/contratos.md lists them.
 */
export const CAMPOS_EXIGIVEIS = {
  'veiculos[].renavam': 'RENAVAM do veículo',
  'veiculos[].placa': 'Placa do veículo',
  'devedor.email': 'E-mail do devedor',
  'contrato.indiceCorrecao': 'Índice de correção',
  'dadosComplementares.taxaMulta': 'Multa por atraso',
  'dadosComplementares.taxaMora': 'Taxa de juros de mora',
} as const;
export type CampoExigivel = keyof typeof CAMPOS_EXIGIVEIS;

/**
 * Per UF, the optional fields its Detran requires. A starting configuration from the layouts
 * the Detrans publish for their registradoras' web services (to be confirmed against each
 * Detran's current manual when it accredits us); a UF not listed requires only what the
 * schema requires of everyone.
 */
export const REGRAS_CONTRATO_DETRAN: Partial<Record<Uf, readonly CampoExigivel[]>> = {
  BA: ['devedor.email', 'dadosComplementares.taxaMulta'],
  MG: ['contrato.indiceCorrecao'],
  PR: ['veiculos[].renavam', 'veiculos[].placa'],
  SC: ['devedor.email'],
};

/** The message under a field a Detran requires. */
export function mensagemExigidoPeloDetran(uf: string): string {
  return `Campo obrigatório no Detran-${uf}`;
}

const vazio = (valor: unknown) => valor === undefined || valor === null || valor === '';

/**
 * Where `campos` lie in `dados`, each as its path (['veiculos', 0, 'renavam']): a field of the
 * vehicles ('veiculos[].renavam') once per vehicle. The form marks these as required from a
 * Detran's rules (`form/contrato/detran/{id}`); `camposExigidosAusentes` checks them.
 */
export function caminhosDosCampos(
  campos: readonly CampoExigivel[],
  dados: Record<string, unknown>,
): (string | number)[][] {
  return campos.flatMap((campo) => {
    const [lista, resto] = campo.split('[].') as [string, string | undefined];
    if (resto === undefined) return [campo.split('.')];
    const itens = (dados[lista] as unknown[] | undefined) ?? [];
    return itens.map((_, index) => [lista, index, resto]);
  });
}

/**
 * The fields `uf`'s Detran requires that `dados` leaves blank, each as its path
 * (['veiculos', 0, 'renavam']): where the schema puts the message.
 */
export function camposExigidosAusentes(
  uf: string,
  dados: Record<string, unknown>,
): (string | number)[][] {
  return caminhosDosCampos(REGRAS_CONTRATO_DETRAN[uf as Uf] ?? [], dados).filter((caminho) =>
    vazio(
      caminho.reduce<unknown>(
        (atual, parte) => (atual as Record<string | number, unknown> | null | undefined)?.[parte],
        dados,
      ),
    ),
  );
}
