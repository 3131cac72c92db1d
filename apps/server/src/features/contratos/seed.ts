import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import type { FastifyBaseLogger } from 'fastify';
import { UFS } from '@portal/shared/common/ufs';
import { REGRAS_CONTRATO_DETRAN } from '@portal/shared/contratos/detran-regras';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import {
  PEDIDO_STATUS_EM_ANDAMENTO,
  type AcaoPessoaCodigo,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
import { contratoInputSchema } from '@portal/shared/contratos/schemas';
import { DEMO_AGENTE_IDS, DEMO_CLIENTE_ID, demoUsuarioId } from '../../db/demo-ids';
import type { AuthContext } from '../../lib/auth-context';
import type { ContratosRepository } from './repository';
import type { ContratosService } from './service';

/** Contract numbers of the demo portfolio: how the seed knows it is there already. */
export const CARTEIRA_PREFIXO = 'DEMO-';

/** Orders of the demo portfolio, spread over the 27 UFs. */
export const CARTEIRA_TAMANHO = 300;

/**
 * What the simulator answers, chosen by the chassis's last four characters (docs/detran-sim.md):
 * of every 20 orders, one refused for each of four reasons, one deferred and then registered,
 * one deferred and then refused, one whose Detran stays unavailable (503: the order waits in
 * 'Aguardando o Detran', the dispatch trying again, for as long as the demo runs), one the
 * Detran holds for manual analysis (it stays 'Enviado ao Detran'), one registered whose
 * release or cancellation the Detran holds so (it stays 'Baixa enviada ao Detran' or
 * 'Cancelamento enviado ao Detran'); the other 11 registered at once.
 */
const FINAIS: Partial<Record<number, string>> = {
  1: '0001',
  2: '0002',
  3: '0003',
  4: '0004',
  5: '0009',
  6: '0008',
  7: 'Z503',
  8: 'M202',
  9: 'L202',
};

/** The rotation's endings whose registration, or release and cancellation, the Detran holds. */
const EM_ANALISE = 'M202';
const LIBERACAO_EM_ANALISE = 'L202';

const NOMES = [
  'Ana Paula Ferreira',
  'Bruno Henrique Souza',
  'Carla Regina Oliveira',
  'Diego Martins Rocha',
  'Eduarda Lima Castro',
  'Fábio Augusto Nunes',
  'Gabriela Ribeiro Alves',
  'Heitor Gonçalves Pinto',
  'Isabela Carvalho Dias',
  'João Victor Barbosa',
  'Larissa Mendes Teixeira',
  'Marcos Antônio Freitas',
];

/** The person the portfolio is registered by: the demo bank's operator. */
const OPERADOR: AuthContext = {
  usuarioId: demoUsuarioId('OPERADOR'),
  sessaoId: 'carteira-de-demonstracao',
  perfil: 'OPERADOR',
  roles: new Set(),
  clienteId: DEMO_CLIENTE_ID,
  fornecedorId: null,
  senhaExpirada: false,
};

function contrato(n: number) {
  const dados = structuredClone(CONTRATO_EXEMPLO);
  const uf = UFS[n % UFS.length]!;
  dados.agenteFinanceiroId = DEMO_AGENTE_IDS.demonstracaoFinanceira;
  dados.contrato.numero = `${CARTEIRA_PREFIXO}${String(n + 1).padStart(5, '0')}`;
  dados.devedor.nome = NOMES[n % NOMES.length]!;
  dados.devedor.cpfCnpj = generateCpf();
  const veiculo = dados.veiculos[0]!;
  // 9BW (a VW made in Brazil), the order's number, and the four characters the Detran reads.
  const final = FINAIS[n % 20] ?? String(1_000 + n);
  veiculo.chassi = `9BWZZZ377D${String(n).padStart(3, '0')}${final}`;
  veiculo.ufLicenciamento = uf;
  // New cars (the usual financing): no plate or RENAVAM yet, unless the Detran requires them
  // (its own form rules): then a used car, as the example has it.
  const exigePlaca = (REGRAS_CONTRATO_DETRAN[uf] ?? []).some((campo) =>
    campo.startsWith('veiculos[]'),
  );
  const carro = exigePlaca ? veiculo : { ...veiculo, placa: '', ufPlaca: null, renavam: '' };
  return contratoInputSchema.parse({ ...dados, veiculos: [carro] });
}

/** Why the demo operator took each action: what the order's history shows. */
const JUSTIFICATIVAS = {
  BAIXAR: 'Financiamento quitado; baixa já feita no Detran pelo banco',
  BAIXAR_DETRAN: 'Financiamento quitado pelo devedor',
  CANCELAR: 'Operação não concretizada',
  CANCELAR_DETRAN: 'Operação desfeita a pedido do cliente',
} as const satisfies Partial<Record<AcaoPessoaCodigo, string>>;

/** The people's actions on part of the portfolio, once the Detrans answered. */
function acaoPara(n: number, status: PedidoStatus): keyof typeof JUSTIFICATIVAS | null {
  if (status === 'REGISTRADO' && FINAIS[n % 20] === LIBERACAO_EM_ANALISE) {
    return Math.floor(n / 20) % 2 === 0 ? 'BAIXAR_DETRAN' : 'CANCELAR_DETRAN';
  }
  if (status === 'REGISTRADO') {
    if (n % 9 === 0) return 'BAIXAR';
    if (n % 13 === 0) return 'BAIXAR_DETRAN';
    if (n % 17 === 0) return 'CANCELAR_DETRAN';
  }
  if (status === 'NAO_REGISTRADO' && n % 3 === 0) return 'CANCELAR';
  return null;
}

/**
 * The states the seed waits out: every state of an order on its way to a Detran but
 * 'Aguardando o Detran', where the orders of an unavailable Detran stay (and but the orders a
 * Detran holds for manual analysis, which stay where they are: `Mantidos`).
 */
const A_CAMINHO: readonly PedidoStatus[] = PEDIDO_STATUS_EM_ANDAMENTO.filter(
  (status) => status !== 'AGUARDANDO_DETRAN',
);

/** How many orders of the portfolio stay in each state on their way, held by their Detran. */
type Mantidos = Partial<Record<PedidoStatus, number>>;

/**
 * The state order `n` stays in for good, held by its Detran for manual analysis, once
 * registered (`acao` null) or after the seed's action on it; null when it is not held.
 */
function mantidoEm(n: number, acao: keyof typeof JUSTIFICATIVAS | null): PedidoStatus | null {
  const final = FINAIS[n % 20];
  if (final === EM_ANALISE && acao === null) return 'ENVIADO';
  if (final !== LIBERACAO_EM_ANALISE) return null;
  if (acao === 'BAIXAR_DETRAN') return 'BAIXA_SOLICITADA';
  if (acao === 'CANCELAR_DETRAN') return 'CANCELAMENTO_SOLICITADO';
  return null;
}

function contar(mantidos: Mantidos, status: PedidoStatus | null) {
  if (status) mantidos[status] = (mantidos[status] ?? 0) + 1;
}

/**
 * The demo portfolio (issue 10, point 9): a few hundred orders of the demo bank registered
 * through the real path, the registration service and the dispatch to the Detrans (the
 * simulator, whose chassis rules choose each outcome), then released or cancelled by the
 * service for some, so that the demo operator sees a believable portfolio: registered,
 * refused, released, cancelled, orders waiting for a Detran unavailable to them, which the
 * dispatch keeps trying (they stay 'Aguardando o Detran' while the demo runs, and over a
 * restart), and orders, releases and cancellations a Detran took and holds for manual
 * analysis, which the dispatch keeps asking about ('Enviado ao Detran', 'Baixa enviada ao
 * Detran', 'Cancelamento enviado ao Detran', the same). 'Recebido' and 'Em reprocessamento'
 * last until a worker takes the order (README: Demo logins). Runs in the background after a
 * start that seeds demo data; a portfolio already there (even a partial one) is left alone,
 * so a restart never adds a second.
 */
export async function seedDemoCarteira({
  service,
  repository,
  log,
  signal,
  esperaMaximaMs = 120_000,
}: {
  service: ContratosService;
  repository: ContratosRepository;
  log: FastifyBaseLogger;
  /** Aborted when the app closes: the seed stops between two orders. */
  signal: AbortSignal;
  esperaMaximaMs?: number;
}): Promise<void> {
  if ((await repository.countByStatus(CARTEIRA_PREFIXO)).total > 0) return;
  const inicio = performance.now();
  const protocolos: string[] = [];
  const registrados: Mantidos = {};
  for (let n = 0; n < CARTEIRA_TAMANHO && !signal.aborted; n++) {
    protocolos.push((await service.register(OPERADOR, contrato(n))).protocolo);
    contar(registrados, mantidoEm(n, null));
  }
  await waitForDetrans(repository, registrados, esperaMaximaMs, signal);
  const mantidos: Mantidos = { ...registrados };
  for (const [n, protocolo] of protocolos.entries()) {
    if (signal.aborted) return;
    const { status } = await service.get(OPERADOR, protocolo);
    const acao = acaoPara(n, status);
    if (acao) {
      await service.performAcao(OPERADOR, protocolo, acao, JUSTIFICATIVAS[acao]);
      contar(mantidos, mantidoEm(n, acao));
    }
  }
  await waitForDetrans(repository, mantidos, esperaMaximaMs, signal);
  if (signal.aborted) return;
  const { porStatus } = await repository.countByStatus(CARTEIRA_PREFIXO);
  log.info(
    { porStatus, ms: Math.round(performance.now() - inicio) },
    'demo portfolio registered through the dispatch',
  );
}

/**
 * Until every order of the portfolio has its Detran's answer, waits for an unavailable one or
 * is one of the `mantidos` its Detran holds (or the wait is over).
 */
async function waitForDetrans(
  repository: ContratosRepository,
  mantidos: Mantidos,
  esperaMaximaMs: number,
  signal: AbortSignal,
) {
  const limite = Date.now() + esperaMaximaMs;
  while (Date.now() < limite && !signal.aborted) {
    const { porStatus } = await repository.countByStatus(CARTEIRA_PREFIXO);
    if (A_CAMINHO.every((status) => (porStatus[status] ?? 0) <= (mantidos[status] ?? 0))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
