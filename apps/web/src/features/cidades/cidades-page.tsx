import { useState, type FormEvent, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconChevronUp from '@tabler/icons-react/dist/esm/icons/IconChevronUp.mjs';
import IconEraser from '@tabler/icons-react/dist/esm/icons/IconEraser.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconSelector from '@tabler/icons-react/dist/esm/icons/IconSelector.mjs';
import { ufOptions } from '@portal/shared/common/ufs';
import { CadastroEmptyRow } from '../../components/cadastro-table';
import { PaginationBar } from '../../components/pagination-bar';
import { usePaging } from '../../hooks/use-paging';
import {
  consultarCidades,
  type CidadeSortKey,
  type CidadesFiltro,
  type CidadesOrdem,
} from './cidades-api';
import { CIDADE_LABELS as L } from './cidades.labels';

const UF_OPTIONS = ufOptions();

/** The API's own default: by name. */
const ORDEM_PADRAO: CidadesOrdem = { key: 'nome', direction: 'asc' };

/**
 * Cidades (Parametrização): the IBGE municipalities, read only. UF and name filters, sorted and
 * paged by the server; the name is matched without case or accents, as the API does.
 */
export default function CidadesPage() {
  const paging = usePaging();
  const [uf, setUf] = useState<string | null>(null);
  const [nome, setNome] = useState('');
  const [filtro, setFiltro] = useState<CidadesFiltro>({});
  const [ordem, setOrdem] = useState<CidadesOrdem>(ORDEM_PADRAO);

  const lista = useQuery({
    queryKey: ['cidades', 'lista', filtro, ordem, paging.page, paging.size],
    queryFn: () => consultarCidades(filtro, paging.page, paging.size, ordem),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });

  function pesquisar(event: FormEvent) {
    event.preventDefault();
    setFiltro({ ...(uf ? { uf } : {}), ...(nome.trim() ? { nome: nome.trim() } : {}) });
    paging.firstPage();
  }

  function limpar() {
    setUf(null);
    setNome('');
    setFiltro({});
    paging.firstPage();
  }

  function ordenar(key: CidadeSortKey) {
    setOrdem((atual) => ({
      key,
      direction: atual.key === key && atual.direction === 'asc' ? 'desc' : 'asc',
    }));
    paging.firstPage();
  }

  const rows = lista.data?.content ?? [];
  const header = (key: CidadeSortKey, label: string, width?: number) => (
    <SortableTh key={key} sortKey={key} ordem={ordem} onSort={ordenar} w={width}>
      {label}
    </SortableTh>
  );

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="form" onSubmit={pesquisar} aria-label="Filtros">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
          <Select
            label={L.uf}
            placeholder={L.todasUfs}
            searchable
            clearable
            data={UF_OPTIONS}
            value={uf}
            onChange={setUf}
          />
          <TextInput
            label={L.nome}
            placeholder={L.nomePlaceholder}
            maxLength={100}
            value={nome}
            onChange={(event) => setNome(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="space-between" mt="md" wrap="wrap">
          <Text size="xs" c="dimmed">
            {L.fonte}
          </Text>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconEraser size={16} />} onClick={limpar}>
              {L.limpar}
            </Button>
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {L.pesquisar}
            </Button>
          </Group>
        </Group>
      </Paper>

      <Paper withBorder p="md">
        <Table.ScrollContainer minWidth={340}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {header('codigoIbge', L.codigoIbge, 140)}
                {header('nome', L.nome)}
                {header('uf', L.uf, 70)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <CadastroEmptyRow
                  colSpan={3}
                  isLoading={lista.isPending}
                  failure={
                    lista.isError ? { message: L.falha, onRetry: () => void lista.refetch() } : null
                  }
                />
              )}
              {rows.map((cidade) => (
                <Table.Tr key={cidade.codigoIbge}>
                  <Table.Td ff="monospace">{cidade.codigoIbge}</Table.Td>
                  <Table.Td>{cidade.nome}</Table.Td>
                  <Table.Td>{cidade.uf}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <PaginationBar
          isError={lista.isError}
          page={paging.page}
          size={paging.size}
          total={lista.data?.totalElements ?? 0}
          onChange={paging.setPaging}
        />
      </Paper>
    </Stack>
  );
}

/** A column header that sorts the list by its key; a second click reverses the order. */
function SortableTh({
  sortKey,
  ordem,
  onSort,
  w,
  children,
}: {
  sortKey: CidadeSortKey;
  ordem: CidadesOrdem;
  onSort: (key: CidadeSortKey) => void;
  w?: number;
  children: ReactNode;
}) {
  const isActive = ordem.key === sortKey;
  const Icon = !isActive
    ? IconSelector
    : ordem.direction === 'asc'
      ? IconChevronUp
      : IconChevronDown;
  return (
    <Table.Th
      w={w}
      aria-sort={isActive ? (ordem.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        aria-label={L.ordenarPor(String(children))}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {children}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
