/*
 * No zod here: the public pre-registration page shows the UF names without downloading zod
 * (it loads zod only to validate). The UF's schema is in `uf-schema.ts`.
 */

/**
 * The 27 federative units, each with its own Detran: the state's name and the two-digit IBGE
 * code that opens the seven-digit code of every municipality in it (IBGE's table of UFs).
 * In alphabetical order of the abbreviation, the order every list shows them in.
 */
export const UF_TABELA = {
  AC: { nome: 'Acre', codigoIbge: '12' },
  AL: { nome: 'Alagoas', codigoIbge: '27' },
  AM: { nome: 'Amazonas', codigoIbge: '13' },
  AP: { nome: 'Amapá', codigoIbge: '16' },
  BA: { nome: 'Bahia', codigoIbge: '29' },
  CE: { nome: 'Ceará', codigoIbge: '23' },
  DF: { nome: 'Distrito Federal', codigoIbge: '53' },
  ES: { nome: 'Espírito Santo', codigoIbge: '32' },
  GO: { nome: 'Goiás', codigoIbge: '52' },
  MA: { nome: 'Maranhão', codigoIbge: '21' },
  MG: { nome: 'Minas Gerais', codigoIbge: '31' },
  MS: { nome: 'Mato Grosso do Sul', codigoIbge: '50' },
  MT: { nome: 'Mato Grosso', codigoIbge: '51' },
  PA: { nome: 'Pará', codigoIbge: '15' },
  PB: { nome: 'Paraíba', codigoIbge: '25' },
  PE: { nome: 'Pernambuco', codigoIbge: '26' },
  PI: { nome: 'Piauí', codigoIbge: '22' },
  PR: { nome: 'Paraná', codigoIbge: '41' },
  RJ: { nome: 'Rio de Janeiro', codigoIbge: '33' },
  RN: { nome: 'Rio Grande do Norte', codigoIbge: '24' },
  RO: { nome: 'Rondônia', codigoIbge: '11' },
  RR: { nome: 'Roraima', codigoIbge: '14' },
  RS: { nome: 'Rio Grande do Sul', codigoIbge: '43' },
  SC: { nome: 'Santa Catarina', codigoIbge: '42' },
  SE: { nome: 'Sergipe', codigoIbge: '28' },
  SP: { nome: 'São Paulo', codigoIbge: '35' },
  TO: { nome: 'Tocantins', codigoIbge: '17' },
} as const satisfies Record<string, { nome: string; codigoIbge: string }>;

/** A federative unit's abbreviation ('SP'). */
export type Uf = keyof typeof UF_TABELA;

/** The 27 abbreviations in alphabetical order. */
export const UFS = Object.keys(UF_TABELA) as [Uf, ...Uf[]];

/**
 * The 27 abbreviations in the order of their IBGE codes (North first: RO, AC, AM...). Some
 * lists have always shown this order; they keep it so that nothing a person sees moves.
 */
export const UFS_ORDEM_IBGE = [...UFS].sort(
  // Numbers, not localeCompare: this runs as the public pages load, and a first localeCompare
  // sets up the browser's collation tables (tens of milliseconds on a slow phone).
  (a, b) => Number(UF_TABELA[a].codigoIbge) - Number(UF_TABELA[b].codigoIbge),
) as [Uf, ...Uf[]];

/** The value is one of the 27 abbreviations. */
export function isUf(value: string): value is Uf {
  return Object.hasOwn(UF_TABELA, value);
}

/** The state's name ('São Paulo'); what is not a UF comes back as it is. */
export function nomeDaUf(uf: string): string {
  return isUf(uf) ? UF_TABELA[uf].nome : uf;
}

/** How a UF reads wherever a person chooses one: 'SP - São Paulo'. */
export function ufLabel(uf: Uf): string {
  return `${uf} - ${UF_TABELA[uf].nome}`;
}

/** The options of a UF select ('SP - São Paulo'), alphabetical unless `ufs` says otherwise. */
export function ufOptions(ufs: readonly Uf[] = UFS): { value: Uf; label: string }[] {
  return ufs.map((uf) => ({ value: uf, label: ufLabel(uf) }));
}
