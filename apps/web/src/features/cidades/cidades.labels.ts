/** The pt-BR texts of the Cidades page. */
export const CIDADE_LABELS = {
  lista: 'Municípios',
  uf: 'UF',
  nome: 'Município',
  nomePlaceholder: 'Nome ou parte do nome',
  todasUfs: 'Todas as UFs',
  codigoIbge: 'Código IBGE',
  falha: 'Não foi possível carregar os municípios.',
  fonte: 'Municípios do IBGE. Somente consulta: a tabela é carregada pelo sistema.',
  ordenarPor: (coluna: string) => `Ordenar por ${coluna}`,
} as const;
