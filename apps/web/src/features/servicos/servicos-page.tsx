import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import IconCurrencyReal from '@tabler/icons-react/dist/esm/icons/IconCurrencyReal.mjs';
import type { Servico } from '@portal/shared/servicos/schemas';
import {
  ativoOf,
  CadastroFiltros,
  SituacaoBadge,
  SituacaoSelect,
  type Situacao,
} from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import { CadastroTable, EMPTY_CELL, type CadastroColumn } from '../../components/cadastro-table';
import { FiltroTexto } from '../../components/filtro-fields';
import { NovoButton } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
import { SERVICOS_COMBO_QUERY_KEY } from '../../lib/lookups/servicos-combo';
import {
  listServicos,
  deleteServico,
  SERVICOS_QUERY_KEY,
  type ServicoFiltro,
} from './servicos-api';
import { SERVICOS_DETRAN_URL } from './servicos-paths';
import { SERVICO_LABELS as L } from './servicos.labels';
import { ServicoFormModal, type ServicoDialog } from './servico-form-modal';
import { useServicoAccess } from './use-servico-access';

interface Filtros {
  nome: string;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = { nome: '', situacao: 'todos' };

function filtroOf(filtros: Filtros): ServicoFiltro {
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...ativoOf(filtros.situacao),
  };
}

/** The list's columns, in the server's order (by code): no header sorts. */
const COLUMNS: CadastroColumn<Servico>[] = [
  {
    label: L.codigo,
    width: 80,
    render: (servico) => (
      <Text span fw={600} inherit>
        {servico.codigo}
      </Text>
    ),
  },
  { label: L.nome, render: (servico) => servico.nome },
  {
    label: L.descricao,
    render: (servico) => (
      <Text size="sm" c={servico.descricao ? undefined : 'dimmed'} lineClamp={2}>
        {servico.descricao ?? EMPTY_CELL}
      </Text>
    ),
  },
  {
    label: L.origem,
    width: 110,
    render: (servico) =>
      servico.referencia ? (
        <Tooltip label={L.referenciaDica} multiline w={280}>
          <Badge color="blue" variant="light">
            {L.referencia}
          </Badge>
        </Tooltip>
      ) : (
        <Badge color="gray" variant="outline">
          {L.cadastrado}
        </Badge>
      ),
  },
  { label: L.situacao, width: 110, render: (servico) => <SituacaoBadge ativo={servico.ativo} /> },
];

/**
 * Serviços: the service types the registradora bills and the Detrans charge for (spec §9
 * codes: 14 accreditation, 15 renewal; the registration operations). The reference ones come
 * from the system and cannot be deleted; administrators add and edit others.
 */
export default function ServicosPage() {
  const access = useServicoAccess();
  const lista = useCadastroList({
    queryKey: SERVICOS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    fetchPage: (filtro, { page, size }) => listServicos(filtro, page, size),
    enabled: access.canConsult,
    deletion: {
      remove: deleteServico,
      lookupKeys: [SERVICOS_COMBO_QUERY_KEY],
      title: L.tituloExcluirServico,
      successMessage: L.servicoExcluido,
    },
  });
  const [dialog, setDialog] = useState<ServicoDialog>(null);

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  function confirmDelete(servico: Servico) {
    lista.confirmDelete(servico.codigo, L.confirmarExclusaoServico(servico.nome));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros
        gridCols={{ base: 1, sm: 2 }}
        maxWidth={720}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <FiltroTexto lista={lista} name="nome" label={L.nome} maxLength={100} />
        <SituacaoSelect lista={lista} />
      </CadastroFiltros>

      <Group justify="flex-end">
        <Button
          component={Link}
          to={SERVICOS_DETRAN_URL}
          variant="default"
          leftSection={<IconCurrencyReal size={16} />}
        >
          {L.irParaPrecos}
        </Button>
        {access.canEdit && (
          <NovoButton onClick={() => setDialog({ mode: 'criar' })}>{L.novoServico}</NovoButton>
        )}
      </Group>

      <CadastroTable
        label={L.listaServicos}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(servico) => String(servico.codigo)}
        actions={
          access.canEdit
            ? (servico) => (
                <CadastroRowActions
                  name={servico.nome}
                  onEdit={() => setDialog({ mode: 'editar', servico })}
                  // The reference types come from the system: they are deactivated, never deleted.
                  onDelete={servico.referencia ? undefined : () => confirmDelete(servico)}
                />
              )
            : undefined
        }
        actionsWidth={100}
        minWidth={720}
      />

      <ServicoFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
