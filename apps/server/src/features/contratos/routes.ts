import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACOES_PESSOA,
  ALTERACAO_STATUS,
  PEDIDO_STATUS_CODIGOS,
} from '@portal/shared/contratos/pedido-estados';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  certidaoDisponibilidadeSchema,
  chassiTipoServicoParamsSchema,
  contratoChassiFiltroSchema,
  detranFormularioSchema,
  detranRegrasContratoSchema,
  justificativaSchema,
  pedidoDocumentoSchema,
  pedidoPagamentoSchema,
  pedidoContratoSchema,
  pedidoHistoricoItemSchema,
  pedidoNumeroContratoSchema,
  pedidoSchema,
  pedidoTaxaSchema,
  protocoloParamsSchema,
  protocoloTipoServicoParamsSchema,
  registroResultadoSchema,
} from '@portal/shared/contratos/pedido-schemas';
import {
  aditivoInputSchema,
  contratoAlteracaoSchema,
  contratoInputSchema,
  registroEdicaoSchema,
} from '@portal/shared/contratos/schemas';
import { authOf } from '../../lib/auth-context';
import { answer, badRequest, conflict, forbidden, notFound } from '../../lib/openapi';
import { ALTERACAO_STATUS_DESTINOS, type ContratosService } from './service';

const tags = ['contratos'];

const ESTADO_RECUSA =
  'O estado do pedido não admite a ação (a mensagem diz por quê), ou outra ação o mudou ao mesmo tempo.';

/**
 * Contract registration and the orders it creates (spec §7 "Contracts and orders";
 * docs/contratos.md). A client's user works on its client's orders, a Detran's user reads the
 * orders sent to its Detran. Actions that change an order are POSTs, never GETs: a prefetch or a
 * crawler must not release a lien.
 */
export const contratosRoutes: FastifyPluginAsyncZod<{ service: ContratosService }> = async (
  app,
  { service },
) => {
  app.post(
    '/contratos/registrar',
    {
      config: { access: 'CONTRATO_REGISTRAR' },
      schema: {
        operationId: 'registerContrato',
        tags,
        summary: 'Registra um contrato de financiamento (operação 1) e cria o seu pedido',
        description:
          'Valida o contrato (campos e regras entre campos, docs/contratos.md), confere que o ' +
          'agente financeiro é do cliente, que há Detran ativo na UF dos veículos e que as ' +
          'marcas/modelos existem, e cria o pedido com o seu protocolo e a taxa do Detran em ' +
          'vigor. clienteId é obrigatório para a registradora.',
        body: contratoInputSchema,
        response: {
          201: answer(registroResultadoSchema, 'O pedido criado: mensagem e protocolo.'),
          ...badRequest(
            'Campo inválido ou ausente; agente financeiro de outro cliente; UF sem Detran ' +
              'ativo; marca/modelo fora do catálogo.',
          ),
          ...forbidden('Um usuário de fornecedor não registra contratos.'),
          ...conflict(
            'Este contrato já foi enviado para o mesmo chassi: a mensagem diz o protocolo.',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.register(authOf(request), request.body)),
  );

  const ORIGINAL_RECUSADO =
    'O contrato (ou, numa alteração de aditivo, o aditivo) não está registrado no Detran, ou ' +
    'outro pedido do mesmo contrato ainda aguarda o Detran: a mensagem diz qual.';
  const ORIGINAL_INVALIDO =
    'Campo inválido ou ausente; número do contrato ou UF diferentes dos do registro; agente ' +
    'financeiro de outro cliente; marca/modelo fora do catálogo.';

  app.post(
    '/contratos/alterar',
    {
      config: { access: 'CONTRATO_EDITAR' },
      schema: {
        operationId: 'updateContrato',
        tags,
        summary: 'Altera um contrato registrado (operação 2): um novo pedido ao Detran',
        description:
          'protocoloOriginal nomeia um pedido do contrato registrado; o novo pedido entra na ' +
          'cadeia do registro (pedidoOriginalId), com o mesmo número de contrato e o mesmo ' +
          'Detran, e é enviado como um registro. O Detran recusa (motivo 401) a alteração de ' +
          'um contrato que não registrou.',
        body: contratoAlteracaoSchema,
        response: {
          201: answer(registroResultadoSchema, 'O pedido criado: mensagem e protocolo.'),
          ...badRequest(ORIGINAL_INVALIDO),
          ...forbidden('Um usuário de fornecedor não altera contratos.'),
          ...notFound('O pedido original'),
          ...conflict(ORIGINAL_RECUSADO),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.change(authOf(request), request.body)),
  );

  const aditivos = [
    {
      path: '/contratos/aditivo/registrar',
      access: 'CONTRATO_REGISTRAR',
      operationId: 'registerAditivo',
      summary: 'Registra um aditivo a um contrato registrado (operação 3)',
      description:
        'protocoloOriginal nomeia um pedido do contrato registrado; o aditivo vai ao mesmo ' +
        'Detran, com o mesmo número de contrato.',
      executa: service.registerAditivo,
    },
    {
      path: '/contratos/aditivo/alterar',
      access: 'CONTRATO_EDITAR',
      operationId: 'updateAditivo',
      summary: 'Altera um aditivo registrado (operação 4)',
      description:
        'protocoloOriginal nomeia o pedido do aditivo registrado (operação 3 ou 4); o número ' +
        'do aditivo e o do contrato são os dele.',
      executa: service.changeAditivo,
    },
  ] as const;
  for (const { path, access, operationId, summary, description, executa } of aditivos) {
    app.post(
      path,
      {
        config: { access },
        schema: {
          operationId,
          tags,
          summary,
          description,
          body: aditivoInputSchema,
          response: {
            201: answer(registroResultadoSchema, 'O pedido criado: mensagem e protocolo.'),
            ...badRequest(ORIGINAL_INVALIDO),
            ...forbidden('Um usuário de fornecedor não registra aditivos.'),
            ...notFound('O pedido original'),
            ...conflict(ORIGINAL_RECUSADO),
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await executa(authOf(request), request.body)),
    );
  }

  app.get(
    '/contratos/protocolo/:protocolo',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getPedido',
        tags,
        summary: 'Um pedido pelo protocolo',
        description:
          'O pedido, a sua situação, os motivos do Detran se houver, as taxas e as ações que o ' +
          'usuário pode tomar agora.',
        params: protocoloParamsSchema,
        response: {
          200: answer(pedidoSchema, 'O pedido.'),
          ...badRequest('O protocolo não tem 14 dígitos.'),
          ...notFound('O pedido'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.protocolo),
  );

  app.get(
    '/contratos/protocolo/:protocolo/contrato',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getPedidoContrato',
        tags,
        summary: 'O contrato que um pedido leva ao Detran',
        description:
          'Os dados do contrato como foram enviados ou corrigidos por último, com a versão do ' +
          'pedido: o ponto de partida de uma correção (registros/editar) ou de um aditivo.',
        params: protocoloParamsSchema,
        response: {
          200: answer(pedidoContratoSchema, 'O contrato do pedido.'),
          ...badRequest('O protocolo não tem 14 dígitos.'),
          ...notFound('O pedido'),
        },
      },
    },
    (request) => service.contrato(authOf(request), request.params.protocolo),
  );

  app.get(
    '/contratos/protocolo/:protocolo/historico',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'listPedidoHistorico',
        tags,
        summary: 'O histórico de um pedido',
        description:
          'Cada passo do pedido, do mais antigo ao mais novo: quando, quem, de que ' +
          'situação para qual e por quê.',
        params: protocoloParamsSchema,
        response: {
          200: answer(z.array(pedidoHistoricoItemSchema), 'Os passos, em ordem.'),
          ...badRequest('O protocolo não tem 14 dígitos.'),
          ...notFound('O pedido'),
        },
      },
    },
    (request) => service.historico(authOf(request), request.params.protocolo),
  );

  app.get(
    '/contratos/protocolo/:protocolo/ultimo',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getUltimoPedidoDoContrato',
        tags,
        summary: 'O pedido mais recente do contrato de um pedido',
        description:
          'A cadeia de um contrato é o pedido do registro e as alterações e aditivos que se ' +
          'referem a ele; responde o mais novo que o usuário vê (o próprio pedido, se for o único).',
        params: protocoloParamsSchema,
        response: {
          200: answer(pedidoSchema, 'O pedido mais recente da cadeia.'),
          ...badRequest('O protocolo não tem 14 dígitos.'),
          ...notFound('O pedido'),
        },
      },
    },
    (request) => service.ultimo(authOf(request), request.params.protocolo),
  );

  app.get(
    '/contratos/protocolo/:protocolo/documentos',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'listPedidoDocumentos',
        tags,
        summary: 'Os documentos (imagens) de um pedido',
        description:
          'Os documentos enviados para o pedido, dos tipos de TIPOS_DOCUMENTO_CONTRATO. O envio ' +
          'de documentos ainda não existe: a lista de um pedido visível é vazia.',
        params: protocoloParamsSchema,
        response: {
          200: answer(z.array(pedidoDocumentoSchema), 'Os documentos do pedido.'),
          ...badRequest('O protocolo não tem 14 dígitos.'),
          ...notFound('O pedido'),
        },
      },
    },
    (request) => service.documentos(authOf(request), request.params.protocolo),
  );

  app.get(
    '/contratos/protocolo/:protocolo/tipoServico/:tipoServico',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getUltimoPedidoDoContratoPorTipoServico',
        tags,
        summary: 'O pedido mais recente de um tipo de serviço no contrato de um pedido',
        description:
          'Na cadeia do contrato (o registro, as alterações e os aditivos), o pedido mais novo ' +
          'da operação pedida (1 a 4).',
        params: protocoloTipoServicoParamsSchema,
        response: {
          200: answer(pedidoSchema, 'O pedido mais recente daquela operação.'),
          ...badRequest('Protocolo ou tipo de serviço inválidos.'),
          ...notFound('O pedido ou um pedido daquela operação no contrato'),
        },
      },
    },
    (request) =>
      service.ultimoDaCadeiaPorOperacao(
        authOf(request),
        request.params.protocolo,
        request.params.tipoServico,
      ),
  );

  app.get(
    '/contratos/chassi/:chassi/tipoServico/:tipoServico',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getUltimoPedidoDoChassiPorTipoServico',
        tags,
        summary: 'O pedido mais recente de um tipo de serviço para um chassi',
        description: 'Entre os pedidos que o usuário vê, o mais novo daquela operação (1 a 4).',
        params: chassiTipoServicoParamsSchema,
        response: {
          200: answer(pedidoSchema, 'O pedido mais recente.'),
          ...badRequest('Chassi ou tipo de serviço inválidos.'),
          ...notFound('Um pedido daquela operação para o chassi'),
        },
      },
    },
    (request) =>
      service.ultimoPorChassi(authOf(request), request.params.chassi, {
        operacao: request.params.tipoServico,
      }),
  );

  app.post(
    '/contratos/ultimoPorContratoChassi',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getUltimoPedidoPorContratoChassi',
        tags,
        summary: 'O pedido mais recente de um contrato e chassi',
        description:
          'Uma consulta (POST: o chassi e o contrato ficam fora da URL e dos logs de acesso): ' +
          'entre os pedidos que o usuário vê, o mais novo que leva aquele chassi naquele contrato.',
        body: contratoChassiFiltroSchema,
        response: {
          200: answer(pedidoSchema, 'O pedido mais recente.'),
          ...badRequest('Número do contrato ou chassi inválidos.'),
          ...notFound('Um pedido daquele contrato e chassi'),
        },
      },
    },
    (request) =>
      service.ultimoPorChassi(authOf(request), request.body.chassi, {
        numeroContrato: request.body.numeroContrato,
      }),
  );

  app.get(
    '/contratos/podeGerarCertidao/:protocolo',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getCertidaoDisponibilidade',
        tags,
        summary: 'Se o pedido admite certidão agora, e qual',
        description:
          'Certidão do registro enquanto o contrato está registrado; de quitação depois da ' +
          'baixa; nenhuma antes do registro ou depois do cancelamento. Gerar exige GERA_CERTIDAO.',
        params: protocoloParamsSchema,
        response: {
          200: answer(certidaoDisponibilidadeSchema, 'Se pode, qual certidão e por quê.'),
          ...badRequest('O protocolo não tem 14 dígitos.'),
          ...notFound('O pedido'),
        },
      },
    },
    (request) => service.podeGerarCertidao(authOf(request), request.params.protocolo),
  );

  app.get(
    '/contratos/pedido-foi-pao/:protocolo',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getPedidoPagamento',
        tags,
        summary: 'Se a taxa do Detran do pedido foi paga',
        description:
          '"Foi pago" (o nome da chamada vem do portal anterior): o Detran só registra com a ' +
          'taxa paga, então um pedido que ele registrou (e o que segue um registro: baixa, ' +
          'cancelamento no Detran) tem a taxa paga; antes disso, recusado ou cancelado, não.',
        params: protocoloParamsSchema,
        response: {
          200: answer(pedidoPagamentoSchema, 'Se foi pago, a taxa e por quê.'),
          ...badRequest('O protocolo não tem 14 dígitos.'),
          ...notFound('O pedido'),
        },
      },
    },
    (request) => service.pagamento(authOf(request), request.params.protocolo),
  );

  app.get(
    '/form/contrato/detran/:id',
    {
      config: { access: 'CONTRATO_REGISTRAR' },
      schema: {
        operationId: 'getDetranRegrasContrato',
        tags,
        summary: 'As regras do formulário de contrato de um Detran',
        description:
          'Os campos opcionais do contrato que este Detran exige (por exemplo RENAVAM e placa ' +
          'no Detran-PR). São os da tabela REGRAS_CONTRATO_DETRAN de packages/shared, a mesma ' +
          'que o esquema do contrato aplica: um registro sem um deles é recusado (400) com a ' +
          'mensagem sob o campo.',
        params: idParamsSchema,
        response: {
          200: answer(detranRegrasContratoSchema, 'As regras do Detran.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O Detran'),
        },
      },
    },
    (request) => service.regrasDoDetran(authOf(request), request.params.id),
  );

  app.get(
    '/form/detran/:id',
    {
      config: { access: 'CONTRATO_REGISTRAR' },
      schema: {
        operationId: 'getDetranFormulario',
        tags,
        summary: 'Um Detran e as suas taxas em vigor hoje, para o formulário de contrato',
        description:
          'O nome, a UF, se recebe pedidos e a taxa em vigor hoje de cada operação (1 a 4): a ' +
          'que o pedido registrará.',
        params: idParamsSchema,
        response: {
          200: answer(detranFormularioSchema, 'O Detran e as suas taxas.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O Detran'),
        },
      },
    },
    (request) => service.formularioDoDetran(authOf(request), request.params.id),
  );

  const XML = 'application/xml; charset=utf-8';

  app.get(
    '/contratos/fila-broker-xml/:protocolo',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getPedidoXmlDoEnvio',
        tags,
        summary: 'O XML do que o envio manda (ou mandou por último) ao Detran do pedido',
        description:
          'O adaptador de registro fala JSON com o Detran (hoje, o simulador); esta é a ' +
          'versão em XML do mesmo corpo (operação, número do contrato, veículos e o contrato), ' +
          'com o protocolo, a UF e a situação do pedido como atributos. A operação é a que a ' +
          'situação leva: a do pedido (1 a 4), ou BAIXA/CANCELAMENTO enquanto enviados.',
        params: protocoloParamsSchema,
        // Sent as it is (never serialized): documented as application/xml.
        response: {
          200: {
            description: 'O XML (UTF-8).',
            content: { 'application/xml': { schema: z.string() } },
          },
          ...badRequest('O protocolo não tem 14 dígitos.'),
          ...notFound('O pedido'),
        },
      },
    },
    async (request, reply) =>
      reply.type(XML).send(await service.xmlDoEnvio(authOf(request), request.params.protocolo)),
  );

  app.get(
    '/taxa-ba-xml/:protocolo',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'getPedidoTaxaBaXml',
        tags,
        summary: 'O documento da taxa do Detran-BA de um pedido, em XML',
        description:
          'O que a guia de pagamento da taxa (DAE, emitido pela SEFAZ-BA) precisa: órgão, ' +
          'serviço, valor da taxa do pedido, contribuinte (o credor), contrato, chassis e ' +
          'devedor. Só para um pedido ao Detran-BA, com taxa, não cancelado.',
        params: protocoloParamsSchema,
        response: {
          200: {
            description: 'O documento em XML (UTF-8).',
            content: { 'application/xml': { schema: z.string() } },
          },
          ...badRequest('O protocolo não tem 14 dígitos.'),
          ...notFound('O pedido'),
          ...conflict('O pedido não é do Detran-BA, foi cancelado ou não tem taxa do Detran.'),
        },
      },
    },
    async (request, reply) =>
      reply.type(XML).send(await service.taxaBaXml(authOf(request), request.params.protocolo)),
  );

  const acoes = [
    {
      path: '/pedidos/baixa/:protocolo',
      acao: 'BAIXAR',
      operationId: 'releasePedido',
      summary: 'Dá baixa num pedido registrado (baixa já feita no Detran)',
    },
    {
      path: '/pedidos/cancelar/:protocolo',
      acao: 'CANCELAR',
      operationId: 'cancelPedido',
      summary: 'Cancela um pedido que o Detran não registrou',
    },
    {
      path: '/pedidos/baixarDetran/:protocolo',
      acao: 'BAIXAR_DETRAN',
      operationId: 'releasePedidoNoDetran',
      summary: 'Envia ao Detran a baixa do gravame de um pedido registrado',
    },
    {
      path: '/pedidos/cancelarDetran/:protocolo',
      acao: 'CANCELAR_DETRAN',
      operationId: 'cancelPedidoNoDetran',
      summary: 'Envia ao Detran o cancelamento de um registro (a operação não se realizou)',
    },
    {
      path: '/pedidos/reprocessar/:protocolo',
      acao: 'REPROCESSAR',
      operationId: 'reprocessPedido',
      summary: 'Envia de novo ao Detran um pedido recusado ou que aguarda o Detran',
    },
  ] as const;
  for (const { path, acao, operationId, summary } of acoes) {
    app.post(
      path,
      {
        config: { access: ACOES_PESSOA[acao].permissao },
        schema: {
          operationId,
          tags,
          summary,
          description:
            'Muda a situação do pedido conforme o ciclo de vida (docs/contratos.md) e registra ' +
            'quem, quando e por quê (a justificativa) no histórico.',
          params: protocoloParamsSchema,
          body: justificativaSchema,
          response: {
            200: answer(pedidoSchema, 'O pedido na nova situação.'),
            ...badRequest('O protocolo não tem 14 dígitos, ou a justificativa é inválida.'),
            ...notFound('O pedido'),
            ...conflict(ESTADO_RECUSA),
          },
        },
      },
      (request) =>
        service.performAcao(
          authOf(request),
          request.params.protocolo,
          acao,
          request.body.justificativa,
        ),
    );
  }

  app.post(
    '/registros/editar',
    {
      config: { access: ACOES_PESSOA.EDITAR_REGISTRO.permissao },
      schema: {
        operationId: 'updateRegistro',
        tags,
        summary: 'Corrige os dados de um pedido que o Detran ainda não registrou',
        description:
          'Para um pedido recebido, aguardando o Detran ou não registrado (inconsistência). ' +
          'versao é a do pedido lido: se ele mudou depois, 409. O cliente, o número do ' +
          'contrato, a UF do Detran e o pedido original não mudam aqui. O histórico guarda ' +
          'cada campo alterado (antes e depois). A correção não reenvia o pedido: um pedido ' +
          'não registrado vai de novo ao Detran com pedidos/reprocessar; um que ainda está ' +
          'com o envio sai com os dados corrigidos.',
        body: registroEdicaoSchema,
        response: {
          200: answer(pedidoSchema, 'O pedido corrigido.'),
          ...badRequest(
            'Campo inválido ou ausente; número do contrato ou UF mudados; agente financeiro de ' +
              'outro cliente; marca/modelo fora do catálogo; nenhum dado alterado.',
          ),
          ...notFound('O pedido'),
          ...conflict(
            `${ESTADO_RECUSA} Também: o pedido mudou depois de lido (versao), ou um chassi ` +
              'novo já está num registro vigente do mesmo contrato (a mensagem diz o protocolo).',
          ),
        },
      },
    },
    (request) => service.editRegistro(authOf(request), request.body),
  );

  app.post(
    '/pedidos/alterarNumeroContrato',
    {
      config: { access: ACOES_PESSOA.ALTERAR_NUMERO_CONTRATO.permissao },
      schema: {
        operationId: 'updateNumeroContratoPedido',
        tags,
        summary: 'Altera o número do contrato de um registro que o Detran ainda não registrou',
        description:
          'Só para um pedido de registro (operação 1) recebido, aguardando o Detran ou não ' +
          'registrado, com justificativa; o histórico guarda o número anterior e o novo.',
        body: pedidoNumeroContratoSchema,
        response: {
          200: answer(pedidoSchema, 'O pedido com o novo número.'),
          ...badRequest(
            'Protocolo, número ou justificativa inválidos; o número atual; um pedido de ' +
              'alteração ou de aditivo.',
          ),
          ...notFound('O pedido'),
          ...conflict(
            `${ESTADO_RECUSA} Também: o novo número já tem um registro vigente para um dos ` +
              'chassis (a mensagem diz o protocolo).',
          ),
        },
      },
    },
    (request) => service.changeNumeroContrato(authOf(request), request.body),
  );

  app.post(
    '/pedidos/alterarTaxa',
    {
      config: { access: ACOES_PESSOA.ALTERAR_TAXA.permissao },
      schema: {
        operationId: 'updateTaxaPedido',
        tags,
        summary: 'Altera a taxa do Detran e/ou o preço da registradora de um pedido',
        description:
          'Com justificativa, em qualquer situação menos cancelado; o histórico guarda cada ' +
          'valor antes e depois.',
        body: pedidoTaxaSchema,
        response: {
          200: answer(pedidoSchema, 'O pedido com os novos valores.'),
          ...badRequest('Protocolo, valores ou justificativa inválidos; nenhum valor novo.'),
          ...notFound('O pedido'),
          ...conflict(ESTADO_RECUSA),
        },
      },
    },
    (request) => service.changeTaxa(authOf(request), request.body),
  );

  app.post(
    '/pedidos/protocolo/:protocolo/statusnovo/:status',
    {
      config: { access: ALTERACAO_STATUS.permissao },
      schema: {
        operationId: 'updateStatusPedido',
        tags,
        summary: 'Altera a situação de um pedido à mão, com justificativa',
        description:
          `Para quando a resposta do Detran chegou por outro meio. Situações possíveis: ` +
          `${ALTERACAO_STATUS_DESTINOS}. A justificativa fica no histórico.`,
        params: protocoloParamsSchema.extend({ status: z.enum(PEDIDO_STATUS_CODIGOS) }),
        body: justificativaSchema,
        response: {
          200: answer(pedidoSchema, 'O pedido na nova situação.'),
          ...badRequest('Protocolo, situação ou justificativa inválidos.'),
          ...notFound('O pedido'),
          ...conflict(ESTADO_RECUSA),
        },
      },
    },
    (request) =>
      service.changeStatus(
        authOf(request),
        request.params.protocolo,
        request.params.status,
        request.body.justificativa,
      ),
  );
};
