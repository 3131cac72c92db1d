/** What the pre-registration page says (spec §2.2, §5). */
export const PRE_CADASTRO_LABELS = {
  titulo: 'Pré-cadastro',
  introducao:
    'Conte quem é você e em quais estados a sua instituição atua: a nossa equipe comercial entra em contato para apresentar o portal e o credenciamento junto aos Detrans.',
  nome: 'Nome',
  telefone: 'Telefone',
  email: 'E-mail',
  razaoSocial: 'Razão social',
  cnpj: 'CNPJ',
  estados: 'Estados em que atua',
  selecionarTodos: 'Selecionar todos',
  enviar: 'Enviar pré-cadastro',
  voltar: 'Voltar para o início',
  obrigatorios: 'Todos os campos, exceto os estados, são obrigatórios.',
  /** The invisible anti-spam field: people never see it (screen readers skip it too). */
  site: 'Deixe este campo em branco',
  formularioIndisponivel:
    'Não foi possível preparar o formulário. Verifique a sua conexão: tentaremos de novo automaticamente.',
} as const;
