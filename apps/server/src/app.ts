import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { MENSAGENS } from '@portal/shared/common/messages';
import { installZodPtBr } from '@portal/shared/common/zod-pt-br';
import { seedsDemoCarteira, type Config } from './config';
import type { Db } from './db/client';
import { createAgentesFinanceirosRepository } from './features/agentes-financeiros/repository';
import { agentesFinanceirosRoutes } from './features/agentes-financeiros/routes';
import { createAgentesFinanceirosService } from './features/agentes-financeiros/service';
import { createAuthRepository } from './features/auth/repository';
import { authRoutes } from './features/auth/routes';
import { createAuthService } from './features/auth/service';
import { createTokenSigner } from './features/auth/tokens';
import { createTwoStep } from './features/auth/two-step';
import { createTwoStepRepository } from './features/auth/two-step-repository';
import { twoStepRoutes } from './features/auth/two-step-routes';
import { createCidadesRepository } from './features/cidades/repository';
import { cidadesRoutes } from './features/cidades/routes';
import { createCidadesService } from './features/cidades/service';
import { createClientesRepository } from './features/clientes/repository';
import { clientesRoutes } from './features/clientes/routes';
import { createClientesService } from './features/clientes/service';
import { createDespachantesRepository } from './features/despachantes/repository';
import { despachantesRoutes } from './features/despachantes/routes';
import { createUsuariosRepository } from './features/usuarios/repository';
import { usuariosRoutes } from './features/usuarios/routes';
import { createUsuariosService } from './features/usuarios/service';
import { createDespachantesService } from './features/despachantes/service';
import { createGruposEconomicosRepository } from './features/grupos-economicos/repository';
import { gruposEconomicosRoutes } from './features/grupos-economicos/routes';
import { createGruposEconomicosService } from './features/grupos-economicos/service';
import { createPedidosConsultaRepository } from './features/pedidos-consulta/repository';
import { pedidosConsultaRoutes } from './features/pedidos-consulta/routes';
import { createPedidosConsultaService } from './features/pedidos-consulta/service';
import { createFornecedoresRepository } from './features/fornecedores/repository';
import { fornecedoresRoutes } from './features/fornecedores/routes';
import { createFornecedoresService } from './features/fornecedores/service';
import { healthRoutes } from './features/health/routes';
import { createEmailsRepository } from './features/emails/repository';
import { emailsRoutes } from './features/emails/routes';
import { createEmailsService } from './features/emails/service';
import { createMensagensRepository } from './features/mensagens/repository';
import { mensagensRoutes } from './features/mensagens/routes';
import { createMensagensService } from './features/mensagens/service';
import { defineEventosPurge } from './features/relatorios/jobs';
import { createRelatoriosRepository } from './features/relatorios/repository';
import { relatoriosRoutes } from './features/relatorios/routes';
import { createRelatoriosService } from './features/relatorios/service';
import { createMarcasModelosRepository } from './features/marcas-modelos/repository';
import { marcasModelosRoutes } from './features/marcas-modelos/routes';
import { createMarcasModelosService } from './features/marcas-modelos/service';
import { createFormTokens } from './features/pre-cadastro/form-token';
import { createPreCadastroRepository } from './features/pre-cadastro/repository';
import { preCadastroRoutes } from './features/pre-cadastro/routes';
import { createPreCadastroService } from './features/pre-cadastro/service';
import { createStatusPublicoRepository } from './features/status-publico/repository';
import { statusPublicoRoutes } from './features/status-publico/routes';
import { createStatusPublicoService } from './features/status-publico/service';
import { createServicosRepository } from './features/servicos/repository';
import { servicosRoutes } from './features/servicos/routes';
import { createServicosService } from './features/servicos/service';
import { createTerceirosGarantidoresRepository } from './features/terceiros-garantidores/repository';
import { terceirosGarantidoresRoutes } from './features/terceiros-garantidores/routes';
import { createTerceirosGarantidoresService } from './features/terceiros-garantidores/service';
import { validadoresRoutes } from './features/validadores/routes';
import { createVeiculosRepository } from './features/veiculos/repository';
import { veiculosRoutes } from './features/veiculos/routes';
import { createSimulador } from '@portal/detran-sim/simulador';
import { createDespacho } from './features/contratos/jobs';
import { createRegistrosDetranSimulador } from './features/contratos/registro-detran';
import { createContratosRepository } from './features/contratos/repository';
import { contratosRoutes } from './features/contratos/routes';
import { seedDemoCarteira } from './features/contratos/seed';
import { createContratosService } from './features/contratos/service';
import { createRascunhosRepository } from './features/contratos/rascunhos-repository';
import { rascunhosRoutes } from './features/contratos/rascunhos-routes';
import { createRascunhosService } from './features/contratos/rascunhos-service';
import { createCertidaoCodigos } from './features/contratos/certidao-codigo';
import { createCertidoesRepository } from './features/contratos/certidoes-repository';
import { certidoesRoutes } from './features/contratos/certidoes-routes';
import { createCertidoesService } from './features/contratos/certidoes-service';
import { createVeiculosService } from './features/veiculos/service';
import { gravamesRoutes } from './features/gravames/routes';
import { createGravamesRepository } from './features/gravames/repository';
import { createGravamesService } from './features/gravames/service';
import { createRegistroSngHttp } from './lib/registro/sng';
import { createEmailOutbox } from './lib/email/email-outbox';
import { createSecretBox } from './lib/secret-box';
import { createEmailSender } from './lib/email/email-sender';
import { AppError } from './lib/errors';
import { API_TAGS, documentTransform, routeTransform } from './lib/openapi';
import { createJobQueue } from './lib/jobs/job-queue';
import { trackInFlight } from './lib/in-flight';
import { serializeError, serializeRequest } from './lib/log-serializers';
import { createArquivoStore } from './lib/arquivos/store';
import { createDownloadLinks } from './lib/download-links';
import { createExporter } from './lib/export/exporter';
import { createExportacoesRepository } from './features/exportacoes/repository';
import { exportacoesRoutes } from './features/exportacoes/routes';
import { createExportacoesService } from './features/exportacoes/service';
import { contentSecurityPolicyFor, integracoesDe } from './lib/integracoes';
import { registerAuthorization } from './plugins/authorization';
import { registerErrorHandler } from './plugins/error-handler';
import { registerCompression, registerWebApp } from './plugins/delivery';

declare const __APP_VERSION__: string;

export interface AppDeps {
  config: Config;
  db: Db;
  authSecret: string;
  /** Set to false to quiet the logger (tests). */
  logger?: boolean;
  /**
   * Whether the hottest statements may run as named, prepared ones (`executeStatement`): on
   * PostgreSQL, never on the embedded database (its connections share one session). Off by
   * default.
   */
  preparedStatements?: boolean;
}

export { CONTENT_SECURITY_POLICY } from './lib/integracoes';

export async function buildApp({
  config,
  db,
  authSecret,
  logger = true,
  preparedStatements = false,
}: AppDeps) {
  installZodPtBr();
  const version = __APP_VERSION__;

  const app = Fastify({
    logger: logger && {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: serializeError, req: serializeRequest },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A hop count n trusts the n proxies nearest to the server (Fastify's own reading of a
    // number, which its types omit).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // A caller's x-request-id is kept only when it looks like one (it ends up in the logs).
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Errors Fastify raises before routing (a malformed URL...) get the §8 body too.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.status(400).send([{ mensagem: MENSAGENS.requisicaoInvalida }]);
    },
    // Requests Node's HTTP parser refuses (a malformed header line, bad chunked encoding, a
    // body cut short, headers over the size limit) never reach Fastify: answered here.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON only: any other body type answers 415, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of the hooks, so that every request that reaches Fastify is counted.
  const inFlight = trackInFlight(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are per user (tokens, the current user...): never kept by a cache.
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      reply.header('cache-control', 'no-store');
    }
  });

  // External plugins first, then the app's own (fastify/demo order).
  await app.register(helmet, {
    // No upgrade-insecure-requests: on an intranet served over plain HTTP it would rewrite
    // every script to https and leave a blank page. HSTS only when served over HTTPS.
    contentSecurityPolicy: {
      directives: { ...contentSecurityPolicyFor(config), upgradeInsecureRequests: null },
    },
    hsts: config.HSTS,
  });
  await registerCompression(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', MENSAGENS.muitasRequisicoes),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal da Registradora: API',
        description:
          'Registro de contratos de financiamento de veículos e gravames junto aos Detrans. ' +
          'Erros 4xx respondem uma lista de { mensagem } em português; um 400 traz uma ' +
          'mensagem por campo recusado, com o campo em `campo`. Chamadas autenticadas levam o ' +
          'token de `POST /api/auth/tokens` no cabeçalho `Authorization: Bearer <token>`.',
        version,
        contact: { name: 'Registradora: atendimento às instituições financeiras' },
        license: { name: 'Proprietária: uso restrito aos clientes da registradora' },
      },
      // Relative: the API answers under /api on whatever address serves the portal.
      servers: [{ url: '/', description: 'Este portal (a API responde sob /api)' }],
      tags: [...API_TAGS],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'O token de sessão de POST /api/auth/tokens.',
          },
        },
      },
    },
    transform: routeTransform,
    transformObject: documentTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  // Background work (pg-boss, on the app's pool) starts when the app is ready and stops, after
  // the running jobs finish, when it closes.
  const jobs = createJobQueue({
    db,
    log: app.log,
    runWorkers: config.PROCESSO !== 'api',
    superviseIntervalSeconds: config.JOBS_SUPERVISAO_SEGUNDOS,
  });
  const emailSender = createEmailSender({
    smtpUrl: config.SMTP_URL,
    from: config.EMAIL_FROM,
    outboxDir: join(config.DATA_DIR, 'emails'),
    log: app.log,
  });
  const emailOutbox = createEmailOutbox(jobs, emailSender, db);
  const authService = createAuthService(
    createAuthRepository(db),
    createTokenSigner(authSecret),
    {
      sessionMinutes: config.SESSION_MINUTES,
      maxFailures: config.LOGIN_MAX_FAILURES,
      maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      failureWindowMinutes: config.LOGIN_FAILURE_WINDOW_MINUTES,
      lockAfterFailures: config.LOGIN_LOCK_AFTER_FAILURES,
      frontVersion: version,
      maxRecoveryLinksPerHour: config.RECUPERAR_SENHA_MAX_LINKS_POR_HORA,
    },
    emailOutbox,
    createTwoStep(
      createTwoStepRepository(db),
      // Without a key of its own (development), one derived from the signing key.
      createSecretBox(config.TOTP_ENCRYPTION_KEY ?? authSecret, 'duas-etapas/segredo-totp'),
      emailOutbox,
    ),
  );
  registerAuthorization(app, authService.resolveSession);

  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    // Handlers of requests whose client went away still run: they finish first.
    await inFlight.drained();
    await jobs.stop();
    emailSender.close();
  });
  // After the jobs' hook: an in-process simulator closes once the running dispatches finished.
  const simuladorUrl = config.DETRAN_SIM_URL ?? (await startSimuladorInProcess(app));
  const registros = createRegistrosDetranSimulador(simuladorUrl);
  const sng = createRegistroSngHttp(config.SNG_URL ?? simuladorUrl, config.SNG_TIMEOUT_MS);
  const contratosRepository = createContratosRepository(db, { preparedStatements });
  const despacho = createDespacho({
    jobs,
    repository: contratosRepository,
    registros,
    options: {
      concorrenciaPorUf: config.DETRAN_CONCORRENCIA_POR_UF,
      lote: config.DESPACHO_LOTE,
      esperaMaximaSegundos: config.DESPACHO_ESPERA_MAXIMA_SEGUNDOS,
      intervaloSegundos: config.DESPACHO_INTERVALO_SEGUNDOS,
      expiracaoSegundos: config.DESPACHO_EXPIRACAO_SEGUNDOS,
    },
  });

  // Files in the database (lib/arquivos), and the one export pipeline every feature's export
  // goes through: above EXPORTACAO_LINHAS_IMEDIATAS rows, generated by a job into the store.
  const arquivos = createArquivoStore(db);
  const exporter = createExporter(db, {
    background: {
      jobs,
      arquivos,
      resolveUser: authService.resolveUser,
      linhasImediatas: config.EXPORTACAO_LINHAS_IMEDIATAS,
      retencaoDias: config.EXPORTACAO_RETENCAO_DIAS,
    },
  });

  const relatoriosRepository = createRelatoriosRepository(db);
  defineEventosPurge(jobs, relatoriosRepository, {
    retencaoDias: config.ACESSO_EVENTOS_RETENCAO_DIAS,
  });

  const certidaoCodigos = createCertidaoCodigos(authSecret);
  const contratosService = createContratosService(contratosRepository, despacho, certidaoCodigos);
  if (seedsDemoCarteira(config)) {
    // In the background, once the jobs run: the start does not wait for the Detrans. Closing
    // stops it between two orders, before the jobs and the pool stop.
    const fim = new AbortController();
    let carteira: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      carteira = seedDemoCarteira({
        service: contratosService,
        repository: contratosRepository,
        log: app.log,
        signal: fim.signal,
      }).catch((err: unknown) => app.log.error({ err }, 'demo portfolio failed'));
    });
    app.addHook('preClose', async () => {
      fim.abort();
      await carteira;
    });
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, {
        service: authService,
        loginRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
        renovacaoAutomatica: config.SESSAO_RENOVACAO_AUTOMATICA,
        integracoes: integracoesDe(config),
        recoveryRateLimitPerHour: config.RECUPERAR_SENHA_RATE_LIMIT_PER_HOUR,
        portalUrl: config.PORTAL_URL,
        isProduction: config.NODE_ENV === 'production',
        version,
      });
      await api.register(twoStepRoutes, {
        service: authService,
        loginRateLimitPerMinute: config.LOGIN_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(fornecedoresRoutes, {
        service: createFornecedoresService(createFornecedoresRepository(db), exporter),
      });
      await api.register(servicosRoutes, {
        service: createServicosService(createServicosRepository(db)),
      });
      await api.register(cidadesRoutes, {
        service: createCidadesService(createCidadesRepository(db)),
      });
      await api.register(clientesRoutes, {
        service: createClientesService(createClientesRepository(db)),
      });
      await api.register(gruposEconomicosRoutes, {
        service: createGruposEconomicosService(createGruposEconomicosRepository(db)),
      });
      await api.register(agentesFinanceirosRoutes, {
        service: createAgentesFinanceirosService(createAgentesFinanceirosRepository(db)),
      });
      await api.register(validadoresRoutes);
      await api.register(preCadastroRoutes, {
        service: createPreCadastroService({
          repository: createPreCadastroRepository(db),
          formTokens: createFormTokens({
            secret: authSecret,
            minFillSeconds: config.PRE_CADASTRO_MIN_FILL_SECONDS,
          }),
          outbox: emailOutbox,
          emailComercial: config.EMAIL_COMERCIAL.split(',').map((address) => address.trim()),
        }),
        rateLimitPerHour: config.PRE_CADASTRO_RATE_LIMIT_PER_HOUR,
      });
      await api.register(statusPublicoRoutes, {
        service: createStatusPublicoService(createStatusPublicoRepository(db)),
        rateLimitPerMinute: config.STATUS_PUBLICO_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(usuariosRoutes, {
        service: createUsuariosService(createUsuariosRepository(db), exporter, emailOutbox),
        publicRateLimitPerMinute: config.PUBLIC_USERNAME_RATE_LIMIT_PER_MINUTE,
        portalUrl: config.PORTAL_URL,
        isProduction: config.NODE_ENV === 'production',
      });
      await api.register(despachantesRoutes, {
        service: createDespachantesService(createDespachantesRepository(db)),
      });
      await api.register(terceirosGarantidoresRoutes, {
        service: createTerceirosGarantidoresService(createTerceirosGarantidoresRepository(db)),
      });
      await api.register(marcasModelosRoutes, {
        service: createMarcasModelosService(createMarcasModelosRepository(db)),
      });
      await api.register(veiculosRoutes, {
        service: createVeiculosService(createVeiculosRepository(db)),
      });
      await api.register(contratosRoutes, {
        service: contratosService,
      });
      await api.register(certidoesRoutes, {
        service: createCertidoesService(createCertidoesRepository(db), certidaoCodigos),
        rateLimitPerMinute: config.CERTIDAO_RATE_LIMIT_PER_MINUTE,
        portalUrl: config.PORTAL_URL,
      });
      await api.register(gravamesRoutes, {
        service: createGravamesService(createGravamesRepository(db), sng),
      });
      await api.register(rascunhosRoutes, {
        service: createRascunhosService(createRascunhosRepository(db)),
      });
      await api.register(pedidosConsultaRoutes, {
        service: createPedidosConsultaService(createPedidosConsultaRepository(db), exporter),
      });
      await api.register(mensagensRoutes, {
        service: createMensagensService(createMensagensRepository(db)),
      });
      await api.register(emailsRoutes, {
        service: createEmailsService(createEmailsRepository(db), emailOutbox),
      });
      await api.register(exportacoesRoutes, {
        service: createExportacoesService(
          createExportacoesRepository(db),
          arquivos,
          exporter,
          createDownloadLinks(authSecret),
          (sessaoId) => authService.resolveSessionById(sessaoId),
        ),
      });
      await api.register(relatoriosRoutes, {
        service: createRelatoriosService(relatoriosRepository, exporter),
        isProduction: config.NODE_ENV === 'production',
      });
    },
    { prefix: '/api' },
  );

  // The default is found from this file, which sits at the same depth in src/ and in dist/.
  await registerWebApp(app, config.WEB_DIST_DIR ?? join(import.meta.dirname, '../../web/dist'));
  return app;
}

/**
 * The answer to a request the HTTP parser could not read, in the §8 body: 431 for headers over
 * the size limit, 408 for a request that did not arrive in time, 400 for the rest. The socket is
 * closed after it (the connection's framing is lost). Node's own handler is the model: nothing
 * to do on a reset connection, and no answer once a response has begun on this socket.
 */
function answerClientError(this: FastifyInstance, error: Error, socket: Socket) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const [status, mensagem] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, MENSAGENS.cabecalhosGrandesDemais]
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MENSAGENS.requisicaoDemorada]
        : [400, MENSAGENS.requisicaoInvalida];
  this.log.debug({ err: error, statusCode: status }, 'malformed request refused');
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify([{ mensagem }]);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The registry simulator in the server's own process, on a loopback port of its own, for a
 * server started without DETRAN_SIM_URL (npm start, the tests): closed with the app.
 */
async function startSimuladorInProcess(app: FastifyInstance): Promise<string> {
  const simulador = createSimulador();
  const address = await simulador.app.listen({ port: 0, host: '127.0.0.1' });
  app.addHook('onClose', () => simulador.app.close());
  return address;
}
