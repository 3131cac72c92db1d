import type { SituacaoGravame } from '@portal/shared/gravames/schemas';

/** The lien lookup's words (spec §2.4 gravame/consulta). */
export const GRAVAME_LABELS = {
  introducao:
    'Consulte no SNG (Sistema Nacional de Gravames, da B3) a situação do gravame de um veículo pelo chassi.',
  chassi: 'Chassi',
  chassiDescricao: '17 caracteres (até 21 se remarcado), sem I, O ou Q.',
  consultar: 'Consultar',
  resultado: (chassi: string) => `Gravame do chassi ${chassi}`,
  situacao: 'Situação',
  numeroGravame: 'Número do gravame',
  informante: 'Informante',
  tipoRestricao: 'Tipo de restrição',
  dataInclusao: 'Incluído em',
  dataBaixa: 'Baixado em',
  consultadoEm: 'Consultado no SNG em',
  naoSeAplica: 'Não se aplica',
  falhaTitulo: 'SNG indisponível',
  falhaGenerica: 'Não foi possível consultar o SNG agora. Tente novamente em alguns minutos.',
  carregando: 'Consultando o SNG',
  cliente: 'Em nome do cliente',
  clienteDescricao: 'O participante do SNG: sem ele, não se sabe de quem é um gravame ativo.',
  clientePlaceholder: 'Nenhum (participante não identificado)',
} as const;

/** What each situation means for the person who asked, and the badge's color. */
export const SITUACAO_GRAVAME_TEXTOS: Record<SituacaoGravame, { explicacao: string; cor: string }> =
  {
    ATIVO_PARTICIPANTE: {
      explicacao:
        'O gravame está ativo e foi incluído pela sua instituição: o contrato pode ser registrado no Detran.',
      cor: 'teal',
    },
    ATIVO_OUTRO_PARTICIPANTE: {
      explicacao:
        'O veículo tem um gravame ativo de outra instituição financeira: ele precisa ser baixado antes de um novo.',
      cor: 'orange',
    },
    ATIVO: {
      explicacao:
        'O veículo tem um gravame ativo no SNG. A consulta não foi feita em nome de um cliente, por isso o SNG não diz de que instituição ele é: escolha o cliente e consulte de novo.',
      cor: 'blue',
    },
    INATIVO: {
      explicacao: 'O gravame deste chassi foi baixado ou cancelado: não há restrição ativa no SNG.',
      cor: 'gray',
    },
    NAO_ENCONTRADO: {
      explicacao:
        'Nenhum gravame foi encontrado no SNG para este chassi. Confira a digitação ou faça o apontamento antes de registrar o contrato.',
      cor: 'red',
    },
  };
