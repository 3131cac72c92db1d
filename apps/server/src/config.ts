import { isIP } from 'node:net';
import { z } from 'zod';
import { zodPtBrErrorMap } from '@portal/shared/common/zod-pt-br';
import { PRE_CADASTRO_ESPERA_MAXIMA_SEGUNDOS } from '@portal/shared/pre-cadastro/constantes';

export const DEFAULT_DEMO_PASSWORD = 'Demo@2026';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** An https address (a third-party script or endpoint): plain http would let anyone on the way swap it. */
const httpsUrl = z
  .string()
  .regex(/^https:\/\/[^\s/]+(\/[^\s]*)?$/, 'deve ser um endereço https://')
  .refine((value) => URL.canParse(value), 'deve ser um endereço https://');

/** Origins for the CSP, separated by commas: https:// or wss://, without path. */
const origens = z
  .string()
  .refine(
    (value) => value.split(',').every((entry) => /^(https|wss):\/\/[^\s/,;']+$/.test(entry.trim())),
    'deve ser uma lista de origens https:// ou wss:// (sem caminho) separadas por vírgula',
  )
  .transform((value) => value.split(',').map((entry) => entry.trim()));

/**
 * Every environment variable the server reads, parsed once at start. `.env.example` lists
 * them with their defaults; a bad value stops the start with a message naming each key.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  /**
   * Run the hottest statements (the registration's) as named, prepared ones on PostgreSQL.
   * Default: on with DATABASE_URL; set 0 behind a pooler in transaction mode that does not
   * keep prepared statements (PgBouncer before 1.21, or without `max_prepared_statements`).
   * Never on the embedded database.
   */
  DATABASE_PREPARED_STATEMENTS: flag.optional(),
  SEED_DEMO: flag.optional(),
  DEMO_PASSWORD: z.string().min(8).default(DEFAULT_DEMO_PASSWORD),
  /**
   * Register the demo portfolio (a few hundred orders of the demo bank, through the dispatch)
   * in the background after start. Default: wherever demo data is seeded, except under tests.
   */
  SEED_DEMO_CARTEIRA: flag.optional(),
  AUTH_SECRET: z.string().min(32, 'deve ter ao menos 32 caracteres').optional(),
  /**
   * Key (at least 32 characters) that encrypts the two-step login's TOTP secrets in the
   * database. Unset: one derived from the signing key (AUTH_SECRET or the generated one), so
   * changing that key would void every enrolment; production on PostgreSQL requires its own.
   */
  TOTP_ENCRYPTION_KEY: z.string().min(32, 'deve ter ao menos 32 caracteres').optional(),
  SESSION_MINUTES: z.coerce.number().int().min(5).max(720).default(30),
  /**
   * The 'score' mode of spec §4: the web app renews the session by itself at 02:00 and 00:10
   * remaining instead of asking (a monitoring screen left open, say). Off by default.
   */
  SESSAO_RENOVACAO_AUTOMATICA: flag.default(false),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_LOCK_AFTER_FAILURES: z.coerce.number().int().min(1).default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /**
   * Which proxies may set X-Forwarded-For: `0` none, a number of hops (`1` = the load
   * balancer in front), or the proxies' addresses / CIDR blocks separated by commas. Never
   * "trust everyone": a client could then choose its own address and dodge the login limits.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .refine(
      (value) =>
        /^\d+$/.test(value) ||
        value.split(',').every((entry) => isIP(entry.trim().split('/')[0] ?? '') !== 0),
      'deve ser um número de saltos ou uma lista de endereços/CIDR separados por vírgula',
    )
    .transform((value): number | string | false =>
      /^\d+$/.test(value) ? Number(value) || false : value,
    ),
  /** Send Strict-Transport-Security: only when the portal is served over HTTPS. */
  HSTS: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * What this process runs: `ambos` (the API and the background jobs), `api` (answers HTTP,
   * queues jobs, runs none) or `worker` (runs the jobs, answers no HTTP). Several processes of
   * one build on one PostgreSQL share the jobs (README: Scaling out).
   */
  PROCESSO: z.enum(['ambos', 'api', 'worker']).default('ambos'),
  /**
   * Where the Detrans are reached: today the registry simulator's base URL
   * (`http://host:4010`). Unset: the server starts the simulator in its own process, on a
   * loopback port of its own.
   */
  DETRAN_SIM_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'deve começar com http:// ou https://')
    .optional(),
  /**
   * Where B3's SNG (lien query by chassis) is reached: a base URL serving
   * `/b3/sng/gravames/{chassi}`. Unset: the simulator's (DETRAN_SIM_URL or the in-process one).
   */
  SNG_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'deve começar com http:// ou https://')
    .optional(),
  /** How long a lien query waits for the SNG, in milliseconds, before answering 504. */
  SNG_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8_000),
  /**
   * Requests at once to one Detran, over every worker process of the database (pg-boss counts
   * a UF's active dispatch jobs): what a Detran's web service is agreed to take.
   */
  DETRAN_CONCORRENCIA_POR_UF: z.coerce.number().int().min(1).max(1000).default(8),
  /** Orders a worker takes per fetch and sends at the same time. */
  DESPACHO_LOTE: z.coerce.number().int().min(1).max(500).default(50),
  /**
   * The longest wait, in seconds, between two tries of an order whose Detran does not answer
   * (the wait starts at 2 s and doubles, with jitter, up to this).
   */
  DESPACHO_ESPERA_MAXIMA_SEGUNDOS: z.coerce.number().int().min(2).max(3_600).default(300),
  /** How often an idle worker looks for orders to send, in seconds (0.5 at least). */
  DESPACHO_INTERVALO_SEGUNDOS: z.coerce.number().min(0.5).max(60).default(1),
  /**
   * How long, in seconds, an order's dispatch job may stay taken by a worker before another
   * takes it: a worker that dies mid-job (killed, out of memory) holds its orders this long.
   * Above the Detran call's timeout (10 s) and the writes after it; a job that outlives it runs
   * twice, which the idempotency key makes harmless, but wasteful.
   */
  DESPACHO_EXPIRACAO_SEGUNDOS: z.coerce.number().int().min(1).max(3_600).default(120),
  /**
   * How often, in seconds, pg-boss looks for jobs whose time ran out (their worker died) and
   * gives them back to the queue; one process of the database does it per interval.
   */
  JOBS_SUPERVISAO_SEGUNDOS: z.coerce.number().int().min(1).max(3_600).default(60),
  /**
   * Outgoing e-mail server, `smtp://user:pass@host:587` (STARTTLS when offered) or
   * `smtps://...:465`. Unset: messages are written as .eml files under DATA_DIR/emails.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'deve começar com smtp:// ou smtps://')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Portal da Registradora <nao-responda@registradora.local>'),
  /** The commercial team's addresses (comma-separated): where pre-registrations are announced. */
  EMAIL_COMERCIAL: z
    .string()
    .default('comercial@registradora.local')
    .refine(
      (value) => value.split(',').every((address) => z.email().safeParse(address.trim()).success),
      'deve ser um e-mail ou uma lista de e-mails separados por vírgula',
    ),
  /**
   * Public chassis-status lookups per minute and address (GET publica/statusRegistro): enough
   * for a person, too few to sweep chassis numbers.
   */
  STATUS_PUBLICO_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Password-recovery requests per hour and address (GET auth/{x}/recuperarSenha). */
  RECUPERAR_SENHA_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Recovery e-mails one user receives per hour at most; further requests send nothing. */
  RECUPERAR_SENHA_MAX_LINKS_POR_HORA: z.coerce.number().int().min(1).default(3),
  /**
   * Public username checks per minute and address (GET publica/usuarios/username): a person
   * choosing a name tries a few; a script listing usernames gets nowhere.
   */
  PUBLIC_USERNAME_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /**
   * Access events (logins, failures, logouts) older than this many days are deleted by a daily
   * job, except each user's last password event, which the password rules read.
   */
  ACESSO_EVENTOS_RETENCAO_DIAS: z.coerce.number().int().min(1).max(36_500).default(400),
  /**
   * An export whose filter selects more rows than this is generated in the background: the
   * caller gets a protocol (JSON) and downloads the file from 'Minhas Exportações'.
   */
  EXPORTACAO_LINHAS_IMEDIATAS: z.coerce.number().int().min(0).default(100_000),
  /** Days a background export's file can be downloaded after it is ready; then deleted. */
  EXPORTACAO_RETENCAO_DIAS: z.coerce.number().int().min(1).max(365).default(7),
  /** Pre-registrations accepted per hour and address (POST publica/preCadastro/enviar). */
  PRE_CADASTRO_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * A pre-registration sent sooner than this after its form was opened came from a script: it
   * is answered like any other and dropped. At most 5: the page waits that long at worst.
   */
  PRE_CADASTRO_MIN_FILL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(PRE_CADASTRO_ESPERA_MAXIMA_SEGUNDOS)
    .default(3),
  /**
   * Public certificate calls (the PDFs and the verification page's check) per minute and
   * address.
   */
  CERTIDAO_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * The portal's public address (`https://portal.example.com.br`), printed on certificates
   * with the verification page's link and in the e-mailed password links. Unset: the address
   * the request reached (its Host); in production the password links then are not sent (a
   * Host header chosen by the caller would send the user's link elsewhere).
   */
  PORTAL_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/]+$/, 'deve ser http(s)://host, sem caminho')
    .optional(),
  /**
   * The third-party chat widget of spec §1 (docs/chat-monitoramento.md): the vendor's script
   * URL, https only. Unset: no chat, no script, nothing added to the CSP.
   */
  CHAT_WIDGET_URL: httpsUrl.optional(),
  /** The account id the chat vendor's script needs (its key, site or app id). */
  CHAT_WIDGET_ID: z.string().min(1).max(200).optional(),
  /**
   * Further origins the chat loads from or talks to (its API, websocket, frames, images),
   * separated by commas: `https://api.chat.example.com,wss://ws.chat.example.com`.
   */
  CHAT_WIDGET_ORIGENS: origens.optional(),
  /**
   * The third-party monitoring script (spec §1), https only. Runs only when NODE_ENV is
   * production; sampling: every session, replay of one in five.
   */
  MONITORAMENTO_URL: httpsUrl.optional(),
  /** Where the monitoring sends its data (its DSN, an https address), passed to its script. */
  MONITORAMENTO_DSN: httpsUrl.optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // `KEY=` (as in a copied .env.example) means "use the default", not an empty value.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  // The §5 messages whether or not the process installed them yet.
  const result = configSchema.safeParse(given, { error: zodPtBrErrorMap });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const config = result.data;
  if (
    config.NODE_ENV === 'production' &&
    seedsDemoData(config) &&
    config.DEMO_PASSWORD === DEFAULT_DEMO_PASSWORD
  ) {
    throw new ConfigError(
      'Configuração inválida:\n  DEMO_PASSWORD: em produção, os usuários de demonstração ' +
        'precisam de outra senha (ou SEED_DEMO=0).',
    );
  }
  if (
    config.NODE_ENV === 'production' &&
    config.DATABASE_URL !== undefined &&
    config.TOTP_ENCRYPTION_KEY === undefined
  ) {
    throw new ConfigError(
      'Configuração inválida:\n  TOTP_ENCRYPTION_KEY: em produção com PostgreSQL, defina a ' +
        'chave que cifra os segredos da autenticação em duas etapas (ao menos 32 caracteres).',
    );
  }
  if (
    config.TOTP_ENCRYPTION_KEY !== undefined &&
    config.TOTP_ENCRYPTION_KEY === config.AUTH_SECRET
  ) {
    throw new ConfigError(
      'Configuração inválida:\n  TOTP_ENCRYPTION_KEY: deve ser diferente de AUTH_SECRET.',
    );
  }
  return config;
}

/** Whether a process that runs jobs registers the demo portfolio (once per database). */
export function seedsDemoCarteira(
  config: Pick<
    Config,
    'SEED_DEMO' | 'DATABASE_URL' | 'SEED_DEMO_CARTEIRA' | 'NODE_ENV' | 'PROCESSO'
  >,
): boolean {
  if (config.PROCESSO === 'api') return false;
  return config.SEED_DEMO_CARTEIRA ?? (seedsDemoData(config) && config.NODE_ENV !== 'test');
}

/**
 * Whether the start seeds the demo users (into an empty database only): when SEED_DEMO says
 * so, otherwise only on the embedded database (no DATABASE_URL).
 */
export function seedsDemoData(config: Pick<Config, 'SEED_DEMO' | 'DATABASE_URL'>): boolean {
  return config.SEED_DEMO ?? config.DATABASE_URL === undefined;
}

/**
 * Whether the app runs its hottest statements as named, prepared ones: on PostgreSQL unless
 * DATABASE_PREPARED_STATEMENTS=0, never on the embedded database (its connections share one
 * session, where a name a closed connection prepared outlives it).
 */
export function preparesStatements(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_PREPARED_STATEMENTS'>,
): boolean {
  return config.DATABASE_URL !== undefined && (config.DATABASE_PREPARED_STATEMENTS ?? true);
}
