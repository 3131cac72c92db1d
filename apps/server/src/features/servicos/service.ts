import { formatData } from '@portal/shared/common/datas';
import type { PageRequest } from '@portal/shared/common/paging';
import type {
  Servico,
  ServicoCreate,
  ServicoDetran,
  ServicoDetranInput,
  ServicoUpdate,
} from '@portal/shared/servicos/schemas';
import { assertRegistradora, type AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError, notFound, orNotFound } from '../../lib/errors';
import type {
  PrecoWrites,
  ServicoDetranFiltro,
  ServicoDetranValues,
  ServicoFiltro,
  ServicoRow,
  ServicosRepository,
  Vigencia,
} from './repository';

function toServico(row: ServicoRow): Servico {
  return {
    codigo: row.codigo,
    nome: row.nome,
    descricao: row.descricao,
    ativo: row.ativo,
    referencia: row.referencia,
  };
}

const SOMENTE_REGISTRADORA = 'Somente a registradora cadastra e altera serviços e preços.';

/** 'de 01/01/2025 a 31/12/2025', or 'desde 01/01/2025, sem data final'. */
function periodoOf({ vigenciaInicio, vigenciaFim }: Vigencia): string {
  return vigenciaFim
    ? `de ${formatData(vigenciaInicio)} a ${formatData(vigenciaFim)}`
    : `desde ${formatData(vigenciaInicio)}, sem data final`;
}

function valuesOf(input: ServicoDetranInput): ServicoDetranValues {
  return { ...input, vigenciaFim: input.vigenciaFim ?? null };
}

/**
 * Checks a price about to be written, inside the transaction that writes it: the supplier
 * (locked, so that writers of its prices take turns) and the service type (held) must exist,
 * and the period must not share a day with another live price of the same supplier and
 * service, else more than one price would be in force that day.
 */
async function checkPreco(tx: PrecoWrites, values: ServicoDetranValues, exceptId?: string) {
  const hasFornecedor = await tx.lockFornecedor(values.fornecedorId);
  const hasServico = await tx.holdServico(values.tipoServico);
  const problems = [
    hasFornecedor
      ? null
      : { mensagem: 'fornecedorId: Fornecedor não encontrado', campo: 'fornecedorId' },
    hasServico
      ? null
      : { mensagem: 'tipoServico: Tipo de serviço não encontrado', campo: 'tipoServico' },
  ].filter((p) => p !== null);
  if (problems.length > 0) throw new AppError('INVALID_INPUT', problems);
  const overlap = await tx.findOverlap(values, exceptId);
  if (overlap) {
    throw new AppError('CONFLICT', [
      {
        mensagem: `Já existe um preço deste serviço para este fornecedor vigente ${periodoOf(overlap)}: os períodos de vigência não podem se sobrepor.`,
        campo: 'vigenciaInicio',
      },
    ]);
  }
}

/** The unique index of a price, and its 409. */
const PRECO_DUPLICADO = {
  servicos_detran_vigencia_idx: {
    mensagem:
      'Já existe um preço deste serviço para este fornecedor com a mesma data de início de vigência.',
    campo: 'vigenciaInicio',
  },
};

export function createServicosService(repository: ServicosRepository) {
  async function getPreco(auth: AuthContext, id: string): Promise<ServicoDetran> {
    const row = orNotFound(await repository.findPreco(id, auth));
    return row;
  }

  return {
    async listServicos(filtro: ServicoFiltro, page: PageRequest<'codigo' | 'nome'>) {
      const { content, totalElements } = await repository.listServicos(filtro, page);
      return { content: content.map(toServico), totalElements };
    },

    async getServico(codigo: number): Promise<Servico> {
      const row = orNotFound(await repository.findServico(codigo));
      return toServico(row);
    },

    async createServico(auth: AuthContext, input: ServicoCreate): Promise<Servico> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      const duplicado = {
        servicos_pkey: {
          mensagem: `Já existe um serviço com o código ${input.codigo}.`,
          campo: 'codigo',
        },
      };
      return toServico(
        await conflictOnDuplicate(duplicado, () =>
          repository.insertServico({
            codigo: input.codigo,
            nome: input.nome,
            descricao: input.descricao ?? null,
            ativo: input.ativo,
          }),
        ),
      );
    },

    async updateServico(auth: AuthContext, codigo: number, input: ServicoUpdate): Promise<Servico> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      const row = await repository.updateServico(codigo, {
        nome: input.nome,
        descricao: input.descricao ?? null,
        ativo: input.ativo,
      });
      if (!row) throw notFound();
      return toServico(row);
    },

    async deleteServico(auth: AuthContext, codigo: number): Promise<void> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      const row = orNotFound(await repository.findServico(codigo));
      if (row.referencia) {
        throw new AppError(
          'CONFLICT',
          'Este tipo de serviço é um dado de referência e não pode ser excluído; desative-o se necessário.',
        );
      }
      const precos = await repository.deleteServicoUnlessPriced(codigo);
      if (precos > 0) {
        throw new AppError(
          'CONFLICT',
          `O serviço não pode ser excluído: é referenciado por ${precos} ${precos === 1 ? 'preço' : 'preços'} de Detran.`,
        );
      }
    },

    listPrecos: (
      auth: AuthContext,
      filtro: ServicoDetranFiltro,
      page: PageRequest<'uf' | 'tipoServico' | 'vigenciaInicio' | 'valor'>,
    ) => repository.listPrecos(filtro, page, auth),

    getPreco,

    async createPreco(auth: AuthContext, input: ServicoDetranInput): Promise<ServicoDetran> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      const values = valuesOf(input);
      const id = await conflictOnDuplicate(PRECO_DUPLICADO, () =>
        repository.transaction(async (tx) => {
          await checkPreco(tx, values);
          return tx.insert(values);
        }),
      );
      return getPreco(auth, id);
    },

    async updatePreco(
      auth: AuthContext,
      id: string,
      input: ServicoDetranInput,
    ): Promise<ServicoDetran> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      const values = valuesOf(input);
      await conflictOnDuplicate(PRECO_DUPLICADO, () =>
        repository.transaction(async (tx) => {
          orNotFound(await tx.lockPreco(id));
          await checkPreco(tx, values, id);
          orNotFound(await tx.update(id, values));
        }),
      );
      return getPreco(auth, id);
    },

    async removePreco(auth: AuthContext, id: string): Promise<void> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      await getPreco(auth, id);
      orNotFound(await repository.removePreco(id));
    },
  };
}

export type ServicosService = ReturnType<typeof createServicosService>;
