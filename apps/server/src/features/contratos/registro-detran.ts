import { XMLBuilder } from 'fast-xml-parser';
import { UFS, type Uf } from '@portal/shared/common/ufs';

/**
 * The registry adapter: how the portal talks to one Detran. One per UF; today the simulator
 * (apps/detran-sim) stands behind all of them, over HTTP. The dispatch only sees this
 * interface, so a real Detran's web service (SOAP, its own codes) plugs in per UF.
 */

export interface MotivoDetran {
  codigo: string;
  mensagem: string;
}

/** What a Detran answered, or that it did not answer. */
export type RespostaDetran =
  | { tipo: 'registrado'; protocoloDetran: string; numeroRegistro: string | null }
  | { tipo: 'inconsistente'; protocoloDetran: string | null; motivos: MotivoDetran[] }
  | { tipo: 'em_processamento'; protocoloDetran: string; consultarEmMs: number }
  | { tipo: 'baixado' | 'cancelado'; protocoloDetran: string }
  /** Down, 5xx, a timeout or a lost answer: try again later (the key keeps it single). */
  | { tipo: 'indisponivel'; motivo: string };

/**
 * What a Detran answered to a poll: an answer, or that it does not know the protocol it gave
 * (lost: the simulator restarted, a Detran purged it). The order then goes again under its key.
 */
export type RespostaConsultaDetran = RespostaDetran | { tipo: 'protocolo_desconhecido' };

export interface PedidoAoDetran {
  operacao:
    'REGISTRO' | 'ALTERACAO' | 'REGISTRO_ADITIVO' | 'ALTERACAO_ADITIVO' | 'BAIXA' | 'CANCELAMENTO';
  numeroContrato: string;
  dados: unknown;
  chassis: string[];
}

/** One state's Detran, as the dispatch talks to it. */
export interface RegistroDetran {
  /** Sends an order; the same `chave` never registers twice. */
  send(chave: string, pedido: PedidoAoDetran): Promise<RespostaDetran>;
  /** Asks for the result of a deferred answer. */
  poll(protocoloDetran: string): Promise<RespostaConsultaDetran>;
}

/** The adapter of each UF's Detran: a real one replaces its UF's entry, the others stay. */
export type RegistrosDetran = Readonly<Record<Uf, RegistroDetran>>;

interface RespostaSimulador {
  protocoloDetran: string;
  situacao: 'EM_PROCESSAMENTO' | 'REGISTRADO' | 'INCONSISTENTE' | 'BAIXADO' | 'CANCELADO';
  numeroRegistro?: string;
  motivos?: MotivoDetran[];
  consultarEmMs?: number;
}

function readResposta(body: RespostaSimulador): RespostaDetran {
  switch (body.situacao) {
    case 'REGISTRADO':
      return {
        tipo: 'registrado',
        protocoloDetran: body.protocoloDetran,
        numeroRegistro: body.numeroRegistro ?? null,
      };
    case 'INCONSISTENTE':
      return {
        tipo: 'inconsistente',
        protocoloDetran: body.protocoloDetran,
        motivos: body.motivos ?? [],
      };
    case 'EM_PROCESSAMENTO':
      return {
        tipo: 'em_processamento',
        protocoloDetran: body.protocoloDetran,
        consultarEmMs: body.consultarEmMs ?? 2_000,
      };
    case 'BAIXADO':
      return { tipo: 'baixado', protocoloDetran: body.protocoloDetran };
    case 'CANCELADO':
      return { tipo: 'cancelado', protocoloDetran: body.protocoloDetran };
  }
}

/**
 * The body the adapter sends a Detran (the simulator's JSON layout). The portal's own ids stay
 * home: the Detran knows the creditor by its CNPJ, not by our financial agent's id.
 */
export function corpoDoPedido(pedido: PedidoAoDetran) {
  const contrato = { ...(pedido.dados as Record<string, unknown>) };
  delete contrato.agenteFinanceiroId;
  return {
    operacao: pedido.operacao,
    numeroContrato: pedido.numeroContrato,
    veiculos: pedido.chassis.map((chassi) => ({ chassi })),
    contrato,
  };
}

const xmlBuilder = new XMLBuilder({
  format: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
});

/** A list's element name from its own: 'veiculos' -> 'veiculo'. */
const singular = (nome: string) => (nome.endsWith('s') ? nome.slice(0, -1) : `${nome}Item`);

/** JSON as XML elements: a list becomes its element holding one child per item. */
function elementos(valor: unknown): unknown {
  if (valor === null || valor === undefined) return '';
  if (typeof valor !== 'object') return String(valor);
  return Object.fromEntries(
    Object.entries(valor).map(([nome, filho]) => [
      nome,
      Array.isArray(filho) ? { [singular(nome)]: filho.map(elementos) } : elementos(filho),
    ]),
  );
}

/**
 * A JSON document rendered as XML (UTF-8, text escaped by the builder): root `raiz` with the
 * attributes given, each field an element, each list an element of its items.
 */
export function emXml(
  raiz: string,
  atributos: Record<string, string>,
  conteudo: Record<string, unknown>,
): string {
  return xmlBuilder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [raiz]: {
      ...Object.fromEntries(Object.entries(atributos).map(([nome, valor]) => [`@_${nome}`, valor])),
      ...(elementos(conteudo) as Record<string, unknown>),
    },
  }) as string;
}

/** Every UF's adapter: today the simulator's Detran of that UF stands behind each one. */
export function createRegistrosDetranSimulador(
  baseUrl: string,
  timeoutMs = 10_000,
): RegistrosDetran {
  return Object.fromEntries(
    UFS.map((uf) => [uf, createRegistroDetranSimulador(baseUrl, uf, timeoutMs)]),
  ) as Record<Uf, RegistroDetran>;
}

/** The simulator's HTTP calls for one UF's Detran, with a timeout per call. */
function createRegistroDetranSimulador(baseUrl: string, uf: Uf, timeoutMs: number): RegistroDetran {
  /** The HTTP call: the Detran's response, or that it did not answer (down, 5xx, a timeout). */
  async function call(
    url: string,
    init: RequestInit,
  ): Promise<Response | Extract<RespostaDetran, { tipo: 'indisponivel' }>> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      return { tipo: 'indisponivel', motivo: err instanceof Error ? err.message : String(err) };
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      return { tipo: 'indisponivel', motivo: `HTTP ${response.status}` };
    }
    return response;
  }

  async function read(response: Response): Promise<RespostaDetran> {
    if (!response.ok) {
      // A 4xx is the portal's fault (a malformed request): no retry will fix it.
      throw new Error(`Detran answered ${response.status}: ${await response.text()}`);
    }
    return readResposta((await response.json()) as RespostaSimulador);
  }

  return {
    async send(chave, pedido) {
      const response = await call(`${baseUrl}/detran/${uf}/pedidos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': chave },
        body: JSON.stringify(corpoDoPedido(pedido)),
      });
      return response instanceof Response ? read(response) : response;
    },
    async poll(protocoloDetran) {
      const response = await call(
        `${baseUrl}/detran/${uf}/pedidos/${encodeURIComponent(protocoloDetran)}`,
        { method: 'GET' },
      );
      if (!(response instanceof Response)) return response;
      if (response.status === 404) {
        // 'Protocolo não encontrado': this Detran has lost the protocol it gave.
        await response.body?.cancel();
        return { tipo: 'protocolo_desconhecido' };
      }
      return read(response);
    },
  };
}
