import { useState } from 'react';
import { Badge, Stack } from '@mantine/core';
import { formatData } from '@portal/shared/common/datas';
import {
  MENSAGEM_DESTINOS,
  MENSAGEM_DESTINOS_POR_VINCULO,
  type Mensagem,
  type MensagemFiltro,
  type MensagemSortKey,
} from '@portal/shared/mensagens/schemas';
import { PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import {
  CadastroTable,
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { FiltroSelect, FiltroTexto } from '../../components/filtro-fields';
import { NovoButtonRow } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
import { usePermission } from '../../hooks/use-permission';
import { useVinculo } from '../../hooks/use-is-registradora';
import { hoje } from '../../lib/dates';
import { MensagemFormModal, type MensagemDialog } from './mensagem-form-modal';
import { deleteMensagem, listMensagens, MENSAGENS_QUERY_KEY } from './mensagens-api';
import { MENSAGEM_LABELS as L } from './mensagens.labels';

interface Filtros {
  titulo: string;
  vigencia: string | null;
}

const SEM_FILTROS: Filtros = { titulo: '', vigencia: null };
const ORDEM_PADRAO: CadastroSort<MensagemSortKey> = { key: 'createdAt', direction: 'desc' };
const VIGENCIA_OPTIONS = [
  { value: 'sim', label: L.vigente },
  { value: 'nao', label: L.foraDoPeriodo },
];

function filtroOf(f: Filtros): MensagemFiltro {
  return {
    ...(f.titulo.trim() ? { titulo: f.titulo.trim() } : {}),
    ...(f.vigencia ? { vigentes: f.vigencia === 'sim' } : {}),
  };
}

/** 'Todos os usuários', 'Perfil Operador', 'Banco Exemplo' or 'Perfil Master (Banco Exemplo)'. */
function destinoOf(m: Mensagem): string {
  if (m.destino === 'TODOS') return MENSAGEM_DESTINOS.TODOS;
  if (m.destino === 'CLIENTE') return m.cliente?.nome ?? '';
  const perfil = `Perfil ${PERFIS[m.perfil as PerfilCodigo]?.label ?? m.perfil}`;
  return m.cliente ? `${perfil} (${m.cliente.nome})` : perfil;
}

const isVigente = (m: Mensagem, dia: string) => m.dataInicio <= dia && dia <= m.dataFim;

function columnsFor(dia: string): CadastroColumn<Mensagem, MensagemSortKey>[] {
  return [
    { label: L.titulo, sortKey: 'titulo', render: (m) => m.titulo },
    { label: L.destino, render: destinoOf },
    {
      label: L.dataInicio,
      sortKey: 'dataInicio',
      isNowrap: true,
      render: (m) => formatData(m.dataInicio),
    },
    { label: L.dataFim, sortKey: 'dataFim', isNowrap: true, render: (m) => formatData(m.dataFim) },
    { label: L.leituras, isNowrap: true, render: (m) => L.usuarios(m.leituras) },
    {
      label: L.situacao,
      render: (m) => (
        <Badge color={isVigente(m, dia) ? 'teal' : 'gray'} variant="light" miw="max-content">
          {isVigente(m, dia) ? L.vigente : L.foraDoPeriodo}
        </Badge>
      ),
    },
  ];
}

/**
 * Mensagens administrativas (spec §2.4 administrativo/mensagem): administrators publish a
 * message to all users, to a profile or to a client's users for a period; the users see it in
 * the top bar's notifications. A client's administrator publishes to its own client only.
 */
export default function MensagensPage() {
  const canEdit = usePermission('MENSAGEM_EDITAR');
  const vinculo = useVinculo();
  // A supplier's user publishes to nobody (the server answers 403): nothing to offer it.
  const canPublish = vinculo !== null && MENSAGEM_DESTINOS_POR_VINCULO[vinculo].length > 0;
  const lista = useCadastroList({
    queryKey: MENSAGENS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listMensagens(filtro, page, size, sortParamOf(sort)),
    enabled: canEdit,
    deletion: { remove: deleteMensagem, title: L.tituloExcluir, successMessage: L.excluida },
  });
  const [dialog, setDialog] = useState<MensagemDialog>(null);

  if (!canEdit) return <SemPermissao>{L.semPermissao}</SemPermissao>;
  return (
    <Stack gap="md">
      <CadastroFiltros columns={2} maxWidth={700} onSearch={lista.search} onClear={lista.clear}>
        <FiltroTexto lista={lista} name="titulo" label={L.titulo} maxLength={150} />
        <FiltroSelect
          lista={lista}
          name="vigencia"
          label={L.situacao}
          data={VIGENCIA_OPTIONS}
          clearable
          placeholder={L.todas}
        />
      </CadastroFiltros>
      {canPublish && (
        <NovoButtonRow onClick={() => setDialog({ mode: 'criar' })}>{L.novo}</NovoButtonRow>
      )}
      <CadastroTable
        label={L.lista}
        columns={columnsFor(hoje())}
        {...pagedTableProps(lista)}
        rowKey={(m) => m.id}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={900}
        actions={(m) => (
          <CadastroRowActions
            name={m.titulo}
            onView={() => setDialog({ mode: 'visualizar', id: m.id })}
            onEdit={() => setDialog({ mode: 'editar', id: m.id })}
            onDelete={() => lista.confirmDelete(m.id, L.confirmarExclusao(m.titulo))}
          />
        )}
      />
      {vinculo && (
        <MensagemFormModal dialog={dialog} onClose={() => setDialog(null)} vinculo={vinculo} />
      )}
    </Stack>
  );
}
