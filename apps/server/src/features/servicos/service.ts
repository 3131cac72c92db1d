import { MENSAGENS } from '@portal/shared/common/messages';
import type { PageRequest } from '@portal/shared/common/paging';
import type {
  Servico,
  ServicoCreate,
  ServicoDetran,
  ServicoDetranInput,
  ServicoUpdate,
} from '@portal/shared/servicos/schemas';
import { assertRegistradora, type AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type {
  ServicoDetranFiltro,
  ServicoFiltro,
  ServicoRow,
  ServicosRepository,
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

const notFound = () => new AppError('NOT_FOUND', MENSAGENS.naoEncontrado);

const SOMENTE_REGISTRADORA = 'Somente a registradora cadastra e altera serviços e preços.';

export function createServicosService(repository: ServicosRepository) {
  async function checkReferences(input: ServicoDetranInput) {
    const exists = await repository.referencesExist(input.fornecedorId, input.tipoServico);
    const problems = [
      exists.fornecedor
        ? null
        : { mensagem: 'fornecedorId: Fornecedor não encontrado', campo: 'fornecedorId' },
      exists.servico
        ? null
        : { mensagem: 'tipoServico: Tipo de serviço não encontrado', campo: 'tipoServico' },
    ].filter((p) => p !== null);
    if (problems.length > 0) throw new AppError('INVALID_INPUT', problems);
  }

  function priceConflict(error: unknown): never {
    if (isUniqueViolation(error, 'servicos_detran_vigencia_idx')) {
      throw new AppError('CONFLICT', [
        {
          mensagem:
            'Já existe um preço deste serviço para este fornecedor com a mesma data de início de vigência.',
          campo: 'vigenciaInicio',
        },
      ]);
    }
    throw error;
  }

  async function getPreco(auth: AuthContext, id: string): Promise<ServicoDetran> {
    const row = await repository.findPreco(id, auth.fornecedorId);
    if (!row) throw notFound();
    return row;
  }

  return {
    async listServicos(filtro: ServicoFiltro, page: PageRequest<'codigo' | 'nome'>) {
      const { content, totalElements } = await repository.listServicos(filtro, page);
      return { content: content.map(toServico), totalElements };
    },

    async getServico(codigo: number): Promise<Servico> {
      const row = await repository.findServico(codigo);
      if (!row) throw notFound();
      return toServico(row);
    },

    async createServico(auth: AuthContext, input: ServicoCreate): Promise<Servico> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      try {
        return toServico(
          await repository.insertServico({
            codigo: input.codigo,
            nome: input.nome,
            descricao: input.descricao ?? null,
            ativo: input.ativo,
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('CONFLICT', [
            { mensagem: `Já existe um serviço com o código ${input.codigo}.`, campo: 'codigo' },
          ]);
        }
        throw error;
      }
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
      const row = await repository.findServico(codigo);
      if (!row) throw notFound();
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
    ) => repository.listPrecos(filtro, page, auth.fornecedorId),

    getPreco,

    async createPreco(auth: AuthContext, input: ServicoDetranInput): Promise<ServicoDetran> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      await checkReferences(input);
      try {
        const id = await repository.insertPreco({
          ...input,
          vigenciaFim: input.vigenciaFim ?? null,
        });
        return await getPreco(auth, id);
      } catch (error) {
        if (error instanceof AppError) throw error;
        return priceConflict(error);
      }
    },

    async updatePreco(
      auth: AuthContext,
      id: string,
      input: ServicoDetranInput,
    ): Promise<ServicoDetran> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      await getPreco(auth, id);
      await checkReferences(input);
      try {
        const updated = await repository.updatePreco(id, {
          ...input,
          vigenciaFim: input.vigenciaFim ?? null,
        });
        if (!updated) throw notFound();
      } catch (error) {
        if (error instanceof AppError) throw error;
        return priceConflict(error);
      }
      return getPreco(auth, id);
    },

    async removePreco(auth: AuthContext, id: string): Promise<void> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      await getPreco(auth, id);
      if (!(await repository.removePreco(id))) throw notFound();
    },
  };
}

export type ServicosService = ReturnType<typeof createServicosService>;
