import { hojeEmBrasilia } from '@portal/shared/common/datas';
import { canalDoPerfil } from '@portal/shared/contratos/consulta-schemas';
import {
  acoesDisponiveis,
  certidaoDisponivel,
  pagamentoDoPedido,
  ALTERACAO_STATUS,
  alteracaoStatus,
  noMeio,
  PASSO_INICIAL,
  PEDIDO_STATUS,
  transicao,
  type AcaoPessoaCodigo,
  type PedidoStatus,
  type Transicao,
} from '@portal/shared/contratos/pedido-estados';
import type {
  Pedido,
  PedidoDocumento,
  PedidoNumeroContrato,
  PedidoTaxa,
  RegistroResultado,
} from '@portal/shared/contratos/pedido-schemas';
import type { Uf } from '@portal/shared/common/ufs';
import { formatarCodigoVerificacao } from '@portal/shared/contratos/certidao-schemas';
import {
  CAMPOS_EXIGIVEIS,
  mensagemExigidoPeloDetran,
  REGRAS_CONTRATO_DETRAN,
} from '@portal/shared/contratos/detran-regras';
import {
  OPERACOES,
  type AditivoInput,
  type ContratoAlteracao,
  type ContratoInput,
  type Operacao,
  type RegistroEdicao,
} from '@portal/shared/contratos/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError, invalid, notFound, orNotFound } from '../../lib/errors';
import { ownerClienteOf } from '../../lib/tenancy';
import { operacaoAoDetran, type Despacho } from './jobs';
import type { CertidaoCodigos } from './certidao-codigo';
import { corpoDoPedido, emXml } from './registro-detran';
import type { ContratosQueries, ContratosRepository, NovoPedido, PedidoRow } from './repository';

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

/** The result modal's message of each operation. */
const RECEBIDO_DA_OPERACAO = {
  1: 'Contrato recebido',
  2: 'Alteração de contrato recebida',
  3: 'Aditivo recebido',
  4: 'Alteração de aditivo recebida',
} as const satisfies Record<Operacao, string>;

/** 'Não é possível ...' of each operation on a registered contract. */
const VERBO_DA_OPERACAO = {
  1: 'registrar o contrato',
  2: 'alterar o contrato',
  3: 'registrar o aditivo',
  4: 'alterar o aditivo',
} as const satisfies Record<Operacao, string>;

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
    versao: row.versao,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Each leaf that differs between two JSON values, by path ('veiculos.0.chassi'). */
export function diferencas(
  antes: unknown,
  depois: unknown,
  caminho = '',
): { campo: string; antes: Json; depois: Json }[] {
  const isObjeto = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object';
  if (isObjeto(antes) && isObjeto(depois) && Array.isArray(antes) === Array.isArray(depois)) {
    const chaves = [...new Set([...Object.keys(antes), ...Object.keys(depois)])];
    return chaves.flatMap((chave) =>
      diferencas(antes[chave], depois[chave], caminho ? `${caminho}.${chave}` : chave),
    );
  }
  const a = (antes ?? null) as Json;
  const d = (depois ?? null) as Json;
  return JSON.stringify(a) === JSON.stringify(d) ? [] : [{ campo: caminho, antes: a, depois: d }];
}

/** '85.9' and '85.90' are the same amount: the form the database answers ('85.90'). */
function normalizeValor(valor: string): string {
  const [inteiro = '0', fracao = ''] = valor.split('.');
  return `${BigInt(inteiro)}.${fracao.padEnd(2, '0')}`;
}

type PedidoTravado = NonNullable<Awaited<ReturnType<ContratosQueries['lockByProtocolo']>>>;

export function createContratosService(
  repository: ContratosRepository,
  despacho: Despacho,
  certidaoCodigos: Pick<CertidaoCodigos, 'issue'>,
) {
  async function get(auth: AuthContext, protocolo: string): Promise<Pedido> {
    const row = orNotFound(await repository.findByProtocolo(auth, protocolo));
    return toPedido(row, auth);
  }

  /**
   * Moves a visible order by a person, under a row lock: two concurrent actions on one order
   * run one after the other, and the second meets the state the first left (409 with the
   * lifecycle's reason). A cancelled registration frees its contract and chassis.
   */
  async function move(
    auth: AuthContext,
    protocolo: string,
    acao: string,
    decide: (status: PedidoStatus) => Transicao,
    justificativa: string | null,
  ): Promise<Pedido> {
    await repository.transaction(async (tx) => {
      const pedido = orNotFound(await tx.lockByProtocolo(auth, protocolo));
      const resultado = decide(pedido.status);
      if (!resultado.permitida) throw new AppError('CONFLICT', resultado.motivo);
      await tx.move(pedido.id, {
        acao,
        statusAnterior: pedido.status,
        status: resultado.para,
        usuarioId: auth.usuarioId,
        justificativa,
      });
      if (resultado.para === 'CANCELADO') await tx.endVigencia(pedido.id);
      // A move that hands the order to the dispatch queues it in the same transaction.
      if (PARA_O_DESPACHO.includes(resultado.para)) {
        await tx.startNewEnvio(pedido.id);
        await despacho.enqueue(tx.executor, pedido);
      }
    });
    return get(auth, protocolo);
  }

  /**
   * A new order to the Detran. Operation 1 registers a contract; 2, 3 and 4 refer to a
   * registered one (`protocoloOriginal`): the new order joins its chain (`pedidoOriginalId`
   * is the registration), under the registration's row lock, so two operations on one
   * contract cannot both start.
   */
  async function createPedido(
    auth: AuthContext,
    input: ContratoInput | ContratoAlteracao | AditivoInput,
    operacao: Operacao,
  ): Promise<RegistroResultado> {
    const { clienteId: requested, ...dados } = input;
    const chassis = dados.veiculos.map((veiculo) => veiculo.chassi);
    const uf = dados.veiculos[0]!.ufLicenciamento;
    const protocolo = await conflictOnDuplicate(DUPLICATES, () =>
      repository.transaction(async (tx) => {
        const cadeia =
          'protocoloOriginal' in dados ? await checkOriginal(tx, auth, dados, operacao) : null;
        const clienteId = ownerClienteOf(auth, requested ?? cadeia?.raiz.clienteId);
        if (!clienteId) throw invalid('clienteId', 'Campo obrigatório');
        // Every check, lookup and insert in one round trip (repository `insertPedido`); the
        // answers are read in the order the checks were always made.
        const { conferido, pedido } = await tx.insertPedido(
          auth,
          {
            clienteId,
            agenteFinanceiroId: dados.agenteFinanceiroId,
            uf,
            operacao,
            numeroContrato: dados.contrato.numero,
            devedorCpfCnpj: dados.devedor.cpfCnpj,
            // A change or an addendum carries the Detran's number of what it changes (the
            // registration's; for an addendum change, the addendum's): the Detran's reference.
            dados: cadeia
              ? {
                  ...dados,
                  numeroRegistroOriginal: (operacao === 4 ? cadeia.referido : cadeia.raiz)
                    .numeroRegistroDetran,
                }
              : dados,
            pedidoOriginalId: cadeia?.raiz.id ?? null,
            valorRegistradora: dados.contrato.taxaRegistro,
            criadoPor: auth.usuarioId,
            canal: canalDoPerfil(auth.perfil),
            chassis,
            marcasModelos: dados.veiculos.map((veiculo) => veiculo.marcaModeloCodigo),
            // The service type of a Detran price is the operation's code (1 to 4).
            data: hojeEmBrasilia(),
            conferirVigente: operacao === 1,
            clienteConfere: !cadeia || clienteId === cadeia.raiz.clienteId,
          },
          {
            acao: PASSO_INICIAL[operacao].acao,
            statusAnterior: null,
            status: 'RECEBIDO',
            usuarioId: auth.usuarioId,
            detalhes: cadeia ? { protocoloOriginal: cadeia.referido.protocolo } : null,
          },
        );
        if (!conferido.clienteVisivel) throw invalid('clienteId', 'Cliente não encontrado');
        if (cadeia && clienteId !== cadeia.raiz.clienteId) {
          throw invalid('clienteId', 'O pedido original é de outro cliente');
        }
        checkReferences(dados, conferido);
        if (!conferido.detranId) {
          throw invalid('veiculos.0.ufLicenciamento', `Não há Detran ativo para ${uf}`);
        }
        if (conferido.registroVigente) {
          throw new AppError(
            'CONFLICT',
            `O contrato ${dados.contrato.numero} já foi enviado para este chassi no pedido ${conferido.registroVigente}.`,
          );
        }
        if (!pedido) throw new Error('the order was not saved though every check passed');
        // Sent only if the order commits; never forgotten once it has.
        await despacho.enqueue(tx.executor, { id: pedido.id, uf });
        return pedido.protocolo;
      }),
    );
    return {
      mensagem: `${RECEBIDO_DA_OPERACAO[operacao]} com o protocolo ${protocolo}; será enviado ao Detran-${uf}.`,
      protocolo,
    };
  }

  /**
   * What a change or an addendum needs of the order it names: visible (else 404), of the same
   * contract and Detran (else 400 under the field), the registration settled as REGISTRADO
   * and nothing else of the contract on its way to the Detran (else 409 saying why); an
   * addendum change names a registered addendum of the same number.
   */
  async function checkOriginal(
    tx: ContratosQueries,
    auth: AuthContext,
    dados: Omit<ContratoAlteracao | AditivoInput, 'clienteId'>,
    operacao: Operacao,
  ) {
    const cadeia = orNotFound(await tx.lockCadeia(auth, dados.protocoloOriginal));
    const { raiz, referido } = cadeia;
    if (dados.contrato.numero !== raiz.numeroContrato) {
      throw invalid(
        'contrato.numero',
        `O contrato do pedido ${raiz.protocolo} é o ${raiz.numeroContrato}` +
          (operacao === 2 ? '; para mudar o número, use Alterar número do contrato' : ''),
      );
    }
    if (dados.veiculos[0]!.ufLicenciamento !== raiz.uf) {
      throw invalid(
        'veiculos.0.ufLicenciamento',
        `O contrato foi registrado no Detran-${raiz.uf}: a operação vai ao mesmo Detran`,
      );
    }
    if (operacao === 4) {
      if (referido.operacao !== 3 && referido.operacao !== 4) {
        throw invalid('protocoloOriginal', `O pedido ${referido.protocolo} não é de um aditivo`);
      }
      const aditivo = (referido.dados as { aditivo?: { numero: string } }).aditivo;
      const novo = (dados as Partial<AditivoInput>).aditivo;
      if (novo && aditivo && novo.numero !== aditivo.numero) {
        throw invalid(
          'aditivo.numero',
          `O aditivo do pedido ${referido.protocolo} é o ${aditivo.numero}`,
        );
      }
    }
    const exigido = operacao === 4 ? referido : raiz;
    if (exigido.status !== 'REGISTRADO') {
      throw new AppError(
        'CONFLICT',
        `Não é possível ${VERBO_DA_OPERACAO[operacao]}: o pedido ${exigido.protocolo} está ` +
          `${noMeio(PEDIDO_STATUS[exigido.status])}; é preciso que esteja registrado.`,
      );
    }
    const emAndamento = await tx.emAndamentoNaCadeia(raiz.id);
    if (emAndamento) {
      throw new AppError(
        'CONFLICT',
        `Não é possível ${VERBO_DA_OPERACAO[operacao]}: o pedido ${emAndamento} deste contrato ` +
          'ainda aguarda o Detran.',
      );
    }
    return cadeia;
  }

  /**
   * Changes a visible order's data under its row lock, when the lifecycle allows `acao` in its
   * state (else 409 with the reason): `work` checks and says what to write; the history row
   * keeps the justification and what changed.
   */
  async function correct(
    auth: AuthContext,
    protocolo: string,
    acao: 'EDITAR_REGISTRO' | 'ALTERAR_NUMERO_CONTRATO' | 'ALTERAR_TAXA',
    justificativa: string | null,
    work: (
      tx: ContratosQueries,
      pedido: PedidoTravado,
    ) => Promise<{ mudancas: Partial<NovoPedido>; detalhes: Record<string, unknown> }>,
  ): Promise<Pedido> {
    await conflictOnDuplicate(DUPLICATES, () =>
      repository.transaction(async (tx) => {
        const pedido = orNotFound(await tx.lockByProtocolo(auth, protocolo));
        const resultado = transicao(pedido.status as PedidoStatus, acao);
        if (!resultado.permitida) throw new AppError('CONFLICT', resultado.motivo);
        const { mudancas, detalhes } = await work(tx, pedido);
        await tx.move(
          pedido.id,
          {
            acao,
            statusAnterior: pedido.status as PedidoStatus,
            status: resultado.para,
            usuarioId: auth.usuarioId,
            justificativa,
            detalhes,
          },
          mudancas,
        );
      }),
    );
    return get(auth, protocolo);
  }

  /** What the schema cannot check of a contract: its agent and its brand/models. */
  async function checkReferencesInDb(
    tx: ContratosQueries,
    dados: Pick<ContratoInput, 'agenteFinanceiroId' | 'veiculos'>,
    clienteId: string,
  ) {
    checkReferences(dados, {
      agenteDoCliente: await tx.isAgenteDoCliente(dados.agenteFinanceiroId, clienteId),
      marcasModelosAtivas: await tx.marcasModelosAtivas(
        dados.veiculos.map((veiculo) => veiculo.marcaModeloCodigo),
      ),
    });
  }

  /** The agent and brand/model checks, on what the database answered. */
  function checkReferences(
    dados: Pick<ContratoInput, 'veiculos'>,
    conferido: { agenteDoCliente: boolean; marcasModelosAtivas: Set<number> },
  ) {
    if (!conferido.agenteDoCliente) {
      throw invalid('agenteFinanceiroId', 'Agente financeiro não encontrado para este cliente');
    }
    dados.veiculos.forEach((veiculo, index) => {
      if (!conferido.marcasModelosAtivas.has(veiculo.marcaModeloCodigo)) {
        throw invalid(
          `veiculos.${index}.marcaModeloCodigo`,
          'Marca/modelo não encontrada no catálogo',
        );
      }
    });
  }

  return {
    get,

    /**
     * Registers a contract (operation 1): checks what the schema cannot (the agent works for
     * the client, a Detran serves the vehicles' UF, the brand/models exist, no live
     * registration of the same contract and chassis), then saves the order with its protocol,
     * its first history row, the Detran's fee in force and the registradora's price, in one
     * transaction.
     */
    register: (auth: AuthContext, input: ContratoInput) => createPedido(auth, input, 1),

    /** Changes a registered contract (operation 2): a new order of the contract's chain. */
    change: (auth: AuthContext, input: ContratoAlteracao) => createPedido(auth, input, 2),

    /** Registers an addendum to a registered contract (operation 3). */
    registerAditivo: (auth: AuthContext, input: AditivoInput) => createPedido(auth, input, 3),

    /** Changes a registered addendum (operation 4). */
    changeAditivo: (auth: AuthContext, input: AditivoInput) => createPedido(auth, input, 4),

    /**
     * Corrects the data of an order the Detran has not registered (`registros/editar`), at the
     * version the person read. It does not send the order: a refused one is sent again with
     * Reprocessar; one still with the dispatch goes out with the corrected data.
     */
    editRegistro(auth: AuthContext, input: RegistroEdicao): Promise<Pedido> {
      const { protocolo, versao, ...dados } = input;
      return correct(auth, protocolo, 'EDITAR_REGISTRO', null, async (tx, pedido) => {
        if (pedido.versao !== versao) {
          throw new AppError(
            'CONFLICT',
            `O pedido mudou depois de lido (versão ${pedido.versao}, não ${versao}): leia-o ` +
              'de novo e refaça a correção.',
          );
        }
        if (dados.contrato.numero !== pedido.numeroContrato) {
          throw invalid('contrato.numero', 'Para mudar o número, use Alterar número do contrato');
        }
        if (dados.veiculos[0]!.ufLicenciamento !== pedido.uf) {
          throw invalid(
            'veiculos.0.ufLicenciamento',
            `O pedido vai ao Detran-${pedido.uf}: para outro Detran, cancele-o e registre outro`,
          );
        }
        const isAditivo = pedido.operacao === 3 || pedido.operacao === 4;
        if (isAditivo && !dados.aditivo) throw invalid('aditivo', 'Campo obrigatório');
        if (!isAditivo && dados.aditivo)
          throw invalid('aditivo', 'Este pedido não é de um aditivo');
        await checkReferencesInDb(tx, dados, pedido.clienteId);

        const anteriores = pedido.dados as {
          protocoloOriginal?: string;
          numeroRegistroOriginal?: string | null;
          contrato: ContratoInput['contrato'];
        };
        // The chain's references are not the person's to correct.
        const novos = {
          protocoloOriginal: anteriores.protocoloOriginal,
          numeroRegistroOriginal: anteriores.numeroRegistroOriginal,
          ...dados,
        };
        const alteracoes = diferencas(anteriores, novos);
        if (alteracoes.length === 0) {
          throw new AppError('INVALID_INPUT', 'Nenhum dado do pedido foi alterado.');
        }
        const chassis = dados.veiculos.map((veiculo) => veiculo.chassi);
        if (alteracoes.some((alteracao) => alteracao.campo.startsWith('veiculos.'))) {
          const existente = await tx.registroVigente(pedido.numeroContrato, chassis, pedido.id);
          if (existente && pedido.operacao === 1) {
            throw new AppError(
              'CONFLICT',
              `O contrato ${pedido.numeroContrato} já foi enviado para este chassi no pedido ${existente}.`,
            );
          }
          await tx.replaceVeiculos(pedido.id, pedido.numeroContrato, chassis);
        }
        const taxaMudou = dados.contrato.taxaRegistro !== anteriores.contrato.taxaRegistro;
        return {
          mudancas: {
            dados: novos,
            devedorCpfCnpj: dados.devedor.cpfCnpj,
            agenteFinanceiroId: dados.agenteFinanceiroId,
            ...(taxaMudou ? { valorRegistradora: dados.contrato.taxaRegistro } : {}),
          },
          detalhes: { alteracoes },
        };
      });
    },

    /**
     * Changes the contract number of a registration the Detran has not registered, with a
     * justification: its vehicles take the new number, and a live registration of the new
     * number and a chassis answers 409 naming its protocol.
     */
    changeNumeroContrato(
      auth: AuthContext,
      { protocolo, numeroContrato, justificativa }: PedidoNumeroContrato,
    ): Promise<Pedido> {
      return correct(
        auth,
        protocolo,
        'ALTERAR_NUMERO_CONTRATO',
        justificativa,
        async (tx, pedido) => {
          if (pedido.operacao !== 1) {
            throw invalid(
              'numeroContrato',
              'Uma alteração ou um aditivo leva o número do contrato registrado',
            );
          }
          if (numeroContrato === pedido.numeroContrato) {
            throw invalid('numeroContrato', 'É o número atual do contrato');
          }
          const chassis = await tx.chassisDo(pedido.id);
          const existente = await tx.registroVigente(numeroContrato, chassis, pedido.id);
          if (existente) {
            throw new AppError(
              'CONFLICT',
              `O contrato ${numeroContrato} já foi enviado para este chassi no pedido ${existente}.`,
            );
          }
          await tx.replaceVeiculos(pedido.id, numeroContrato, chassis);
          const dados = pedido.dados as { contrato: Record<string, unknown> };
          return {
            mudancas: {
              numeroContrato,
              dados: { ...dados, contrato: { ...dados.contrato, numero: numeroContrato } },
            },
            detalhes: { numeroContrato: { antes: pedido.numeroContrato, depois: numeroContrato } },
          };
        },
      );
    },

    /** Changes the order's Detran fee and/or the registradora's price, with a justification. */
    changeTaxa(auth: AuthContext, input: PedidoTaxa): Promise<Pedido> {
      return correct(
        auth,
        input.protocolo,
        'ALTERAR_TAXA',
        input.justificativa,
        async (_tx, pedido) => {
          const mudancas: Partial<NovoPedido> = {};
          const detalhes: Record<string, { antes: string | null; depois: string }> = {};
          for (const campo of ['taxaDetran', 'valorRegistradora'] as const) {
            const novo = input[campo];
            if (novo === undefined) continue;
            const depois = normalizeValor(novo);
            if (depois === pedido[campo]) continue;
            mudancas[campo] = depois;
            detalhes[campo] = { antes: pedido[campo], depois };
          }
          if (Object.keys(detalhes).length === 0) {
            throw invalid(
              input.taxaDetran === undefined ? 'valorRegistradora' : 'taxaDetran',
              'É o valor atual do pedido',
            );
          }
          return { mudancas, detalhes };
        },
      );
    },

    /** The latest order of the contract chain `protocolo` belongs to. */
    async ultimo(auth: AuthContext, protocolo: string): Promise<Pedido> {
      const raiz = orNotFound(await repository.raizDe(auth, protocolo));
      const row = orNotFound(await repository.ultimoDaCadeia(auth, raiz));
      return toPedido(row, auth);
    },

    /** The latest order of the chain `protocolo` belongs to with operation `operacao`. */
    async ultimoDaCadeiaPorOperacao(
      auth: AuthContext,
      protocolo: string,
      operacao: number,
    ): Promise<Pedido> {
      const raiz = orNotFound(await repository.raizDe(auth, protocolo));
      const row = orNotFound(await repository.ultimoDaCadeia(auth, raiz, operacao));
      return toPedido(row, auth);
    },

    /** The latest visible order carrying the chassis, of one contract or of one operation. */
    async ultimoPorChassi(
      auth: AuthContext,
      chassi: string,
      filtro: { numeroContrato?: string; operacao?: number },
    ): Promise<Pedido> {
      const row = orNotFound(await repository.ultimoPorChassi(auth, chassi, filtro));
      return toPedido(row, auth);
    },

    /**
     * The order's documents. None can be uploaded yet (the upload is another issue's): the
     * visible order answers its real, empty list.
     */
    async documentos(auth: AuthContext, protocolo: string): Promise<PedidoDocumento[]> {
      orNotFound(await repository.findByProtocolo(auth, protocolo));
      return [];
    },

    async podeGerarCertidao(auth: AuthContext, protocolo: string) {
      const pedido = await get(auth, protocolo);
      const disponivel = certidaoDisponivel(pedido.status, auth.roles);
      // The code opens the public certificates: only someone who may issue them gets it.
      if (!disponivel.pode) return disponivel;
      return {
        ...disponivel,
        codigoVerificacao: formatarCodigoVerificacao(certidaoCodigos.issue(pedido.protocolo)),
      };
    },

    async pagamento(auth: AuthContext, protocolo: string) {
      const pedido = await get(auth, protocolo);
      return { ...pagamentoDoPedido(pedido.status), taxaDetran: pedido.taxaDetran };
    },

    /** A Detran's contract form rules (`form/contrato/detran/{id}`): the shared table's. */
    async regrasDoDetran(auth: AuthContext, detranId: string) {
      const detran = await repository.detranVisivel(auth, detranId);
      if (!detran?.uf) throw notFound();
      const campos = REGRAS_CONTRATO_DETRAN[detran.uf as Uf] ?? [];
      return {
        detranId: detran.id,
        uf: detran.uf,
        camposObrigatorios: campos.map((campo) => ({ campo, nome: CAMPOS_EXIGIVEIS[campo] })),
        mensagem: mensagemExigidoPeloDetran(detran.uf),
      };
    },

    /** A Detran and its fees in force today for each operation (`form/detran/{id}`). */
    async formularioDoDetran(auth: AuthContext, detranId: string) {
      const detran = await repository.detranVisivel(auth, detranId);
      if (!detran?.uf) throw notFound();
      const hoje = hojeEmBrasilia();
      const operacoes = Object.keys(OPERACOES).map(Number);
      const nomes = await repository.nomesDosServicos(operacoes);
      const taxas = await Promise.all(
        operacoes.map(async (tipoServico) => ({
          tipoServico,
          servico: nomes.get(tipoServico) ?? OPERACOES[tipoServico as Operacao],
          valor: await repository.taxaDetranEmVigor(detran.id, tipoServico, hoje),
        })),
      );
      return { id: detran.id, nome: detran.nome, uf: detran.uf, ativo: detran.ativo, taxas };
    },

    /**
     * The XML of what the dispatch sends (or sent last) to the order's Detran: the registry
     * adapter's JSON body rendered as XML, with the portal's protocol, the UF and the state.
     */
    async xmlDoEnvio(auth: AuthContext, protocolo: string): Promise<string> {
      const pedido = orNotFound(await repository.findByProtocolo(auth, protocolo));
      const envio = orNotFound(await repository.findForDespacho(pedido.id));
      return emXml(
        'pedidoDetran',
        { protocolo, uf: envio.uf, status: envio.status },
        corpoDoPedido({
          operacao: operacaoAoDetran(envio.status, envio.operacao),
          numeroContrato: envio.numeroContrato,
          dados: envio.dados,
          chassis: envio.chassis,
        }),
      );
    },

    /**
     * The Detran-BA fee document of an order (`taxa-ba-xml/{p}`): what the state's payment slip
     * (DAE, issued by SEFAZ-BA) needs, for an order to Detran-BA with a fee, not cancelled.
     */
    async taxaBaXml(auth: AuthContext, protocolo: string): Promise<string> {
      const pedido = orNotFound(await repository.findByProtocolo(auth, protocolo));
      if (pedido.uf !== 'BA') {
        throw new AppError(
          'CONFLICT',
          `O documento de taxa é do Detran-BA, e este pedido vai ao Detran-${pedido.uf}.`,
        );
      }
      if (pedido.status === 'CANCELADO') {
        throw new AppError('CONFLICT', 'O pedido foi cancelado: não há taxa a pagar.');
      }
      if (!pedido.taxaDetran) {
        throw new AppError(
          'CONFLICT',
          'O pedido não tem taxa do Detran: cadastre o preço do Detran-BA ou use Alterar taxa.',
        );
      }
      const envio = await repository.findForDespacho(pedido.id);
      const dados = envio?.dados as ContratoInput;
      const nomes = await repository.nomesDosServicos([pedido.operacao]);
      return emXml(
        'documentoTaxaDetran',
        { uf: 'BA', protocolo },
        {
          orgao: pedido.detran,
          servico: {
            codigo: pedido.operacao,
            nome: nomes.get(pedido.operacao) ?? OPERACOES[pedido.operacao as Operacao],
          },
          valor: pedido.taxaDetran,
          emitidoEm: hojeEmBrasilia(),
          contribuinte: { nome: dados.credor.nome, cnpj: dados.credor.cnpj },
          contrato: { numero: pedido.numeroContrato, chassis: pedido.chassis },
          devedor: { nome: dados.devedor.nome, cpfCnpj: dados.devedor.cpfCnpj },
        },
      );
    },

    /**
     * The contract an order carries: what a correction or an addendum starts from. A Detran's
     * user reads it without the portal's own id of the financial agent (what goes to a Detran
     * never carries it; the creditor section names the agent).
     */
    async contrato(auth: AuthContext, protocolo: string) {
      const row = orNotFound(await repository.contratoByProtocolo(auth, protocolo));
      const { agenteFinanceiroId, ...resto } = row.dados as Record<string, unknown>;
      const dados = auth.fornecedorId ? resto : { agenteFinanceiroId, ...resto };
      return { ...row, dados };
    },

    async historico(auth: AuthContext, protocolo: string) {
      const pedido = orNotFound(await repository.findByProtocolo(auth, protocolo));
      const rows = await repository.historico(pedido.id);
      return rows.map((row) => ({
        ...row,
        em: row.em.toISOString(),
        detalhes: (row.detalhes as Record<string, unknown> | null) ?? null,
      }));
    },

    /** A person's move of the order (baixa, cancel, reprocess...), with its justification. */
    performAcao(
      auth: AuthContext,
      protocolo: string,
      acao: AcaoPessoaCodigo,
      justificativa: string,
    ): Promise<Pedido> {
      return move(auth, protocolo, acao, (status) => transicao(status, acao), justificativa);
    },

    /** The audited status change: only settled states, with a justification. */
    changeStatus(
      auth: AuthContext,
      protocolo: string,
      novo: PedidoStatus,
      justificativa: string,
    ): Promise<Pedido> {
      return move(
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
