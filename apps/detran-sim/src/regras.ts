/**
 * The simulator's deterministic rules: what a Detran answers to a request, and what the SNG
 * (B3) says of a chassis, decided by the chassis's last four characters so that tests and
 * demo data produce every outcome on purpose. docs/detran-sim.md lists them.
 */

/** A reason a Detran gives for not registering, in the kinds real Detrans return. */
export interface Motivo {
  codigo: string;
  mensagem: string;
}

export type Desfecho =
  | { tipo: 'registrado' }
  | { tipo: 'inconsistente'; motivos: Motivo[] }
  | { tipo: 'adiado'; depois: 'registrado' }
  | { tipo: 'adiado'; depois: 'inconsistente'; motivos: Motivo[] }
  /**
   * Held for manual analysis at the Detran: taken (a protocol now), never concluded while the
   * simulator runs. Real Detrans hold a contract for an analyst for days.
   */
  | { tipo: 'em_analise' };

export const MOTIVOS = {
  gravameNaoEncontrado: {
    codigo: '101',
    mensagem: 'Gravame não encontrado no SNG para o chassi informado',
  },
  devedorDivergente: {
    codigo: '102',
    mensagem: 'CPF/CNPJ do devedor diverge do informado no SNG',
  },
  veiculoDivergente: {
    codigo: '104',
    mensagem: 'Marca/modelo divergente do cadastro do veículo no Detran',
  },
  restricaoJudicial: {
    codigo: '203',
    mensagem: 'Veículo com restrição judicial (RENAJUD): registro bloqueado',
  },
  agenteNaoCredenciado: {
    codigo: '301',
    mensagem: 'Agente financeiro não credenciado neste Detran',
  },
  contratoNaoEncontrado: {
    codigo: '401',
    mensagem: 'Contrato não registrado neste Detran para o chassi informado',
  },
} as const satisfies Record<string, Motivo>;

/** Chassis endings and what the Detran answers to a registration of that vehicle. */
export const REGRAS_POR_FINAL: Record<string, Desfecho> = {
  '0001': { tipo: 'inconsistente', motivos: [MOTIVOS.gravameNaoEncontrado] },
  '0002': { tipo: 'inconsistente', motivos: [MOTIVOS.devedorDivergente] },
  '0003': { tipo: 'inconsistente', motivos: [MOTIVOS.restricaoJudicial] },
  '0004': { tipo: 'inconsistente', motivos: [MOTIVOS.agenteNaoCredenciado] },
  '0008': { tipo: 'adiado', depois: 'inconsistente', motivos: [MOTIVOS.veiculoDivergente] },
  '0009': { tipo: 'adiado', depois: 'registrado' },
  // A letter, not a number: no test's chassis counter (…0010, …0011) ends so by chance.
  M202: { tipo: 'em_analise' },
};

/**
 * Chassis endings whose release or cancellation the Detran holds for manual analysis (taken,
 * never concluded while the simulator runs); their registration is done at once. The demo
 * portfolio's orders 'Baixa enviada ao Detran' and 'Cancelamento enviado ao Detran'.
 */
export const FINAIS_LIBERACAO_EM_ANALISE: readonly string[] = ['L202'];

/**
 * Chassis endings the Detran cannot work on: every registration, change or addendum of such a
 * vehicle is answered 503 (unavailable, no effect), as a Detran that is down. The caller keeps
 * trying and its order waits ('Aguardando o Detran'): the demo portfolio's waiting orders.
 */
export const FINAIS_INDISPONIVEIS: readonly string[] = ['Z503'];

/** The first chassis of `FINAIS_INDISPONIVEIS` among these, if any: the request is a 503. */
export function chassiIndisponivel(chassis: readonly string[]): string | undefined {
  return chassis.find((chassi) => FINAIS_INDISPONIVEIS.includes(chassi.slice(-4)));
}

/**
 * The answer to a registration (or change, or addendum) of these vehicles: the first vehicle
 * whose chassis ending has a rule decides; several inconsistent vehicles add their reasons.
 * (A vehicle of `FINAIS_INDISPONIVEIS` makes the whole request a 503 before: chassiIndisponivel.)
 */
export function desfechoDoRegistro(chassis: readonly string[]): Desfecho {
  const desfechos = chassis.map((chassi) => REGRAS_POR_FINAL[chassi.slice(-4)]).filter(Boolean);
  const motivos = desfechos.flatMap((desfecho) =>
    desfecho!.tipo === 'inconsistente' ? desfecho!.motivos : [],
  );
  if (motivos.length > 0) return { tipo: 'inconsistente', motivos };
  return desfechos[0] ?? { tipo: 'registrado' };
}

/**
 * The answer to a release or cancellation of these vehicles: held for manual analysis where a
 * vehicle's ending says so (`FINAIS_LIBERACAO_EM_ANALISE`), deferred (a protocol now, done
 * later) where the Detran defers this vehicle's registration too (0008, 0009), done at once
 * otherwise. Whether there is a registration to release is decided when it is done.
 */
export function desfechoDaLiberacao(chassis: readonly string[]): Desfecho {
  if (chassis.some((chassi) => FINAIS_LIBERACAO_EM_ANALISE.includes(chassi.slice(-4))))
    return { tipo: 'em_analise' };
  return chassis.some((chassi) => REGRAS_POR_FINAL[chassi.slice(-4)]?.tipo === 'adiado')
    ? { tipo: 'adiado', depois: 'registrado' }
    : { tipo: 'registrado' };
}

/**
 * What the SNG answers of a lien, as seen by the participant who asks: its own active lien,
 * another participant's, an inactive one, or none. `ATIVO` answers a query that names no
 * participant (the registradora's own, on no bank's behalf): active, whose it is not said.
 */
export type SituacaoSng =
  'ATIVO_PARTICIPANTE' | 'ATIVO_OUTRO_PARTICIPANTE' | 'ATIVO' | 'INATIVO' | 'NAO_ENCONTRADO';

/** An 8-digit lien number derived from the chassis (the same chassis, the same number). */
export function numeroGravameDe(chassi: string): string {
  let hash = 2166136261;
  for (const char of chassi) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return String(hash % 100_000_000).padStart(8, '0');
}

/** A lien's restriction type in the SNG (B3 codes): 01 leasing, 02 reservation, 03 fiduciary, 09 pledge. */
export type RestricaoSng = '01' | '02' | '03' | '09';

/**
 * The participants that inform the simulator's liens, by CNPJ: the portal's two demo banks
 * (apps/server clientes/seed.ts; a server test checks they agree), so that the demo bank's
 * users see their own liens and Banco Exemplo's as another participant's.
 */
export const PARTICIPANTES_SNG = {
  bancoDemonstracao: '11222333000181',
  bancoExemplo: '70000000000177',
} as const;

/** A lien as the SNG keeps it: whoever asks, the same record. */
export interface GravameSimulado {
  numeroGravame: string;
  ativo: boolean;
  /** Who informed the lien: F (financial participant) or D (Detran). */
  informante: 'F' | 'D';
  /** The CNPJ of the participant that informed it (null when the Detran did). */
  cnpjInformante: string | null;
  tipoRestricao: RestricaoSng;
  /** When the lien was pointed (AAAA-MM-DD). */
  dataInclusao: string;
  /** When it was released or cancelled (AAAA-MM-DD): only an inactive lien has one. */
  dataBaixa: string | null;
}

/** What the SNG answers of a chassis. */
export interface ConsultaSng {
  chassi: string;
  situacao: SituacaoSng;
  numeroGravame: string | null;
  informante: 'F' | 'D' | null;
  tipoRestricao: RestricaoSng | null;
  dataInclusao: string | null;
  dataBaixa: string | null;
}

/** A day of 2024-2025 derived from the chassis, plus `dias`: the same chassis, the same date. */
function dataDe(chassi: string, dias = 0): string {
  const base = Date.UTC(2024, 0, 1) + (Number(numeroGravameDe(chassi)) % 700) * 86_400_000;
  return new Date(base + dias * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The SNG's seed data: the lien of a chassis, by its last four characters. 0001 has none;
 * 0002 an active lien of Banco Exemplo; 0007 an inactive one (released, pointed by the
 * Detran); 0006 an active leasing (01) of Banco Demonstração; any other an active alienação
 * fiduciária (03) of Banco Demonstração.
 */
export function gravameDoSng(chassi: string): GravameSimulado | null {
  const final = chassi.slice(-4);
  if (final === '0001') return null;
  const inativo = final === '0007';
  return {
    numeroGravame: numeroGravameDe(chassi),
    ativo: !inativo,
    informante: inativo ? 'D' : 'F',
    cnpjInformante: inativo
      ? null
      : final === '0002'
        ? PARTICIPANTES_SNG.bancoExemplo
        : PARTICIPANTES_SNG.bancoDemonstracao,
    tipoRestricao: final === '0006' ? '01' : '03',
    dataInclusao: dataDe(chassi),
    dataBaixa: inativo ? dataDe(chassi, 180) : null,
  };
}

/**
 * What the SNG says of a chassis to the participant whose CNPJ asks (null: no participant
 * named): an active lien is this participant's when it informed it, another's otherwise.
 */
export function consultaSng(chassi: string, cnpjParticipante: string | null): ConsultaSng {
  const gravame = gravameDoSng(chassi);
  if (!gravame)
    return {
      chassi,
      situacao: 'NAO_ENCONTRADO',
      numeroGravame: null,
      informante: null,
      tipoRestricao: null,
      dataInclusao: null,
      dataBaixa: null,
    };
  const situacao: SituacaoSng = !gravame.ativo
    ? 'INATIVO'
    : cnpjParticipante === null
      ? 'ATIVO'
      : gravame.cnpjInformante === cnpjParticipante
        ? 'ATIVO_PARTICIPANTE'
        : 'ATIVO_OUTRO_PARTICIPANTE';
  return {
    chassi,
    situacao,
    numeroGravame: gravame.numeroGravame,
    informante: gravame.informante,
    tipoRestricao: gravame.tipoRestricao,
    dataInclusao: gravame.dataInclusao,
    dataBaixa: gravame.dataBaixa,
  };
}

/** A seeded generator (mulberry32): the same seed gives the same failures in the same order. */
export function geradorAleatorio(semente: number): () => number {
  let estado = semente >>> 0;
  return () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
