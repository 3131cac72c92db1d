/** The pt-BR text of the administrative messages and the notifications. */
export const MENSAGEM_LABELS = {
  titulo: 'Título',
  texto: 'Texto',
  destino: 'Destinatários',
  perfil: 'Perfil',
  cliente: 'Cliente',
  clientePerfil: 'Só os usuários deste cliente (opcional)',
  dataInicio: 'Exibir de',
  dataFim: 'Exibir até',
  periodo: 'Período',
  leituras: 'Lida por',
  situacao: 'Situação',
  vigente: 'Em vigor',
  foraDoPeriodo: 'Fora do período',
  todas: 'Todas',
  lista: 'Mensagens administrativas',
  novo: 'Nova mensagem',
  tituloNovo: 'Nova mensagem',
  tituloEditar: 'Editar mensagem',
  tituloVisualizar: 'Mensagem',
  tituloExcluir: 'Excluir mensagem',
  confirmarExclusao: (titulo: string) =>
    `Deseja excluir a mensagem "${titulo}"? Ela deixa de aparecer para todos.`,
  publicada: 'Mensagem publicada com sucesso!',
  alterada: 'Mensagem alterada com sucesso!',
  excluida: 'Mensagem excluída com sucesso!',
  nenhum: 'Nenhum registro encontrado',
  semPermissao: 'Você não tem permissão para publicar mensagens.',
  usuarios: (n: number) => (n === 1 ? '1 usuário' : `${n} usuários`),
  // Notifications (top bar).
  notificacoes: 'Notificações',
  notificacoesNaoLidas: (n: number) =>
    n === 0
      ? 'Notificações'
      : n === 1
        ? 'Notificações: 1 não lida'
        : `Notificações: ${n} não lidas`,
  semNotificacoes: 'Nenhuma mensagem no momento.',
  marcarLida: 'Marcar como lida',
  marcarLidaDe: (titulo: string) => `Marcar "${titulo}" como lida`,
  marcarTodas: 'Marcar todas como lidas',
  lida: 'Lida',
  nova: 'Nova',
} as const;
