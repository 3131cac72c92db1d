import { MENSAGENS } from '@portal/shared/common/messages';
import type { PageRequest } from '@portal/shared/common/paging';
import {
  fornecedorFiltroSchema,
  type Fornecedor,
  type FornecedorFiltro,
  type FornecedorInput,
  type TipoFornecedor,
} from '@portal/shared/fornecedores/schemas';
import { normalizeNome } from '@portal/shared/common/nomes';
import { isUf, UF_TABELA } from '@portal/shared/common/ufs';
import { assertRegistradora, isRegistradora, type AuthContext } from '../../lib/auth-context';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError, orNotFound } from '../../lib/errors';
import type { ExportAnswer, Exporter } from '../../lib/export/exporter';
import { FORNECEDOR_EXPORT_COLUMNS } from './csv';
import type { FornecedorRow, FornecedoresRepository, FornecedorValues } from './repository';

type SortKey = 'nome' | 'uf' | 'tipo' | 'cnpj' | 'dataCadastro';

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

/** The unique indexes of the table, and the 409 that says which value is taken. */
function duplicatesOf(input: FornecedorInput) {
  return {
    fornecedores_cnpj_idx: {
      mensagem: 'Já existe um fornecedor cadastrado com este CNPJ.',
      campo: 'cnpj',
    },
    fornecedores_nome_unique: {
      mensagem: 'Já existe um fornecedor cadastrado com este nome.',
      campo: 'nome',
    },
    fornecedores_detran_uf_idx: {
      mensagem: `Já existe um Detran cadastrado para a UF ${input.uf ?? ''}.`,
      campo: 'uf',
    },
  };
}

function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

const SOMENTE_REGISTRADORA = 'Somente a registradora cadastra, altera e exclui fornecedores.';
const CAMPOS_DA_REGISTRADORA =
  'Somente a registradora altera o nome, o CNPJ, o tipo, a UF, a situação e o pagamento da taxa do Detran-RJ de um fornecedor.';

/**
 * What a supplier's own user may not change in its registration: what identifies it and what
 * the registradora decides for everyone (whether it is active, e.g. a Detran leaving
 * `ufs-detrans`, and whether it pays the Detran-RJ fee).
 */
function changesRegistradoraFields(current: FornecedorRow, input: FornecedorInput): boolean {
  return (
    normalizeNome(current.nome) !== input.nome ||
    current.cnpj !== (input.cnpj ?? null) ||
    current.tipo !== input.tipo ||
    current.uf !== (input.uf ?? null) ||
    current.ativo !== input.ativo ||
    current.pagadorTaxaDetranRj !== input.pagadorTaxaDetranRj
  );
}

/** The export's query string: the list's filter plus the justification the audit row keeps. */
export type FornecedorExportQuery = FornecedorFiltro & { justificativaExportacao: string };

export function createFornecedoresService(repository: FornecedoresRepository, exporter: Exporter) {
  const exportacao = exporter.source({
    id: 'fornecedores.lista',
    recurso: 'fornecedores',
    permissoes: ['ADMINISTRACAO_FORNECEDORES_CONSULTAR'],
    filtro: fornecedorFiltroSchema,
    columns: FORNECEDOR_EXPORT_COLUMNS,
    rows: (auth, filtro) => ({
      count: () => repository.count(filtro, auth),
      chunk: (after, limit) => repository.exportChunk(filtro, auth, after, limit),
      cursorOf: (row) => ({ key: row.nome, id: row.id }),
    }),
  });

  async function findOrFail(auth: AuthContext, id: string): Promise<FornecedorRow> {
    const row = orNotFound(await repository.findById(id, auth));
    return row;
  }

  return {
    async list(auth: AuthContext, filtro: FornecedorFiltro, page: PageRequest<SortKey>) {
      const { content, totalElements } = await repository.list(filtro, page, auth);
      return { content: content.map(toFornecedor), totalElements };
    },

    async get(auth: AuthContext, id: string): Promise<Fornecedor> {
      return toFornecedor(await findOrFail(auth, id));
    },

    async create(auth: AuthContext, input: FornecedorInput): Promise<Fornecedor> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      return toFornecedor(
        await conflictOnDuplicate(duplicatesOf(input), () => repository.insert(valuesOf(input))),
      );
    },

    /**
     * Full replacement, in one transaction that holds the supplier's row. A supplier's user
     * may keep its own registration up to date (contact, description), never what
     * CAMPOS_DA_REGISTRADORA names; a client's user changes no supplier.
     */
    async update(auth: AuthContext, id: string, input: FornecedorInput): Promise<Fornecedor> {
      if (auth.clienteId) throw new AppError('FORBIDDEN', SOMENTE_REGISTRADORA);
      const row = await conflictOnDuplicate(duplicatesOf(input), () =>
        repository.transaction(async (tx) => {
          const current = orNotFound(await tx.lockById(id, auth));
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
          if (!isRegistradora(auth) && changesRegistradoraFields(current, input)) {
            throw new AppError('FORBIDDEN', CAMPOS_DA_REGISTRADORA);
          }
          const updated = orNotFound(await tx.update(id, valuesOf(input)));
          return updated;
        }),
      );
      return toFornecedor(row);
    },

    /**
     * Soft delete, refused while users or prices refer to the supplier; the Detrans are never
     * deleted. The row is locked while the references are counted, so that a user or a price
     * attached meanwhile waits and then finds the supplier gone.
     */
    async remove(auth: AuthContext, id: string): Promise<void> {
      assertRegistradora(auth, SOMENTE_REGISTRADORA);
      await repository.transaction(async (tx) => {
        const current = orNotFound(await tx.lockById(id, auth));
        const references = await tx.countReferences(id);
        if (current.tipo === 'DETRAN') {
          throw new AppError('CONFLICT', referencedMessage(references, true));
        }
        if (references.usuarios > 0 || references.precos > 0) {
          throw new AppError('CONFLICT', referencedMessage(references, false));
        }
        await tx.softDelete(id);
      });
    },

    /** The suppliers the filter selects, as a CSV download (audited before it streams). */
    exportCsv(auth: AuthContext, query: FornecedorExportQuery, ip: string): Promise<ExportAnswer> {
      const { justificativaExportacao, ...filtro } = query;
      return exportacao.start(auth, {
        formato: 'csv',
        filtro,
        justificativa: justificativaExportacao,
        ip,
      });
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
        estado: row.uf && isUf(row.uf) ? UF_TABELA[row.uf].nome : '',
        fornecedorId: row.fornecedorId,
        nome: row.nome,
      }));
    },

    administradores: (auth: AuthContext) => repository.administradores(auth),

    administradoresPagadorTaxaDetranRj: (auth: AuthContext) =>
      repository.administradores(auth, true),

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
