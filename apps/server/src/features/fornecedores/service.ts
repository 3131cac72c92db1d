import { MENSAGENS } from '@portal/shared/common/messages';
import type { PageRequest } from '@portal/shared/common/paging';
import type {
  Fornecedor,
  FornecedorFiltro,
  FornecedorInput,
  TipoFornecedor,
} from '@portal/shared/fornecedores/schemas';
import { UFS, type Uf } from '@portal/shared/fornecedores/ufs';
import { assertRegistradora, type AuthContext } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import type { FornecedorRow, FornecedoresRepository, FornecedorValues } from './repository';

type SortKey = 'nome' | 'uf' | 'tipo' | 'cnpj' | 'dataCadastro';

const scopeOf = (auth: AuthContext) => ({ fornecedorId: auth.fornecedorId });

export function toFornecedor(row: FornecedorRow): Fornecedor {
  return {
    id: row.id,
    nome: row.nome,
    razaoSocial: row.razaoSocial,
    cnpj: row.cnpj,
    tipo: row.tipo as TipoFornecedor,
    uf: row.uf,
    email: row.email,
    telefone: row.telefone,
    descricao: row.descricao,
    pagadorTaxaDetranRj: row.pagadorTaxaDetranRj,
    ativo: row.ativo,
    dataCadastro: row.createdAt.toISOString(),
  };
}

function valuesOf(input: FornecedorInput): FornecedorValues {
  return {
    nome: input.nome,
    razaoSocial: input.razaoSocial ?? null,
    cnpj: input.cnpj ?? null,
    tipo: input.tipo,
    uf: input.uf ?? null,
    email: input.email ?? null,
    telefone: input.telefone ?? null,
    descricao: input.descricao ?? null,
    pagadorTaxaDetranRj: input.pagadorTaxaDetranRj,
    ativo: input.ativo,
  };
}

/** Turns the unique indexes of the table into a 409 that says which value is taken. */
function conflictOf(error: unknown, input: FornecedorInput): never {
  if (isUniqueViolation(error, 'fornecedores_cnpj_idx')) {
    throw new AppError('CONFLICT', [
      { mensagem: 'Já existe um fornecedor cadastrado com este CNPJ.', campo: 'cnpj' },
    ]);
  }
  if (isUniqueViolation(error, 'fornecedores_detran_uf_idx')) {
    throw new AppError('CONFLICT', [
      { mensagem: `Já existe um Detran cadastrado para a UF ${input.uf ?? ''}.`, campo: 'uf' },
    ]);
  }
  throw error;
}

function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

const SOMENTE_REGISTRADORA = 'Somente a registradora cadastra, altera e exclui fornecedores.';

export function createFornecedoresService(repository: FornecedoresRepository) {
  async function findOrFail(auth: AuthContext, id: string): Promise<FornecedorRow> {
    const row = await repository.findById(id, scopeOf(auth));
    if (!row) throw new AppError('NOT_FOUND', MENSAGENS.naoEncontrado);
    return row;
  }

  return {
    async list(auth: AuthContext, filtro: FornecedorFiltro, page: PageRequest<SortKey>) {
      const { content, totalElements } = await repository.list(filtro, page, scopeOf(auth));
      return { content: content.map(toFornecedor), totalElements };
    },

    async get(auth: AuthContext, id: string): Promise<Fornecedor> {
      return toFornecedor(await findOrFail(auth, id));
    },

    async create(auth: AuthContext, input: FornecedorInput): Promise<Fornecedor> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      try {
        return toFornecedor(await repository.insert(valuesOf(input)));
      } catch (error) {
        return conflictOf(error, input);
      }
    },

    async update(auth: AuthContext, id: string, input: FornecedorInput): Promise<Fornecedor> {
      // A supplier's user may keep its own registration up to date; a client's user never.
      if (auth.clienteId) throw new AppError('FORBIDDEN', SOMENTE_REGISTRADORA);
      const current = await findOrFail(auth, id);
      // The 27 Detrans are reference data: their kind and UF are fixed by the system.
      if (current.tipo === 'DETRAN' && (input.tipo !== 'DETRAN' || input.uf !== current.uf)) {
        throw new AppError(
          'CONFLICT',
          'Os Detrans são dados de referência: o tipo e a UF não podem ser alterados.',
        );
      }
      if (current.tipo !== 'DETRAN' && input.tipo === 'DETRAN') {
        throw new AppError(
          'CONFLICT',
          'Os Detrans são cadastrados pelo sistema: um fornecedor não pode virar Detran.',
        );
      }
      try {
        const row = await repository.update(id, valuesOf(input));
        if (!row) throw new AppError('NOT_FOUND', MENSAGENS.naoEncontrado);
        return toFornecedor(row);
      } catch (error) {
        if (error instanceof AppError) throw error;
        return conflictOf(error, input);
      }
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      const current = await findOrFail(auth, id);
      if (current.tipo === 'DETRAN') {
        const references = await repository.countReferences(id);
        throw new AppError('CONFLICT', referencedMessage(references, true));
      }
      const references = await repository.removeUnlessReferenced(id);
      if (references.usuarios > 0 || references.precos > 0) {
        throw new AppError('CONFLICT', referencedMessage(references, false));
      }
    },

    destinos: () => repository.destinos(),

    async destinosCombo() {
      const rows = await repository.destinos();
      return rows.map(({ id, nome }) => ({ id, nome }));
    },

    async ufsDetrans() {
      const rows = await repository.ufsDetrans();
      return rows.map((row) => ({
        uf: row.uf ?? '',
        estado: UFS[row.uf as Uf] ?? '',
        fornecedorId: row.fornecedorId,
        nome: row.nome,
      }));
    },

    administradores: (auth: AuthContext) => repository.administradores(scopeOf(auth)),

    administradoresPagadorTaxaDetranRj: (auth: AuthContext) =>
      repository.administradores(scopeOf(auth), true),

    destinosPorTipoServico: (tipoServico: number) => repository.destinosPorTipoServico(tipoServico),
  };
}

function referencedMessage(references: { usuarios: number; precos: number }, isDetran: boolean) {
  const parts = [
    references.usuarios > 0 ? plural(references.usuarios, 'usuário', 'usuários') : null,
    references.precos > 0
      ? plural(references.precos, 'preço de serviço', 'preços de serviço')
      : null,
  ].filter((p): p is string => p !== null);
  if (parts.length > 0) {
    return `O fornecedor não pode ser excluído: é referenciado por ${parts.join(' e ')}.`;
  }
  // Only a Detran gets here without references.
  return isDetran
    ? 'Os Detrans são dados de referência e não podem ser excluídos; desative-o se necessário.'
    : MENSAGENS.naoEncontrado;
}

export type FornecedoresService = ReturnType<typeof createFornecedoresService>;
