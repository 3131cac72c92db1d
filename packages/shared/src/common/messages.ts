/** The spec's fixed texts (§4, §8), shared so that server, web and tests say the same thing. */
export const MENSAGENS = {
  tituloOps: 'Ops...',
  tituloAtencao: 'Atenção',
  falhaConexao:
    'Ocorreu uma falha na conexão de internet durante esta ação. Aguarde alguns minutos e tente novamente.',
  falhaConexaoLogin:
    'Ocorreu uma falha na conexão de internet ao efetuar o login. Aguarde alguns minutos e tente novamente.',
  falhaConexaoUpload:
    'Ocorreu uma falha na conexão de internet ao realizar o upload. Aguarde alguns minutos e tente novamente.',
  novaVersao: 'Uma nova versão do sistema foi encontrada. Por favor, atualize o seu navegador',
  confirmarSaida: 'Deseja realmente sair do sistema?',
  sessaoExpirando: 'Seu tempo de acesso está expirando!\nDeseja atualizar o seu login?',
  loginAtualizado: 'Login atualizado com sucesso!!!',
  credenciaisInvalidas: 'Usuário ou senha inválidos.',
  muitasTentativas:
    'Muitas tentativas de login sem sucesso. Aguarde alguns minutos e tente novamente.',
  usuarioBloqueado: 'Usuário bloqueado. Procure o administrador do sistema.',
  naoBloqueiaASiMesmo: 'Você não pode bloquear o seu próprio usuário.',
  soAtivoBloqueia: 'Só um usuário ativo pode ser bloqueado.',
  naoDesbloqueiaASiMesmo: 'Você não pode desbloquear o seu próprio usuário.',
  duasEtapasPropriaPeloMenu:
    'Para desativar a sua própria verificação em duas etapas, use o menu do seu usuário.',
  duasEtapasNaoAtivaNoUsuario: 'Este usuário não usa a verificação em duas etapas.',
  senhaPropriaPeloMenu:
    'Para alterar a sua própria senha, use "Alterar Senha" no menu do seu usuário.',
  senhaSoDeAtivo: 'Só um usuário ativo pode receber uma senha temporária.',
  senhaDeQuemPodeMais:
    'Você não pode definir a senha de um usuário com permissões que você não tem.',
  bloqueadoPorTentativas:
    'Acesso bloqueado neste dispositivo após muitas tentativas sem sucesso. Entre por um ' +
    'dispositivo que você já usou ou peça ao administrador que desbloqueie o seu usuário.',
  sessaoExpirada: 'Sua sessão expirou. Faça login novamente.',
  naoAutenticado: 'Faça login para continuar.',
  acessoNegado: 'Você não tem permissão para realizar esta ação.',
  naoEncontrado: 'Registro não encontrado.',
  rotaNaoEncontrada: 'Recurso não encontrado.',
  erroInterno: 'Ocorreu um erro inesperado. Tente novamente em alguns minutos.',
  corpoInvalido: 'O corpo da requisição não é um JSON válido.',
  corpoGrandeDemais: 'O corpo da requisição excede o tamanho máximo permitido.',
  tipoConteudoNaoSuportado: 'Tipo de conteúdo não suportado. Envie application/json.',
  muitasRequisicoes: 'Muitas requisições. Aguarde alguns instantes e tente novamente.',
  funcionalidadeIndisponivel: 'Esta funcionalidade ainda não está disponível.',
  senhaExpirada: 'Sua senha expirou. Altere a senha para continuar.',
  senhaAntigaNaoConfere: 'A senha antiga não confere.',
  novaSenhaIgualAtual: 'A nova senha deve ser diferente da atual.',
  senhaComum:
    'Esta senha é comum demais e fácil de adivinhar. Escolha outra, sem palavras como senha, ' +
    'mudar ou brasil seguidas de números.',
  bancoIndisponivel: 'Banco de dados indisponível.',
  valorForaDoIntervalo: 'Um dos valores informados está fora do intervalo aceito.',
  registroAlteradoEmParalelo:
    'Um registro referenciado foi alterado ou excluído ao mesmo tempo. Atualize a página e tente novamente.',
  caractereInvalido: 'O texto enviado contém um caractere inválido.',
  requisicaoInvalida: 'Requisição inválida.',
  cabecalhosGrandesDemais: 'Os cabeçalhos da requisição excedem o tamanho máximo permitido.',
  requisicaoDemorada: 'A requisição demorou demais para chegar. Tente novamente.',
} as const;
