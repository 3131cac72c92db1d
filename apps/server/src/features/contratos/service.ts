import { hojeEmBrasilia } from '@portal/shared/common/datas';
import {
  acoesDisponiveis,
  ALTERACAO_STATUS,
  alteracaoStatus,
  ACOES_PESSOA,
  PEDIDO_STATUS,
  transicao,
  type AcaoPessoaCodigo,
  type PedidoStatus,
  type Transicao,
} from '@portal/shared/contratos/pedido-estados';
import type { Pedido, RegistroResultado } from '@portal/shared/contratos/pedido-schemas';
import type { ContratoInput } from '@portal/shared/contratos/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { resolveOwnerCliente } from '../../lib/tenancy';
import type { Despacho } from './jobs';
import type { ContratosRepository, PedidoRow } from './repository';

const REGISTRO_DUPLICADO =
  'Este contrato já tem um registro em andamento ou feito para este chassi.';

/** A second live registration of one contract and chassis, caught by the unique index. */
const DUPLICATES = {
  pedido_veiculos_registro_vigente_idx: { mensagem: REGISTRO_DUPLICADO, campo: 'contrato.numero' },
};

/** The states a person's action hands to the dispatch: it sends the order (again). */
const PARA_O_DESPACHO: readonly PedidoStatus[] = [
  'EM_REPROCESSAMENTO',
  'BAIXA_SOLICITADA',
  'CANCELAMENTO_SOLICITADO',
];

function invalid(campo: string, mensagem: string): never {
  throw new AppError('INVALID_INPUT', [{ mensagem: `${campo}: ${mensagem}`, campo }]);
}

function toPedido(row: PedidoRow, auth: AuthContext): Pedido {
  const status = row.status as PedidoStatus;
  return {
    protocolo: row.protocolo,
    operacao: row.operacao,
    status,
    uf: row.uf,
    detran: row.detran,
    cliente: { id: row.clienteId, nomeFantasia: row.clienteNomeFantasia },
    numeroContrato: row.numeroContrato,
    devedorCpfCnpj: row.devedorCpfCnpj,
    chassis: row.chassis,
    protocoloDetran: row.protocoloDetran,
    numeroRegistroDetran: row.numeroRegistroDetran,
    motivos: (row.motivos as Pedido['motivos']) ?? null,
    taxaDetran: row.taxaDetran,
    valorRegistradora: row.valorRegistradora,
    acoes: acoesDisponiveis(status, auth.roles),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createContratosService(repository: ContratosRepository, despacho: Despacho) {
  async function get(auth: AuthContext, protocolo: string): Promise<Pedido> {
    const row = await repository.findByProtocolo(auth, protocolo);
    if (!row) throw notFound();
    return toPedido(row, auth);
  }

  /**
   * Moves a visible order by a person, under a row lock: two concurrent actions on one order
   * run one after the other, and the second meets the state the first left (409 with the
   * lifecycle's reason). A cancelled registration frees its contract and chassis.
   */
  async function mover(
    auth: AuthContext,
    protocolo: string,
    acao: string,
    decide: (status: PedidoStatus) => Transicao,
    justificativa: string | null,
  ): Promise<Pedido> {
    await repository.transaction(async (tx) => {
      const pedido = await tx.lockByProtocolo(auth, protocolo);
      if (!pedido) throw notFound();
      const resultado = decide(pedido.status);
      if (!resultado.permitida) throw new AppError('CONFLICT', resultado.motivo);
      await tx.mover(pedido.id, {
        acao,
        statusAnterior: pedido.status,
        status: resultado.para,
        usuarioId: auth.usuarioId,
        justificativa,
      });
      if (resultado.para === 'CANCELADO') await tx.encerrarVigencia(pedido.id);
      // A move that hands the order to the dispatch queues it in the same transaction.
      if (PARA_O_DESPACHO.includes(resultado.para)) {
        await tx.novoEnvio(pedido.id);
        await despacho.enfileirar(tx.executor, pedido.id);
      }
    });
    return get(auth, protocolo);
  }

  return {
    get,

    /**
     * Registers a contract (operation 1): checks what the schema cannot (the agent works for
     * the client, a Detran serves the vehicles' UF, the brand/models exist, no live
     * registration of the same contract and chassis), then saves the order with its protocol,
     * its first history row and the Detran's fee in force, in one transaction.
     */
    async registrar(auth: AuthContext, input: ContratoInput): Promise<RegistroResultado> {
      const { clienteId: requested, ...dados } = input;
      const chassis = dados.veiculos.map((veiculo) => veiculo.chassi);
      const uf = dados.veiculos[0]!.ufLicenciamento;
      const protocolo = await conflictOnDuplicate(DUPLICATES, () =>
        repository.transaction(async (tx) => {
          const clienteId = await resolveOwnerCliente(tx, auth, requested);
          if (!(await tx.isAgenteDoCliente(dados.agenteFinanceiroId, clienteId))) {
            invalid('agenteFinanceiroId', 'Agente financeiro não encontrado para este cliente');
          }
          const detran = await tx.detranDaUf(uf);
          if (!detran) invalid('veiculos.0.ufLicenciamento', `Não há Detran ativo para ${uf}`);
          const ativas = await tx.marcasModelosAtivas(
            dados.veiculos.map((veiculo) => veiculo.marcaModeloCodigo),
          );
          dados.veiculos.forEach((veiculo, index) => {
            if (!ativas.has(veiculo.marcaModeloCodigo)) {
              invalid(
                `veiculos.${index}.marcaModeloCodigo`,
                'Marca/modelo não encontrada no catálogo',
              );
            }
          });
          const existente = await tx.registroVigente(dados.contrato.numero, chassis);
          if (existente) {
            throw new AppError(
              'CONFLICT',
              `O contrato ${dados.contrato.numero} já foi enviado para este chassi no pedido ${existente}.`,
            );
          }
          const hoje = hojeEmBrasilia();
          const novo = await tx.proximoProtocolo(hoje.slice(0, 4));
          const pedidoId = await tx.insert(
            {
              protocolo: novo,
              clienteId,
              agenteFinanceiroId: dados.agenteFinanceiroId,
              fornecedorId: detran.id,
              uf,
              operacao: 1,
              numeroContrato: dados.contrato.numero,
              devedorCpfCnpj: dados.devedor.cpfCnpj,
              dados,
              taxaDetran: await tx.taxaDetranEmVigor(detran.id, 1, hoje),
              criadoPor: auth.usuarioId,
              chassis,
            },
            {
              acao: 'REGISTRAR',
              statusAnterior: null,
              status: 'RECEBIDO',
              usuarioId: auth.usuarioId,
            },
          );
          // Sent only if the order commits; never forgotten once it has.
          await despacho.enfileirar(tx.executor, pedidoId);
          return novo;
        }),
      );
      return {
        mensagem: `Contrato recebido com o protocolo ${protocolo}; será enviado ao Detran-${uf}.`,
        protocolo,
      };
    },

    async historico(auth: AuthContext, protocolo: string) {
      const pedido = await repository.findByProtocolo(auth, protocolo);
      if (!pedido) throw notFound();
      const rows = await repository.historico(pedido.id);
      return rows.map((row) => ({
        ...row,
        em: row.em.toISOString(),
        detalhes: (row.detalhes as Record<string, unknown> | null) ?? null,
      }));
    },

    /** A person's action that needs no justification (baixa, cancel...). */
    agir(auth: AuthContext, protocolo: string, acao: AcaoPessoaCodigo): Promise<Pedido> {
      if (ACOES_PESSOA[acao].exigeJustificativa) invalid('justificativa', 'Campo obrigatório');
      return mover(auth, protocolo, acao, (status) => transicao(status, acao), null);
    },

    /** The audited status change: only settled states, with a justification. */
    alterarStatus(
      auth: AuthContext,
      protocolo: string,
      novo: PedidoStatus,
      justificativa: string,
    ): Promise<Pedido> {
      return mover(
        auth,
        protocolo,
        'ALTERAR_STATUS',
        (status) => alteracaoStatus(status, novo),
        justificativa,
      );
    },
  };
}

export type ContratosService = ReturnType<typeof createContratosService>;

/** For the routes' descriptions. */
export const ALTERACAO_STATUS_DESTINOS = ALTERACAO_STATUS.para
  .map((status) => `${status} (${PEDIDO_STATUS[status]})`)
  .join(', ');
