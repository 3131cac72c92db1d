export const EXPORTACOES_LABELS = {
  lista: 'Minhas Exportações',
  introducao:
    'Exportações grandes demais para baixar na hora são geradas em segundo plano. Quando a ' +
    'situação for "Pronta", baixe o arquivo aqui; ele fica disponível até a data indicada. ' +
    'Só você vê as suas exportações.',
  protocolo: 'Protocolo',
  dados: 'Dados',
  formato: 'Formato',
  registros: 'Registros',
  tamanho: 'Tamanho',
  situacao: 'Situação',
  pedidaEm: 'Pedida em',
  disponivelAte: 'Disponível até',
  baixar: 'Baixar',
  baixarProtocolo: (protocolo: string) => `Baixar o arquivo da exportação ${protocolo}`,
  baixando: (protocolo: string) =>
    `Download do arquivo da exportação ${protocolo} iniciado: acompanhe-o no seu navegador.`,
} as const;
