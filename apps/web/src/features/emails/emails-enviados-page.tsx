import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionIcon, Badge, Stack, Text, Tooltip } from '@mantine/core';
import IconMailForward from '@tabler/icons-react/dist/esm/icons/IconMailForward.mjs';
import {
  EMAIL_STATUS,
  EMAIL_STATUS_CODIGOS,
  type EmailEnviado,
  type EmailEnviadoFiltro,
  type EmailStatus,
} from '@portal/shared/emails/schemas';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import {
  CadastroTable,
  EMPTY_CELL,
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { FiltroSelect, FiltroTexto } from '../../components/filtro-fields';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps } from '../../hooks/use-cadastro-list';
import { usePagedList } from '../../hooks/use-paged-list';
import { usePermission } from '../../hooks/use-permission';
import { openConfirm } from '../../lib/confirm';
import { formatDateTime } from '../../lib/dates';
import { showSuccess } from '../../lib/notices';
import { EMAILS_QUERY_KEY, listEmails, resendEmail } from './emails-api';
import { EMAILS_LABELS as L } from './emails.labels';

interface Filtros {
  destinatario: string;
  assunto: string;
  status: string | null;
  dataInicial: string;
  dataFinal: string;
}

const SEM_FILTROS: Filtros = {
  destinatario: '',
  assunto: '',
  status: null,
  dataInicial: '',
  dataFinal: '',
};

function filtroOf(f: Filtros): EmailEnviadoFiltro {
  return {
    ...(f.destinatario.trim() ? { destinatario: f.destinatario.trim() } : {}),
    ...(f.assunto.trim() ? { assunto: f.assunto.trim() } : {}),
    ...(f.status ? { status: f.status as EmailStatus } : {}),
    ...(f.dataInicial ? { dataInicial: f.dataInicial } : {}),
    ...(f.dataFinal ? { dataFinal: f.dataFinal } : {}),
  };
}

const STATUS_OPTIONS = EMAIL_STATUS_CODIGOS.map((value) => ({ value, label: EMAIL_STATUS[value] }));
const COR_DO_STATUS: Record<EmailStatus, string> = {
  PENDENTE: 'blue',
  ENVIADO: 'teal',
  FALHA: 'red',
};

const ORDEM_PADRAO: CadastroSort<'createdAt'> = { key: 'createdAt', direction: 'desc' };

const COLUMNS: CadastroColumn<EmailEnviado, 'createdAt'>[] = [
  {
    label: L.criadoEm,
    sortKey: 'createdAt',
    isNowrap: true,
    render: (e) => formatDateTime(e.createdAt),
  },
  { label: L.destinatario, render: (e) => e.para.join(', ') },
  {
    label: L.assunto,
    render: (e) => (
      <>
        {e.assunto}
        {e.reenvioDe && (
          <Badge ml="xs" size="sm" variant="outline" color="gray">
            {L.reenvio}
          </Badge>
        )}
      </>
    ),
  },
  {
    label: L.situacao,
    render: (e) => (
      <Badge color={COR_DO_STATUS[e.status]} variant="light" miw="max-content">
        {EMAIL_STATUS[e.status]}
      </Badge>
    ),
  },
  { label: L.enviadoEm, isNowrap: true, render: (e) => formatDateTime(e.enviadoEm) ?? EMPTY_CELL },
  { label: L.tentativas, align: 'right', width: 90, render: (e) => e.tentativas },
  {
    label: L.erro,
    render: (e) =>
      e.erro ? (
        <Text size="xs" c="red.9" style={{ wordBreak: 'break-word' }}>
          {e.erro}
        </Text>
      ) : (
        EMPTY_CELL
      ),
  },
];

/**
 * E-mails enviados (spec §2.4 relatorio/emails-enviados): every message the portal queued, to
 * whom, when it went out, and the failures with the mail server's answer; a failed one can be
 * sent again (a new message, recorded as its resend). The registradora's staff only.
 */
export default function EmailsEnviadosPage() {
  const canConsult = usePermission('RELATORIO_EMAILS_ENVIADOS');
  const queryClient = useQueryClient();
  const lista = usePagedList({
    queryKey: EMAILS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) => listEmails(filtro, page, size, sortParamOf(sort)),
    enabled: canConsult,
  });
  const resend = useMutation({
    mutationFn: resendEmail,
    onSuccess: async () => {
      showSuccess(L.reenviado);
      await queryClient.invalidateQueries({ queryKey: EMAILS_QUERY_KEY });
    },
  });

  if (!canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;
  return (
    <Stack gap="md">
      <CadastroFiltros columns={5} onSearch={lista.search} onClear={lista.clear}>
        <FiltroTexto lista={lista} name="destinatario" label={L.destinatario} maxLength={320} />
        <FiltroTexto lista={lista} name="assunto" label={L.assunto} maxLength={300} />
        <FiltroSelect
          lista={lista}
          name="status"
          label={L.situacao}
          data={STATUS_OPTIONS}
          clearable
          placeholder={L.todas}
        />
        <FiltroTexto lista={lista} name="dataInicial" label={L.dataInicial} type="date" />
        <FiltroTexto lista={lista} name="dataFinal" label={L.dataFinal} type="date" />
      </CadastroFiltros>
      <CadastroTable
        label={L.lista}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(e) => e.id}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={1100}
        actionsWidth={80}
        actions={(email) =>
          email.status === 'FALHA' ? (
            <Tooltip label={L.reenviar}>
              <ActionIcon
                variant="subtle"
                aria-label={L.reenviarAssunto(email.assunto)}
                loading={resend.isPending && resend.variables === email.id}
                onClick={() =>
                  openConfirm({
                    title: L.tituloReenviar,
                    message: L.confirmarReenvio(email.para.join(', ')),
                    onConfirm: () => resend.mutate(email.id),
                  })
                }
              >
                <IconMailForward size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null
        }
      />
    </Stack>
  );
}
