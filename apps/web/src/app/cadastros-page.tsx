import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Group, Stack, Tabs } from '@mantine/core';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import IconReceipt2 from '@tabler/icons-react/dist/esm/icons/IconReceipt2.mjs';
import IconShieldCheck from '@tabler/icons-react/dist/esm/icons/IconShieldCheck.mjs';
import IconTruckDelivery from '@tabler/icons-react/dist/esm/icons/IconTruckDelivery.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { CADASTROS_LINKS } from '@portal/shared/menu/page-access';
import { TERCEIRO_GARANTIDOR_URL } from '@portal/shared/menu/urls';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import AgentesFinanceirosTab from '../features/agentes-financeiros/agentes-financeiros-tab';
import { AGENTE_FINANCEIRO_LABELS } from '../features/agentes-financeiros/agentes-financeiros.labels';
import { useAgenteFinanceiroAccess } from '../features/agentes-financeiros/use-agente-financeiro-access';
import { useCurrentUser } from '../features/auth/use-current-user';
import ClientesTab from '../features/clientes/clientes-tab';
import { CLIENTE_LABELS } from '../features/clientes/clientes.labels';
import { useClienteAccess } from '../features/clientes/use-cliente-access';
import FornecedoresTab from '../features/fornecedores/fornecedores-tab';
import { FORNECEDOR_LABELS } from '../features/fornecedores/fornecedores.labels';
import { useFornecedorAccess } from '../features/fornecedores/use-fornecedor-access';

/** The tab in the URL (`?aba=`), so that a reload and 'Voltar' come back to it. */
export type Aba = 'clientes' | 'fornecedores' | 'agentes-financeiros';

interface AbaDef {
  value: Aba;
  label: string;
  icon: ComponentType<{ size?: number }>;
  Panel: ComponentType;
}

const ABAS: readonly AbaDef[] = [
  { value: 'clientes', label: CLIENTE_LABELS.aba, icon: IconBuildingBank, Panel: ClientesTab },
  {
    value: 'fornecedores',
    label: FORNECEDOR_LABELS.aba,
    icon: IconTruckDelivery,
    Panel: FornecedoresTab,
  },
  {
    value: 'agentes-financeiros',
    label: AGENTE_FINANCEIRO_LABELS.aba,
    icon: IconUsers,
    Panel: AgentesFinanceirosTab,
  },
];

/**
 * 'Cadastros' (Administrativo menu): clients, suppliers and financial agents in three tabs,
 * each shown only to who may consult it, plus the links to the pages kept next to them (the
 * service prices, and Terceiro Garantidor, which no other menu of the administrator has).
 * The links come from the shared table the route guard reads, each with its permission.
 */
export default function CadastrosPage() {
  const clientes = useClienteAccess();
  const fornecedores = useFornecedorAccess();
  const agentes = useAgenteFinanceiroAccess();
  const { data: user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();

  const canConsult: Record<Aba, boolean> = {
    clientes: clientes.canConsult,
    fornecedores: fornecedores.canConsult,
    'agentes-financeiros': agentes.canConsult,
  };
  const abas = ABAS.filter((aba) => canConsult[aba.value]);
  const pedida = searchParams.get('aba');
  const atual = abas.find((aba) => aba.value === pedida) ?? abas[0];

  const links = CADASTROS_LINKS.filter((link) => hasPermission(user?.roles ?? [], link.permission));

  if (!atual) {
    return (
      <Alert color="orange" title="Atenção">
        Você não tem permissão para consultar clientes, fornecedores ou agentes financeiros.
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      {links.length > 0 && (
        <Group justify="flex-end" gap="sm">
          {links.map((link) => {
            const Icon = link.url === TERCEIRO_GARANTIDOR_URL ? IconShieldCheck : IconReceipt2;
            return (
              <Button
                key={link.url}
                component={Link}
                to={link.url}
                variant="light"
                leftSection={<Icon size={16} />}
              >
                {link.title}
              </Button>
            );
          })}
        </Group>
      )}
      <Tabs
        value={atual.value}
        // Each tab is a history entry: 'Voltar' and the browser's back return to the last one.
        onChange={(value) => value && setSearchParams({ aba: value })}
        // Only the open tab is rendered (and loads its data); the pagination bar's page-size
        // select has a fixed id, which must not appear twice in the page.
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {abas.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {abas.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value}>
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
